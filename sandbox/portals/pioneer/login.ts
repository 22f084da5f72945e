// Sign-in: User ID and password (lockout after 5 failures), then a texted code when the browser is
// not a remembered device ("Remember this device for 30 days" sets the pcg_device cookie).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEVICE_COOKIE, type FormBody, field, type LoginReason, loginUrl, safeReturnTo } from './auth.ts';
import { escapeHtml, hidden } from './html.ts';
import { renderPage } from './layout.ts';
import { type PortalDeps, sendHtml } from './pages/common.ts';

const REASON_TEXT: Record<LoginReason, string> = {
  timeout: 'Your ProducerNet session has timed out for your security. Please sign in again to continue.',
  elsewhere:
    'Your User ID was used to sign in from another browser, so this session was ended. Please sign in again.',
  signedout: 'You have signed out of ProducerNet.',
};

const DEVICE_DAYS = 30;
const MAX_CODE_ATTEMPTS = 5;

function loginPage(options: { error?: string; notice?: string; userId?: string; returnTo?: string }) {
  const alert = options.error
    ? `<div class="alert alert-error" role="alert">${escapeHtml(options.error)}</div>`
    : options.notice
      ? `<div class="alert alert-info" role="status">${escapeHtml(options.notice)}</div>`
      : '';
  return renderPage({
    title: 'Sign In',
    body:
      `<div class="panel login-card"><h1>Producer Sign In</h1>${alert}` +
      `<form method="post" action="/producernet/login" novalidate>` +
      hidden('returnTo', options.returnTo ?? '') +
      `<div class="field"><label for="userId">User ID</label><input type="text" id="userId" name="userId" autocomplete="username" value="${escapeHtml(options.userId)}"></div>` +
      `<div class="field"><label for="password">Password</label><input type="password" id="password" name="password" autocomplete="current-password"></div>` +
      `<div class="actions"><a href="/producernet/login/help">Forgot User ID or Password?</a><button type="submit" class="primary">Sign In</button></div>` +
      `</form></div><p class="hint" style="text-align:center">Authorized Pioneer Casualty Group producers only. ` +
      `Activity on ProducerNet is monitored.</p>`,
  });
}

function verifyPage(options: { maskedPhone: string; error?: string; notice?: string; returnTo?: string }) {
  const alert = options.error
    ? `<div class="alert alert-error" role="alert">${escapeHtml(options.error)}</div>`
    : options.notice
      ? `<div class="alert alert-info" role="status">${escapeHtml(options.notice)}</div>`
      : '';
  return renderPage({
    title: 'Verify Your Identity',
    body:
      `<div class="panel login-card"><h1>Verify Your Identity</h1>${alert}` +
      `<p>We don't recognize this device. For your security we sent a 6-digit verification code by text ` +
      `message to the mobile number ending in <strong>${escapeHtml(options.maskedPhone)}</strong>.</p>` +
      `<form method="post" action="/producernet/verify" novalidate>${hidden('returnTo', options.returnTo ?? '')}` +
      `<div class="field"><label for="code">Verification Code</label><input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6"></div>` +
      `<div class="field"><span class="radio"><input type="checkbox" id="rememberDevice" name="rememberDevice" value="yes">` +
      `<label for="rememberDevice">Remember this device for ${DEVICE_DAYS} days</label></span></div>` +
      `<div class="actions"><span></span><button type="submit" class="primary">Verify</button></div></form>` +
      `<form method="post" action="/producernet/verify/resend">${hidden('returnTo', options.returnTo ?? '')}` +
      `<p>Didn't get it? <button type="submit" class="secondary">Text me a new code</button></p></form></div>`,
  });
}

