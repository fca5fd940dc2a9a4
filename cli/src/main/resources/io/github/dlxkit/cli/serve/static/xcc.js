// The "Exact cover" tab: a problem in Knuth's format, counted or listed with live progress.
'use strict';

dlx.tabs.xcc = (tab) => {
  const $ = (id) => document.getElementById(id);
  const text = $('xcc-text'), status = $('xcc-status'), output = $('xcc-output');
  const cancel = $('xcc-cancel'), progress = $('xcc-progress');
  let running = null;

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
    cancel.disabled = !on;
  };

  const showProgress = (job) => {
    progress.hidden = false;
    // a list stops at its limit, long before the tree's end: no share of the tree to show
    const tree = job.estimate !== undefined && !(job.kind === 'xcc-solve' && job.state === 'done');
    $('xcc-bar').parentElement.hidden = !tree;
    $('xcc-bar').style.width = (tree ? 100 * job.estimate : 0).toFixed(1) + '%';
    $('xcc-progress-text').textContent = (tree ? (100 * job.estimate).toFixed(1) + '% of the tree, ' : '')
      + dlx.number(job.solutions || 0) + ' solutions, '
      + dlx.number(job.nodesPerSecond || 0) + ' nodes/s, ' + job.seconds.toFixed(1) + ' s';
  };

  const run = async (kind) => {
    output.textContent = '';
    dlx.say(status, kind === 'count' ? 'Counting…' : 'Searching…');
    busy(true);
    try {
      const path = kind === 'count' ? '/api/xcc/count' : '/api/xcc/solve?limit=' + encodeURIComponent($('xcc-limit').value);
      running = await dlx.api('POST', path, text.value);
      dlx.running.add(running);
      const job = await dlx.follow(running, showProgress);
      if (job.state === 'done' && kind === 'count') {
        $('xcc-bar').style.width = '100%';
        dlx.say(status, dlx.number(job.result.count) + ' solutions (' + dlx.number(job.result.nodes)
          + ' nodes, ' + job.seconds.toFixed(2) + ' s)', 'good');
      } else if (job.state === 'done') {
        const found = job.result.solutions;
        dlx.say(status, found.length === 0 ? 'No solution.' : found.length + ' solution' + (found.length > 1 ? 's' : '')
          + (job.result.all ? ' (all of them)' : ' (the first ones)'), found.length ? 'good' : 'bad');
        output.textContent = found.map((s, i) => '#' + (i + 1) + '\n'
          + s.items.map((items, k) => 'line ' + s.options[k] + ': ' + items.join(' ')).join('\n')).join('\n\n');
      } else if (job.state === 'stopped') {
        dlx.say(status, (job.stopReason === 'cancelled' ? 'Cancelled' : 'Stopped (' + job.stopReason + ')')
          + ' after ' + dlx.number(job.solutions || 0) + ' solutions.', 'bad');
      } else {
        dlx.say(status, job.error, 'bad');
      }
    } catch (e) {
      dlx.say(status, e.message, 'bad');
    } finally {
      dlx.running.delete(running);
      running = null;
      busy(false);
    }
  };

  $('xcc-count').addEventListener('click', () => run('count'));
  $('xcc-list').addEventListener('click', () => run('list'));
  cancel.addEventListener('click', () => { if (running) { dlx.cancel(running); } });
};
