// Sign-in, sign-out and the Producer Terms of Use interstitial (once per session, before any page).
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../../core/types.ts';
import { escapeHtml, safeNext } from '../html.ts';
import { renderShell } from '../layout.ts';
import { clearSessionCookie, readSessionId, setSessionCookie, touchSession } from '../session.ts';

type Query = { next?: string; reason?: string };

const NOTICES: Record<string, string> = {
  timeout:
    'Your AgentDesk session timed out for your security. Sign in again to continue; applications are saved each time you click Save &amp; Continue.',
  signedout: 'You have signed out of AgentDesk.',
};

function loginPage(
  year: number,
  next: string | undefined,
  message?: { kind: string; html: string },
  user = '',
) {
  const notice = message ? `<div class="alert ${message.kind}" role="alert">${message.html}</div>` : '';
  const nextInput = next ? `<input type="hidden" name="next" value="${escapeHtml(next)}">` : '';
  return renderShell({
    title: 'Producer Sign In',
    year,
    body: `<div class="card narrow"><h1>Producer Sign In</h1><p>Welcome to Bluebonnet AgentDesk, the quoting
and service portal for Bluebonnet General appointed agencies.</p>${notice}
<form method="post" action="/agentdesk/login" novalidate>${nextInput}
<div class="field"><label for="user_id">User ID</label><input type="text" id="user_id" name="user_id" value="${escapeHtml(user)}" autocomplete="username"></div>
<div class="field"><label for="user_password">Password</label><input type="password" id="user_password" name="user_password" autocomplete="current-password"></div>
<button type="submit" class="primary">Sign In</button></form>
<p class="hint">Forgot your password? Your agency principal can reset it, or call Agency Support at (800) 555-0199.</p></div>`,
  });
}

function termsPage(year: number, user: string, next: string | undefined, error?: string) {
  const alert = error ? `<div class="alert error" role="alert">${escapeHtml(error)}</div>` : '';
  const nextInput = next ? `<input type="hidden" name="next" value="${escapeHtml(next)}">` : '';
  return renderShell({
    title: 'Producer Terms of Use',
    year,
    body: `<div class="card"><h1>Producer Terms of Use</h1><p>Please review and accept the Producer Terms of Use to continue to AgentDesk.</p>${alert}
<div class="terms-text" tabindex="0"><p>1. AgentDesk is provided to appointed producers of Bluebonnet General Insurance Company
for quoting, submitting and servicing business on behalf of their clients.</p><p>2. You will submit only information
provided by the applicant, and you will not bind coverage except as your agency agreement allows. A quote is not
a binder.</p><p>3. Your User ID is personal. Do not share it. Activity under your User ID is your responsibility.</p>
<p>4. Applicant information is confidential and protected under the Texas Insurance Code and the Gramm-Leach-Bliley Act.</p></div>
<form method="post" action="/agentdesk/terms" novalidate>${nextInput}
<p><label class="radio"><input type="checkbox" id="accept_terms" name="accept_terms" value="Y"> I have read and accept the Producer Terms of Use</label></p>
<button type="submit" class="primary">I agree</button> <a href="/agentdesk/logout">Sign Out</a></form>
<p class="hint">Signed in as ${escapeHtml(user)}.</p></div>`,
  });
}

export function registerLoginRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const year = () => ctx.now().getFullYear();

  app.get('/', async (_request, reply) => reply.redirect('/agentdesk/login'));
  app.get('/agentdesk', async (_request, reply) => reply.redirect('/agentdesk/home'));

  app.get<{ Querystring: Query }>('/agentdesk/login', async (request, reply) => {
    const reason = request.query.reason ?? '';
    const notice = NOTICES[reason];
    const message = notice ? { kind: reason === 'timeout' ? 'error' : 'info', html: notice } : undefined;
    return reply.type('text/html').send(loginPage(year(), safeNext(request.query.next), message));
  });

  app.post<{ Body: { user_id?: string; user_password?: string; next?: string } }>(
    '/agentdesk/login',
    async (request, reply) => {
      const user = (request.body?.user_id ?? '').trim();
      const next = safeNext(request.body?.next);
      const check = ctx.accounts.checkLogin(
        ctx.carrierId,
        user,
        request.body?.user_password ?? '',
        ctx.now(),
      );
      if (!check.ok) {
        let html = 'The User ID or Password you entered is incorrect.';
        if (check.reason === 'locked')
          html =
            'Your AgentDesk account is locked after too many unsuccessful sign-in attempts. Try again in 15 minutes or call Agency Support at (800) 555-0199.';
        else if (check.reason === 'bad_password' && check.attemptsLeft !== undefined)
          html += ` You have ${check.attemptsLeft} attempt${check.attemptsLeft === 1 ? '' : 's'} remaining before your account is locked.`;
        return reply.type('text/html').send(loginPage(year(), next, { kind: 'error', html }, user));
      }
      const session = ctx.sessions.create(ctx.carrierId, check.account.username, ctx.now());
      setSessionCookie(reply, session.id);
      const params = next ? `?${new URLSearchParams({ next })}` : '';
      return reply.redirect(`/agentdesk/terms${params}`, 303);
    },
  );

  app.get('/agentdesk/logout', async (request, reply) => {
    const id = readSessionId(request);
    if (id) ctx.sessions.destroy(id);
    clearSessionCookie(reply);
    return reply.redirect('/agentdesk/login?reason=signedout', 303);
  });

  app.get<{ Querystring: Query }>('/agentdesk/terms', async (request, reply) => {
    const session = touchSession(ctx, request);
    if (!session) return reply.redirect('/agentdesk/login', 303);
    const next = safeNext(request.query.next);
    if (session.authenticated) return reply.redirect(next ?? '/agentdesk/home', 303);
    return reply.type('text/html').send(termsPage(year(), session.username, next));
  });

  app.post<{ Body: { accept_terms?: string; next?: string } }>('/agentdesk/terms', async (request, reply) => {
    const session = touchSession(ctx, request);
    if (!session) return reply.redirect('/agentdesk/login?reason=timeout', 303);
    const next = safeNext(request.body?.next);
    if (request.body?.accept_terms !== 'Y') {
      const error = 'You must accept the Producer Terms of Use to continue.';
      return reply.type('text/html').send(termsPage(year(), session.username, next, error));
    }
    session.authenticated = true;
    session.data.termsAcceptedAt = ctx.now().toISOString();
    return reply.redirect(next ?? '/agentdesk/home', 303);
  });
}
