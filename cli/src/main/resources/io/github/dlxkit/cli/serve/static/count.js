// Searches as jobs, for every tab: each running job has a progress line of its own (share of the tree
// when the search estimates it, solutions, speed, time) with a Cancel button, above the tab's status
// line; the status line gets only the final message, so one job never overwrites another's words.
// Closing or leaving the page cancels the page's jobs (and the server cancels a job no page polls).
'use strict';

/** The jobs this page follows: cancelled when the page is closed or left. */
dlx.running = new Set();

window.addEventListener('pagehide', () => {
  for (const job of dlx.running) {
    navigator.sendBeacon(dlx.jobPath(job, '/cancel'));
  }
});

/** A progress line for one job, put above the status element; its Cancel button calls stop. */
dlx.progressLine = (status, stop, withCancel) => {
  const line = document.createElement('div');
  line.className = 'progress job';
  line.innerHTML = '<div class="bar"><div></div></div><span></span><button type="button">Cancel</button>';
  const [bar, text, cancel] = line.children;
  cancel.hidden = !withCancel;
  cancel.addEventListener('click', stop);
  status.before(line);
  return {
    show(verb, j) {
      const tree = j.estimate !== undefined && j.estimate > 0;
      bar.hidden = !tree;
      bar.firstChild.style.width = (tree ? 100 * j.estimate : 0).toFixed(1) + '%';
      text.textContent = verb + ' ' + (j.state === 'queued' ? 'waiting for a free search thread'
        : (tree ? (100 * j.estimate).toFixed(1) + '% of the tree, ' : '')
        + (j.solutions !== undefined ? dlx.number(j.solutions) + ' solutions, ' : '')
        + (j.nodesPerSecond ? dlx.number(j.nodesPerSecond) + ' nodes/s, ' : '')
        + (j.seconds || 0).toFixed(1) + ' s');
    },
    remove() { line.remove(); },
  };
};

/**
 * Runs the search POST path body as a job (the API's ?job) with a progress line and Cancel above the
 * status element, and resolves with its result; rejects with an Error saying why it stopped ("Cancelled.").
 */
dlx.search = async (path, body, status, verb) => {
  const job = await dlx.api('POST', path + (path.includes('?') ? '&' : '?') + 'job', body);
  const line = dlx.progressLine(status, () => dlx.cancel(job), true);
  dlx.running.add(job);
  try {
    const end = await dlx.follow(job, (j) => line.show(verb || 'Searching…', j));
    if (end.state === 'done') { return end.result; }
    throw new Error(end.state === 'stopped' ? dlx.stopped(end) : end.error);
  } finally {
    dlx.running.delete(job);
    line.remove();
  }
};

/** Why a job stopped, as the status line says it. */
dlx.stopped = (job) => (job.stopReason === 'cancelled' ? 'Cancelled' : 'Stopped (' + job.stopReason + ')')
  + (job.solutions ? ' after ' + dlx.number(job.solutions) + ' solutions.' : '.');

/**
 * Starts the count POST path body and follows it. ui: status (element), cancel (the tab's button),
 * busy(on) to disable the tab's buttons, done(result) the text of a finished count. Resolves with the
 * final job (or null when the request was refused: the status says why).
 */
dlx.count = async (path, body, ui) => {
  let job = null;
  const stop = () => { if (job) { dlx.cancel(job); } };
  ui.busy(true);
  ui.cancel.disabled = false;
  ui.cancel.addEventListener('click', stop);
  const line = dlx.progressLine(ui.status, stop, false);
  line.show('Counting…', { state: 'queued' });
  try {
    job = await dlx.api('POST', path, body);
    dlx.running.add(job);
    job = await dlx.follow(job, (j) => line.show('Counting…', j));
    if (job.state === 'done') {
      dlx.say(ui.status, ui.done(job.result), 'good');
    } else if (job.state === 'stopped') {
      dlx.say(ui.status, dlx.stopped(job), 'bad');
    } else {
      dlx.say(ui.status, job.error, 'bad');
    }
    return job;
  } catch (e) {
    dlx.say(ui.status, e.message, 'bad');
    return null;
  } finally {
    dlx.running.delete(job);
    line.remove();
    ui.cancel.removeEventListener('click', stop);
    ui.cancel.disabled = true;
    ui.busy(false);
  }
};
