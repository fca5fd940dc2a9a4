// The "Tank Attack" tab: the first solutions for a board side, a symmetry, the torus and holes, one at a
// time; their count with progress. A click on a tank shows the tanks it attacks: those exactly its range
// away along its row and column (round the torus when it wraps). The board is a grid for the keyboard:
// one Tab stop, the arrow keys move between cells, Enter or Space shows the cell's attacks.
import { say, number } from './page.js';
import { runJob } from './jobs.js';

export function setup(tab) {
  const $ = (id) => document.getElementById('tk-' + id);
  let grids = [];
  let at = 0;
  let torus = false;

  const grid = () => grids[at];

  function draw() {
    const table = $('board');
    table.replaceChildren();
    const g = grid();
    $('which').textContent = g ? 'solution ' + (at + 1) + ' of the first ' + grids.length : '';
    $('prev').disabled = at <= 0;
    $('next').disabled = at >= grids.length - 1;
    if (!g) { table.removeAttribute('role'); return; }
    table.setAttribute('role', 'grid');
    table.setAttribute('aria-label', 'the board, ' + g.length + ' by ' + g.length + ': each cell the range of its tank');
    g.forEach((row, i) => {
      const tr = document.createElement('tr');
      row.forEach((v, j) => {
        const td = document.createElement('td');
        td.textContent = v || '';
        td.classList.toggle('hole', v === 0);
        td.dataset.i = i;
        td.dataset.j = j;
        td.setAttribute('role', 'gridcell');
        td.setAttribute('aria-label', 'row ' + (i + 1) + ', column ' + (j + 1) + ': ' + (v ? 'range ' + v : 'a hole'));
        td.tabIndex = i === 0 && j === 0 ? 0 : -1;
        td.addEventListener('click', () => attacks(i, j));
        tr.appendChild(td);
      });
      table.appendChild(tr);
    });
  }

  /** The arrow keys move the focus (and the one Tab stop) to the next cell; Enter or Space acts on it. */
  $('board').addEventListener('keydown', (evt) => {
    const td = evt.target.closest('td');
    const g = grid();
    if (!td || !g) { return; }
    const i = Number(td.dataset.i), j = Number(td.dataset.j), n = g.length;
    const to = { ArrowUp: [i - 1, j], ArrowDown: [i + 1, j], ArrowLeft: [i, j - 1], ArrowRight: [i, j + 1],
      Home: [i, 0], End: [i, n - 1] }[evt.key];
    if (evt.key === 'Enter' || evt.key === ' ') {
      evt.preventDefault();
      attacks(i, j);
    } else if (to) {
      evt.preventDefault();
      const [a, b] = [Math.max(0, Math.min(n - 1, to[0])), Math.max(0, Math.min(n - 1, to[1]))];
      const next = $('board').querySelector(`td[data-i="${a}"][data-j="${b}"]`);
      td.tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
    }
  });

  function attacks(i, j) {
    const g = grid();
    const v = g[i][j];
    const n = g.length;
    const wrap = (a) => ((a % n) + n) % n;
    const targets = v === 0 ? [] : [[i - v, j], [i + v, j], [i, j - v], [i, j + v]]
      .map(([a, b]) => (torus ? [wrap(a), wrap(b)] : [a, b]))
      .filter(([a, b]) => a >= 0 && b >= 0 && a < n && b < n && g[a][b]);
    const hit = targets.filter(([a, b], k) => targets.findIndex(([c, d]) => c === a && d === b) === k);
    for (const td of $('board').querySelectorAll('td')) {
      td.classList.toggle('from', Number(td.dataset.i) === i && Number(td.dataset.j) === j);
      td.classList.toggle('hit', hit.some(([a, b]) => Number(td.dataset.i) === a && Number(td.dataset.j) === b));
    }
    say($('status'), v === 0 ? 'Row ' + (i + 1) + ', column ' + (j + 1) + ' is a hole: no tank attacks it.'
      : 'The tank of range ' + v + ' at row ' + (i + 1) + ', column ' + (j + 1) + ' attacks '
      + hit.length + ' tank' + (hit.length === 1 ? '' : 's') + '.');
  }

  const request = () => ({ n: Number($('n').value), symmetry: $('symmetry').value,
    torus: $('torus').checked, holes: $('holes').checked });
  const busy = (on) => { $('solve').disabled = on; $('count').disabled = on; };

  $('solve').addEventListener('click', async () => {
    say($('status'), '');
    const r = request();
    grids = [];   // the last board's solutions go: they are not this search's
    draw();
    await runJob('/api/tanks/list', Object.assign({ limit: 20 }, r), { status: $('status'), busy, done: (result) => {
      grids = result.solutions.map((s) => s.grid);
      at = 0;
      torus = r.torus;
      draw();
      say($('status'), grids.length ? 'A solution: every tank is attacked by as many tanks as its range'
        + (r.holes ? ', and no tank attacks a hole.' : '.')
        : 'No solution for N = ' + r.n + ' with these rules.', grids.length ? 'good' : 'bad');
    } });
  });
  $('prev').addEventListener('click', () => { at--; draw(); });
  $('next').addEventListener('click', () => { at++; draw(); });
  $('count').addEventListener('click', () => {
    say($('status'), '');
    runJob('/api/tanks/count', request(), {
      status: $('status'), verb: 'Counting…', cancel: $('cancel'), busy,
      done: (r) => say($('status'), number(r.count) + ' solution' + (r.count === 1 ? '' : 's') + '.', 'good'),
    });
  });
  draw();
}
