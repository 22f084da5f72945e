// Harborline Broker Hub: a hash router over the views, the sign-in guard, and the top navigation.
// Hand-written ES modules, no build step.
import { api, onAuthLost } from './api.js';
import { $, esc } from './dom.js';
import { resetState, state } from './state.js';
import { renderBusiness } from './views/business.js';
import { renderDashboard } from './views/dashboard.js';
import { renderDrivers } from './views/drivers.js';
import { renderGlOperations } from './views/gl-operations.js';
import { renderLogin, renderVerify } from './views/login.js';
import { renderLoadError, renderMaintenance, renderNotFound } from './views/notices.js';
import { renderQuestions } from './views/questions.js';
import { renderReview } from './views/review.js';
import { renderSearch } from './views/search.js';
import { renderSubmission } from './views/submission.js';
import { renderVehicles } from './views/vehicles.js';
import { renderWcClasses } from './views/wc-classes.js';

const RETURN_KEY = 'harborline.returnTo';
const EXPIRED = 'Your session has expired. Please sign in again to continue.';
let loginNotice = null;

const STEP_VIEWS = {
  business: renderBusiness,
  'wc-classes': renderWcClasses,
  vehicles: renderVehicles,
  drivers: renderDrivers,
  'gl-operations': renderGlOperations,
  questions: renderQuestions,
  review: renderReview,
};

const ROUTES = [
  { pattern: /^\/login$/, open: true, view: () => showLogin() },
  { pattern: /^\/verify$/, open: true, view: () => showVerify() },
  { pattern: /^\/dashboard$/, view: () => renderDashboard() },
  { pattern: /^\/quote\/new\/(wc|auto|gl)$/, view: (m) => renderBusiness({ line: m[1] }) },
  { pattern: /^\/submissions$/, view: (_m, query) => renderSearch({ query }) },
  { pattern: /^\/submissions\/(HS-\d+)$/, view: (m) => renderSubmission({ id: m[1] }) },
  {
    pattern:
      /^\/submissions\/(HS-\d+)\/(business|wc-classes|vehicles|drivers|gl-operations|questions|review)$/,
    view: (m) => STEP_VIEWS[m[2]]({ id: m[1] }),
  },
];

function go(hash) {
  if (location.hash === hash) route();
  else location.hash = hash;
}

function rememberWhereTo() {
  const hash = location.hash;
  if (hash && !/^#\/(login|verify)/.test(hash)) sessionStorage.setItem(RETURN_KEY, hash);
}

function renderNav() {
  const nav = document.getElementById('topnav');
  if (!state.user) {
    nav.hidden = true;
    nav.innerHTML = '';
    return;
  }
  nav.hidden = false;
  nav.innerHTML = `<a href="#/dashboard">New quote</a><a href="#/submissions">Submissions</a>
<span class="who">${esc(state.user.name)} · ${esc(state.user.agency)}</span>
<button type="button" class="btn btn--ghost" id="sign-out">Sign out</button>`;
  $('#sign-out', nav).addEventListener('click', async () => {
    await api('POST', '/api/auth/logout').catch(() => undefined);
    resetState();
    sessionStorage.removeItem(RETURN_KEY);
    renderNav();
    go('#/login');
  });
}

onAuthLost((code) => {
  resetState();
  renderNav();
  rememberWhereTo();
  loginNotice = code === 'SESSION_EXPIRED' ? EXPIRED : 'Please sign in to continue.';
  go('#/login');
});

/** Makes sure someone is signed in; otherwise routes to sign-in (or the code screen) and answers false. */
async function ensureSession() {
  if (state.user) return true;
  try {
    state.user = (await api('GET', '/api/session')).user;
    return true;
  } catch (error) {
    if (error.status !== 401) throw error;
    rememberWhereTo();
    if (error.code === 'MFA_REQUIRED') go('#/verify');
    else {
      loginNotice = error.code === 'SESSION_EXPIRED' ? EXPIRED : null;
      go('#/login');
    }
    return false;
  }
}

async function signedIn() {
  state.user = (await api('GET', '/api/session')).user;
  renderNav();
  const back = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  go(back || '#/dashboard');
}

function showLogin() {
  const notice = loginNotice;
  loginNotice = null;
  return renderLogin({ notice, onMfa: () => go('#/verify'), onSignedIn: signedIn });
}

function showVerify() {
  return renderVerify({
    onSignedIn: signedIn,
    onRestart: (message) => {
      loginNotice = message ?? null;
      go('#/login');
    },
  });
}

async function route() {
  const raw = location.hash.replace(/^#/, '') || '/dashboard';
  const [path, qs] = raw.split('?');
  const found = ROUTES.map((r) => ({ r, m: path.match(r.pattern) })).find((x) => x.m);
  try {
    if (!found) {
      if (await ensureSession()) renderNotFound();
      return;
    }
    if (!found.r.open && !(await ensureSession())) return;
    renderNav();
    await found.r.view(found.m, new URLSearchParams(qs ?? ''));
  } catch (error) {
    if (error.code === 'MAINTENANCE') renderMaintenance();
    else renderLoadError(error, route);
  }
}

window.addEventListener('hashchange', route);
route();
