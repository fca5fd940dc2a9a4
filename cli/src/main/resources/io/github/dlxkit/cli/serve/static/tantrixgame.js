// The "Tantrix game" tab: the game for two to four players by the rules of the Tantrix program's
// help file, at a table the server keeps (so that several browsers can sit at it). Seats are people
// here, people at other browsers (who join by the game's id) or computer players. Play as in the
// Tantrix tab: select a tile of your hand (a click, the arrow keys in the hand, Tab on the board),
// click a space (or drag the tile there, or move it with the arrow keys), turn it (the buttons,
// PageUp/PageDown, a click on its left or right side) and play it (Enter, a double-click or Play),
// turned to fit if it must be. The keys act only where the focus is (the board, your hand). The
// server refuses an illegal move naming the rule; forced spaces and, while the restrictions hold,
// the cells on controlled sides are marked; the tiles of your hand that can be played are shaded,
// the others' last moves are outlined and named, and each player's scoring line or loop is traced on
// the board; every hand is shown, as the rules ask.
import { api, say as sayIn, openFileWith } from './page.js';
import { shapes } from './tantrix.js';

const tantrixGame = (() => {
  const { S, centre, cellAt, neighbours, key, hexPoints, face, arc, el, colourOn, COLOURS } = shapes;
  const NAMES = { R: 'Red', G: 'Green', B: 'Blue', Y: 'Yellow' };
  const KINDS = { here: 'a person here', remote: 'a person at another browser', random: 'computer: random',
    greedy: 'computer: greedy', lookahead: 'computer: lookahead' };

  // state: the server's (GameJson.state plus id, version, seats, you); sel: a tile number of the
  // hand of the player to move; at: where the selected tile lies on the board; rot: its turn
  const G = { state: null, token: null, sel: 0, at: null, rot: 0, shown: -1, generation: 0 };
  let $ = null;

  const tileFace = (n) => ({ n, edges: G.state.faces[n - 1] });
  const mine = () => G.state && !G.state.over && G.state.you.includes(G.state.current);
  const myHand = () => (mine() ? G.state.hands[G.state.current] : []);
  const shownTiles = () => (G.shown >= 0 ? G.state.tiles.slice(0, G.shown) : G.state.tiles);

  function say(text, kind) { sayIn($.status, text, kind); }

  // ---- drawing -------------------------------------------------------------------------------

  function draw() {
    const svg = $.board;
    svg.replaceChildren();
    if (!G.state) { return; }
    const tiles = shownTiles();
    const taken = new Set(tiles.map(t => key(t.q, t.r)));
    const spaces = new Map();
    if (tiles.length === 0) { spaces.set(key(0, 0), { q: 0, r: 0 }); }
    for (const t of tiles) {
      for (const n of neighbours(t.q, t.r)) { if (!taken.has(key(n.q, n.r))) { spaces.set(key(n.q, n.r), n); } }
    }
    const live = G.shown < 0;
    const forced = new Set(live ? G.state.forcedSpaces.map(c => key(c.q, c.r)) : []);
    // the restrictions lift when the bag is empty: their shading goes with them
    const controlled = new Set(live && G.state.restricted ? G.state.controlledCells.map(c => key(c.q, c.r)) : []);
    const legalHere = new Set(live && G.sel ? G.state.legalMoves.filter(m => m.tile === G.sel).map(m => key(m.q, m.r)) : []);
    const cells = [...spaces.values(), ...tiles];
    const xs = cells.map(c => centre(c.q, c.r).x), ys = cells.map(c => centre(c.q, c.r).y);
    const minX = Math.min(...xs) - S * 1.5, maxX = Math.max(...xs) + S * 1.5;
    const minY = Math.min(...ys) - S * 1.5, maxY = Math.max(...ys) + S * 1.5;
    const w = Math.max(maxX - minX, 8 * S), h = Math.max(maxY - minY, 6 * S);
    svg.setAttribute('viewBox', `${minX} ${minY} ${w} ${h}`);
    fit(w, h);
    for (const c of spaces.values()) {
      const p = centre(c.q, c.r), k = key(c.q, c.r);
      const cls = 'space' + (legalHere.has(k) ? ' playable' : '') + (forced.has(k) ? ' forced' : '')
        + (controlled.has(k) ? ' controlled' : '');
      const g = el('g', { class: cls, 'data-q': c.q, 'data-r': c.r }, svg);
      el('polygon', { points: hexPoints(p.x, p.y, S - 2) }, g);
      if (forced.has(k)) { el('text', { x: p.x, y: p.y + 5, 'text-anchor': 'middle', class: 'mark' }, g).textContent = 'F'; }
    }
    const last = live ? lastMoves() : new Map();
    tiles.forEach((t, i) => {
      const p = centre(t.q, t.r);
      const g = el('g', { transform: `translate(${p.x} ${p.y})`, class: 'tile played' + (last.has(i) ? ' last' : ''),
        'data-tile': t.tile, 'data-q': t.q, 'data-r': t.r, 'data-rot': t.rot }, svg);
      face(tileFace(t.tile), t.rot, g);
      if (last.has(i)) {
        el('polygon', { points: hexPoints(0, 0, S - 3), class: 'last-move', stroke: COLOURS[G.state.colours[last.get(i)]] }, g);
      }
    });
    if ($.lines.checked) { drawLines(svg, tiles); }
    if (live && G.sel && G.at) {
      const p = centre(G.at.q, G.at.r);
      const g = el('g', { transform: `translate(${p.x} ${p.y})`, class: 'tile pending selected', 'data-tile': G.sel,
        'data-q': G.at.q, 'data-r': G.at.r, 'data-rot': G.rot }, svg);
      face(tileFace(G.sel), G.rot, g);
      el('polygon', { points: hexPoints(0, 0, S - 2), class: 'outline' }, g);
    }
    drawHands();
    drawInfo();
  }

  /**
   * The board as tall as the tantrix needs at the board's width, within 80% of the window's height
   * (and at least 260 px): a large tantrix keeps its tiles large; the SVG scales it to fit.
   */
  function fit(w, h) {
    const width = $.board.clientWidth || 800;
    // on a phone the hand must stay on screen below the board (style.css, PhonePageTest): 52%, not 80%
    const share = window.matchMedia('(max-width: 600px)').matches ? 0.52 : 0.8;
    $.board.style.height = Math.round(Math.max(260, Math.min(window.innerHeight * share, width * h / w))) + 'px';
  }

  /**
   * The moves made by the others since the last move of a seat at this browser (the computer's
   * replies, a remote player's): index in the tantrix → seat. None while every seat is here.
   */
  function lastMoves() {
    const s = G.state, out = new Map();
    const movers = s.movers || [];
    for (let i = movers.length - 1; i >= 0 && !s.you.includes(movers[i]); i--) { out.set(i, movers[i]); }
    return out;
  }

  /** The others' last moves in words, for the line under the board (read out by screen readers). */
  function lastMovesText() {
    const s = G.state, last = [...lastMoves().entries()].sort((a, b) => a[0] - b[0]);
    if (last.length === 0 || s.you.length === 0) { return ''; }
    const parts = [];
    for (const [i, seat] of last) {
      const t = s.tiles[i];
      const who = NAMES[s.colours[seat]];
      parts.push((parts.length && last[parts.length - 1][1] === seat ? '' : who + ' ') + 'tile ' + t.tile + ' at (' + t.q + ',' + t.r + ')');
    }
    return 'Last moves: ' + parts.join(', ') + ' (outlined on the board).';
  }

  /**
   * Each player's best line or loop of their colour (what they score: a line's tiles, a loop's twice):
   * the tiles' links of that colour join across touching sides, so each colour's links fall into
   * lines and loops; the best (the first of equals) is traced on the board.
   */
  function scoringLines(tiles) {
    const at = new Map(tiles.map(t => [key(t.q, t.r), t]));
    return G.state.colours.map((c) => {
      const seen = new Set();
      let best = { cells: [], loop: false, score: 0 };
      for (const t of tiles) {
        const k0 = key(t.q, t.r);
        if (seen.has(k0) || !tileFace(t.tile).edges.includes(c)) { continue; }
        const group = [], todo = [t];
        seen.add(k0);
        let ends = 0;
        while (todo.length) {
          const u = todo.pop();
          group.push(u);
          const f = tileFace(u.tile);
          neighbours(u.q, u.r).forEach((n, side) => {
            if (colourOn(f, side, u.rot) !== c) { return; }
            const v = at.get(key(n.q, n.r));
            if (!v) { ends++; return; }
            if (!seen.has(key(v.q, v.r))) { seen.add(key(v.q, v.r)); todo.push(v); }
          });
        }
        const loop = ends === 0;
        const score = group.length * (loop ? 2 : 1);
        if (score > best.score) { best = { cells: group, loop, score }; }
      }
      return best;
    });
  }

  function drawLines(svg, tiles) {
    scoringLines(tiles).forEach((best, seat) => {
      const c = G.state.colours[seat];
      for (const t of best.cells) {
        const p = centre(t.q, t.r);
        el('path', { d: arc(tileFace(t.tile), t.rot, c), transform: `translate(${p.x} ${p.y})`, class: 'scoring-line',
          'data-seat': seat, 'data-q': t.q, 'data-r': t.r }, svg);
      }
    });
  }

  function drawHands() {
    const s = G.state;
    const focused = $.hands.contains(document.activeElement) ? document.activeElement : null;
    const lines = scoringLines(G.state.tiles);
    const playableTiles = new Set(G.state.legalMoves.map(m => m.tile));
    $.hands.replaceChildren(...s.colours.map((c, seat) => {
      const box = document.createElement('div');
      box.className = 'hand' + (seat === s.current && !s.over ? ' to-move' : '') + (s.you.includes(seat) ? ' yours' : '');
      box.dataset.seat = seat;
      const head = document.createElement('div');
      head.className = 'hand-head';
      head.innerHTML = '';
      const name = document.createElement('b');
      name.textContent = NAMES[c];
      name.style.color = { R: '#b01c1c', G: '#17692a', B: '#1f4fb8', Y: '#735a00' }[c];   // 4.5:1 on the page (WCAG AA)
      head.append(name, ' — ' + KINDS[s.seats[seat].kind] + (s.you.includes(seat) ? ' (you)' : '')
        + (s.seats[seat].kind === 'remote' && !s.seats[seat].taken ? ' (free seat)' : '') + ' — score ');
      const score = document.createElement('span');
      score.className = 'score';
      score.textContent = s.scores[seat];
      head.appendChild(score);
      box.appendChild(head);
      if (lines[seat].score > 0) {
        head.append(' (' + (lines[seat].loop ? 'a loop of ' : 'a line of ') + lines[seat].cells.length + ')');
      }
      box.appendChild(head);
      const row = document.createElement('div');
      row.className = 'tray';
      const yours = mine() && seat === s.current;
      if (yours) {   // the hand of the player to move here: a list box, one Tab stop, the arrows within
        row.setAttribute('role', 'listbox');
        row.setAttribute('aria-label', NAMES[c] + '\'s hand');
        row.setAttribute('aria-orientation', 'horizontal');
      }
      for (const n of s.hands[seat]) {
        const t = document.createElement('div');
        const can = yours && playableTiles.has(n);
        t.className = 'tray-tile hand-tile' + (yours && n === G.sel ? ' selected' : '') + (yours ? '' : ' idle')
          + (yours ? (can ? ' can-play' : ' cannot-play') : '');
        t.dataset.tile = n;
        t.dataset.seat = seat;
        if (yours) {
          t.setAttribute('role', 'option');
          t.setAttribute('aria-selected', String(n === G.sel));
          t.setAttribute('aria-label', 'tile ' + n + (can ? ', can be played' : ', cannot be played now'));
          t.tabIndex = n === G.sel || (!s.hands[seat].includes(G.sel) && n === s.hands[seat][0]) ? 0 : -1;
        }
        const svg = el('svg', { viewBox: `${-S} ${-S} ${2 * S} ${2 * S}`, width: 48, height: 48, 'aria-hidden': 'true' }, t);
        face(tileFace(n), yours && n === G.sel ? G.rot : 0, svg);
        const label = document.createElement('span');
        label.textContent = n;
        label.setAttribute('aria-hidden', 'true');
        t.appendChild(label);
        row.appendChild(t);
      }
      box.appendChild(row);
      return box;
    }));
    if (focused !== null) {
      const again = $.hands.querySelector(`.hand-tile[tabindex="0"]`);
      (again || $.board).focus({ preventScroll: true });
    }
  }

  function drawInfo() {
    const s = G.state;
    const who = NAMES[s.colours[s.current]];
    const parts = ['Game ' + s.id, 'bag: ' + s.bag + ' tiles', 'moves: ' + s.moves.length,
      s.restricted ? 'the three restrictions hold' : 'restrictions lifted (the bag is empty)'];
    if (s.over) {
      const best = Math.max(...s.scores);
      const winners = s.colours.filter((c, i) => s.scores[i] === best).map(c => NAMES[c]);
      parts.push('game over: ' + (winners.length > 1 ? 'a draw between ' + winners.join(' and ') : winners[0] + ' wins')
        + ' with ' + best);
      if (s.seed !== undefined) { parts.push('seed ' + s.seed); }   // the server tells it only now
    } else {
      parts.push(who + ' to move' + (s.mustFill ? ', must fill a forced space' : s.freeMoveMade ? ' (free move made)' : ''));
    }
    $.info.textContent = parts.join(' · ');
    const said = lastMovesText();
    if ($.last.textContent !== said) { $.last.textContent = said; }
    $.info.dataset.over = s.over;
    $.info.dataset.version = s.version;
    $.undo.disabled = s.competition || s.moves.length === 0 || s.you.length === 0;
  }

  // ---- the table at the server ------------------------------------------------------------------

  function update(state) {
    const was = G.state;
    G.state = state;
    if (!was || was.id !== state.id || was.version !== state.version) {
      const hand = myHand();
      if (!hand.includes(G.sel)) { G.sel = hand.length ? hand[0] : 0; G.at = null; G.rot = 0; }
    }
    G.shown = -1;
    draw();
  }

  /** Waits for each change of the table (the server answers when the version passes ours). */
  async function follow(generation) {
    while (generation === G.generation) {
      try {
        const s = G.state;
        const next = await api('GET', '/api/tantrix/games/' + s.id + '?token=' + G.token + '&after=' + s.version + '&wait=15');
        if (generation !== G.generation) { return; }
        if (next.version !== G.state.version) {
          update(next);
          if (next.over) { say('The game is over.', 'good'); }
        } else {
          await new Promise(r => setTimeout(r, 1000));   // the server had no room to wait: ask again later
        }
      } catch (e) {
        if (generation !== G.generation) { return; }
        say(e.message, 'bad');
        await new Promise(r => setTimeout(r, 2000));
      }
    }
  }

  function sit(state) {
    G.token = state.token;
    G.generation++;
    G.sel = 0;
    update(state);
    $.id.value = state.id;
    follow(G.generation);
  }

  function seats() {
    return [0, 1, 2, 3].map(i => $['seat' + i].value).filter(v => v !== '');
  }

  async function newGame() {
    const body = { seats: seats(), competition: $.competition.checked };
    if ($.seed.value.trim() !== '') { body.seed = $.seed.value.trim(); }
    try {
      const s = await api('POST', '/api/tantrix/games', body);
      sit(s);
      say('New game ' + s.id + '.' + (s.seats.some(x => x.kind === 'remote')
        ? ' Others join with the id ' + s.id + '.' : ''));
    } catch (e) {
      say(e.message, 'bad');
    }
  }

  async function join() {
    try {
      const s = await api('POST', '/api/tantrix/games/' + encodeURIComponent($.id.value.trim()) + '/join', {});
      sit(s);
      say('Joined game ' + s.id + ' as ' + NAMES[s.colours[s.seat]] + '.');
    } catch (e) {
      say(e.message, 'bad');
    }
  }

  /** Sends a move; the server refuses an illegal one naming the rule. */
  async function send(move) {
    const s = G.state;
    try {
      const next = await api('POST', '/api/tantrix/games/' + s.id + '/move', Object.assign({ token: G.token }, move));
      G.at = null;
      G.rot = 0;
      update(next);
      say(NAMES[s.colours[s.current]] + ' played tile ' + move.tile + ' at (' + move.q + ',' + move.r + ')'
        + (next.over ? '. The game is over.' : '.'), next.over ? 'good' : '');
      return true;
    } catch (e) {
      say('Refused: ' + e.message.replace(/^illegal move [^:]*: /, ''), 'bad');
      return false;
    }
  }

  /**
   * Plays the selected tile where it lies, turned to fit as in the Tantrix tab: the first turn from
   * its own, clockwise, that is a legal move there; with none, as it is, and the server names the rule.
   */
  function play() {
    if (!mine()) { say('It is not your turn.', 'bad'); return; }
    if (!G.sel) { say('Select a tile of your hand first.', 'bad'); return; }
    if (!G.at) { say('Put tile ' + G.sel + ' on a space first.', 'bad'); return; }
    const turns = new Set(G.state.legalMoves.filter(m => m.tile === G.sel && m.q === G.at.q && m.r === G.at.r).map(m => m.rot));
    let rot = G.rot;
    for (let k = 0; k < 6; k++) {
      if (turns.has((G.rot + k) % 6)) { rot = (G.rot + k) % 6; break; }
    }
    send({ tile: G.sel, q: G.at.q, r: G.at.r, rot });
  }

  async function undo() {
    try {
      update(await api('POST', '/api/tantrix/games/' + G.state.id + '/undo', { token: G.token }));
      say('Took back the last move.');
    } catch (e) {
      say(e.message, 'bad');
    }
  }

  /**
   * The saved game as the server lets a player hold it: once over, the seed, colours, rules and moves,
   * which replay exactly, here or with dlx tantrix game; before, the tiles drawn so far instead of the
   * seed (which would tell the bag), so that opened again the rest of the bag is shuffled anew.
   */
  function savedText() {
    const s = G.state;
    const o = { game: 'tantrix' };
    if (s.seed !== undefined) { o.seed = s.seed; }
    if (s.drawn !== undefined) { o.drawn = s.drawn; }
    return JSON.stringify(Object.assign(o, { colours: s.colours, competition: s.competition, moves: s.moves }));
  }

  function save() {
    if (!G.state) { return; }
    const line = savedText();
    $.saved.value = line;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([line + '\n'], { type: 'application/json' }));
    a.download = 'tantrix-game-' + (G.state.seed !== undefined ? G.state.seed : G.state.id) + '.json';
    document.body.appendChild(a);
    a.click();
    a.remove();
    say('Saved ' + G.state.moves.length + ' moves' + (G.state.seed !== undefined ? ' (seed ' + G.state.seed + ').'
      : ' (the game is on: the save holds the tiles drawn so far, not the bag\'s secret order).'));
  }

  /** Opens a saved game at a new table: its moves replayed at the server, the seats as chosen above. */
  async function open(text) {
    let saved;
    try {
      saved = JSON.parse(text.trim());
    } catch (e) {
      say('not a saved game: ' + e.message, 'bad');
      return;
    }
    const chosen = seats();
    const n = Array.isArray(saved.colours) ? saved.colours.length : 0;
    const body = { saved: text.trim(), seats: chosen.length === n ? chosen : Array(Math.max(n, 2)).fill('here') };
    try {
      const s = await api('POST', '/api/tantrix/games', body);
      sit(s);
      say('Opened a game of ' + s.moves.length + ' moves' + (s.seed !== undefined ? ' (seed ' + s.seed + ').' : '.'));
    } catch (e) {
      say(e.message, 'bad');
    }
  }

  /** Shows the game's moves again from the first, one every 250 ms. */
  async function replay() {
    if (!G.state) { return; }
    const version = G.state.version, id = G.state.id, n = G.state.tiles.length;
    for (let k = 0; k <= n; k++) {
      if (!G.state || G.state.id !== id || G.state.version !== version) { say('Replay stopped: the game moved on.'); return; }
      G.shown = k;
      say('Replaying: move ' + k + ' of ' + n + '…');
      draw();
      await new Promise(r => setTimeout(r, 250));
    }
    G.shown = -1;
    draw();
    say('Replayed ' + n + ' moves.', 'good');
  }

  // ---- selecting, moving, turning ----------------------------------------------------------------

  function select(n) {
    if (!myHand().includes(n)) { return; }
    if (G.sel !== n) { G.sel = n; G.rot = 0; }
    draw();
    $.board.focus({ preventScroll: true });
  }

  /**
   * Tab on the board: the next tile of the hand (Shift+Tab the one before); after the last (before
   * the first) it answers false and the focus leaves the board.
   */
  function selectNext(step) {
    const hand = myHand();
    const at = hand.indexOf(G.sel);
    const next = at < 0 ? (step > 0 ? 0 : hand.length - 1) : at + step;
    if (next < 0 || next >= hand.length) { return false; }
    select(hand[next]);
    return true;
  }

  /** The arrow keys in the hand: the tile step places on, selected, the focus on it. */
  function handStep(step) {
    const hand = myHand();
    if (hand.length === 0) { return; }
    const at = Math.max(0, hand.indexOf(G.sel));
    const next = step === -Infinity ? 0 : step === Infinity ? hand.length - 1 : Math.max(0, Math.min(hand.length - 1, at + step));
    if (G.sel !== hand[next]) { G.sel = hand[next]; G.rot = 0; G.at = null; }
    draw();
    const t = $.hands.querySelector(`.hand-tile[data-tile="${hand[next]}"][role="option"]`);
    if (t) { t.focus({ preventScroll: true }); }
  }

  function placeAt(q, r) {
    if (!G.sel) { say('Select a tile of your hand first.', 'bad'); return; }
    G.at = { q, r };
    draw();
  }

  /**
   * Arrow keys: the selected tile moves one cell that way, skipping over tiles played; off the board,
   * it first comes to a space where it has a legal move (any space if none).
   */
  function nudge(dq, dr) {
    if (!G.sel) { return; }
    const taken = new Set(G.state.tiles.map(t => key(t.q, t.r)));
    if (!G.at) {
      let first = G.state.legalMoves.find(m => m.tile === G.sel);
      for (const t of G.state.tiles) {
        first = first || neighbours(t.q, t.r).find(n => !taken.has(key(n.q, n.r)));
      }
      first = first || { q: 0, r: 0 };
      placeAt(first.q, first.r);
      return;
    }
    let { q, r } = G.at;
    for (let k = 0; k < 60; k++) {
      q += dq; r += dr;
      if (!taken.has(key(q, r))) { placeAt(q, r); return; }
    }
  }

  function rotate(step) {
    if (!G.sel) { return; }
    G.rot = ((G.rot + step) % 6 + 6) % 6;
    draw();
  }

  function svgPoint(evt) {
    const pt = $.board.createSVGPoint();
    pt.x = evt.clientX; pt.y = evt.clientY;
    return pt.matrixTransform($.board.getScreenCTM().inverse());
  }

  function wire() {
    let drag = null;
    $.hands.addEventListener('pointerdown', (evt) => {
      const t = evt.target.closest('.hand-tile');
      if (!t || !mine() || Number(t.dataset.seat) !== G.state.current) { return; }
      select(Number(t.dataset.tile));
      drag = { x: evt.clientX, y: evt.clientY };
    });
    $.board.addEventListener('pointerdown', (evt) => {
      const pending = evt.target.closest('.tile.pending');
      if (!pending || evt.button !== 0) { return; }
      const p = svgPoint(evt), c = centre(G.at.q, G.at.r);
      if (Math.abs(p.x - c.x) <= S * 0.45) { drag = { x: evt.clientX, y: evt.clientY, onBoard: true }; }
    });
    document.addEventListener('pointermove', (evt) => {
      if (!drag || !drag.onBoard || Math.hypot(evt.clientX - drag.x, evt.clientY - drag.y) <= 4) { return; }
      const g = $.board.querySelector('.tile.pending');
      const p = svgPoint(evt);
      if (g) { g.setAttribute('transform', `translate(${p.x} ${p.y})`); drag.moved = true; }
    });
    document.addEventListener('pointerup', (evt) => {
      if (!drag) { return; }
      const d = drag;
      drag = null;
      if (d.onBoard && !d.moved) { return; }
      const over = document.elementFromPoint(evt.clientX, evt.clientY);
      if (over && $.board.contains(over)) {
        const c = cellAt(svgPoint(evt).x, svgPoint(evt).y);
        placeAt(c.q, c.r);
      }
    });
    $.board.addEventListener('click', (evt) => {
      const pending = evt.target.closest('.tile.pending');
      if (pending) {
        const p = svgPoint(evt), c = centre(G.at.q, G.at.r);
        if (Math.abs(p.x - c.x) > S * 0.45) { rotate(p.x < c.x ? -1 : 1); }   // its left or right side turns it
        return;
      }
      const space = evt.target.closest('.space');
      if (space) { placeAt(Number(space.dataset.q), Number(space.dataset.r)); }
    });
    $.board.addEventListener('dblclick', (evt) => { if (evt.target.closest('.tile.pending')) { play(); } });
    // the keys act where the focus is, never elsewhere on the page (a button's Enter is its own)
    $.board.addEventListener('keydown', (evt) => {
      if (evt.key === 'Tab' && !evt.altKey && !evt.ctrlKey) {
        if (selectNext(evt.shiftKey ? -1 : 1)) { evt.preventDefault(); }
        return;
      }
      const keys = {
        ArrowLeft: () => nudge(-1, 0), ArrowRight: () => nudge(1, 0),
        ArrowUp: () => nudge(evt.shiftKey ? 1 : 0, -1), ArrowDown: () => nudge(evt.shiftKey ? -1 : 0, 1),
        PageUp: () => rotate(-1), PageDown: () => rotate(1),
        Enter: () => play(), ' ': () => play(), Escape: () => { G.at = null; draw(); },
      };
      const action = keys[evt.key];
      if (action) { evt.preventDefault(); action(); }
    });
    $.hands.addEventListener('keydown', (evt) => {
      const t = evt.target.closest('.hand-tile[role="option"]');
      if (!t) { return; }
      const onto = () => { nudge(0, 0); $.board.focus({ preventScroll: true }); };
      const keys = {
        ArrowLeft: () => handStep(-1), ArrowUp: () => handStep(-1), ArrowRight: () => handStep(1),
        ArrowDown: () => handStep(1), Home: () => handStep(-Infinity), End: () => handStep(Infinity),
        PageUp: () => rotate(-1), PageDown: () => rotate(1),
        Enter: onto, ' ': onto,   // onto the board, at the first space where it has a legal move
      };
      const action = keys[evt.key];
      if (action) { evt.preventDefault(); action(); }
    });
    $.lines.addEventListener('change', draw);
    window.addEventListener('resize', () => { if ($.tab.classList.contains('active') && G.state) { draw(); } });
    $.rotl.addEventListener('click', () => rotate(-1));
    $.rotr.addEventListener('click', () => rotate(1));
    $.play.addEventListener('click', play);
    $.undo.addEventListener('click', undo);
    $.replay.addEventListener('click', replay);
    $.save.addEventListener('click', save);
    $.newGame.addEventListener('click', newGame);
    $.join.addEventListener('click', join);
    openFileWith($.open, open);
    $.load.addEventListener('click', () => open($.saved.value));
  }

  function setup(tab) {
    const id = (s) => document.getElementById('tg-' + s);
    $ = { tab, board: id('board'), hands: id('hands'), info: id('info'), status: id('status'), rotl: id('rotl'),
      rotr: id('rotr'), play: id('play'), undo: id('undo'), replay: id('replay'), save: id('save'), open: id('open'),
      saved: id('saved'), load: id('load'), newGame: id('new'), join: id('join'), id: id('id'), seed: id('seed'),
      competition: id('competition'), last: id('last'), lines: id('lines'), seat0: id('seat-0'), seat1: id('seat-1'), seat2: id('seat-2'), seat3: id('seat-3') };
    wire();
    say('Choose the seats and start a new game, or join one by its id.');
  }

  /**
   * For tests and scripts: plays the first legal move of the player to move (if it is yours), the
   * same way a move made with the mouse is sent. Resolves true when the server took it.
   */
  function playLegal() {
    if (!mine()) { return Promise.resolve(false); }
    const m = G.state.legalMoves[0];
    return send({ tile: m.tile, q: m.q, r: m.r, rot: m.rot });
  }

  return { setup, playLegal, state: () => G.state, savedText };
})();

/** Sets the tab up, the first time it is shown. */
export const setup = tantrixGame.setup;
// the hook for tests and scripts (playLegal, state, savedText): a module's names are not global
window.tantrixGame = tantrixGame;
