// The "Quantumino" tab: the 17 pentacubes (click one to put it aside), the packings of the other 16 in
// the 5x8x2 box drawn as the box and its two layers, and the shipped per-aside count table.
import { api, say, number } from './page.js';
import { runJob } from './jobs.js';

export async function setup(tab) {
  const $ = (id) => document.getElementById('qu-' + id);
  const status = $('status');
  let aside = 0;
  let packings = [];
  let at = 0;
  let counts = [];
  const colours = {};

  /** The layers of a packing side by side, each cell in its piece's colour with the piece's symbol. */
  const layers = (p) => {
    const [rows, columns, depth] = p.box;
    const owner = {};
    for (const piece of p.pieces) {
      for (const [x, y, z] of piece.cells) {
        owner[x + ',' + y + ',' + z] = piece.piece;
      }
    }
    const size = 26;
    let svg = '';
    for (let z = 0; z < depth; z++) {
      const left = z * (columns * size + 30);
      svg += '<text x="' + left + '" y="14">layer ' + z + (z === 0 ? ' (bottom)' : z === depth - 1 ? ' (top)' : '') + '</text>';
      for (let x = 0; x < rows; x++) {
        for (let y = 0; y < columns; y++) {
          const k = owner[x + ',' + y + ',' + z];
          const cx = left + y * size;
          const cy = 22 + x * size;
          svg += '<rect x="' + cx + '" y="' + cy + '" width="' + size + '" height="' + size + '" fill="'
            + (colours[k] || '#eee') + '" stroke="#222"/><text x="' + (cx + size / 2) + '" y="' + (cy + 18)
            + '" text-anchor="middle" class="symbol">' + (k === undefined ? '' : '0123456789ABCDEFG'[k]) + '</text>';
        }
      }
    }
    const w = depth * (columns * size + 30);
    const h = 22 + rows * size + 2;
    return '<svg xmlns="http://www.w3.org/2000/svg" class="layers" width="' + w + '" height="' + h + '" viewBox="-1 0 '
      + (w + 2) + ' ' + h + '">' + svg + '</svg>';
  };

  const show = () => {
    const p = packings[at];
    $('picture').innerHTML = p ? '<div class="iso">' + p.svg + '</div>' + layers(p) : '';
    $('which').textContent = p ? 'packing ' + (at + 1) + ' of the first ' + packings.length : '';
    $('prev').disabled = at <= 0;
    $('next').disabled = at >= packings.length - 1;
  };
  const choose = (k) => {
    aside = k;
    for (const b of $('pieces').querySelectorAll('button')) {
      b.setAttribute('aria-selected', String(Number(b.dataset.aside) === k));
    }
    for (const tr of $('counts').querySelectorAll('tr[data-aside]')) {
      tr.classList.toggle('selected', Number(tr.dataset.aside) === k);
    }
    const row = counts.find((c) => c.aside === k);
    $('aside').textContent = 'Piece ' + k + ' aside' + (row ? ': ' + number(row.raw) + ' packings ('
      + number(row.upToRotation) + ' up to the box\'s rotations).' : '.');
    packings = [];
    at = 0;
    show();
  };

  $('show').addEventListener('click', async () => {
    say(status, '');
    packings = [];
    at = 0;
    await runJob('/api/quantumino/solve', { aside, limit: 20 }, { status, busy: (on) => { $('show').disabled = on; },
      done: (r) => {
        packings = r.solutions;
        say(status, packings.length ? '' : 'No packing.', packings.length ? '' : 'bad');
      } });
    show();
  });
  $('prev').addEventListener('click', () => { at--; show(); });
  $('next').addEventListener('click', () => { at++; show(); });

  try {
    const [pieces, table] = await Promise.all([api('GET', '/api/quantumino/pieces'),
      api('GET', '/api/quantumino/counts')]);
    for (const p of pieces.pieces) {
      colours[p.piece] = p.colour;
      const b = document.createElement('button');
      b.dataset.aside = p.piece;
      b.setAttribute('role', 'option');
      b.title = 'put piece ' + p.piece + ' aside';
      b.innerHTML = p.svg + '<span>' + p.piece + '</span>';
      b.addEventListener('click', () => choose(p.piece));
      $('pieces').appendChild(b);
    }
    counts = table.counts;
    const t = $('counts');
    t.innerHTML = '<tr><th>aside</th><th>packings (every orientation)</th><th>up to the box\'s 4 rotations</th></tr>';
    for (const c of counts) {
      const tr = document.createElement('tr');
      tr.dataset.aside = c.aside;
      tr.innerHTML = '<td>' + c.aside + '</td><td>' + number(c.raw) + '</td><td>' + number(c.upToRotation) + '</td>';
      tr.addEventListener('click', () => choose(c.aside));
      t.appendChild(tr);
    }
    const total = document.createElement('tr');
    total.className = 'total';
    total.innerHTML = '<td>all</td><td>' + number(table.total.raw) + '</td><td>' + number(table.total.upToRotation) + '</td>';
    t.appendChild(total);
    choose(0);
  } catch (e) {
    say(status, e.message, 'bad');
  }
}
