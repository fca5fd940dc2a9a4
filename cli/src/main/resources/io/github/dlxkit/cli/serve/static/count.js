// A count as a job, for the tabs that count: live progress in a status line (share of the tree,
// solutions, speed), a Cancel button that stops it, and the result or why it stopped.
'use strict';

/**
 * Starts the job POST path body and follows it. ui: status (element), cancel (button), busy(on) to
 * disable the tab's buttons, done(result) the text of a finished count. Resolves with the final job
 * (or null when the request was refused: the status says why).
 */
dlx.count = async (path, body, ui) => {
  let job = null;
  const stop = () => { if (job) { dlx.cancel(job); } };
  ui.busy(true);
  ui.cancel.disabled = false;
  ui.cancel.addEventListener('click', stop);
  dlx.say(ui.status, 'Counting…');
  try {
    job = await dlx.api('POST', path, body);
    job = await dlx.follow(job, (j) => {
      if (j.state === 'running' && j.estimate !== undefined) {
        dlx.say(ui.status, 'Counting… ' + (100 * j.estimate).toFixed(1) + '% of the tree, '
          + dlx.number(j.solutions || 0) + ' solutions, ' + dlx.number(j.nodesPerSecond || 0) + ' nodes/s, '
          + j.seconds.toFixed(1) + ' s');
      }
    });
    if (job.state === 'done') {
      dlx.say(ui.status, ui.done(job.result), 'good');
    } else if (job.state === 'stopped') {
      dlx.say(ui.status, (job.stopReason === 'cancelled' ? 'Cancelled' : 'Stopped (' + job.stopReason + ')')
        + ' after ' + dlx.number(job.solutions || 0) + ' solutions.', 'bad');
    } else {
      dlx.say(ui.status, job.error, 'bad');
    }
    return job;
  } catch (e) {
    dlx.say(ui.status, e.message, 'bad');
    return null;
  } finally {
    ui.cancel.removeEventListener('click', stop);
    ui.cancel.disabled = true;
    ui.busy(false);
  }
};
