// Sign-in API: e-mail address and password (with the core's lockout), then the e-mailed code
// (email-code.ts), sign-out, and the session the SPA asks for on every load.
import type { FastifyInstance } from 'fastify';
import { LOCKOUT_MINUTES, MAX_FAILED_LOGINS } from '../../../core/accounts.ts';
import type { SandboxContext } from '../../../core/types.ts';
import { text } from '../validate.ts';
import { CODE_MESSAGES, checkCode, maskAddress, pendingCode, sendCode } from './email-code.ts';
import {
  clearSessionCookie,
  SESSION_COOKIE,
  SESSION_EXPIRED,
  sendError,
  setSessionCookie,
} from './session.ts';

export const AUTH_MESSAGES = {
  badCredentials: 'The e-mail address or password is incorrect.',
  attemptsLeft: (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'} left before the account is locked.`,
  locked: `This account is locked after ${MAX_FAILED_LOGINS} unsuccessful sign-in attempts. Try again in ${LOCKOUT_MINUTES} minutes or call Cascade Agency Support at 1-877-555-0168.`,
  missing: 'Enter your e-mail address and password.',
  signInAgain: 'Your sign-in timed out. Sign in again.',
};

export interface Producer {
  name: string;
  agency: string;
}

export function registerAuthRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  producers: Record<string, Producer>,
): void {
  const profile = (username: string) => ({
    username,
    ...(producers[username.toLowerCase()] ?? { name: username, agency: 'Cascade appointed agency' }),
  });
  const signingIn = (cookie: string | undefined) => {
    const session = ctx.sessions.peek(ctx.carrierId, cookie);
    const pending = session && !session.authenticated ? pendingCode(session) : undefined;
    return session && pending ? { session, pending } : undefined;
  };

  app.get('/api/session', async (request, reply) => {
    const id = request.cookies[SESSION_COOKIE];
    const session = ctx.sessions.peek(ctx.carrierId, id);
    if (session?.authenticated) return { user: profile(session.username) };
    const waiting = signingIn(id);
    if (waiting) {
      return reply.code(401).send({
        error: { code: 'CODE_REQUIRED', message: CODE_MESSAGES.sent(maskAddress(waiting.pending.to)) },
      });
    }
    if (id) {
      clearSessionCookie(reply);
      return sendError(reply, 401, 'SESSION_EXPIRED', SESSION_EXPIRED);
    }
    return sendError(reply, 401, 'NOT_SIGNED_IN', 'Sign in to continue.');
  });

  app.post('/api/auth/sign-in', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const username = text(body.email, 120);
    const password = typeof body.password === 'string' ? body.password : '';
    if (!username || !password) return sendError(reply, 400, 'MISSING_FIELDS', AUTH_MESSAGES.missing);
    const check = ctx.accounts.checkLogin(ctx.carrierId, username, password, ctx.now());
    if (!check.ok) {
      if (check.reason === 'locked') return sendError(reply, 423, 'ACCOUNT_LOCKED', AUTH_MESSAGES.locked);
      const left = check.attemptsLeft;
      const warning = left !== undefined && left <= 3 ? ` ${AUTH_MESSAGES.attemptsLeft(left)}` : '';
      return sendError(reply, 401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.badCredentials + warning);
    }
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) ctx.sessions.destroy(previous);
    const session = ctx.sessions.create(ctx.carrierId, check.account.username, ctx.now());
    setSessionCookie(reply, session.id);
    const masked = await sendCode(ctx, session, check.account);
    return { next: 'code', message: CODE_MESSAGES.sent(masked) };
  });

  app.post('/api/auth/code', async (request, reply) => {
    const waiting = signingIn(request.cookies[SESSION_COOKIE]);
    if (!waiting) return sendError(reply, 401, 'NOT_SIGNED_IN', AUTH_MESSAGES.signInAgain);
    const typed = text((request.body as Record<string, unknown> | undefined)?.code, 20);
    const result = checkCode(ctx, waiting.pending, typed);
    if (result === 'too-many') {
      ctx.sessions.destroy(waiting.session.id);
      clearSessionCookie(reply);
      return sendError(reply, 401, 'TOO_MANY_CODES', CODE_MESSAGES.tooMany);
    }
    if (result !== 'ok') {
      const message = result === 'wrong' ? CODE_MESSAGES.wrong : CODE_MESSAGES.malformed;
      return sendError(reply, 401, 'INVALID_CODE', message);
    }
    delete waiting.session.data.emailCode;
    waiting.session.authenticated = true;
    return { user: profile(waiting.session.username) };
  });

  app.post('/api/auth/code/resend', async (request, reply) => {
    const waiting = signingIn(request.cookies[SESSION_COOKIE]);
    const account = waiting && ctx.accounts.get(ctx.carrierId, waiting.session.username);
    if (!waiting || !account) return sendError(reply, 401, 'NOT_SIGNED_IN', AUTH_MESSAGES.signInAgain);
    await sendCode(ctx, waiting.session, account);
    return { message: CODE_MESSAGES.resent };
  });

  app.post('/api/auth/sign-out', async (request, reply) => {
    const id = request.cookies[SESSION_COOKIE];
    if (id) ctx.sessions.destroy(id);
    clearSessionCookie(reply);
    return { signedOut: true };
  });
}
