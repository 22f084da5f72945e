// Cascade's API rate limit: more than 10 requests within one second from one session (its cookie, or
// the client's address before sign-in) answer 429 with `Retry-After` in seconds, on every profile, as an
// API gateway does. Pages and assets are not limited. @fastify/rate-limit counts in a fixed one-second
// window that starts at the first request; requests over the limit keep the window open.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from './session.ts';

export const RATE_LIMIT = { max: 10, windowMs: 1_000 } as const;
export const RATE_LIMITED_MESSAGE = 'Too many requests. Cascade Commercial allows 10 a second.';

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: RATE_LIMIT.max,
    timeWindow: RATE_LIMIT.windowMs,
    continueExceeding: true,
    allowList: (request) => !request.url.startsWith('/api/'),
    keyGenerator: (request) => request.cookies[SESSION_COOKIE] ?? request.ip,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: {
        code: 'RATE_LIMITED',
        message: RATE_LIMITED_MESSAGE,
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      },
    }),
  });
}
