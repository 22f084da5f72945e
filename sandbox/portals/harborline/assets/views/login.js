// Sign in (email and password), then "Enter the 6-digit code from your authenticator app".
import { api } from '../api.js';
import { $, esc, field, renderView, showErrors } from '../dom.js';

export async function renderLogin({ notice, onSignedIn, onMfa }) {
  const main = renderView(
    `<section class="auth-card">
  <h1>Sign in to Broker Hub</h1>
  <p class="muted">For Harborline appointed producers.</p>
  ${notice ? `<div class="banner banner--warn" role="alert" id="login-notice">${esc(notice)}</div>` : ''}
  <form id="login-form" class="form" novalidate>
    ${field({ id: 'email', name: 'email', label: 'Email address', type: 'email', attrs: 'autocomplete="username"' })}
    ${field({ id: 'password', name: 'password', label: 'Password', type: 'password', attrs: 'autocomplete="current-password"' })}
    <div class="actions"><button type="submit" class="btn btn--primary">Sign in</button></div>
  </form>
  <p class="muted small">Forgot your password? Call Broker Support at 1-800-555-0142.</p>
</section>`,
    'Sign in',
  );
  const form = $('#login-form', main);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const email = form.elements.email.value.trim();
    const password = form.elements.password.value;
    const errors = {};
    if (!email) errors.email = 'Enter your email address.';
    if (!password) errors.password = 'Enter your password.';
    if (Object.keys(errors).length) return showErrors(form, errors);
    const button = $('button[type="submit"]', form);
    button.disabled = true;
    button.textContent = 'Signing in…';
    try {
      const result = await api('POST', '/api/auth/login', { email, password });
      if (result.next === 'mfa') onMfa();
      else onSignedIn();
    } catch (error) {
      form.elements.password.value = '';
      showErrors(form, {}, error.message);
      button.disabled = false;
      button.textContent = 'Sign in';
    }
  });
}

export async function renderVerify({ onSignedIn, onRestart }) {
  const main = renderView(
    `<section class="auth-card">
  <h1>Two-step verification</h1>
  <p>Enter the 6-digit code from your authenticator app</p>
  <form id="mfa-form" class="form" novalidate>
    ${field({ id: 'code', name: 'code', label: 'Authentication code', attrs: 'inputmode="numeric" autocomplete="one-time-code" maxlength="6"' })}
    <div class="actions"><button type="submit" class="btn btn--primary">Verify</button></div>
  </form>
  <p class="small"><button type="button" class="btn btn--link" id="restart">Sign in as someone else</button></p>
</section>`,
    'Two-step verification',
  );
  const form = $('#mfa-form', main);
  $('#restart', main).addEventListener('click', async () => {
    await api('POST', '/api/auth/logout').catch(() => undefined);
    onRestart();
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const code = form.elements.code.value.replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) return showErrors(form, { code: 'Enter the 6-digit code.' });
    const button = $('button[type="submit"]', form);
    button.disabled = true;
    try {
      await api('POST', '/api/auth/mfa', { code });
      onSignedIn();
    } catch (error) {
      button.disabled = false;
      form.elements.code.value = '';
      if (error.code === 'TOO_MANY_CODES' || error.code === 'NOT_SIGNED_IN') onRestart(error.message);
      else showErrors(form, { code: error.message }, 'Verification failed.');
    }
  });
}
