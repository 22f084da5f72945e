// Cascade Commercial: a western-states small-commercial carrier whose agent portal is a React
// single-page app over a JSON API: e-mailed sign-in codes, a class-code combobox, a calendar date
// picker, a standardized-address dialog, a loss-history section in a web component, loss-runs uploads
// and a rate-limited API (docs/sandbox-carriers/cascade.md). Lines: general liability, BOP, cyber.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import type { FastifyError } from 'fastify';
import type { CarrierPortal, PortalAccount } from '../../core/types.ts';
import { type Producer, registerAuthRoutes } from './server/auth.ts';
import { registerAssetRoutes } from './server/bundle.ts';
import { registerLookupRoutes } from './server/lookups.ts';
import { registerQuoteRoutes, UPLOAD_MESSAGES } from './server/quotes.ts';
import { RATE_LIMITED_MESSAGE, registerRateLimit } from './server/rate-limit.ts';
import { maintenanceHtml, shellHtml } from './server/shell.ts';

export const CASCADE_ID = 'cascade-commercial';

/** Every login has an address on file: every sign-in is finished with an e-mailed code. */
export const CASCADE_ACCOUNTS: PortalAccount[] = [
  {
    username: 'avery.lin@whitaker-insurance.example',
    password: 'Cascade-Demo-2026',
    email: 'avery.lin@whitaker-insurance.example',
  },
  {
    username: 'sam.ortiz@whitaker-insurance.example',
    password: 'Cascade-Second-2026',
    email: 'sam.ortiz@whitaker-insurance.example',
  },
];

const PRODUCERS: Record<string, Producer> = {
  'avery.lin@whitaker-insurance.example': { name: 'Avery Lin', agency: 'Whitaker Insurance Group' },
  'sam.ortiz@whitaker-insurance.example': { name: 'Sam Ortiz', agency: 'Whitaker Insurance Group' },
};

const STYLESHEET = path.join(path.dirname(fileURLToPath(import.meta.url)), 'app', 'styles.css');

export const cascadePortal: CarrierPortal = {
  id: CASCADE_ID,
  host: 'cascade',
  name: 'Cascade Commercial',
  lines: ['gl', 'bop', 'cyber'],
  accounts: CASCADE_ACCOUNTS,
  realisticPageMs: 900,
  maintenancePage: maintenanceHtml,
  drift: {
    labels: [
      'Legal business name',
      'DBA (optional)',
      'Legal entity',
      'Year business started',
      'Annual revenue (USD)',
      'Total employees',
      'Street address',
      'City',
      'ZIP code',
      'Policy effective date',
      'Number of losses in the past 3 years',
    ],
    captions: ['Sign in', 'Continue', 'Get quote'],
    movable: [{ name: 'dba', key: 'dba', label: 'DBA (optional)', from: 'Business', to: 'Coverage' }],
    questionsPage: 'Coverage',
    // Its React components take held-out labels and placeholder-only fields; not the other form kinds.
    form: {
      placeholders: [
        'Legal business name',
        'Year business started',
        'Annual revenue (USD)',
        'Total employees',
        'Street address',
        'City',
        'ZIP code',
      ],
    },
    rows: ['div.field'],
    clientRendered: true,
  },
  async register(app, ctx) {
    await app.register(cookie);
    await registerRateLimit(app);
    registerAssetRoutes(app, () => readFile(STYLESHEET, 'utf8'));
    registerAuthRoutes(app, ctx, PRODUCERS);
    registerLookupRoutes(app, ctx);
    registerQuoteRoutes(app, ctx);
    app.setNotFoundHandler(async (request, reply) => {
      if (request.url.startsWith('/api/')) {
        return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
      }
      if (request.method === 'GET' && !request.url.split('?')[0]!.includes('.')) {
        return reply.type('text/html').header('cache-control', 'no-store').send(shellHtml(ctx.drift));
      }
      return reply.code(404).type('text/plain').send('Not found');
    });
    app.setErrorHandler(async (error: FastifyError & { error?: unknown }, request, reply) => {
      if (error.statusCode === 429) {
        return reply
          .code(429)
          .send({ error: error.error ?? { code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE } });
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send({ error: { code: 'TOO_LARGE', message: UPLOAD_MESSAGES.tooLarge } });
      }
      const message = 'Something went wrong at Cascade Commercial. Nothing was saved. Try again in a moment.';
      if (request.url.startsWith('/api/'))
        return reply.code(500).send({ error: { code: 'SERVER_ERROR', message } });
      return reply
        .code(500)
        .type('text/html')
        .send(`<!doctype html><h1>Something went wrong</h1><p>${message}</p>`);
    });
  },
};
