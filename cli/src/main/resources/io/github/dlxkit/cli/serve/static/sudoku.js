// The "Sudoku" tab: a grid from 4×4 to 25×25 (larger by paste); solve, count, hint, generate, and a
// check of each entry as it is typed.
'use strict';

dlx.tabs.sudoku = (tab) => {
  const $ = (id) => document.getElementById('sd-' + id);
  const SYMBOLS = '123456789abcdefghijklmnopqrstuvwxyz{';
  let puzzle = '';   // the givens, as the compact string ('.' for a blank)
  let side = 9;
  const status = $('status');
  const say = (text, kind) => dlx.say(status, text, kind);
  const cells = () => [...$('grid').querySelectorAll('input')];
  const gridText = () => cells().map(c => (c.value.trim().toLowerCase() || '.')).join('');

  function build(text) {
    side = Math.round(Math.sqrt(text.length));
    const box = Math.round(Math.sqrt(side));
    puzzle = text;
    const grid = $('grid');
    grid.replaceChildren();
    grid.style.gridTemplateColumns = `repeat(${side}, ${side > 16 ? 1.6 : side > 9 ? 1.9 : 2.3}em)`;
    for (let i = 0; i < side * side; i++) {
      const c = document.createElement('input');
      c.maxLength = 1;
      c.dataset.cell = i;
      c.setAttribute('aria-label', 'row ' + (Math.floor(i / side) + 1) + ', column ' + (i % side + 1));
      const r = Math.floor(i / side), col = i % side;
      if (col % box === box - 1 && col < side - 1) { c.classList.add('box-right'); }
      if (r % box === box - 1 && r < side - 1) { c.classList.add('box-bottom'); }
      if (text[i] !== '.' && text[i] !== '0') {
        c.value = text[i];
        c.readOnly = true;
        c.classList.add('given');
      }
      c.addEventListener('input', () => check());
      grid.appendChild(c);
    }
  }

  async function check() {
    const entries = cells();
    for (const c of entries) { c.classList.remove('conflict', 'wrong'); }
    const bad = entries.find(c => c.value && SYMBOLS.indexOf(c.value.toLowerCase()) < 0 || SYMBOLS.indexOf(c.value.toLowerCase()) >= side);
    if (bad) {
      bad.classList.add('wrong');
      say("'" + bad.value + "' is not a value of this grid (1 to " + side + ')', 'bad');
      return;
    }
    try {
      const c = await dlx.api('POST', '/api/sudoku/check', { puzzle, grid: gridText() });
      for (const i of c.conflicts) { entries[i].classList.add('conflict'); }
      for (const i of c.wrong) { entries[i].classList.add('wrong'); }
      say(c.solved ? 'Solved!' : c.conflicts.length ? c.conflicts.length + ' entries repeat a value of their row, column or box.'
        : c.wrong.length ? c.wrong.length + ' entries differ from the solution.' : '', c.solved ? 'good' : c.conflicts.length || c.wrong.length ? 'bad' : '');
    } catch (e) {
      say(e.message, 'bad');
    }
  }

  function fill(solution) {
    cells().forEach((c, i) => { if (!c.readOnly) { c.value = solution[i] === '.' ? '' : solution[i]; } });
  }

  $('size').addEventListener('change', () => build('.'.repeat(Number($('size').value) ** 2)));
  $('generate').addEventListener('click', async () => {
    say('Generating…');
    try {
      const g = await dlx.api('POST', '/api/sudoku/generate', { size: Number($('size').value), difficulty: $('difficulty').value });
      build(g.puzzle);
      say('A unique puzzle with ' + g.givens + ' givens, solved by ' + g.difficulty.replace('-', ' ') + '.');
    } catch (e) {
      say(e.message, 'bad');
    }
  });
  $('load').addEventListener('click', async () => {
    try {
      const s = await dlx.api('POST', '/api/sudoku/solve', { grid: $('paste').value });
      build(s.puzzle);
      say('Loaded a ' + side + '×' + side + ' puzzle.');
    } catch (e) {
      say(e.message, 'bad');
    }
  });
  $('solve').addEventListener('click', async () => {
    say('Solving…');
    try {
      const s = await dlx.api('POST', '/api/sudoku/solve', { grid: puzzle });
      if (!s.solution) { say('No solution.', 'bad'); return; }
      fill(s.solution);
      await check();
      say('Solved' + (s.unique ? ': the solution is unique.' : ': one of several solutions.'), 'good');
    } catch (e) {
      say(e.message, 'bad');
    }
  });
  $('count').addEventListener('click', async () => {
    say('Counting…');
    try {
      const job = await dlx.follow(await dlx.api('POST', '/api/sudoku/count', { grid: puzzle }),
        j => { if (j.state === 'running') { say('Counting… ' + dlx.number(j.solutions || 0) + ' solutions so far'); } });
      if (job.state === 'done') {
        say(job.result.count === 1 ? '1 solution: the puzzle is unique.' : dlx.number(job.result.count) + ' solutions'
          + (job.result.count === 0 ? '.' : ': not unique.'), job.result.count === 1 ? 'good' : 'bad');
      } else {
        say(job.error || 'Stopped (' + job.stopReason + ').', 'bad');
      }
    } catch (e) {
      say(e.message, 'bad');
    }
  });
  $('hint').addEventListener('click', async () => {
    try {
      const h = await dlx.api('POST', '/api/sudoku/hint', { grid: gridText() });
      if (h.cell === null) { say('The grid is full.'); return; }
      const c = cells()[h.cell];
      c.value = SYMBOLS[h.value - 1];
      c.classList.add('hinted');
      c.focus();
      say('Hint: ' + h.explanation + '.');
    } catch (e) {
      say(e.message, 'bad');
    }
  });
  $('clear').addEventListener('click', () => { build(puzzle); say(''); });
  build('5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3');
};
