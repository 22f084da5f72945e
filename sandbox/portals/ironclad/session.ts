// Ironclad Exchange sign-in sessions: an HTTP-only cookie, a short idle timeout (10 minutes, shorter
// than the sandbox default), and the "session expires mid-form" fault. An expired session goes back
// to the sign-in page with "Your session timed out for security" and a `next` link to resume.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../../core/sessions.ts';
import type { SandboxContext } from '../../core/types.ts';

export const SESSION_COOKIE = 'ix_session';
export const IDLE_TIMEOUT_MINUTES = 10;

export function setSessionCookie(reply: FastifyReply, id: string): void {
  reply.setCookie(SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax' });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Only paths inside the Exchange are followed after sign-in. */
export function safeNext(next: unknown): string | undefined {
  return typeof next === 'string' && /^\/exchange\/[\w\-/?=&.%+]*$/.test(next) ? next : undefined;
}

/**
 * The signed-in session, counting one page view; otherwise answers with a redirect to sign-in and
 * returns undefined. Every form posts back to the page that showed it, so the request path is the
 * page to resume at.
 */
export function requireSession(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: SandboxContext,
): Session | undefined {
  const id = request.cookies[SESSION_COOKIE];
  const now = ctx.now();
  const existing = ctx.sessions.peek(ctx.carrierId, id);
  if (existing && now.getTime() - existing.lastSeenAt.getTime() > IDLE_TIMEOUT_MINUTES * 60_000) {
    ctx.sessions.destroy(existing.id);
  }
  const expireAfter = ctx.faults.get(ctx.carrierId).sessionExpiryAfterPages;
  const session = ctx.sessions.touch(ctx.carrierId, id, now, expireAfter);
  if (session?.authenticated) return session;
  const params = new URLSearchParams();
  if (id) params.set('reason', 'timeout');
  params.set('next', request.url);
  clearSessionCookie(reply);
  reply.redirect(`/signin?${params}`, 303);
  return undefined;
}
