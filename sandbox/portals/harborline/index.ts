// Harborline Insurance: "Harborline Broker Hub", a single-page app (vanilla JS under /assets) over a JSON
// API under /api. Lines: workers' compensation, commercial auto, general liability. MFA: authenticator app.
import cookie from '@fastify/cookie';
import type { CarrierPortal } from '../../core/types.ts';
import { registerAssetRoutes } from './assets.ts';
import { type BrokerProfile, registerAuthRoutes } from './routes/auth.ts';
import { registerLetterRoutes } from './routes/letter.ts';
import { registerLookupRoutes } from './routes/lookups.ts';
import { registerSubmissionRoutes } from './routes/submissions.ts';
import { maintenanceHtml, shellHtml } from './shell.ts';

export const HARBORLINE_DEMO = {
  username: 'dwhitfield@brightpath-agency.com',
  password: 'Harbor!Demo2027',
  totpSeed: 'E3B7XYF6H7D7TLA24QE6BRPZVZKZZGZW',
};

const PROFILES: Record<string, BrokerProfile> = {
  'dwhitfield@brightpath-agency.com': { name: 'Dana Whitfield', agency: 'Brightpath Insurance Agency' },
  'mreyes@brightpath-agency.com': { name: 'Marco Reyes', agency: 'Brightpath Insurance Agency' },
};

export const harborline: CarrierPortal = {
  id: 'harborline',
  host: 'harborline',
  name: 'Harborline Insurance',
  lines: ['wc', 'auto', 'gl'],
  accounts: [
    HARBORLINE_DEMO,
    {
      username: 'mreyes@brightpath-agency.com',
      password: 'Harbor!Csr2027',
      totpSeed: 'PJ4XGZLSMFZWK3TUMVZXI2LONZSXE5DB',
    },
  ],
  realisticPageMs: 800,
  maintenancePage: maintenanceHtml,
  drift: {
    labels: [
      'Legal business name',
      'DBA (optional)',
      'FEIN',
      'Business structure',
      'NAICS code',
      'Year business started',
      'Annual revenue',
      'Total employees',
      'Street address',
      'City',
      'ZIP code',
      'Contact name',
      'Contact email',
      'Contact phone',
      'Policy effective date',
    ],
    captions: ['Sign in', 'Save and continue', 'Get quote'],
    movable: [
      {
        name: 'dba',
        key: 'dba',
        label: 'DBA (optional)',
        from: 'Business details',
        to: 'Underwriting questions',
      },
    ],
    questionsPage: 'Underwriting questions',
    form: {
      phone: { name: 'contactPhone', label: 'Contact phone' },
      date: { name: 'effectiveDate', label: 'Policy effective date', format: 'iso' },
      decoys: [
        { kind: 'zip', name: 'zip', label: 'ZIP code' },
        { kind: 'phone', name: 'contactPhone', label: 'Contact phone' },
        { kind: 'email', name: 'contactEmail', label: 'Contact email' },
      ],
      placeholders: [
        'Legal business name',
        'Street address',
        'City',
        'ZIP code',
        'Contact name',
        'Contact email',
      ],
      optional: [[{ name: 'dba', label: 'DBA (optional)' }]],
    },
    rows: ['div.field', 'fieldset.field'],
    clientRendered: true,
  },
  async register(app, ctx) {
    await app.register(cookie);
    registerAssetRoutes(app);
    app.get('/', async (_request, reply) =>
      reply.type('text/html').header('cache-control', 'no-store').send(shellHtml(ctx.drift)),
    );
    registerAuthRoutes(app, ctx, PROFILES);
    registerLookupRoutes(app, ctx);
    registerSubmissionRoutes(app, ctx);
    registerLetterRoutes(app, ctx, PROFILES);
    app.setNotFoundHandler(async (request, reply) => {
      if (request.url.startsWith('/api/')) {
        return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
      }
      // Deep links without the hash land on the app shell, which routes by location.hash.
      if (request.method === 'GET' && !request.url.includes('.')) return reply.redirect(`/#${request.url}`);
      return reply.code(404).type('text/plain').send('Not found');
    });
  },
};
