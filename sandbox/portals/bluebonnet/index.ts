// Bluebonnet General: a Texas regional carrier. Its agent portal, Bluebonnet AgentDesk, is server
// rendered: one long form per line in collapsible sections, then Get Rates.
import cookie from '@fastify/cookie';
import type { CarrierPortal } from '../../core/types.ts';
import { AGENTDESK_CSS } from './assets.ts';
import { maintenanceHtml } from './layout.ts';
import { registerApplicationRoutes } from './pages/application.ts';
import { registerHomeRoutes } from './pages/home.ts';
import { registerLoginRoutes } from './pages/login.ts';
import { notFound } from './pages/not-found.ts';
import { registerRatesRoutes } from './pages/rates.ts';
import { registerResultRoutes } from './pages/result.ts';
import { registerSearchRoutes } from './pages/search.ts';

export const BLUEBONNET_ID = 'bluebonnet';

export const bluebonnet: CarrierPortal = {
  id: BLUEBONNET_ID,
  host: 'bluebonnet',
  name: 'Bluebonnet General',
  lines: ['bop', 'auto', 'cyber'],
  accounts: [
    { username: 'demo.agency', password: 'Bluebonnet!2025' },
    { username: 'second.producer', password: 'Wildflower!2025' },
  ],
  realisticPageMs: 1800,
  drift: {
    labels: [
      'Applicant Legal Name',
      'Trade Name',
      'Legal Entity',
      'Tax ID (FEIN)',
      'Year Business Started',
      'Policy Effective Date',
      'Contact Name',
      'Contact Phone',
      'Contact Email',
      'Street Address',
      'City',
      'ZIP Code',
      'NAICS Code',
      'Description of Operations',
      'Annual Receipts',
      'Number of Employees',
      'Annual Payroll',
      'Does the applicant sell or serve alcoholic beverages?',
    ],
    captions: ['Sign In', 'Save & Continue', 'Get Rates'],
    movable: [
      { name: 'app_dba', key: 'app_dba', label: 'Trade Name', from: 'Applicant', to: 'Underwriting' },
    ],
    questionsPage: 'Underwriting',
    form: {
      phone: { name: 'app_contact_phone', label: 'Contact Phone' },
      date: { name: 'app_eff_date', label: 'Policy Effective Date', format: 'us-dash' },
      decoys: [
        { kind: 'zip', name: 'loc_zip', label: 'ZIP Code' },
        { kind: 'phone', name: 'app_contact_phone', label: 'Contact Phone' },
        { kind: 'email', name: 'app_contact_email', label: 'Contact Email' },
      ],
      placeholders: [
        'Applicant Legal Name',
        'Year Business Started',
        'Contact Name',
        'Contact Email',
        'Street Address',
        'City',
        'ZIP Code',
      ],
      optional: [
        [
          { name: 'app_dba', label: 'Trade Name' },
          { name: 'app_fein', label: 'Tax ID (FEIN)' },
        ],
      ],
    },
    rows: ['div.field', 'fieldset.field'],
  },
  maintenancePage: maintenanceHtml,
  async register(app, ctx) {
    await app.register(cookie);
    app.get('/assets/agentdesk.css', async (_request, reply) =>
      reply.type('text/css').header('cache-control', 'max-age=3600').send(AGENTDESK_CSS),
    );
    registerLoginRoutes(app, ctx);
    registerHomeRoutes(app, ctx);
    registerSearchRoutes(app, ctx);
    registerApplicationRoutes(app, ctx);
    registerRatesRoutes(app, ctx);
    registerResultRoutes(app, ctx);
    app.setNotFoundHandler((_request, reply) => notFound(reply, ctx));
  },
};
