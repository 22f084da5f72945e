// Per-key rate limit on /v1: 429 RATE_LIMITED with Retry-After and the IETF RateLimit-* headers.
// Counters live in each API process (documented in docs/operations.md).
import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { bearerToken } from './auth.ts';

export async function registerRateLimit(app: FastifyInstance, perMinute: number) {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    enableDraftSpec: true,
    allowList: (request) => !request.url.startsWith('/v1/') || request.url.startsWith('/v1/openapi.json'),
    keyGenerator: (request) => {
      const token = bearerToken(request);
      return token ? `key:${createHash('sha256').update(token).digest('hex')}` : `ip:${request.ip}`;
    },
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'RATE_LIMITED',
        `Rate limit of ${context.max} requests per minute exceeded; retry in ${context.after}`,
      ),
  });
}
