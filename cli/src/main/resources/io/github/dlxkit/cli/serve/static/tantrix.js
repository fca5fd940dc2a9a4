// The "Tantrix" tab: a puzzle played as in the Tantrix program. Tiles lie in a tray; select one by a
// click, Tab on the board or the arrow keys in the tray; move it by dragging, the arrow keys or a click
// on a free space; turn it with the buttons, PageUp/PageDown, the right-click menu or a click on its
// left or right side; play it with a double-click or Enter. The keys act only where the focus is (the
// board, the tray): Tab on the board goes through the tiles not yet played, then on out of the board. When every tile is played the server checks the puzzle's rules. A scored
// puzzle (the two Unsolved puzzles) is checked after each tile played or taken back, for its score.
import { api, say as sayIn, openFileWith } from './page.js';
import { runJob } from './jobs.js';

const tantrix = (() => {
  const S = 34;                       // a hexagon's radius (centre to corner), in SVG units
  const R3 = Math.sqrt(3);
  const COLOURS = { R: '#e0302a', G: '#2fa33a', B: '#2a63d8', Y: '#f2c81b' };
  const COLOUR_OF = { red: COLOURS.R, green: COLOURS.G, blue: COLOURS.B, yellow: COLOURS.Y };
  const NS = 'http://www.w3.org/2000/svg';

  // The page's state. tiles[i] = {n, edges, cell: {q, r} | null, rot, played}; moves = plays in order.
  // checks counts the checks asked for, so that an answer overtaken by a later play is dropped.
  const T = { puzzle: null, request: null, tiles: [], sel: -1, moves: [], board: null, checked: null, checks: 0 };
  let $ = null;

  const key = (q, r) => q + ',' + r;
  const centre = (q, r) => ({ x: S * R3 * (q + r / 2), y: S * 1.5 * r });
  const neighbours = (q, r) => [[1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1]].map(([dq, dr]) => ({ q: q + dq, r: r + dr }));

  /** The cell under SVG point (x, y): axial coordinates, rounded in cube coordinates. */
  function cellAt(x, y) {
    const qf = (R3 / 3 * x - y / 3) / S, rf = (2 / 3 * y) / S, sf = -qf - rf;
    let q = Math.round(qf), r = Math.round(rf);
    const s = Math.round(sf);
    const dq = Math.abs(q - qf), dr = Math.abs(r - rf), ds = Math.abs(s - sf);
    if (dq > dr && dq > ds) { q = -r - s; } else if (dr > ds) { r = -q - s; }
    return { q, r };
  }

  /** The colour a tile shows on side s (0 = NE, clockwise) in rotation rot. */
  const colourOn = (t, s, rot) => t.edges[((s - rot) % 6 + 6) % 6];

  const tileAt = (q, r, playedOnly) => T.tiles.findIndex(t => t.cell && t.cell.q === q && t.cell.r === r && (!playedOnly || t.played));
  const played = () => T.tiles.filter(t => t.played);

  function el(name, attrs, parent) {
    const e = document.createElementNS(NS, name);
    for (const [k, v] of Object.entries(attrs)) { e.setAttribute(k, v); }
    if (parent) { parent.appendChild(e); }
    return e;
  }

  function hexPoints(cx, cy, radius) {
    const pts = [];
    for (let k = 0; k < 6; k++) {
      const a = Math.PI / 180 * (60 * k - 90);
      pts.push((cx + radius * Math.cos(a)).toFixed(2) + ',' + (cy + radius * Math.sin(a)).toFixed(2));
    }
    return pts.join(' ');
  }

  /**
   * The path of a tile's link of colour c (a letter) in rotation rot, centred at (0, 0): an arc
   * between the two sides of that colour; null if the tile has no such link.
   */
  function arc(t, rot, c) {
    const e = t.edges.indexOf(c);
    if (e < 0) { return null; }
    const f = t.edges.indexOf(c, e + 1);
    const mid = (s) => { const a = Math.PI / 180 * (60 * s - 60); return { x: S * R3 / 2 * Math.cos(a), y: S * R3 / 2 * Math.sin(a) }; };
    let a = (e + rot) % 6, b = (f + rot) % 6;
    let gap = ((b - a) % 6 + 6) % 6;
    if (gap > 3) { [a, b] = [b, a]; gap = 6 - gap; }
    const p = mid(a), q = mid(b);
    // corner: around the shared corner (radius S/2); bend: around the far corner (1.5 S); straight
    return gap === 3 ? `M${p.x} ${p.y} L${q.x} ${q.y}`
      : `M${p.x} ${p.y} A${gap === 1 ? S / 2 : 1.5 * S} ${gap === 1 ? S / 2 : 1.5 * S} 0 0 0 ${q.x} ${q.y}`;
  }

  /** A tile's face at (0, 0): a black hexagon and its three links, each an arc between two sides. */
  function face(t, rot, parent) {
    el('polygon', { points: hexPoints(0, 0, S - 1), class: 'face' }, parent);
    for (const c of new Set(t.edges)) {
      el('path', { d: arc(t, rot, c), stroke: COLOURS[c], class: 'link' }, parent);
    }
  }

  // ---- drawing -------------------------------------------------------------------------------

  /** The spaces a tile may be moved to: the board's cells, or the cells around the tiles placed. */
  function freeSpaces() {
    const spaces = new Map();
    if (T.board) {
      for (const c of T.board.values()) { spaces.set(key(c.q, c.r), c); }
    } else {
      spaces.set(key(0, 0), { q: 0, r: 0 });
      for (const t of T.tiles) {
        if (t.cell) {
          for (const n of neighbours(t.cell.q, t.cell.r).concat([t.cell])) { spaces.set(key(n.q, n.r), n); }
        }
      }
    }
    for (const t of T.tiles) { if (t.cell) { spaces.delete(key(t.cell.q, t.cell.r)); } }
    return [...spaces.values()];
  }

  /** Where the next tile may be played: anywhere on the board (or the middle) first, then next to a tile played. */
  function playable(q, r) {
    if (T.board && !T.board.has(key(q, r))) { return false; }
    if (tileAt(q, r, true) >= 0) { return false; }
    if (played().length === 0) { return T.board ? true : q === 0 && r === 0; }
    return neighbours(q, r).some(n => tileAt(n.q, n.r, true) >= 0);
  }

  function draw() {
    const svg = $.board;
    svg.replaceChildren();
    const cells = freeSpaces().map(c => ({ ...c, free: true }));
    for (const t of T.tiles) { if (t.cell) { cells.push(t.cell); } }
    if (T.board) { for (const c of T.board.values()) { cells.push(c); } }
    const xs = cells.map(c => centre(c.q, c.r).x), ys = cells.map(c => centre(c.q, c.r).y);
    const minX = Math.min(...xs) - S * 1.5, maxX = Math.max(...xs) + S * 1.5;
    const minY = Math.min(...ys) - S * 1.5, maxY = Math.max(...ys) + S * 1.5;
    svg.setAttribute('viewBox', `${minX} ${minY} ${Math.max(maxX - minX, 8 * S)} ${Math.max(maxY - minY, 6 * S)}`);
    for (const c of freeSpaces()) {
      const p = centre(c.q, c.r);
      el('polygon', { points: hexPoints(p.x, p.y, S - 2), class: 'space' + (playable(c.q, c.r) ? ' playable' : ''),
        'data-q': c.q, 'data-r': c.r }, svg);
    }
    T.tiles.forEach((t, i) => {
      if (!t.cell) { return; }
      const p = centre(t.cell.q, t.cell.r);
      const g = el('g', { transform: `translate(${p.x} ${p.y})`, class: 'tile' + (t.played ? ' played' : ' pending')
        + (i === T.sel ? ' selected' : ''), 'data-i': i, 'data-tile': t.n, 'data-q': t.cell.q, 'data-r': t.cell.r, 'data-rot': t.rot }, svg);
      face(t, t.rot, g);
      if (i === T.sel) { el('polygon', { points: hexPoints(0, 0, S - 2), class: 'outline' }, g); }
    });
    if (T.checked) {
      for (const m of T.checked.mismatches) {
        const p = centre(m.q, m.r), a = Math.PI / 180 * (60 * m.side - 60);
        el('circle', { cx: p.x + S * R3 / 2 * Math.cos(a), cy: p.y + S * R3 / 2 * Math.sin(a), r: 7, class: 'wrong' }, svg);
      }
      for (const [q, r] of T.checked.holes) {
        const p = centre(q, r);
        el('polygon', { points: hexPoints(p.x, p.y, S - 3), class: 'hole' }, svg);
      }
    }
    drawTray();
    $.undo.disabled = T.moves.length === 0;
    const t = T.tiles[T.sel];
    $.board.setAttribute('aria-label', 'Tantrix board: ' + played().length + ' of ' + T.tiles.length + ' tiles played'
      + (t && t.cell && !t.played ? '; tile ' + t.n + ' at (' + t.cell.q + ',' + t.cell.r + '), turned ' + t.rot
        + ': arrows move it, PageUp and PageDown turn it, Enter plays it, Escape takes it back to the tray' : '')
      + '; Tab selects the next tile');
  }

  /**
   * The tray as a list box: one Tab stop (the selected tile, else the first), the arrow keys move
   * within it; the focus stays on the tile it was on when the tray is drawn again.
   */
  function drawTray() {
    const focused = $.tray.contains(document.activeElement) ? Number(document.activeElement.dataset.i) : null;
    $.tray.replaceChildren();
    T.tiles.forEach((t, i) => {
      if (t.cell) { return; }
      const box = document.createElement('div');
      box.className = 'tray-tile' + (i === T.sel ? ' selected' : '');
      box.dataset.i = i;
      box.dataset.tile = t.n;
      box.setAttribute('role', 'option');
      box.setAttribute('aria-selected', String(i === T.sel));
      box.setAttribute('aria-label', 'tile ' + t.n + (t.rot ? ', turned ' + t.rot : ''));
      box.tabIndex = -1;
      const svg = el('svg', { viewBox: `${-S} ${-S} ${2 * S} ${2 * S}`, width: 56, height: 56, 'aria-hidden': 'true' }, box);
      face(t, t.rot, svg);
      const label = document.createElement('span');
      label.textContent = t.n;
      label.setAttribute('aria-hidden', 'true');
      box.appendChild(label);
      $.tray.appendChild(box);
    });
    const boxes = [...$.tray.children];
    // a list box without options is an error for screen readers: the empty tray is a plain box
    if (boxes.length) { $.tray.setAttribute('role', 'listbox'); } else { $.tray.removeAttribute('role'); }
    const stop = boxes.find(b => Number(b.dataset.i) === T.sel) || boxes[0];
    if (stop) { stop.tabIndex = 0; }
    if (focused !== null) {
      const again = boxes.find(b => Number(b.dataset.i) === focused) || stop;
      if (again) { again.focus({ preventScroll: true }); } else { $.board.focus({ preventScroll: true }); }
    }
  }

  // ---- actions ------------------------------------------------------------------------------

  function say(text, kind) { sayIn($.status, text, kind); }

  /** Selects tile i; the focus goes to the board, or stays in the tray when inTray. */
  function select(i, inTray) {
    T.sel = i;
    draw();
    if (inTray) {
      const box = $.tray.querySelector(`.tray-tile[data-i="${i}"]`);
      if (box) { box.focus({ preventScroll: true }); }
    } else {
      $.board.focus({ preventScroll: true });
    }
  }

  /**
   * Tab on the board: the next tile not yet played (Shift+Tab the one before), in the tray or on the
   * board. After the last one (before the first) it answers false: the focus leaves the board.
   */
  function selectNext(step) {
    const open = T.tiles.map((t, i) => i).filter(i => !T.tiles[i].played);
    const at = open.indexOf(T.sel);
    const next = at < 0 ? (step > 0 ? 0 : open.length - 1) : at + step;
    if (next < 0 || next >= open.length) { return false; }
    select(open[next]);
    return true;
  }

  /** Arrow keys in the tray: the tile step places on, selected and focused. */
  function trayStep(step) {
    const inTray = T.tiles.map((t, i) => i).filter(i => !T.tiles[i].cell);
    if (inTray.length === 0) { return; }
    const at = inTray.indexOf(T.sel);
    const next = at < 0 ? 0 : Math.max(0, Math.min(inTray.length - 1, at + step));
    select(inTray[step === -Infinity ? 0 : step === Infinity ? inTray.length - 1 : next], true);
  }

  function moveTo(i, q, r) {
    const t = T.tiles[i];
    if (!t || t.played) { return false; }
    if (T.board && !T.board.has(key(q, r))) { say('(' + q + ',' + r + ') is off the board', 'bad'); return false; }
    const there = tileAt(q, r, false);
    if (there >= 0 && there !== i) { say('(' + q + ',' + r + ') is taken by tile ' + T.tiles[there].n, 'bad'); return false; }
    t.cell = { q, r };
    T.checked = null;
    draw();
    return true;
  }

  /** Arrow keys: one cell in the direction; a tile in the tray first goes to a playable space. */
  function nudge(dq, dr) {
    const t = T.tiles[T.sel];
    if (!t || t.played) { return; }
    if (!t.cell) {
      const spaces = freeSpaces();
      const first = spaces.find(c => playable(c.q, c.r)) || spaces[0];
      moveTo(T.sel, first.q, first.r);
      return;
    }
    let { q, r } = t.cell;
    // skip over tiles already on the board, as the tile slides across them
    for (let k = 0; k < 20; k++) {
      q += dq; r += dr;
      if (tileAt(q, r, false) < 0 && (!T.board || T.board.has(key(q, r)))) { moveTo(T.sel, q, r); return; }
    }
  }

  function rotate(step) {
    const t = T.tiles[T.sel];
    if (!t || t.played) { return; }
    t.rot = ((t.rot + step) % 6 + 6) % 6;
    T.checked = null;
    draw();
  }

  const fits = (t, q, r, rot) => neighbours(q, r).every((n, s) => {
    const j = tileAt(n.q, n.r, true);
    return j < 0 || colourOn(T.tiles[j], (s + 3) % 6, T.tiles[j].rot) === colourOn(t, s, rot);
  });

  /** Enter or a double-click: plays the selected tile where it is, turned to fit if it must be. */
  function play(i) {
    const t = T.tiles[i];
    if (!t || t.played) { return; }
    if (!t.cell) { say('Move tile ' + t.n + ' onto the board first.', 'bad'); return; }
    if (!playable(t.cell.q, t.cell.r)) {
      say('Tile ' + t.n + ' is not on a playable space: ' + (played().length === 0 ? 'the first tile goes on the marked space'
        : 'a tile is played next to one already played'), 'bad');
      return;
    }
    let rot = -1;
    for (let k = 0; k < 6; k++) {
      if (fits(t, t.cell.q, t.cell.r, (t.rot + k) % 6)) { rot = (t.rot + k) % 6; break; }
    }
    if (rot < 0) {
      say('Tile ' + t.n + ' does not fit at (' + t.cell.q + ',' + t.cell.r + '): no turn matches the colours around it.', 'bad');
      return;
    }
    commit(i, t.cell.q, t.cell.r, rot);
    say('Tile ' + t.n + ' played at (' + t.cell.q + ',' + t.cell.r + ').');
    afterPlay();
  }

  function commit(i, q, r, rot) {
    const t = T.tiles[i];
    t.cell = { q, r };
    t.rot = rot;
    t.played = true;
    T.moves.push({ i, q, r, rot });
    T.sel = -1;   // as in the program: the next tile is chosen by a click or Tab
    T.checked = null;
  }

  /** After tiles are played or taken back: the check when all are played, else a scored puzzle's score. */
  function afterPlay() {
    draw();
    if (T.tiles.every(t => t.played)) { check(); } else { rescore(); }
  }

  function undo() {
    const m = T.moves.pop();
    if (!m) { return; }
    T.tiles[m.i].played = false;
    T.sel = m.i;
    T.checked = null;
    $.rules.replaceChildren();
    say('Took back tile ' + T.tiles[m.i].n + '.');
    draw();
    rescore();
  }

  /** Replays the plays from the start, one every 400 ms. */
  async function replay() {
    const moves = T.moves.slice();
    for (const m of moves) { T.tiles[m.i].played = false; T.tiles[m.i].cell = null; }
    T.moves = [];
    T.checked = null;
    $.rules.replaceChildren();
    say('Replaying ' + moves.length + ' moves…');
    draw();
    rescore();
    for (const m of moves) {
      await new Promise(res => setTimeout(res, 400));
      commit(m.i, m.q, m.r, m.rot);
      draw();
      rescore();
    }
    say('Replayed ' + moves.length + ' moves.');
    if (T.tiles.every(t => t.played)) { check(); }
  }

  function backToTray(i) {
    const t = T.tiles[i];
    if (!t || t.played) { return; }
    t.cell = null;
    draw();
  }

  // ---- the server: puzzle, check, hint, solve ----------------------------------------------------

  const placedJson = () => T.moves.map(m => ({ tile: T.tiles[m.i].n, q: m.q, r: m.r, rot: m.rot }));
  const body = (extra) => Object.assign({}, T.request, { tiles: placedJson() }, extra || {});

  /** The score line of a check's score, each colour's length underlined in its colour. */
  function showScore(score) {
    const parts = ['Score: ' + score.total + ' = '];
    Object.entries(score.colours).forEach(([name, n], k) => {
      const span = document.createElement('span');
      span.className = 'colour';
      span.style.borderBottomColor = COLOUR_OF[name];
      span.textContent = name + ' ' + n;
      parts.push(k === 0 ? '' : ' + ', span);
    });
    parts.push(' (longest ' + score.longest + ' of each colour, ' + T.moves.length + ' of ' + T.tiles.length
      + ' tiles played' + (T.tiles.every(t => t.played) ? (score.counted ? '; every rule holds: it counts'
        : '; not counted: a rule is broken') : '') + ')');
    $.score.replaceChildren(...parts);
  }

  /** A scored puzzle's score, as the server's check gives it for the tiles played so far. */
  async function rescore() {
    if (!T.puzzle || !T.puzzle.scoring) { return; }
    const asked = ++T.checks;
    if (T.moves.length === 0) {
      $.score.textContent = 'Score: none yet, no tile is played.';
      return;
    }
    try {
      const c = await api('POST', '/api/tantrix/check', body());
      if (asked !== T.checks) { return; }
      T.checked = c;      // the holes so far are marked as the tantrix grows
      showScore(c.score);
      draw();
    } catch (e) {
      say(e.message, 'bad');
    }
  }

  /**
   * The Check button: with every tile played, the puzzle's check; with some, whether the tiles played
   * so far are right as far as they go (touching links match, no hole), the faults marked on the board.
   */
  async function checkNow() {
    if (T.tiles.every(t => t.played)) { await check(); return; }
    if (T.moves.length === 0) { say('Nothing to check: no tile is played.', 'bad'); return; }
    const asked = ++T.checks;
    try {
      const c = await api('POST', '/api/tantrix/check', body());
      if (asked !== T.checks) { return; }
      T.checked = c;
      const faults = [];
      if (c.mismatches.length) { faults.push(c.mismatches.length + ' touching link' + (c.mismatches.length === 1 ? '' : 's') + ' of different colours'); }
      if (c.holes.length) { faults.push(c.holes.length + ' hole' + (c.holes.length === 1 ? '' : 's')); }
      say('Checked the ' + T.moves.length + ' of ' + T.tiles.length + ' tiles played: ' + (faults.length
        ? faults.join(' and ') + ' (marked on the board).' : 'the colours match and there is no hole so far.'),
      faults.length ? 'bad' : 'good');
      draw();
    } catch (e) {
      say(e.message, 'bad');
    }
  }

  async function check() {
    const asked = ++T.checks;
    try {
      const c = await api('POST', '/api/tantrix/check', body());
      if (asked !== T.checks) { return; }
      T.checked = c;
      $.rules.replaceChildren(...c.rules.map(rule => {
        const li = document.createElement('li');
        li.className = rule.ok ? 'ok' : 'failed';
        li.textContent = (rule.ok ? '✓ ' : '✗ ') + rule.name + ': ' + rule.detail;
        return li;
      }));
      const failed = c.rules.filter(rule => !rule.ok);
      const broken = failed.map(rule => rule.name + ' (' + rule.detail + ')').join('; ');
      if (c.score) {
        showScore(c.score);
        say(c.passed ? 'Every rule holds: the score ' + c.score.total + ' counts (' + c.score.possible + ' possible, '
          + c.score.recorded + ' recorded).' : 'Not counted: ' + broken, c.passed ? 'good' : 'bad');
      } else {
        say(c.passed ? 'Solved! Every rule of ' + T.puzzle.title + ' holds.' : 'Not solved: ' + broken, c.passed ? 'good' : 'bad');
      }
      draw();
    } catch (e) {
      say(e.message, 'bad');
    }
  }

  // Hint and Solve on a scored puzzle: the server says that it is scored, not solved.
  async function hint() {
    say('Looking for a solution that extends the tiles played…');
    try {
      const h = await api('POST', '/api/tantrix/hint', body());
      if (!h.tile) { say(h.message, 'bad'); return; }
      let i = T.sel >= 0 && !T.tiles[T.sel].played && T.tiles[T.sel].n === h.tile.tile ? T.sel
        : T.tiles.findIndex(t => !t.played && t.n === h.tile.tile);
      const other = tileAt(h.tile.q, h.tile.r, false);
      if (other >= 0 && other !== i) { T.tiles[other].cell = null; }
      commit(i, h.tile.q, h.tile.r, h.tile.rot);
      say('Hint: ' + h.message + '.');
      afterPlay();
    } catch (e) {
      say(e.message, 'bad');
    }
  }

  function solve() {
    say('');
    return runJob('/api/tantrix/solve', body(), { status: $.status, verb: 'Solving…', done: (s) => {
      if (!s.tiles) { say(s.message, 'bad'); return; }
      load(s.tiles);
      say('Solution shown: ' + s.message + '.');
      afterPlay();
    } });
  }

  /** Plays the tiles of a Tantrix JSON arrangement, in its order, each on a tile of that number. */
  function load(list) {
    for (const t of T.tiles) { t.cell = null; t.played = false; }
    T.moves = [];
    for (const p of list) {
      const i = T.tiles.findIndex(t => !t.cell && t.n === p.tile);
      if (i < 0) { throw new Error('tile ' + p.tile + ' is not in this puzzle (or is there twice)'); }
      commit(i, p.q, p.r, p.rot);
    }
  }

  async function start(request) {
    try {
      const p = await api('POST', '/api/tantrix/puzzle', request);
      T.puzzle = p;
      T.request = request.tileList ? request : { puzzle: p.name };
      T.tiles = p.tileSet.map(t => ({ n: t.tile, edges: t.edges, back: t.back, cell: null, rot: 0, played: false }));
      T.board = p.cells ? new Map(p.cells.map(([q, r]) => [key(q, r), { q, r }])) : null;
      T.moves = [];
      T.sel = 0;
      T.checked = null;
      T.checks++;
      $.rules.replaceChildren();
      T.asking = discovery(p);
      $.ask.hidden = !T.asking;
      $.colour.value = '';
      $.goal.textContent = p.scoring ? scoredGoal(p) : goalText(p);
      $.score.hidden = !p.scoring;
      $.score.replaceChildren();
      say('Select a tile, move it to the marked space and play it' + (p.scoring ? '; the score follows each tile.' : '.'));
      draw();
      rescore();
      return true;
    } catch (e) {
      say(e.message, 'bad');
      return false;
    }
  }

  /** The last tile of a Discovery puzzle, whose number's colour (on its back) the loop has; 0 for other puzzles. */
  const discovery = (p) => (/^discovery(-pack)?:\d+$/.test(p.name) ? p.tileSet[p.tileSet.length - 1].tile : 0);

  const colourWords = (goal) => goal.replace(/loop:/g, 'a loop of ').replace(/line:/g, 'a line of ')
    .replace(/\bR\b/g, 'red').replace(/\bG\b/g, 'green').replace(/\bB\b/g, 'blue').replace(/\bY\b/g, 'yellow');

  /**
   * The goal in words. A Discovery puzzle's colour is part of the puzzle (the colour of the last
   * tile's number, on its back): as the Tantrix program does, the page asks for it instead of telling it.
   */
  function goalText(p) {
    const start = p.title + ': ' + p.tiles + ' tiles, ' + (p.cells ? 'on the board ' + p.board : 'any shape without holes');
    if (T.asking) {
      return start + ', goal one loop of the colour of tile ' + T.asking + '\'s number (on its back): which colour?';
    }
    return start + ', goal ' + colourWords(p.goal) + '.';
  }

  /** The answer to "which colour?": right, the goal is told; wrong, asked again. */
  function answer() {
    const c = $.colour.value;
    if (!c || !T.asking) { return; }
    const want = /^loop:([RGBY])$/.exec(T.puzzle.goal);
    const name = { R: 'red', G: 'green', B: 'blue', Y: 'yellow' };
    if (want && want[1] === c) {
      say('Right: tile ' + T.asking + '\'s number is ' + name[c] + ', so the loop is ' + name[c] + '.', 'good');
      T.asking = 0;
      $.ask.hidden = true;
      $.goal.textContent = goalText(T.puzzle);
    } else {
      say('Not ' + name[c] + ': look again at the colour of tile ' + T.asking + '\'s number.', 'bad');
    }
  }

  /** The rules of a scored puzzle (docs/tantrix.md, "The Unsolved puzzles"), with the server's figures. */
  function scoredGoal(p) {
    const s = p.scoring;
    return p.title + '. Play all ' + p.tiles + ' tiles in one tantrix (matching colours, one group, no holes), '
      + 'any shape. It is scored, not solved: each colour\'s longest '
      + (s.longest === 'loop' ? 'loop (a line counts nothing)' : 'line or loop') + ', in tiles, added up over the four colours. '
      + s.perfect + ' would be perfect; computer analyses put the best possible at ' + s.possible
      + '; the best recorded is ' + s.recorded + '.';
  }

  function save() {
    const line = JSON.stringify({ puzzle: T.puzzle.name, tiles: placedJson() });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([line + '\n'], { type: 'application/json' }));
    a.download = T.puzzle.name.replace(/[^a-z0-9_-]+/gi, '-') + '.json';
    document.body.appendChild(a);
    a.click();
    a.remove();
    $.saved.value = line;
  }

  /**
   * Why a saved layout is not one group of touching tiles (a tantrix is one group: the Tantrix
   * program refuses the rest), or '' when it is.
   */
  function loose(list) {
    const cells = list.filter(p => p && Number.isInteger(p.q) && Number.isInteger(p.r));
    if (cells.length !== list.length || cells.length === 0) { return ''; }   // load() names a bad entry
    const at = new Map(cells.map(p => [key(p.q, p.r), p]));
    const reached = new Set([key(cells[0].q, cells[0].r)]);
    const todo = [cells[0]];
    while (todo.length) {
      const c = todo.pop();
      for (const n of neighbours(c.q, c.r)) {
        if (at.has(key(n.q, n.r)) && !reached.has(key(n.q, n.r))) { reached.add(key(n.q, n.r)); todo.push(n); }
      }
    }
    const away = cells.filter(p => !reached.has(key(p.q, p.r))).map(p => p.tile);
    return away.length ? 'Not one group: tile' + (away.length === 1 ? ' ' : 's ') + away.join(', ')
      + (away.length === 1 ? ' does' : ' do') + ' not touch tile ' + cells[0].tile + '\'s group; a tantrix is one group of touching tiles.' : '';
  }

  /** Opens a saved arrangement (one line of Tantrix JSON): its puzzle, then its tiles played. */
  async function open(text) {
    let saved;
    try {
      saved = JSON.parse(text.trim().split('\n')[0]);
    } catch (e) {
      say('not Tantrix JSON: ' + e.message, 'bad');
      return;
    }
    if (!saved || typeof saved.puzzle !== 'string' || !Array.isArray(saved.tiles)) {
      say('not Tantrix JSON: expected {"puzzle":NAME,"tiles":[...]}', 'bad');
      return;
    }
    const apart = loose(saved.tiles);
    if (apart) { say(apart, 'bad'); return; }
    let request = { puzzle: saved.puzzle };
    const custom = /^custom:([^@]*)(?:@(.*))?$/.exec(saved.puzzle);
    if (custom) {
      request = { tileList: saved.tiles.map(t => t.tile).join(' '), goal: custom[1].replace(/\+/g, ' '), board: custom[2] || null };
    }
    if (!await start(request)) { return; }   // its error stays on the status line
    try {
      load(saved.tiles);
      say('Opened ' + saved.tiles.length + ' tiles of ' + T.puzzle.name + '.');
      afterPlay();
    } catch (e) {
      say(e.message, 'bad');
    }
  }

  // ---- events -------------------------------------------------------------------------------

  function svgPoint(evt) {
    const pt = $.board.createSVGPoint();
    pt.x = evt.clientX; pt.y = evt.clientY;
    return pt.matrixTransform($.board.getScreenCTM().inverse());
  }

  function wire() {
    let drag = null;
    $.board.addEventListener('pointerdown', (evt) => {
      if (evt.button !== 0) { return; }
      const g = evt.target.closest('.tile');
      if (!g) { return; }
      const i = Number(g.dataset.i);
      const t = T.tiles[i];
      const p = svgPoint(evt), c = centre(t.cell.q, t.cell.r);
      if (i === T.sel && !t.played && Math.abs(p.x - c.x) > S * 0.45) {
        rotate(p.x < c.x ? -1 : 1);      // a click on the tile's left or right side turns it
        return;
      }
      if (!t.played) {
        if (i !== T.sel) { select(i); }   // no redraw for the selected tile: a double-click needs its element
        drag = { i, x: evt.clientX, y: evt.clientY };
      }
    });
    document.addEventListener('pointermove', (evt) => {
      if (!drag || !T.tiles[drag.i].cell) { return; }
      const g = $.board.querySelector(`.tile[data-i="${drag.i}"]`);
      const p = svgPoint(evt);
      if (g && Math.hypot(evt.clientX - drag.x, evt.clientY - drag.y) > 4) {
        g.setAttribute('transform', `translate(${p.x} ${p.y})`);
        drag.moved = true;
      }
    });
    document.addEventListener('pointerup', (evt) => {
      if (!drag) { return; }
      const d = drag;
      drag = null;
      const overBoard = document.elementFromPoint(evt.clientX, evt.clientY);
      if ((d.moved || d.fromTray) && overBoard && $.board.contains(overBoard)) {
        const p = svgPoint(evt), c = cellAt(p.x, p.y);
        if (!moveTo(d.i, c.q, c.r)) { draw(); }
      } else if (d.moved) {
        draw();
      }
    });
    $.board.addEventListener('click', (evt) => {
      const space = evt.target.closest('.space');
      if (space && T.sel >= 0) { moveTo(T.sel, Number(space.dataset.q), Number(space.dataset.r)); }
    });
    $.board.addEventListener('dblclick', (evt) => {
      const g = evt.target.closest('.tile');
      if (g) { play(Number(g.dataset.i)); }
    });
    $.tray.addEventListener('pointerdown', (evt) => {
      const box = evt.target.closest('.tray-tile');
      if (!box) { return; }
      select(Number(box.dataset.i));
      drag = { i: Number(box.dataset.i), x: evt.clientX, y: evt.clientY, fromTray: true };
    });
    const menuFor = (evt, i) => {
      evt.preventDefault();
      select(i);
      $.menu.hidden = false;
      $.menu.style.left = evt.pageX + 'px';
      $.menu.style.top = evt.pageY + 'px';
    };
    $.board.addEventListener('contextmenu', (evt) => {
      const g = evt.target.closest('.tile');
      if (g && !T.tiles[Number(g.dataset.i)].played) { menuFor(evt, Number(g.dataset.i)); }
    });
    $.tray.addEventListener('contextmenu', (evt) => {
      const box = evt.target.closest('.tray-tile');
      if (box) { menuFor(evt, Number(box.dataset.i)); }
    });
    $.menu.addEventListener('click', (evt) => {
      const action = evt.target.dataset.action;
      $.menu.hidden = true;
      if (action === 'left') { rotate(-1); }
      if (action === 'right') { rotate(1); }
      if (action === 'play') { play(T.sel); }
      if (action === 'tray') { backToTray(T.sel); }
    });
    document.addEventListener('click', (evt) => { if (!$.menu.contains(evt.target)) { $.menu.hidden = true; } });
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
        Enter: () => play(T.sel), ' ': () => play(T.sel), Escape: () => backToTray(T.sel),
      };
      const action = keys[evt.key];
      if (action) { evt.preventDefault(); action(); }
    });
    $.tray.addEventListener('keydown', (evt) => {
      const box = evt.target.closest('.tray-tile');
      if (!box) { return; }
      if (T.sel !== Number(box.dataset.i)) { T.sel = Number(box.dataset.i); }
      const keys = {
        ArrowLeft: () => trayStep(-1), ArrowUp: () => trayStep(-1), ArrowRight: () => trayStep(1),
        ArrowDown: () => trayStep(1), Home: () => trayStep(-Infinity), End: () => trayStep(Infinity),
        PageUp: () => rotate(-1), PageDown: () => rotate(1),
        // Enter or Space: onto the board, at the first playable space, to be moved and played there
        Enter: () => { nudge(0, 0); $.board.focus({ preventScroll: true }); },
        ' ': () => { nudge(0, 0); $.board.focus({ preventScroll: true }); },
      };
      const action = keys[evt.key];
      if (action) { evt.preventDefault(); action(); }
    });
    $.rotl.addEventListener('click', () => rotate(-1));
    $.rotr.addEventListener('click', () => rotate(1));
    $.play.addEventListener('click', () => play(T.sel));
    $.undo.addEventListener('click', undo);
    $.replay.addEventListener('click', replay);
    $.hint.addEventListener('click', hint);
    $.solve.addEventListener('click', solve);
    $.check.addEventListener('click', checkNow);
    $.colour.addEventListener('change', answer);
    $.save.addEventListener('click', save);
    openFileWith($.open, open);
    $.load.addEventListener('click', () => open($.saved.value));
    $.choice.addEventListener('change', showChoice);
    $.newGame.addEventListener('click', () => start(chosen()));
  }

  function showChoice() {
    const v = $.choice.value;
    $.kWrap.hidden = !(v === 'discovery' || v === 'discovery-pack');
    $.listWrap.hidden = v !== 'list';
  }

  function chosen() {
    const v = $.choice.value;
    if (v === 'discovery' || v === 'discovery-pack') { return { puzzle: v + ':' + $.k.value }; }
    if (v === 'list') { return { tileList: $.list.value, goal: $.goalInput.value, board: $.boardInput.value || null }; }
    return { puzzle: v };
  }

  async function setup(tab) {
    const id = (s) => document.getElementById('tx-' + s);
    $ = { tab, board: id('board'), tray: id('tray'), status: id('status'), rules: id('rules'), goal: id('goal'),
      menu: id('menu'), rotl: id('rotl'), rotr: id('rotr'), play: id('play'), undo: id('undo'), replay: id('replay'),
      hint: id('hint'), solve: id('solve'), score: id('score'), save: id('save'), open: id('open'), saved: id('saved'), load: id('load'),
      choice: id('puzzle'), k: id('k'), kWrap: id('k-wrap'), list: id('list'), goalInput: id('goal-input'),
      boardInput: id('board-input'), listWrap: id('list-wrap'), newGame: id('new'), check: id('check'),
      ask: id('ask'), colour: id('colour') };
    wire();
    const catalogue = await api('GET', '/api/tantrix/puzzles');
    for (const p of catalogue.puzzles) {
      const o = document.createElement('option');
      o.value = p.name;
      o.textContent = p.title + ' (' + p.tiles + ' tiles, ' + p.board + ')';
      $.choice.appendChild(o);
    }
    showChoice();
    await start(chosen());
  }

  // the drawing the Game tab (tantrixgame.js) shares: hexagon geometry and tile faces
  const shapes = { S, centre, cellAt, neighbours, key, hexPoints, face, arc, el, colourOn, COLOURS };
  return { setup, shapes };
})();

/** Sets the tab up, the first time it is shown. */
export const setup = tantrix.setup;
/** The drawing the Game tab shares: hexagon geometry and tile faces. */
export const shapes = tantrix.shapes;
