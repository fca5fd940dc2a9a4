// The "MINIMOG" tab: the 3×4 array (click five points: their hexad), and mathematical blackjack
// (Conway and Ryba) against the computer, which moves to a hexad whenever it can.
import { api, say } from './page.js';

const blackjack = (() => {
  let $ = null;
  const G = { table: [], others: [], picked: null, over: true };
  const total = () => G.table.reduce((a, b) => a + b, 0);

  function log(text) {
    const li = document.createElement('li');
    li.textContent = text;
    $.log.appendChild(li);
  }

  function draw() {
    const card = (n, where) => {
      const b = document.createElement('button');
      b.className = 'card' + (where === 'table' && n === G.picked ? ' picked' : '');
      b.textContent = n;
      b.dataset.card = n;
      b.dataset.where = where;
      b.disabled = G.over || (where === 'others' && (G.picked === null || n >= G.picked));
      b.addEventListener('click', () => click(n, where));
      return b;
    };
    $.table.replaceChildren(...G.table.slice().sort((a, b) => a - b).map(n => card(n, 'table')));
    $.others.replaceChildren(...G.others.slice().sort((a, b) => a - b).map(n => card(n, 'others')));
    $.total.textContent = 'Total on the table: ' + total();
  }

  function swap(from, to) {
    G.table[G.table.indexOf(from)] = to;
    G.others[G.others.indexOf(to)] = from;
  }

  /** Starts a game on these six cards (a random deal with a total of 22 or more if none are given). */
  function deal(cards) {
    let table = cards;
    while (!table) {
      const deck = [...Array(12).keys()].sort(() => Math.random() - 0.5);
      table = deck.slice(0, 6).reduce((a, b) => a + b, 0) >= 22 ? deck.slice(0, 6) : null;
    }
    G.table = table.slice();
    G.others = [...Array(12).keys()].filter(n => !table.includes(n));
    G.picked = null;
    G.over = false;
    $.log.replaceChildren();
    say($.status, 'Your move: pick a card on the table, then a lower card to put in its place.');
    draw();
  }

  async function click(n, where) {
    if (G.over) { return; }
    if (where === 'table') { G.picked = n; draw(); return; }
    const from = G.picked;
    G.picked = null;
    swap(from, n);
    log('You: ' + from + ' --> ' + n + '. The total went to ' + total() + '.');
    if (total() < 21) { end('You brought the total below 21: you lose.', 'bad'); return; }
    draw();
    await computer();
  }

  async function computer() {
    try {
      const move = await api('POST', '/api/hexad/blackjack', { cards: G.table });
      let from, to;
      if (move.kind === 'winning_move') {
        from = move.from; to = move.to;
        log('Computer: ' + move.message);
      } else {
        // no winning move: the smallest legal step down
        let best = null;
        for (const a of G.table) { for (const b of G.others) { if (b < a && (!best || a - b < best[0] - best[1])) { best = [a, b]; } } }
        if (!best) { end('No move is left.', ''); return; }
        [from, to] = best;
        log('Computer: ' + move.message + ' It plays ' + from + ' --> ' + to + '.');
      }
      swap(from, to);
      if (total() < 21) { end('The computer brought the total below 21: you win!', 'good'); return; }
      say($.status, 'Your move.');
      draw();
    } catch (e) {
      say($.status, e.message, 'bad');
    }
  }

  function end(text, kind) {
    G.over = true;
    say($.status, 'Game over. ' + text, kind);
    draw();
  }

  function setup() {
    const id = (s) => document.getElementById('bj-' + s);
    $ = { table: id('table'), others: id('others'), total: id('total'), status: id('status'), log: id('log') };
    id('deal').addEventListener('click', () => deal());
    deal();
  }

  return { setup, deal };
})();

// the hook for tests and scripts (deal a chosen hand): a module's names are not global
window.blackjack = { deal: blackjack.deal };

/** Sets the tab up, the first time it is shown. */
export async function setup(tab) {
  const array = document.getElementById('mg-array');
  const status = document.getElementById('mg-status');
  const picked = new Set();
  const m = await api('GET', '/api/hexad/minimog');
  const buttons = [];
  m.minimog.forEach((row) => row.forEach((n) => {
    const b = document.createElement('button');
    b.className = 'point';
    b.textContent = n;
    b.dataset.point = n;
    b.addEventListener('click', async () => {
      if (picked.size === 5) { picked.clear(); }
      picked.has(n) ? picked.delete(n) : picked.add(n);
      for (const x of buttons) { x.classList.toggle('picked', picked.has(Number(x.dataset.point))); x.classList.remove('hexad'); }
      if (picked.size < 5) { say(status, 'Picked ' + picked.size + ' of 5 points.'); return; }
      try {
        const h = await api('POST', '/api/hexad/complete', { points: [...picked] });
        for (const x of buttons) { x.classList.toggle('hexad', h.hexad.includes(Number(x.dataset.point))); }
        say(status, 'Hexad ' + h.hexad.join(' ') + ' (' + h.description.join(', ') + ').', 'good');
      } catch (e) {
        say(status, e.message, 'bad');
      }
    });
    buttons.push(b);
    array.appendChild(b);
  }));
  blackjack.setup();
}
