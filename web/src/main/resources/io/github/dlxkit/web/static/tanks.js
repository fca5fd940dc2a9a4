// The "Tank Attack" tab: the first solution for a board side and a symmetry. A click on a tank shows
// the tanks it attacks: those exactly its range away along its row and column.
'use strict';

dlx.tabs.tanks = (tab) => {
  const $ = (id) => document.getElementById('tk-' + id);
  let grid = null;

  function draw() {
    const table = $('board');
    table.replaceChildren();
    if (!grid) { return; }
    grid.forEach((row, i) => {
      const tr = document.createElement('tr');
      row.forEach((v, j) => {
        const td = document.createElement('td');
        td.textContent = v || '';
        td.dataset.i = i;
        td.dataset.j = j;
        td.addEventListener('click', () => attacks(i, j));
        tr.appendChild(td);
      });
      table.appendChild(tr);
    });
  }

  function attacks(i, j) {
    const v = grid[i][j];
    const n = grid.length;
    const hit = [[i - v, j], [i + v, j], [i, j - v], [i, j + v]].filter(([a, b]) => a >= 0 && b >= 0 && a < n && b < n && grid[a][b]);
    for (const td of $('board').querySelectorAll('td')) {
      td.classList.toggle('from', Number(td.dataset.i) === i && Number(td.dataset.j) === j);
      td.classList.toggle('hit', hit.some(([a, b]) => Number(td.dataset.i) === a && Number(td.dataset.j) === b));
    }
    dlx.say($('status'), 'The tank of range ' + v + ' at row ' + (i + 1) + ', column ' + (j + 1) + ' attacks '
      + hit.length + ' tank' + (hit.length === 1 ? '' : 's') + '.');
  }

  $('solve').addEventListener('click', async () => {
    dlx.say($('status'), 'Searching…');
    try {
      const r = await dlx.api('POST', '/api/tanks/solve', { n: Number($('n').value), symmetry: $('symmetry').value });
      grid = r.grid;
      draw();
      dlx.say($('status'), grid ? 'A solution: every tank is attacked by as many tanks as its range.'
        : 'No solution for N = ' + r.n + ' with this symmetry.', grid ? 'good' : 'bad');
    } catch (e) {
      dlx.say($('status'), e.message, 'bad');
    }
  });
};
