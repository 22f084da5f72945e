// Serves the SPA's static files (hand-written JS and CSS, no build step) from ./assets.
import { readFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), 'assets');
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export function registerAssetRoutes(app: FastifyInstance) {
  app.get('/assets/*', async (request, reply) => {
    const rel = normalize((request.params as Record<string, string>)['*'] ?? '');
    const type = TYPES[rel.slice(rel.lastIndexOf('.'))];
    if (!type || rel.startsWith('..') || rel.includes('\0')) return reply.code(404).send('Not found');
    try {
      const body = await readFile(join(ROOT, rel));
      return reply.type(type).header('cache-control', 'no-cache').send(body);
    } catch {
      return reply.code(404).send('Not found');
    }
  });
}
