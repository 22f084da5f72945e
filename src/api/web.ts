// Serves the agency app (web/dist, built by scripts/build-web.mjs) at /app: files under /app/assets,
// index.html for /app and every /app/* deep link, all with a strict Content-Security-Policy.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const webDist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export async function registerWeb(app: FastifyInstance, dist = webDist) {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/app')) return;
    reply.header('content-security-policy', contentSecurityPolicy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    if (request.url.startsWith('/app/api')) reply.header('cache-control', 'no-store');
  });
  const indexFile = path.join(dist, 'index.html');
  if (existsSync(indexFile)) {
    await app.register(fastifyStatic, {
      root: path.join(dist, 'assets'),
      prefix: '/app/assets/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });
  }
  const page = (_request: unknown, reply: import('fastify').FastifyReply) => {
    if (!existsSync(indexFile)) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The agency app is not built: run `npm run web:build` (npm start does it for you).');
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(readFileSync(indexFile));
  };
  app.get('/app', { schema: { hide: true } }, page);
  app.get('/app/*', { schema: { hide: true } }, (request, reply) => {
    // Unknown API paths stay JSON 404s; everything else is a page the app routes itself.
    if (request.url.startsWith('/app/api/') || request.url.startsWith('/app/assets/'))
      return reply.callNotFound();
    return page(request, reply);
  });
}
