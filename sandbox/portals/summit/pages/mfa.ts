// VerifyIdentity.aspx: the SMS one-time code asked on every login. Codes live 10 minutes; "Resend
// code" sends a fresh one; five wrong codes end the login attempt.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../../../core/sessions.ts';
import { type SummitApp, sendPage } from '../app.ts';
import { HOME_PATH, loginUrl, MFA_PATH, sessionCookieId } from '../auth.ts';
import { button, esc, readForm, textBox, validationSummary } from '../html.ts';
import { shell } from '../layout.ts';

const PAGE = 'mfa';
const CODE_TTL_MS = 10 * 60_000;
const MAX_WRONG_CODES = 5;

interface MfaView {
  error?: string;
  notice?: string;
}

function mfaPage(app: SummitApp, session: Session, view: MfaView): string {
  const phone = app.ctx.accounts.get(app.ctx.carrierId, session.username)?.phone ?? '';
  const lastFour = phone.replace(/\D/g, '').slice(-4);
  const content = `<h1 class="pagetitle">Verify Your Identity</h1>
${view.error ? validationSummary([{ field: 'txtVerificationCode', message: view.error }]) : ''}
${view.notice ? `<div class="notice" id="ctl00_MainContent_pnlResent">${esc(view.notice)}</div>` : ''}
<p id="ctl00_MainContent_lblInstructions">For your security, AgentLink requires a one-time verification code at every log in.
We sent a 6-digit code to the mobile number ending in ${esc(lastFour)}. The code expires in 10 minutes.</p>
<table class="form"><tr><td class="lbl"><label for="ctl00_MainContent_txtVerificationCode">Verification Code:</label></td>
<td class="ctl">${textBox('txtVerificationCode', '', { maxlength: 6, size: 8 })} ${button('btnVerify', 'Verify', 'button primary')}</td></tr>
<tr><td></td><td class="ctl">Didn't receive it? <a href="${MFA_PATH}?resend=1" id="ctl00_MainContent_lnkResend">Resend code</a>
&nbsp;|&nbsp; <a href="${loginUrl()}" id="ctl00_MainContent_lnkCancel">Cancel</a></td></tr></table>`;
  return shell({
    title: 'Verify Your Identity',
    content,
    year: app.year(),
    action: MFA_PATH,
    viewState: app.viewState.encode({ p: PAGE }),
  });
}

/** The session waiting for its code, or undefined after redirecting (none → login, done → home). */
function pendingSession(app: SummitApp, request: FastifyRequest, reply: FastifyReply): Session | undefined {
  const session = app.ctx.sessions.peek(app.ctx.carrierId, sessionCookieId(request));
  if (!session) reply.redirect(loginUrl());
  else if (session.authenticated) reply.redirect(HOME_PATH);
  else return session;
  return undefined;
}

function codeError(app: SummitApp, session: Session, code: string): string | undefined {
  const { ctx } = app;
  if (!code) return 'Verification Code is required.';
  if (!/^\d{6}$/.test(code)) return 'Verification Code must be the 6 digits we sent you.';
  if (ctx.inbox.verify(ctx.carrierId, session.username, code, ctx.now(), CODE_TTL_MS)) return undefined;
  const latest = ctx.inbox.list({ carrierId: ctx.carrierId, username: session.username })[0];
  if (latest?.code === code)
    return 'The verification code has expired. Select Resend code to receive a new code.';
  return 'The verification code you entered is incorrect. Please try again.';
}

export function registerMfaPage(fastify: FastifyInstance, app: SummitApp) {
  const { ctx } = app;

  fastify.get<{ Querystring: { resend?: string } }>(MFA_PATH, async (request, reply) => {
    const session = pendingSession(app, request, reply);
    if (!session) return reply;
    let notice: string | undefined;
    if (request.query.resend) {
      ctx.inbox.send(ctx.carrierId, session.username, ctx.now());
      notice = 'A new verification code has been sent. Codes sent earlier no longer work.';
    }
    return sendPage(reply, mfaPage(app, session, { notice }));
  });

  fastify.post<{ Body: Record<string, string> }>(MFA_PATH, async (request, reply) => {
    const session = pendingSession(app, request, reply);
    if (!session) return reply;
    if (!app.viewState.decode(request.body?.__VIEWSTATE, PAGE))
      return sendPage(
        reply,
        mfaPage(app, session, { error: 'Your request could not be processed. Please try again.' }),
      );
    const code = readForm(request.body, ['txtVerificationCode']).txtVerificationCode!.trim();
    const error = codeError(app, session, code);
    if (error) {
      const wrong = Number(session.data.wrongCodes ?? 0) + (code ? 1 : 0);
      session.data.wrongCodes = wrong;
      if (wrong >= MAX_WRONG_CODES) {
        ctx.sessions.destroy(session.id);
        return reply.redirect(loginUrl(undefined, 'mfa'));
      }
      return sendPage(reply, mfaPage(app, session, { error }));
    }
    session.authenticated = true;
    const returnUrl = typeof session.data.returnUrl === 'string' ? session.data.returnUrl : undefined;
    delete session.data.returnUrl;
    return reply.redirect(returnUrl ?? HOME_PATH);
  });
}
