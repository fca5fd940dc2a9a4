// The page's frame: the tab bar, and each tab's module set up the first time the tab is shown. A new
// tab (a Tantrix game) adds a button and a section to index.html and its module to TABS, nothing else.
import * as xcc from './xcc.js';
import * as tantrix from './tantrix.js';
import * as tantrixGame from './tantrixgame.js';
import * as sudoku from './sudoku.js';
import * as polyomino from './polyomino.js';
import * as quantumino from './quantumino.js';
import * as tanks from './tanks.js';
import * as steiner from './steiner.js';
import * as hexad from './hexad.js';

/** Each tab's name (its button's data-tab) and module; a module's setup(section) runs once. */
const TABS = { xcc, tantrix, 'tantrix-game': tantrixGame, sudoku, polyomino, quantumino, tanks, steiner, hexad };
const started = new Set();

function show(name) {
  for (const b of document.querySelectorAll('#tabs button')) {
    b.setAttribute('aria-selected', String(b.dataset.tab === name));
    b.tabIndex = b.dataset.tab === name ? 0 : -1;   // one stop in the Tab order: the arrows move within
  }
  for (const s of document.querySelectorAll('.tab')) {
    s.classList.toggle('active', s.id === 'tab-' + name);
  }
  if (TABS[name] && !started.has(name)) {
    started.add(name);
    TABS[name].setup(document.getElementById('tab-' + name));
  }
}

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

// a module runs once the document is parsed (modules are deferred): the tabs can be wired at once
wireTabs();
const fromHash = () => {
  const name = location.hash.slice(1);
  show(document.getElementById('tab-' + name) ? name : 'xcc');
};
window.addEventListener('hashchange', fromHash);
fromHash();
