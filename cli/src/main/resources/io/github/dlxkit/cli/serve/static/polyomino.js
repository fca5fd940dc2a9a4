// The "Polyominoes" tab: a built-in piece set in a box, or a puzzle file; the solutions as pictures, one
// at a time or one per symmetry class (with the class's size), and their count with progress.
import { say, number } from './page.js';
import { runJob } from './jobs.js';

export function setup(tab) {
  const $ = (id) => document.getElementById('po-' + id);
  const status = $('status');
  let solutions = [];
  let at = 0;
  let classes = false;

  const show = () => {
    const s = solutions[at];
    $('picture').innerHTML = s ? s.svg : '';
    $('which').textContent = !s ? '' : classes
      ? 'class ' + (at + 1) + ' of the first ' + solutions.length + ': ' + s.classSize + ' solution'
        + (s.classSize === 1 ? '' : 's') + ' in this class'
      : 'solution ' + (at + 1) + ' of the first ' + solutions.length;
    $('prev').disabled = at <= 0;
    $('next').disabled = at >= solutions.length - 1;
  };
  const fromFile = () => $('set').value === 'file';
  const request = () => fromFile()
    ? { puzzle: $('puzzle').value, reflections: $('reflections').checked }
    : { set: $('set').value, box: $('box').value };
  const busy = (on) => { $('show').disabled = on; $('count').disabled = on; };

  $('set').addEventListener('change', () => {
    $('file-wrap').hidden = !fromFile();
    $('box-wrap').hidden = fromFile();
  });
  $('upload').addEventListener('change', async (e) => {
    const file = e.target.files[0];
    if (file) {
      $('puzzle').value = await file.text();
    }
  });
  $('show').addEventListener('click', async () => {
    say(status, '');
    classes = $('classes').checked;
    solutions = [];
    at = 0;
    await runJob(classes ? '/api/polyomino/classes' : '/api/polyomino/solve', Object.assign(request(), { limit: 50 }),
      { status, busy, done: (r) => {
        solutions = classes ? r.classes : r.solutions;
        say(status, !solutions.length ? 'No solution.' : classes
          ? 'The puzzle has ' + r.symmetries + ' symmetr' + (r.symmetries === 1 ? 'y' : 'ies')
            + ' (the identity included); one solution per class is shown.' : '', solutions.length ? '' : 'bad');
      } });
    show();
  });
  $('prev').addEventListener('click', () => { at--; show(); });
  $('next').addEventListener('click', () => { at++; show(); });
  $('count').addEventListener('click', () => {
    const distinct = $('classes').checked;
    say(status, '');
    runJob('/api/polyomino/count', Object.assign(request(), { distinct }), {
      status, verb: 'Counting…', cancel: $('cancel'), busy,
      done: (r) => say(status, distinct ? number(r.count) + ' solutions up to symmetry.'
        : number(r.count) + ' solutions (every orientation counted).', 'good'),
    });
  });
  show();
}
