// Cascade sessions: an HTTP-only cookie naming a core session, and the JSON errors the SPA understands
// (`{ error: { code, message, fields? } }`). Screen loads and saves count as page views (the "session
// expires mid-form" fault and the idle timeout end the session there); lookups do not.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../../../core/sessions.ts';
import type { SandboxContext } from '../../../core/types.ts';

export const SESSION_COOKIE = 'cc_session';
export const SESSION_EXPIRED = 'Your session expired. Sign in again to pick up where you left off.';

export function setSessionCookie(reply: FastifyReply, id: string): void {
  reply.setCookie(SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax' });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { code, message } });
}

export function sendFieldErrors(reply: FastifyReply, fields: Record<string, string>) {
  return reply
    .code(422)
    .send({ error: { code: 'VALIDATION_FAILED', message: 'Check the highlighted fields.', fields } });
}

/** The signed-in session, or undefined after answering 401. */
export function requireSession(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: SandboxContext,
  { count }: { count: boolean },
): Session | undefined {
  const id = request.cookies[SESSION_COOKIE];
  const session = count
    ? ctx.sessions.touch(ctx.carrierId, id, ctx.now(), ctx.faults.get(ctx.carrierId).sessionExpiryAfterPages)
    : ctx.sessions.peek(ctx.carrierId, id);
  if (session?.authenticated) return session;
  if (id && !session) {
    clearSessionCookie(reply);
    void sendError(reply, 401, 'SESSION_EXPIRED', SESSION_EXPIRED);
  } else {
    void sendError(reply, 401, 'NOT_SIGNED_IN', 'Sign in to continue.');
  }
  return undefined;
}
