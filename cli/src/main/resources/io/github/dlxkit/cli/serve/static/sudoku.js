// The "Sudoku" tab: a grid from 4×4 to 25×25 (larger by paste); solve, count, hint, generate, and a
// check of each entry as it is typed. As on good Sudoku sites: arrow keys between cells, pencil marks
// (the Pencil mode, Space to switch it, or Shift with a symbol), undo and redo (Ctrl+Z, Ctrl+Y), errors
// shown or hidden, a legend for the symbols beyond 9, and a hint that first points at a wrong entry.
import { api, say as sayIn, number } from './page.js';
import { runJob } from './jobs.js';

export function setup(tab) {
  const $ = (id) => document.getElementById('sd-' + id);
  const SYMBOLS = '123456789abcdefghijklmnopqrstuvwxyz{';
  /** The largest grid Generate makes (sudoku's Generator.MAX_BOX_SIZE squared). */
  const GENERATED = 16;
  let puzzle = '';   // the givens, as the compact string ('.' for a blank)
  let side = 9;
  let marks = [];    // per cell, the pencil marks (a Set of symbols)
  let pencil = false;
  let undo = [], redo = [], last = null;
  const status = $('status');
  const say = (text, kind) => sayIn(status, text, kind);
  const cells = () => [...$('grid').querySelectorAll('input')];
  const gridText = () => cells().map(c => (c.value.trim().toLowerCase() || '.')).join('');
  const symbolOf = (key) => {
    const k = key.toLowerCase();
    return k.length === 1 && SYMBOLS.indexOf(k) >= 0 && SYMBOLS.indexOf(k) < side ? k : null;
  };

  const snapshot = () => ({ values: gridText(), marks: marks.map(m => [...m].sort().join('')) });
  const same = (a, b) => a && b && a.values === b.values && a.marks.join('|') === b.marks.join('|');

  function restore(state) {
    cells().forEach((c, i) => {
      if (!c.readOnly) { c.value = state.values[i] === '.' ? '' : state.values[i]; }
      marks[i] = new Set(state.marks[i]);
      drawMarks(i);
    });
    last = state;
    check();
  }

  /** After every change of the entries or marks: one step to undo, and the check (unless quiet). */
  function changed(quiet) {
    const now = snapshot();
    if (same(now, last)) { return; }
    undo.push(last);
    redo = [];
    last = now;
    buttons();
    if (quiet !== true) { check(); }
  }

  function buttons() {
    $('undo').disabled = undo.length === 0;
    $('redo').disabled = redo.length === 0;
    $('pencil').setAttribute('aria-pressed', String(pencil));
    $('generate').disabled = side > GENERATED;
    $('generate').title = side > GENERATED ? 'Generate makes grids up to ' + GENERATED + '×' + GENERATED : '';
  }

  function drawMarks(i) {
    const box = $('grid').children[i].querySelector('.marks');
    box.replaceChildren(...[...SYMBOLS.slice(0, side)].map(s => {
      const span = document.createElement('span');
      span.textContent = marks[i].has(s) && !cells()[i].value ? s : '';
      return span;
    }));
  }

  function build(text) {
    side = Math.round(Math.sqrt(text.length));
    const box = Math.round(Math.sqrt(side));
    puzzle = text;
    marks = Array.from({ length: side * side }, () => new Set());
    const grid = $('grid');
    grid.replaceChildren();
    grid.style.setProperty('--side', side);
    grid.style.setProperty('--box', box);
    grid.className = 'sudoku side-' + (side > 16 ? 'large' : side > 9 ? 'medium' : 'small')
      + ($('errors').checked ? '' : ' quiet');
    for (let i = 0; i < side * side; i++) {
      const cell = document.createElement('div');
      cell.className = 'cell';
      const c = document.createElement('input');
      c.maxLength = 1;
      c.dataset.cell = i;
      c.autocomplete = 'off';
      c.setAttribute('aria-label', 'row ' + (Math.floor(i / side) + 1) + ', column ' + (i % side + 1));
      const r = Math.floor(i / side), col = i % side;
      if (col % box === box - 1 && col < side - 1) { cell.classList.add('box-right'); }
      if (r % box === box - 1 && r < side - 1) { cell.classList.add('box-bottom'); }
      if (text[i] !== '.' && text[i] !== '0') {
        c.value = text[i];
        c.readOnly = true;
        c.classList.add('given');
      }
      c.addEventListener('keydown', (e) => key(e, i));
      // typing without key events (a phone's keyboard), and a field emptied by other means
      c.addEventListener('input', () => typed(c, i));
      c.addEventListener('change', changed);
      const m = document.createElement('div');
      m.className = 'marks';
      m.setAttribute('aria-hidden', 'true');
      cell.append(c, m);
      grid.appendChild(cell);
    }
    marks.forEach((_, i) => drawMarks(i));
    $('legend').textContent = side > 9 ? 'Symbols beyond 9: ' + [...SYMBOLS.slice(9, side)]
      .map((s, k) => s + ' = ' + (k + 10)).join(', ') + '.' : '';
    if ($('size').querySelector('option[value="' + side + '"]') === null) {
      $('size').append(new Option(side + '×' + side, String(side)));
    }
    $('size').value = String(side);
    undo = [];
    redo = [];
    last = snapshot();
    buttons();
  }

  function move(i, dr, dc) {
    const r = Math.floor(i / side) + dr, c = i % side + dc;
    if (r >= 0 && c >= 0 && r < side && c < side) { cells()[r * side + c].focus(); }
  }

  function key(e, i) {
    const c = cells()[i];
    const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (arrows[e.key]) {
      e.preventDefault();
      move(i, ...arrows[e.key]);
    } else if ((e.ctrlKey || e.metaKey) && (e.key === 'z' || e.key === 'Z')) {
      e.preventDefault();
      (e.shiftKey ? $('redo') : $('undo')).click();
    } else if ((e.ctrlKey || e.metaKey) && e.key === 'y') {
      e.preventDefault();
      $('redo').click();
    } else if (e.key === ' ') {
      e.preventDefault();
      $('pencil').click();
    } else if (e.ctrlKey || e.metaKey || e.altKey || e.key.length !== 1 || c.readOnly) {
      if ((e.key === 'Backspace' || e.key === 'Delete') && !c.readOnly) {
        e.preventDefault();
        if (c.value) { c.value = ''; } else { marks[i].clear(); }
        drawMarks(i);
        changed();
      }
    } else {
      e.preventDefault();
      // Shift with a digit types '$' on a US keyboard: the key's code names the symbol
      const code = /^(Digit|Key)(.)$/.exec(e.code || '');
      const s = symbolOf(e.shiftKey && code ? code[2] : e.key);
      if (s === null) {
        say("'" + e.key + "' is not a value of this grid (1 to " + side + (side > 9 ? ', a = 10 …' : '') + ')', 'bad');
      } else if (pencil || e.shiftKey) {
        if (marks[i].has(s)) { marks[i].delete(s); } else { marks[i].add(s); }
        drawMarks(i);
        changed();
      } else {
        c.value = c.value === s ? '' : s;
        drawMarks(i);
        changed();
      }
    }
  }

  function typed(c, i) {
    const s = symbolOf(c.value);
    if (c.value && s === null) {
      say("'" + c.value + "' is not a value of this grid (1 to " + side + ')', 'bad');
      c.value = '';
    } else if (s !== null && pencil) {
      c.value = '';
      if (marks[i].has(s)) { marks[i].delete(s); } else { marks[i].add(s); }
    }
    drawMarks(i);
    changed();
  }

  async function check() {
    const entries = cells();
    for (const c of entries) { c.classList.remove('conflict', 'wrong'); }
    try {
      const c = await api('POST', '/api/sudoku/check', { puzzle, grid: gridText() });
      for (const i of c.conflicts) { entries[i].classList.add('conflict'); }
      for (const i of c.wrong) { entries[i].classList.add('wrong'); }
      const shown = $('errors').checked;
      say(c.solved ? 'Solved!' : !shown ? '' : c.conflicts.length ? c.conflicts.length + ' entries repeat a value of their row, column or box.'
        : c.wrong.length ? c.wrong.length + ' entries differ from the solution.' : '', c.solved ? 'good' : c.conflicts.length || c.wrong.length ? 'bad' : '');
    } catch (e) {
      say(e.message, 'bad');
    }
  }

  function fill(solution) {
    cells().forEach((c, i) => {
      if (!c.readOnly) { c.value = solution[i] === '.' ? '' : solution[i]; }
      c.classList.remove('conflict', 'wrong');
    });
    marks.forEach((_, i) => drawMarks(i));
    changed(true);
  }

  $('size').addEventListener('change', () => { build('.'.repeat(Number($('size').value) ** 2)); say(''); });
  $('generate').addEventListener('click', () => {
    say('Generating…');
    runJob('/api/sudoku/generate', { size: side, difficulty: $('difficulty').value }, { status, verb: 'Generating…',
      done: (g) => {
        build(g.puzzle);
        say('A unique puzzle with ' + g.givens + ' givens, solved by ' + g.difficulty.replace('-', ' ') + '.');
      } });
  });
  $('load').addEventListener('click', () => {
    runJob('/api/sudoku/solve', { grid: $('paste').value }, { status, verb: 'Reading…', done: (s) => {
      build(s.puzzle);
      say('Loaded a ' + side + '×' + side + ' puzzle.');
    } });
  });
  $('solve').addEventListener('click', () => {
    say('');
    runJob('/api/sudoku/solve', { grid: puzzle }, { status, verb: 'Solving…', done: (s) => {
      if (!s.solution) { say('No solution.', 'bad'); return; }
      fill(s.solution);
      say('Solved' + (s.unique ? ': the solution is unique.' : ': one of several solutions.'), 'good');
    } });
  });
  $('count').addEventListener('click', () => {
    say('');
    runJob('/api/sudoku/count', { grid: puzzle }, { status, verb: 'Counting…', done: (r) => {
      say(r.count === 1 ? '1 solution: the puzzle is unique.' : number(r.count) + ' solutions'
        + (r.count === 0 ? '.' : ': not unique.'), r.count === 1 ? 'good' : 'bad');
    } });
  });
  $('hint').addEventListener('click', async () => {
    try {
      const h = await api('POST', '/api/sudoku/hint', { grid: gridText(), puzzle });
      if (h.cell === null) { say('The grid is full.'); return; }
      const c = cells()[h.cell];
      if (h.wrong) {
        c.classList.add('wrong');
        c.focus();
        say('Hint: ' + h.explanation + '.', 'bad');
        return;
      }
      c.value = SYMBOLS[h.value - 1];
      c.classList.add('hinted');
      c.focus();
      drawMarks(h.cell);
      changed(true);
      say('Hint: ' + h.explanation + '.');
    } catch (e) {
      say(e.message, 'bad');
    }
  });
  $('pencil').addEventListener('click', () => { pencil = !pencil; buttons(); });
  $('undo').addEventListener('click', () => {
    if (undo.length) { redo.push(snapshot()); restore(undo.pop()); buttons(); }
  });
  $('redo').addEventListener('click', () => {
    if (redo.length) { undo.push(snapshot()); restore(redo.pop()); buttons(); }
  });
  $('errors').addEventListener('change', () => { $('grid').classList.toggle('quiet', !$('errors').checked); check(); });
  $('clear').addEventListener('click', () => { build(puzzle); say(''); });
  build('5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3');
}
