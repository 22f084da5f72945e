// ProducerNet sessions: the session cookie, one live session per User ID (a new sign-in ends the
// older one), the form token every POST must carry, and the redirects to the sign-in page.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Account } from '../../core/accounts.ts';
import type { Session } from '../../core/sessions.ts';
import type { SandboxContext } from '../../core/types.ts';
import { escapeHtml } from './html.ts';
import { renderPage } from './layout.ts';

export const SESSION_COOKIE = 'PNSESSIONID';
export const DEVICE_COOKIE = 'pcg_device';

export type FormBody = Record<string, string | string[] | undefined>;

/** The first value of a form field, trimmed ('' when absent). */
export function field(body: FormBody | undefined, name: string): string {
  const value = body?.[name];
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
}

export interface Signed {
  session: Session;
  account: Account;
  /** The form token this session's forms carry as `_pnToken`. */
  token: string;
  user: { username: string; token: string };
}

export type LoginReason = 'timeout' | 'elsewhere' | 'signedout';

/** Only same-portal paths are followed after sign-in. */
export const safeReturnTo = (value: string | undefined) =>
  value && /^\/producernet\//.test(value) && !value.startsWith('//') ? value : undefined;

export function loginUrl(reason?: LoginReason, returnTo?: string): string {
  const params = new URLSearchParams();
  if (reason) params.set('reason', reason);
  const back = safeReturnTo(returnTo);
  if (back) params.set('returnTo', back);
  const query = params.toString();
  return `/producernet/login${query ? `?${query}` : ''}`;
}

export type Auth = ReturnType<typeof createAuth>;

export function createAuth(ctx: SandboxContext) {
  const liveSessionByUser = new Map<string, string>();
  const displaced = new Set<string>();

  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const };

  /**
   * The signed-in user of a page request, counting a page view (the session-expiry fault counts
   * these). When there is none, answers undefined and tells why.
   */
  function check(request: FastifyRequest): Signed | { reason: LoginReason | undefined } {
    const id = request.cookies[SESSION_COOKIE];
    if (!id) return { reason: undefined };
    const expireAfter = ctx.faults.get(ctx.carrierId).sessionExpiryAfterPages;
    const session = ctx.sessions.touch(ctx.carrierId, id, ctx.now(), expireAfter);
    if (!session) return { reason: displaced.has(id) ? 'elsewhere' : 'timeout' };
    const account = ctx.accounts.get(ctx.carrierId, session.username);
    if (!session.authenticated || !account) return { reason: undefined };
    const token = String(session.data.csrf);
    return { session, account, token, user: { username: account.username, token } };
  }

  return {
    check,

    /** Starts a session after a correct password; ends the user's older session. */
    start(reply: FastifyReply, account: Account): Session {
      const previous = liveSessionByUser.get(account.username.toLowerCase());
      if (previous && ctx.sessions.peek(ctx.carrierId, previous)) {
        ctx.sessions.destroy(previous);
        displaced.add(previous);
      }
      const session = ctx.sessions.create(ctx.carrierId, account.username, ctx.now());
      session.data.csrf = randomBytes(16).toString('hex');
      liveSessionByUser.set(account.username.toLowerCase(), session.id);
      reply.setCookie(SESSION_COOKIE, session.id, cookieOptions);
      return session;
    },

    /** The session being signed in (password passed, MFA maybe pending), without counting a page view. */
    pending(request: FastifyRequest): Session | undefined {
      return ctx.sessions.peek(ctx.carrierId, request.cookies[SESSION_COOKIE]);
    },

    end(request: FastifyRequest, reply: FastifyReply) {
      const id = request.cookies[SESSION_COOKIE];
      if (id) ctx.sessions.destroy(id);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },

    /** Page guard: the signed-in user, or undefined after redirecting to the sign-in page. */
    require(request: FastifyRequest, reply: FastifyReply, returnTo?: string): Signed | undefined {
      const result = check(request);
      if ('session' in result) return result;
      if (result.reason) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      const back = returnTo ?? (request.method === 'GET' ? request.url : request.url.split('?')[0]);
      reply.redirect(loginUrl(result.reason, back), 303);
      return undefined;
    },

    /** True when the POST carries this session's form token; otherwise answers 403 itself. */
    verifyToken(signed: Signed, body: FormBody | undefined, reply: FastifyReply): boolean {
      if (field(body, '_pnToken') === signed.token) return true;
      reply
        .code(403)
        .type('text/html')
        .send(
          renderPage({
            title: 'Request could not be verified',
            user: signed.user,
            body: `<div class="panel"><h1>Request could not be verified</h1><p>${escapeHtml(
              'Your request could not be verified. This can happen when a page was left open too long.',
            )}</p><p><a href="/producernet/home">Return to ProducerNet Home</a></p></div>`,
          }),
        );
      return false;
    },
  };
}
