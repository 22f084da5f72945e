// AgentDesk sign-in state: a session cookie, the "session expires mid-form" fault, and the Producer
// Terms of Use every session must accept before anything else.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../../core/sessions.ts';
import type { SandboxContext } from '../../core/types.ts';

export const SESSION_COOKIE = 'BBAD_SID';

export function readSessionId(request: FastifyRequest): string | undefined {
  return request.cookies?.[SESSION_COOKIE];
}

export function setSessionCookie(reply: FastifyReply, id: string): void {
  reply.setCookie(SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax' });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Counts a page view; undefined when there is no live session (expired, idle, or killed by the fault). */
export function touchSession(ctx: SandboxContext, request: FastifyRequest): Session | undefined {
  const faults = ctx.faults.get(ctx.carrierId);
  return ctx.sessions.touch(ctx.carrierId, readSessionId(request), ctx.now(), faults.sessionExpiryAfterPages);
}

function loginRedirect(request: FastifyRequest, reply: FastifyReply, expired: boolean): FastifyReply {
  clearSessionCookie(reply);
  const params = new URLSearchParams({ next: request.url });
  if (expired) params.set('reason', 'timeout');
  return reply.redirect(`/agentdesk/login?${params}`, 303);
}

/**
 * The signed-in session for a page that needs one, or undefined after answering with the redirect:
 * to sign-in (with the "session timed out" notice when a cookie was there), or to the Terms of Use.
 */
export function requireAgent(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Session | undefined {
  const session = touchSession(ctx, request);
  if (!session) {
    loginRedirect(request, reply, Boolean(readSessionId(request)));
    return undefined;
  }
  if (!session.authenticated) {
    reply.redirect(`/agentdesk/terms?${new URLSearchParams({ next: request.url })}`, 303);
    return undefined;
  }
  return session;
}
