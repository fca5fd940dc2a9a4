// The "Polyominoes" tab: a built-in piece set in a box, or a puzzle file; the solutions as pictures, one
// at a time or one per symmetry class (with the class's size), and their count with progress.
'use strict';

dlx.tabs.polyomino = (tab) => {
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
    dlx.say(status, '');
    classes = $('classes').checked;
    try {
      const r = await dlx.search(classes ? '/api/polyomino/classes' : '/api/polyomino/solve',
        Object.assign(request(), { limit: 50 }), status);
      solutions = classes ? r.classes : r.solutions;
      at = 0;
      dlx.say(status, !solutions.length ? 'No solution.' : classes
        ? 'The puzzle has ' + r.symmetries + ' symmetr' + (r.symmetries === 1 ? 'y' : 'ies')
          + ' (the identity included); one solution per class is shown.' : '', solutions.length ? '' : 'bad');
    } catch (e) {
      solutions = [];
      dlx.say(status, e.message, 'bad');
    }
    show();
  });
  $('prev').addEventListener('click', () => { at--; show(); });
  $('next').addEventListener('click', () => { at++; show(); });
  $('count').addEventListener('click', () => {
    const distinct = $('classes').checked;
    dlx.count('/api/polyomino/count', Object.assign(request(), { distinct }), {
      status, cancel: $('cancel'), busy,
      done: (r) => distinct ? dlx.number(r.distinct) + ' solutions up to symmetry.'
        : dlx.number(r.count) + ' solutions (every orientation counted).',
    });
  });
  show();
};
