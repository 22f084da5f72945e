// Sign-in and sign-out. Username and password, then, for a login with an e-mail address on file and a
// browser Ironclad does not trust, the e-mailed code (email-code.ts); Ironclad's own wording for a wrong
// password, the attempts left, a locked user ID, and a session that timed out.
import type { FastifyInstance } from 'fastify';
import { LOCKOUT_MINUTES, MAX_FAILED_LOGINS } from '../../core/accounts.ts';
import type { SandboxContext } from '../../core/types.ts';
import { askForEmailCode, CODE_MESSAGES, needsEmailCode, registerEmailCode } from './email-code.ts';
import { type FormValues, readForm } from './forms.ts';
import { escapeHtml, renderAlert, renderShell } from './layout.ts';
import { clearSessionCookie, SESSION_COOKIE, safeNext, setSessionCookie } from './session.ts';

export const MESSAGES = {
  badCredentials: 'The user ID or password you entered is incorrect.',
  attemptsLeft: (n: number) =>
    `For your security, the user ID will be locked after ${n} more unsuccessful ${n === 1 ? 'attempt' : 'attempts'}.`,
  locked: `This user ID is locked after ${MAX_FAILED_LOGINS} unsuccessful sign-in attempts. Try again in ${LOCKOUT_MINUTES} minutes or call Producer Support at 1-888-555-0143.`,
  timeout:
    'Your session timed out for security. Sign in again to continue where you left off: your submission was saved as a draft.',
  signedOut: 'You have signed out of Ironclad Exchange.',
  tooManyCodes: CODE_MESSAGES.tooMany,
};

function renderSignIn(values: FormValues, notice: string): string {
  const next = safeNext(values.next);
  const body = `<section class="ix-card ix-narrow">
  <h1>Sign in to Ironclad Exchange</h1>
  <p class="ix-hint">For appointed producers of Ironclad Specialty. E&amp;S cyber, general liability and umbrella.</p>
  ${notice}
  <form method="post" action="/signin">
    ${next ? `<input type="hidden" name="next" value="${escapeHtml(next)}">` : ''}
    <div class="ix-field"><label for="f-userid">User ID</label>
      <input type="text" id="f-userid" name="userid" autocomplete="username" required value="${escapeHtml(values.userid ?? '')}"></div>
    <div class="ix-field"><label for="f-password">Password</label>
      <input type="password" id="f-password" name="password" autocomplete="current-password" required></div>
    <div class="ix-actions"><button type="submit" class="ix-button">Sign in</button></div>
  </form>
  <p class="ix-hint">Forgot your password or locked out? Call Producer Support at 1-888-555-0143, 8am to 8pm ET.
  Sessions end after 10 minutes without activity.</p>
</section>`;
  return renderShell({ title: 'Sign in', body });
}

export function registerLogin(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/', async (request, reply) => {
    const session = ctx.sessions.peek(ctx.carrierId, request.cookies[SESSION_COOKIE]);
    return reply.redirect(session?.authenticated ? '/exchange/home' : '/signin', 303);
  });

  app.get<{ Querystring: { reason?: string; next?: string } }>('/signin', async (request, reply) => {
    const { reason, next } = request.query;
    const notice =
      reason === 'timeout'
        ? renderAlert('warning', escapeHtml(MESSAGES.timeout))
        : reason === 'signedout'
          ? renderAlert('info', escapeHtml(MESSAGES.signedOut))
          : reason === 'codes'
            ? renderAlert('error', escapeHtml(MESSAGES.tooManyCodes))
            : '';
    return reply.type('text/html').send(renderSignIn({ next: next ?? '' }, notice));
  });

  app.post('/signin', async (request, reply) => {
    const values = readForm(request.body);
    const check = ctx.accounts.checkLogin(
      ctx.carrierId,
      values.userid ?? '',
      values.password ?? '',
      ctx.now(),
    );
    if (!check.ok) {
      let message = MESSAGES.badCredentials;
      if (check.reason === 'locked') message = MESSAGES.locked;
      else if (check.reason === 'bad_password' && check.attemptsLeft !== undefined && check.attemptsLeft <= 3)
        message = `${MESSAGES.badCredentials} ${MESSAGES.attemptsLeft(check.attemptsLeft)}`;
      return reply.type('text/html').send(renderSignIn(values, renderAlert('error', escapeHtml(message))));
    }
    const session = ctx.sessions.create(ctx.carrierId, check.account.username, ctx.now());
    setSessionCookie(reply, session.id);
    if (needsEmailCode(request, check.account)) {
      return askForEmailCode(ctx, session, check.account, reply, values.next);
    }
    session.authenticated = true;
    return reply.redirect(safeNext(values.next) ?? '/exchange/home', 303);
  });

  registerEmailCode(app, ctx);

  app.post('/signout', async (request, reply) => {
    const id = request.cookies[SESSION_COOKIE];
    if (id) ctx.sessions.destroy(id);
    clearSessionCookie(reply);
    return reply.redirect('/signin?reason=signedout', 303);
  });
}
