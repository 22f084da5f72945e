// Broker Hub sessions: an HTTP-only cookie naming a core session; API guards answer 401 JSON the SPA
// understands (SESSION_EXPIRED when a cookie names a session that is gone).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../../core/sessions.ts';
import type { SandboxContext } from '../../core/types.ts';

export const SESSION_COOKIE = 'hbx_sid';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again to continue.';

export function setSessionCookie(reply: FastifyReply, id: string) {
  reply.setCookie(SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax' });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export interface GuardOptions {
  /** Count a page view (screens and saves do; dropdown lookups do not). */
  count: boolean;
}

/**
 * The signed-in session, or undefined after answering 401. Counting calls go through `touch`, so the
 * "session expires mid-form" fault and the idle timeout end the session here.
 */
export function requireSession(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: SandboxContext,
  { count }: GuardOptions,
): Session | undefined {
  const id = request.cookies[SESSION_COOKIE];
  const session = count
    ? ctx.sessions.touch(ctx.carrierId, id, ctx.now(), ctx.faults.get(ctx.carrierId).sessionExpiryAfterPages)
    : ctx.sessions.peek(ctx.carrierId, id);
  if (session?.authenticated) return session;
  if (!id || (session && !session.authenticated)) {
    void reply.code(401).send({ error: { code: 'NOT_SIGNED_IN', message: 'Please sign in to continue.' } });
  } else {
    clearSessionCookie(reply);
    void reply.code(401).send({ error: { code: 'SESSION_EXPIRED', message: SESSION_EXPIRED_MESSAGE } });
  }
  return undefined;
}

export function sendFieldErrors(reply: FastifyReply, errors: Record<string, string>) {
  return reply.code(422).send({
    error: { code: 'VALIDATION_FAILED', message: 'Please correct the highlighted fields.', fields: errors },
  });
}

export function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { code, message } });
}
