// Login.aspx (the ASP.NET Login control: User ID, Password, Log In) and Logout.aspx. Every
// successful password sends a one-time code by SMS and continues at VerifyIdentity.aspx.
import type { FastifyInstance } from 'fastify';
import { type SummitApp, sendPage } from '../app.ts';
import {
  LOGIN_PATH,
  type LoginReason,
  MFA_PATH,
  safeReturnUrl,
  sessionCookieId,
  startSession,
} from '../auth.ts';
import { esc } from '../html.ts';
import { BASE, shell } from '../layout.ts';

const PAGE = 'login';
const USER = 'ctl00$MainContent$LoginUser$UserName';
const PASSWORD = 'ctl00$MainContent$LoginUser$Password';

const NOTICES: Record<LoginReason, string> = {
  expired: 'Your session has expired due to inactivity. Please log in again to continue where you left off.',
  concurrent: 'Your session was ended because your User ID was used to log in from another location.',
  signedout: 'You have been logged out of Summit AgentLink.',
  mfa: 'Too many incorrect verification codes were entered. Please log in again.',
};

interface LoginView {
  userId?: string;
  failure?: string;
  notice?: string;
  returnUrl?: string;
}

function loginPage(app: SummitApp, view: LoginView): string {
  const action = view.returnUrl
    ? `${LOGIN_PATH}?ReturnUrl=${encodeURIComponent(view.returnUrl)}`
    : LOGIN_PATH;
  const content = `<h1 class="pagetitle">Agent Log In</h1>
${view.notice ? `<div class="notice" id="ctl00_MainContent_pnlNotice">${esc(view.notice)}</div>` : ''}
<table id="ctl00_MainContent_LoginUser" cellspacing="0" cellpadding="0" style="border-collapse:collapse" role="presentation"><tr><td>
<table class="form" cellpadding="0" role="presentation">
<tr><td colspan="2"><p>Enter your AgentLink User ID and password. Authorized Summit Mutual appointed agents only.</p></td></tr>
<tr><td class="lbl"><label for="ctl00_MainContent_LoginUser_UserName">User ID:</label></td>
<td class="ctl"><input name="${USER}" type="text" value="${esc(view.userId ?? '')}" id="ctl00_MainContent_LoginUser_UserName" class="textbox" maxlength="50" autocomplete="username" /></td></tr>
<tr><td class="lbl"><label for="ctl00_MainContent_LoginUser_Password">Password:</label></td>
<td class="ctl"><input name="${PASSWORD}" type="password" id="ctl00_MainContent_LoginUser_Password" class="textbox" maxlength="50" autocomplete="current-password" /></td></tr>
<tr><td></td><td class="ctl"><input id="ctl00_MainContent_LoginUser_RememberMe" type="checkbox" name="ctl00$MainContent$LoginUser$RememberMe" /><label for="ctl00_MainContent_LoginUser_RememberMe">Remember me next time.</label></td></tr>
<tr><td></td><td class="ctl"><span id="ctl00_MainContent_LoginUser_FailureText" class="error" role="alert">${esc(view.failure ?? '')}</span></td></tr>
<tr><td></td><td class="ctl"><input type="submit" name="ctl00$MainContent$LoginUser$LoginButton" value="Log In" id="ctl00_MainContent_LoginUser_LoginButton" class="button primary" /></td></tr>
</table></td></tr></table>
<p><a href="${BASE}/Resources.aspx#password">Forgot your password?</a> &nbsp;|&nbsp; New agency? Contact your Summit Mutual marketing representative.</p>
<p class="hint">This system is for the use of authorized users only. Activity on this system is monitored and recorded.</p>`;
  return shell({
    title: 'Log In',
    content,
    year: app.year(),
    action,
    viewState: app.viewState.encode({ p: PAGE }),
  });
}

export function registerLoginPages(fastify: FastifyInstance, app: SummitApp) {
  const { ctx } = app;

  fastify.get<{ Querystring: { ReturnUrl?: string; reason?: LoginReason } }>(
    LOGIN_PATH,
    async (request, reply) => {
      const reason = request.query.reason;
      const notice = reason && Object.hasOwn(NOTICES, reason) ? NOTICES[reason] : undefined;
      return sendPage(reply, loginPage(app, { notice, returnUrl: safeReturnUrl(request.query.ReturnUrl) }));
    },
  );

  fastify.post<{ Querystring: { ReturnUrl?: string }; Body: Record<string, string> }>(
    LOGIN_PATH,
    async (request, reply) => {
      const returnUrl = safeReturnUrl(request.query.ReturnUrl);
      const body = request.body ?? {};
      const userId = String(body[USER] ?? '').trim();
      const password = String(body[PASSWORD] ?? '');
      if (!app.viewState.decode(body.__VIEWSTATE, PAGE))
        return sendPage(
          reply,
          loginPage(app, {
            userId,
            returnUrl,
            failure: 'Your request could not be processed. Please try again.',
          }),
        );
      if (!userId || !password) {
        const failure = !userId ? 'User ID is required.' : 'Password is required.';
        return sendPage(reply, loginPage(app, { userId, returnUrl, failure }));
      }
      const check = ctx.accounts.checkLogin(ctx.carrierId, userId, password, ctx.now());
      if (!check.ok) {
        let failure =
          'Your login attempt was not successful. Please check your User ID and password and try again.';
        if (check.reason === 'locked')
          failure =
            'Your AgentLink account has been locked because of too many unsuccessful login attempts. ' +
            'Please try again in 15 minutes or call the Agency Help Desk at 1-800-555-0199.';
        else if (check.reason === 'bad_password' && check.attemptsLeft !== undefined)
          failure += ` You have ${check.attemptsLeft} attempt(s) remaining before your account is locked.`;
        return sendPage(reply, loginPage(app, { userId, returnUrl, failure }));
      }
      const session = startSession(app, reply, check.account.username);
      session.data.returnUrl = returnUrl;
      ctx.inbox.send(ctx.carrierId, check.account.username, ctx.now());
      session.data.codeSentAt = ctx.now().toISOString();
      return reply.redirect(MFA_PATH);
    },
  );

  fastify.get(`${BASE}/Logout.aspx`, async (request, reply) => {
    const id = sessionCookieId(request);
    const session = ctx.sessions.peek(ctx.carrierId, id);
    if (session) {
      ctx.sessions.destroy(session.id);
      app.activeSessions.delete(session.username.toLowerCase());
    }
    reply.clearCookie('ASP.NET_SessionId', { path: '/' });
    return reply.redirect(`${LOGIN_PATH}?reason=signedout`);
  });
}
