// Larkspur Quote Studio's sign-in (docs/sandbox-carriers/larkspur.md): Producer ID and password, then an
// authenticator code from a browser the login has not remembered ("Remember this device for 30 days"),
// the session ended after too many codes that did not match; sign-out.
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { verify } from 'otplib';
import type { CarrierPortal, SandboxContext } from '../../core/types.ts';
import { signInPage, verifyPage } from './pages.ts';

export const SESSION_COOKIE = 'LKS_SESSION';
export const DEVICE_COOKIE = 'LKS_DEVICE';
const MAX_CODE_ATTEMPTS = 5;

type Body = Record<string, string | undefined>;

/** A return address within the studio only (never another origin). */
export function safeNext(next: unknown): string | undefined {
  return typeof next === 'string' && /^\/studio(\/[A-Za-z0-9/_\-?=&.%]*)?$/.test(next) ? next : undefined;
}

export function registerSignIn(
  app: Parameters<CarrierPortal['register']>[0],
  ctx: SandboxContext,
  html: (reply: FastifyReply, page: string, code?: number) => FastifyReply,
): void {
  app.get('/studio/sign-in', async (request, reply) => {
    const q = request.query as Body;
    const notice = q.expired
      ? 'Your Quote Studio session ended. Sign in again; every step you saved is kept.'
      : q.out
        ? 'You are signed out of Quote Studio.'
        : undefined;
    return html(reply, signInPage({ notice, next: safeNext(q.next) }));
  });

  app.post('/studio/sign-in', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const user = (body.producer_id ?? '').trim();
    const next = safeNext(body.next);
    if (!user || !body.passphrase)
      return html(reply, signInPage({ message: 'Enter your Producer ID and password.', user, next }), 400);
    const check = ctx.accounts.checkLogin(ctx.carrierId, user, body.passphrase, ctx.now());
    if (!check.ok) {
      const message =
        check.reason === 'locked'
          ? 'This Producer ID is locked after too many attempts. Try again in 15 minutes or call the producer help desk.'
          : `That Producer ID and password don’t match our records.${check.attemptsLeft ? ` ${check.attemptsLeft} attempt${check.attemptsLeft === 1 ? '' : 's'} left before the ID is locked.` : ''}`;
      return html(reply, signInPage({ message, user, next }), 401);
    }
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) ctx.sessions.destroy(previous);
    const session = ctx.sessions.create(ctx.carrierId, check.account.username, ctx.now());
    const device = request.cookies[DEVICE_COOKIE];
    session.authenticated = !check.account.totpSeed || (!!device && check.account.knownDevices.has(device));
    session.data.codeAttempts = 0;
    reply.setCookie(SESSION_COOKIE, session.id, { path: '/', httpOnly: true, sameSite: 'lax' });
    const query = next ? `?${new URLSearchParams({ next })}` : '';
    return reply.redirect(session.authenticated ? (next ?? '/studio') : `/studio/verify${query}`, 303);
  });

  app.get('/studio/verify', async (request, reply) => {
    const session = ctx.sessions.peek(ctx.carrierId, request.cookies[SESSION_COOKIE]);
    if (!session) return reply.redirect('/studio/sign-in', 303);
    if (session.authenticated) return reply.redirect('/studio', 303);
    return html(reply, verifyPage({ next: safeNext((request.query as Body).next) }));
  });

  app.post('/studio/verify', async (request, reply) => {
    const session = ctx.sessions.peek(ctx.carrierId, request.cookies[SESSION_COOKIE]);
    if (!session) return reply.redirect('/studio/sign-in?expired=1', 303);
    const body = (request.body ?? {}) as Body;
    const next = safeNext(body.next);
    const code = (body.otp ?? '').replace(/\s/g, '');
    if (!/^\d{6}$/.test(code))
      return html(
        reply,
        verifyPage({ message: 'Enter the 6 digits your authenticator app shows.', next }),
        400,
      );
    const account = ctx.accounts.get(ctx.carrierId, session.username);
    const epoch = Math.floor(ctx.now().getTime() / 1000);
    const valid = (await verify({ secret: account?.totpSeed ?? '', token: code, epoch, epochTolerance: 30 }))
      .valid;
    if (!valid) {
      const attempts = Number(session.data.codeAttempts ?? 0) + 1;
      session.data.codeAttempts = attempts;
      if (attempts >= MAX_CODE_ATTEMPTS) {
        ctx.sessions.destroy(session.id);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return html(reply, signInPage({ message: 'Too many codes that did not match. Sign in again.' }), 401);
      }
      return html(
        reply,
        verifyPage({
          message: 'That code didn’t match. Codes change every 30 seconds; try the current one.',
          next,
        }),
        401,
      );
    }
    session.authenticated = true;
    if (body.remember === 'yes' && account) {
      const device = randomBytes(16).toString('base64url');
      account.knownDevices.add(device);
      reply.setCookie(DEVICE_COOKIE, device, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: 30 * 86_400,
      });
    }
    return reply.redirect(next ?? '/studio', 303);
  });

  app.get('/studio/sign-out', async (request, reply) => {
    const id = request.cookies[SESSION_COOKIE];
    if (id) ctx.sessions.destroy(id);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.redirect('/studio/sign-in?out=1', 303);
  });
}
