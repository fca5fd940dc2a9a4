// The page's frame: tabs, the API helper and job polling that every tab uses.
'use strict';

const dlx = {
  /** Calls the API; resolves with the JSON answer, rejects with an Error whose message is the server's line. */
  async api(method, path, body) {
    const init = { method };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      init.headers = { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json' };
    }
    const response = await fetch(path, init);
    const json = await response.json().catch(() => ({ error: 'the server answered ' + response.status }));
    if (!response.ok) {
      throw new Error(json.error || ('the server answered ' + response.status));
    }
    return json;
  },

  /**
   * Polls a job until it ends, calling onProgress with each snapshot; resolves with the final job.
   * The caller stops it with dlx.cancel(job). Only the page that started a job can read or cancel it:
   * each call sends the token the server gave with the job.
   */
  async follow(job, onProgress) {
    while (job.state === 'queued' || job.state === 'running') {
      onProgress(job);
      await new Promise(r => setTimeout(r, 250));
      job = await dlx.api('GET', dlx.jobPath(job, ''));
    }
    onProgress(job);
    return job;
  },

  cancel(job) {
    return dlx.api('POST', dlx.jobPath(job, '/cancel'));
  },

  jobPath(job, action) {
    return '/api/jobs/' + encodeURIComponent(job.job) + action + '?token=' + encodeURIComponent(job.token);
  },

  /** Shows a one-line message in a status element; kind is '', 'good' or 'bad'. */
  say(element, text, kind) {
    element.textContent = text;
    element.className = 'status' + (kind ? ' ' + kind : '');
  },

  /** Runs once the tab is first shown: tabs register their setup here. */
  tabs: {},

  show(name) {
    for (const b of document.querySelectorAll('#tabs button')) {
      b.setAttribute('aria-selected', String(b.dataset.tab === name));
      b.tabIndex = b.dataset.tab === name ? 0 : -1;   // one stop in the Tab order: the arrows move within
    }
    for (const s of document.querySelectorAll('.tab')) {
      s.classList.toggle('active', s.id === 'tab-' + name);
    }
    const setup = dlx.tabs[name];
    if (setup && !setup.done) {
      setup.done = true;
      setup(document.getElementById('tab-' + name));
    }
  },

  /**
   * Calls open(text) with the text of the file chosen in a file input, then empties the input, so
   * that choosing the same file again (after changes on the board) opens it again.
   */
  openFileWith(input, open) {
    input.addEventListener('change', async (evt) => {
      const file = evt.target.files[0];
      if (file) { await open(await file.text()); }
      evt.target.value = '';
    });
  },

  number(n) {
    return Number(n).toLocaleString('en-US');
  },
};

/**
 * The tab bar as WAI-ARIA tabs: each tab names the panel it controls, each panel is labelled by its
 * tab; the arrow keys, Home and End move to a tab and show it (Tab leaves the bar for the panel).
 */
function wireTabs() {
  const buttons = [...document.querySelectorAll('#tabs button')];
  for (const b of buttons) {
    b.id = 'tabbtn-' + b.dataset.tab;
    b.setAttribute('aria-controls', 'tab-' + b.dataset.tab);
    document.getElementById('tab-' + b.dataset.tab).setAttribute('aria-labelledby', b.id);
    b.addEventListener('click', () => { location.hash = b.dataset.tab; });
  }
  document.getElementById('tabs').addEventListener('keydown', (evt) => {
    const at = buttons.indexOf(evt.target);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[evt.key];
    if (at < 0 || to === undefined) { return; }
    evt.preventDefault();
    const b = buttons[(to + buttons.length) % buttons.length];
    b.focus();
    location.hash = b.dataset.tab;
  });
}

document.addEventListener('DOMContentLoaded', () => {
  wireTabs();
  const fromHash = () => {
    const name = location.hash.slice(1);
    dlx.show(document.getElementById('tab-' + name) ? name : 'xcc');
  };
  window.addEventListener('hashchange', fromHash);
  fromHash();
});