export function registerLogin(app: FastifyInstance, { ctx, auth }: PortalDeps) {
  const maskedPhone = (username: string) =>
    (ctx.accounts.get(ctx.carrierId, username)?.phone ?? '').replace(/\D/g, '').slice(-4);
  const afterLogin = (returnTo: string) => safeReturnTo(returnTo) ?? '/producernet/home';

  app.get('/', async (_request, reply) => reply.redirect('/producernet/home'));
  app.get('/producernet', async (_request, reply) => reply.redirect('/producernet/home'));

  app.get<{ Querystring: { reason?: string; returnTo?: string } }>(
    '/producernet/login',
    async (request, reply) => {
      const reason = request.query.reason as LoginReason | undefined;
      return sendHtml(
        reply,
        loginPage({
          notice: reason ? REASON_TEXT[reason] : undefined,
          returnTo: safeReturnTo(request.query.returnTo),
        }),
      );
    },
  );

  app.get('/producernet/login/help', async (_request, reply) =>
    sendHtml(
      reply,
      renderPage({
        title: 'Sign-In Help',
        body:
          `<div class="panel"><h1>Sign-In Help</h1><p>For a forgotten User ID, a password reset or a locked ` +
          `account, call Producer Support at 1-800-555-0199.</p><p><a href="/producernet/login">Back to Sign In</a></p></div>`,
      }),
    ),
  );

  app.post<{ Body: FormBody }>('/producernet/login', async (request, reply) => {
    const userId = field(request.body, 'userId');
    const password = field(request.body, 'password');
    const returnTo = field(request.body, 'returnTo');
    if (!userId || !password) {
      return sendHtml(reply, loginPage({ error: 'Enter your User ID and Password.', userId, returnTo }), 400);
    }
    const result = ctx.accounts.checkLogin(ctx.carrierId, userId, password, ctx.now());
    if (!result.ok) {
      const error =
        result.reason === 'locked'
          ? 'Your ProducerNet account is locked because of too many unsuccessful sign-in attempts. ' +
            'Try again in 15 minutes or call Producer Support at 1-800-555-0199.'
          : `The User ID or Password you entered is incorrect.${
              result.attemptsLeft !== undefined && result.attemptsLeft <= 2
                ? ` You have ${result.attemptsLeft} attempt${result.attemptsLeft === 1 ? '' : 's'} left before your account is locked.`
                : ''
            }`;
      return sendHtml(reply, loginPage({ error, userId, returnTo }), result.reason === 'locked' ? 423 : 401);
    }
    const session = auth.start(reply, result.account);
    const device = request.cookies[DEVICE_COOKIE];
    if (device && result.account.knownDevices.has(device)) {
      session.authenticated = true;
      return reply.redirect(afterLogin(returnTo), 303);
    }
    ctx.inbox.send(ctx.carrierId, result.account.username, ctx.now());
    session.data.codeAttempts = 0;
    const query = safeReturnTo(returnTo) ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
    return reply.redirect(`/producernet/verify${query}`, 303);
  });

  app.get<{ Querystring: { returnTo?: string } }>('/producernet/verify', async (request, reply) => {
    const session = auth.pending(request);
    if (!session) return reply.redirect(loginUrl(), 303);
    if (session.authenticated) return reply.redirect(afterLogin(request.query.returnTo ?? ''), 303);
    return sendHtml(
      reply,
      verifyPage({
        maskedPhone: maskedPhone(session.username),
        returnTo: safeReturnTo(request.query.returnTo),
      }),
    );
  });

  app.post<{ Body: FormBody }>('/producernet/verify', async (request, reply) => {
    const session = auth.pending(request);
    const returnTo = field(request.body, 'returnTo');
    if (!session) return reply.redirect(loginUrl('timeout', returnTo), 303);
    const code = field(request.body, 'code');
    if (!ctx.inbox.verify(ctx.carrierId, session.username, code, ctx.now())) {
      const attempts = Number(session.data.codeAttempts ?? 0) + 1;
      session.data.codeAttempts = attempts;
      if (attempts >= MAX_CODE_ATTEMPTS) {
        auth.end(request, reply);
        return sendHtml(
          reply,
          loginPage({ error: 'Too many incorrect verification codes. Please sign in again.', returnTo }),
          401,
        );
      }
      const error = /^\d{6}$/.test(code)
        ? 'The verification code is incorrect or has expired. Check the code and try again.'
        : 'Enter the 6-digit verification code we sent to your phone.';
      return sendHtml(
        reply,
        verifyPage({ maskedPhone: maskedPhone(session.username), error, returnTo }),
        401,
      );
    }
    session.authenticated = true;
    if (field(request.body, 'rememberDevice') === 'yes') {
      const deviceId = randomBytes(16).toString('hex');
      ctx.accounts.get(ctx.carrierId, session.username)?.knownDevices.add(deviceId);
      reply.setCookie(DEVICE_COOKIE, deviceId, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: DEVICE_DAYS * 24 * 3600,
      });
    }
    return reply.redirect(afterLogin(returnTo), 303);
  });

  app.post<{ Body: FormBody }>('/producernet/verify/resend', async (request, reply) => {
    const session = auth.pending(request);
    const returnTo = field(request.body, 'returnTo');
    if (!session || session.authenticated) return reply.redirect(loginUrl(undefined, returnTo), 303);
    ctx.inbox.send(ctx.carrierId, session.username, ctx.now());
    return sendHtml(
      reply,
      verifyPage({
        maskedPhone: maskedPhone(session.username),
        notice: 'We sent a new verification code. Codes expire after 10 minutes.',
        returnTo,
      }),
    );
  });

  app.post('/producernet/logout', async (request, reply) => {
    auth.end(request, reply);
    return reply.redirect(loginUrl('signedout'), 303);
  });
}
