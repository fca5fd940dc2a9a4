// Searches as jobs, the one way every tab runs them: start (the API's ?job), poll, show the progress
// (share of the tree when the search estimates it, solutions, speed, time), Cancel, abandon when the
// page is closed or left (and the server cancels a job no page polls), and hand the result over.
// Each running job has a progress line of its own above the tab's status line; the status line gets
// only the final words, so one job never overwrites another's.
import { api, say, number } from './page.js';

/** The jobs this page follows: cancelled when the page is closed or left. */
const running = new Set();

const jobPath = (job, action) =>
  '/api/jobs/' + encodeURIComponent(job.job) + action + '?token=' + encodeURIComponent(job.token);

window.addEventListener('pagehide', () => {
  for (const job of running) {
    navigator.sendBeacon(jobPath(job, '/cancel'));
  }
});

/** Why a job stopped, as the status line says it. */
const stopped = (job) => (job.stopReason === 'cancelled' ? 'Cancelled' : 'Stopped (' + job.stopReason + ')')
  + (job.solutions ? ' after ' + number(job.solutions) + ' solutions.' : '.');

/** A job's progress in words: "12.5% of the tree, 1,024 solutions, 3,000,000 nodes/s, 2.0 s". */
export function progressText(job, withTree) {
  const tree = withTree !== false && job.estimate !== undefined && job.estimate > 0;
  return (tree ? (100 * job.estimate).toFixed(1) + '% of the tree, ' : '')
    + (job.solutions !== undefined ? number(job.solutions) + ' solutions, ' : '')
    + (job.nodesPerSecond ? number(job.nodesPerSecond) + ' nodes/s, ' : '')
    + (job.seconds || 0).toFixed(1) + ' s';
}

const pause = () => new Promise((r) => setTimeout(r, 250));

/** Whether a job's state says it is still waiting or running. */
const unfinished = (job) => job.state === 'queued' || job.state === 'running';

/**
 * The job's state; a poll that fails on the way (fetch's TypeError: a connection closed as the
 * request went, the network gone for a moment) is tried again, three times in all. The server's
 * answers, errors too, are taken as they come.
 */
async function poll(job) {
  for (let tries = 1; ; tries++) {
    try {
      return await api('GET', jobPath(job, ''));
    } catch (e) {
      if (!(e instanceof TypeError) || tries === 3) { throw e; }
      await pause();
    }
  }
}

/** A progress line for one job, put above the status element; its own Cancel button (if any) calls stop. */
function progressLine(status, stop, withCancel) {
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
      text.textContent = verb + ' ' + (j.state === 'queued' ? 'waiting for a free search thread' : progressText(j));
    },
    remove() { line.remove(); },
  };
}

/**
 * Runs the search POST path body as a job and hands its result to done(result, job). Options:
 * status — the tab's status line: the words of a job that stopped or failed (or was refused) go there;
 * verb — the progress line's first word ('Searching…');
 * cancel — the tab's own Cancel button, enabled while the job runs (without it, the progress line has one);
 * show(job) — the tab's own progress display, instead of a progress line;
 * busy(on) — disables the tab's buttons while the job runs.
 * Resolves true once done has run, false when the job stopped, failed or was refused.
 */
export async function runJob(path, body, { status, verb = 'Searching…', cancel, show, busy, done }) {
  let job = null;
  let end = null;
  // a Cancel clicked before the job's answer came (its line shows at once) is kept and sent when it comes
  let cancelled = false;
  const sendCancel = () => api('POST', jobPath(job, '/cancel')).catch(() => {});
  const stop = () => { cancelled = true; if (job) { sendCancel(); } };
  const line = show ? null : progressLine(status, stop, !cancel);
  const progress = (j) => (show ? show(j) : line.show(verb, j));
  if (busy) { busy(true); }
  if (cancel) {
    cancel.disabled = false;
    cancel.addEventListener('click', stop);
  }
  progress({ state: 'queued' });
  try {
    job = await api('POST', path + (path.includes('?') ? '&' : '?') + 'job', body);
    running.add(job);
    if (cancelled) { sendCancel(); }
    end = job;
    while (unfinished(end)) {
      progress(end);
      await pause();
      end = await poll(job);
      // a cancel whose request was lost (a connection the server closed as it was sent) is sent again
      if (cancelled && unfinished(end)) { sendCancel(); }
    }
    progress(end);
  } catch (e) {
    say(status, e.message, 'bad');
    return false;
  } finally {
    running.delete(job);
    if (line) { line.remove(); }
    if (cancel) {
      cancel.removeEventListener('click', stop);
      cancel.disabled = true;
    }
    if (busy) { busy(false); }
  }
  if (end.state !== 'done') {
    say(status, end.state === 'stopped' ? stopped(end) : end.error, 'bad');
    return false;
  }
  await done(end.result, end);
  return true;
}
