// The "Polyominoes" tab: a built-in piece set in a box; the solutions as pictures, one at a time, and
// their count with progress.
'use strict';

dlx.tabs.polyomino = (tab) => {
  const $ = (id) => document.getElementById('po-' + id);
  const status = $('status');
  let solutions = [];
  let at = 0;

  const show = () => {
    $('picture').innerHTML = solutions.length ? solutions[at].svg : '';
    $('which').textContent = solutions.length ? 'solution ' + (at + 1) + ' of the first ' + solutions.length : '';
    $('prev').disabled = at <= 0;
    $('next').disabled = at >= solutions.length - 1;
  };
  const request = () => ({ set: $('set').value, box: $('box').value });

  $('show').addEventListener('click', async () => {
    dlx.say(status, 'Searching…');
    try {
      const r = await dlx.api('POST', '/api/polyomino/solve', Object.assign(request(), { limit: 50 }));
      solutions = r.solutions;
      at = 0;
      dlx.say(status, solutions.length ? '' : 'No solution.', solutions.length ? '' : 'bad');
      show();
    } catch (e) {
      dlx.say(status, e.message, 'bad');
    }
  });
  $('prev').addEventListener('click', () => { at--; show(); });
  $('next').addEventListener('click', () => { at++; show(); });
  $('count').addEventListener('click', async () => {
    dlx.say(status, 'Counting…');
    try {
      const job = await dlx.follow(await dlx.api('POST', '/api/polyomino/count', request()), (j) => {
        if (j.state === 'running') {
          dlx.say(status, 'Counting… ' + (100 * (j.estimate || 0)).toFixed(1) + '% of the tree, '
            + dlx.number(j.solutions || 0) + ' solutions');
        }
      });
      dlx.say(status, job.state === 'done' ? dlx.number(job.result.count) + ' solutions (every orientation counted).'
        : job.error || 'Stopped (' + job.stopReason + ').', job.state === 'done' ? 'good' : 'bad');
    } catch (e) {
      dlx.say(status, e.message, 'bad');
    }
  });
  show();
};
