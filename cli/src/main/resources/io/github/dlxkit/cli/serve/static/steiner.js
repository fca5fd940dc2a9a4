// The "Steiner" tab: one S(t,k,v) drawn as its incidence matrix (a row per block, a column per point)
// and listed, and the number of labelled systems counted with progress and Cancel.
import { say, number } from './page.js';
import { runJob } from './jobs.js';

export function setup(tab) {
  const $ = (id) => document.getElementById('st-' + id);
  const status = $('status');
  const params = () => ({ t: Number($('t').value), k: Number($('k').value), v: Number($('v').value),
    plain: $('plain').checked });
  const name = (p) => 'S(' + p.t + ',' + p.k + ',' + p.v + ')';
  const busy = (on) => { $('find').disabled = on; $('count').disabled = on; };

  /** The incidence matrix as SVG: a dark square where block (row) holds point (column). */
  const picture = (blocks, v) => {
    const cell = Math.max(4, Math.min(18, Math.floor(640 / v)));
    const top = cell >= 12 ? 16 : 0; // the points' numbers above their columns, when there is room
    const w = v * cell + 2;
    const h = top + blocks.length * cell + 2;
    const squares = [];
    blocks.forEach((b, i) => b.forEach((p) => {
      squares.push('<rect x="' + (1 + p * cell) + '" y="' + (top + 1 + i * cell) + '" width="' + (cell - 1)
        + '" height="' + (cell - 1) + '"/>');
    }));
    let labels = '';
    for (let p = 0; top && p < v; p++) {
      labels += '<text x="' + (1 + p * cell + cell / 2) + '" y="12" text-anchor="middle">' + p + '</text>';
    }
    return '<svg xmlns="http://www.w3.org/2000/svg" class="incidence" width="' + w + '" height="' + h
      + '" viewBox="0 0 ' + w + ' ' + h + '"><rect y="' + top + '" width="' + w + '" height="' + (h - top)
      + '" fill="#fff" stroke="#999"/><g font-size="10">' + labels + '</g>'
      + '<g fill="#1d5fbf">' + squares.join('') + '</g></svg>';
  };

  $('example').addEventListener('change', (e) => {
    if (e.target.value) {
      const [t, k, v] = e.target.value.split(',');
      $('t').value = t;
      $('k').value = k;
      $('v').value = v;
    }
  });
  $('find').addEventListener('click', () => {
    const p = params();
    say(status, '');
    $('picture').innerHTML = '';
    $('blocks').textContent = '';
    runJob('/api/steiner/find', p, { status, busy, done: (r) => {
      if (!r.blocks) {
        say(status, 'There is no ' + name(r) + '.', 'bad');
        return;
      }
      say(status, 'An ' + name(r) + ': ' + r.blocks.length + ' blocks of ' + r.k + ' points; every '
        + r.t + ' points lie in exactly one block.', 'good');
      $('picture').innerHTML = picture(r.blocks, r.v);
      $('blocks').textContent = r.blocks.map((b) => b.join(' ')).join('\n');
    } });
  });
  $('count').addEventListener('click', () => {
    const p = params();
    say(status, '');
    runJob('/api/steiner/count', p, {
      status, verb: 'Counting…', cancel: $('cancel'), busy,
      done: (r) => say(status, number(r.count) + ' labelled ' + name(r) + (r.count === 1 ? '' : 's') + '.', 'good'),
    });
  });
}
