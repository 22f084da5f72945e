// Forms-authentication behaviour: the ASP.NET_SessionId cookie, the guard every agent page runs
// (session expiry sends the agent to the login page with a ReturnUrl), and safe return URLs.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../../core/sessions.ts';
import type { SummitApp } from './app.ts';
import { BASE } from './layout.ts';

export const SESSION_COOKIE = 'ASP.NET_SessionId';
export const LOGIN_PATH = `${BASE}/Login.aspx`;
export const MFA_PATH = `${BASE}/VerifyIdentity.aspx`;
export const HOME_PATH = `${BASE}/Default.aspx`;

export type LoginReason = 'expired' | 'concurrent' | 'signedout' | 'mfa';

export function loginUrl(returnUrl?: string, reason?: LoginReason): string {
  const params = new URLSearchParams();
  if (returnUrl) params.set('ReturnUrl', returnUrl);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

/** Only AgentLink's own pages are valid places to return to after logging in. */
export function safeReturnUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith(`${BASE}/`) || value.startsWith('//') || value.includes('\\')) return undefined;
  if (/\/(Login|Logout|VerifyIdentity)\.aspx/i.test(value)) return undefined;
  return value;
}

export const sessionCookieId = (request: FastifyRequest) => request.cookies[SESSION_COOKIE];

/**
 * The logged-in agent's session (counting a page view), or undefined after redirecting: to the
 * code page when the second factor is pending, else to the login page with the reason.
 */
export function requireAgent(
  app: SummitApp,
  request: FastifyRequest,
  reply: FastifyReply,
): Session | undefined {
  const { ctx } = app;
  const id = sessionCookieId(request);
  const pending = ctx.sessions.peek(ctx.carrierId, id);
  if (pending && !pending.authenticated) {
    reply.redirect(MFA_PATH);
    return undefined;
  }
  const faults = ctx.faults.get(ctx.carrierId);
  const session = ctx.sessions.touch(ctx.carrierId, id, ctx.now(), faults.sessionExpiryAfterPages);
  if (session) return session;
  const reason: LoginReason | undefined = id ? (app.displaced.has(id) ? 'concurrent' : 'expired') : undefined;
  const returnUrl = request.url === HOME_PATH ? undefined : request.url;
  reply.redirect(loginUrl(returnUrl, reason));
  return undefined;
}

export function startSession(app: SummitApp, reply: FastifyReply, username: string): Session {
  const { ctx } = app;
  const previous = app.activeSessions.get(username.toLowerCase());
  if (previous) {
    ctx.sessions.destroy(previous);
    app.displaced.add(previous);
  }
  const session = ctx.sessions.create(ctx.carrierId, username, ctx.now());
  app.activeSessions.set(username.toLowerCase(), session.id);
  reply.setCookie(SESSION_COOKIE, session.id, { path: '/', httpOnly: true, sameSite: 'lax' });
  return session;
}
