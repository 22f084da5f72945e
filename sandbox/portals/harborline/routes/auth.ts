// Sign-in API: password (with the core's lockout), then the authenticator-app code (TOTP, ±1 step).
import type { FastifyInstance } from 'fastify';
import { verify } from 'otplib';
import type { SandboxContext } from '../../../core/types.ts';
import {
  clearSessionCookie,
  SESSION_COOKIE,
  SESSION_EXPIRED_MESSAGE,
  sendError,
  setSessionCookie,
} from '../session.ts';
import { text } from '../validate/common.ts';

export const LOGIN_FAILED = 'The email or password you entered is incorrect.';
export const ACCOUNT_LOCKED =
  'Your account is locked after too many unsuccessful sign-in attempts. Try again in 15 minutes or call Broker Support at 1-800-555-0142.';
export const BAD_CODE =
  "That code didn't work. Check your authenticator app and enter the current 6-digit code.";
const MAX_CODE_ATTEMPTS = 5;

export interface BrokerProfile {
  name: string;
  agency: string;
}

export function registerAuthRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  profiles: Record<string, BrokerProfile>,
) {
  const profileOf = (username: string) =>
    profiles[username.toLowerCase()] ?? { name: username, agency: 'Harborline appointed agency' };

  app.get('/api/session', async (request, reply) => {
    const id = request.cookies[SESSION_COOKIE];
    const session = ctx.sessions.peek(ctx.carrierId, id);
    if (session?.authenticated) {
      return { user: { email: session.username, ...profileOf(session.username) } };
    }
    if (session) return sendError(reply, 401, 'MFA_REQUIRED', 'Enter the code from your authenticator app.');
    if (id) {
      clearSessionCookie(reply);
      return sendError(reply, 401, 'SESSION_EXPIRED', SESSION_EXPIRED_MESSAGE);
    }
    return sendError(reply, 401, 'NOT_SIGNED_IN', 'Please sign in to continue.');
  });

  app.post('/api/auth/login', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const username = text(body.email, 120);
    const password = typeof body.password === 'string' ? body.password : '';
    if (!username || !password)
      return sendError(reply, 400, 'MISSING_FIELDS', 'Enter your email address and password.');
    const check = ctx.accounts.checkLogin(ctx.carrierId, username, password, ctx.now());
    if (!check.ok) {
      if (check.reason === 'locked') return sendError(reply, 423, 'ACCOUNT_LOCKED', ACCOUNT_LOCKED);
      const left = check.attemptsLeft;
      const warning =
        left !== undefined && left <= 2
          ? ` You have ${left} attempt${left === 1 ? '' : 's'} left before your account is locked.`
          : '';
      return sendError(reply, 401, 'INVALID_CREDENTIALS', LOGIN_FAILED + warning);
    }
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) ctx.sessions.destroy(previous);
    const session = ctx.sessions.create(ctx.carrierId, check.account.username, ctx.now());
    session.authenticated = !check.account.totpSeed;
    session.data.codeAttempts = 0;
    setSessionCookie(reply, session.id);
    return { next: session.authenticated ? 'app' : 'mfa' };
  });

  app.post('/api/auth/mfa', async (request, reply) => {
    const id = request.cookies[SESSION_COOKIE];
    const session = ctx.sessions.peek(ctx.carrierId, id);
    if (!session || session.authenticated) {
      return sendError(reply, 401, 'NOT_SIGNED_IN', 'Your sign-in timed out. Please sign in again.');
    }
    const code = text((request.body as Record<string, unknown> | undefined)?.code, 12).replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) return sendError(reply, 400, 'INVALID_CODE', 'Enter the 6-digit code.');
    const seed = ctx.accounts.get(ctx.carrierId, session.username)?.totpSeed ?? '';
    const epoch = Math.floor(ctx.now().getTime() / 1000);
    const valid = (await verify({ secret: seed, token: code, epoch, epochTolerance: 30 })).valid;
    if (!valid) {
      const attempts = Number(session.data.codeAttempts ?? 0) + 1;
      session.data.codeAttempts = attempts;
      if (attempts >= MAX_CODE_ATTEMPTS) {
        ctx.sessions.destroy(session.id);
        clearSessionCookie(reply);
        return sendError(reply, 401, 'TOO_MANY_CODES', 'Too many incorrect codes. Please sign in again.');
      }
      return sendError(reply, 401, 'INVALID_CODE', BAD_CODE);
    }
    session.authenticated = true;
    return { next: 'app' };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const id = request.cookies[SESSION_COOKIE];
    if (id) ctx.sessions.destroy(id);
    clearSessionCookie(reply);
    return { signedOut: true };
  });
}
