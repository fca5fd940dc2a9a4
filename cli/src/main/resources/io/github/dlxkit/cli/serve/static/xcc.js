// The "Exact cover" tab: a problem in Knuth's format, counted or listed with live progress.
import { say, number } from './page.js';
import { runJob, progressText } from './jobs.js';

export function setup(tab) {
  const $ = (id) => document.getElementById(id);
  const text = $('xcc-text'), status = $('xcc-status'), output = $('xcc-output');
  const cancel = $('xcc-cancel'), progress = $('xcc-progress');

  $('xcc-example').addEventListener('change', async (e) => {
    if (e.target.value) {
      text.value = await (await fetch(e.target.value + '.dlx')).text();
    }
  });
  $('xcc-file').addEventListener('change', async (e) => {
    const file = e.target.files[0];
    if (file) {
      text.value = await file.text();
    }
  });

  const busy = (on) => {
    $('xcc-count').disabled = on;
    $('xcc-list').disabled = on;
  };

  const showProgress = (job) => {
    progress.hidden = false;
    // a list stops at its limit, long before the tree's end: no share of the tree to show
    const tree = job.estimate !== undefined && !(job.kind === 'xcc-solve' && job.state === 'done');
    $('xcc-bar').parentElement.hidden = !tree;
    $('xcc-bar').style.width = (tree ? 100 * job.estimate : 0).toFixed(1) + '%';
    $('xcc-progress-text').textContent = job.state === 'queued' ? 'waiting for a free search thread'
      : progressText(job, tree);
  };

  const run = (kind) => {
    output.textContent = '';
    say(status, kind === 'count' ? 'Counting…' : 'Searching…');
    const path = kind === 'count' ? '/api/xcc/count' : '/api/xcc/solve?limit=' + encodeURIComponent($('xcc-limit').value);
    return runJob(path, text.value, { status, cancel, show: showProgress, busy, done: (result, job) => {
      if (kind === 'count') {
        $('xcc-bar').style.width = '100%';
        say(status, number(result.count) + ' solutions (' + number(result.nodes)
          + ' nodes, ' + job.seconds.toFixed(2) + ' s)', 'good');
        return;
      }
      const found = result.solutions;
      say(status, found.length === 0 ? 'No solution.' : found.length + ' solution' + (found.length > 1 ? 's' : '')
        + (result.all ? ' (all of them)' : ' (the first ones)'), found.length ? 'good' : 'bad');
      output.textContent = found.map((s, i) => '#' + (i + 1) + '\n'
        + s.items.map((items, k) => 'line ' + s.options[k] + ': ' + items.join(' ')).join('\n')).join('\n\n');
    } });
  };

  $('xcc-count').addEventListener('click', () => run('count'));
  $('xcc-list').addEventListener('click', () => run('list'));
}
