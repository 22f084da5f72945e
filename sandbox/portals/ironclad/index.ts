// Ironclad Specialty: an E&S carrier whose agent portal, "Ironclad Exchange", quotes cyber, general
// liability and umbrella behind a heavy underwriting questionnaire. Username and password; a login with
// an e-mail address on file also gets a one-time code by e-mail from a browser it does not trust.
import cookie from '@fastify/cookie';
import type { CarrierPortal, PortalAccount } from '../../core/types.ts';
import { registerAssets } from './assets.ts';
import { createNumbering } from './drafts.ts';
import { renderMaintenance, renderNotFound, renderShell } from './layout.ts';
import { registerLetter } from './letter.ts';
import { registerLogin } from './login.ts';
import { registerApplicantPages } from './pages/applicant.ts';
import { registerHome } from './pages/home.ts';
import { registerLineSteps } from './pages/line-steps.ts';
import { registerResultPage } from './pages/result.ts';
import { registerReviewPage } from './pages/review.ts';
import { registerSearch } from './pages/search.ts';
import { registerTerritoryPage } from './territory.ts';

export const IRONCLAD_ID = 'ironclad-specialty';

/**
 * Demo logins: the demo agency's producer, a second producer (used by the lockout tests), and a producer
 * with an e-mail address on file, who gets e-mailed sign-in codes (the demo's login when the service
 * receives mail).
 */
export const IRONCLAD_ACCOUNTS: PortalAccount[] = [
  { username: 'demo.agent', password: 'Ironclad-Demo-2026' },
  { username: 'second.agent', password: 'Ironclad-Second-2026' },
  { username: 'mail.agent', password: 'Ironclad-Mail-2026', email: 'producers@whitaker-insurance.example' },
];

export const ironcladPortal: CarrierPortal = {
  id: IRONCLAD_ID,
  host: 'ironclad',
  name: 'Ironclad Specialty',
  lines: ['cyber', 'gl', 'umbrella'],
  accounts: IRONCLAD_ACCOUNTS,
  realisticPageMs: 1000,
  drift: {
    labels: [
      'Named insured (legal name)',
      'DBA (optional)',
      'Legal entity',
      'NAICS code (6 digits)',
      'Street address',
      'City',
      'ZIP code',
      'Year business started',
      'Annual gross revenue (USD)',
      'Total employees',
      'Policy inception (YYYY-MM-DD)',
      'Contact name',
      'Contact email',
      'Contact phone',
      'Do you use subcontractors?',
    ],
    captions: ['Sign in', 'Save and continue'],
    movable: [
      { name: 'dba', key: 'dba', label: 'DBA (optional)', from: 'Applicant', to: 'Underwriting questions' },
    ],
    questionsPage: 'Underwriting questions',
    form: {
      phone: { name: 'contact_phone', label: 'Contact phone' },
      date: { name: 'inception', label: 'Policy inception (YYYY-MM-DD)', format: 'iso' },
      decoys: [
        { kind: 'zip', name: 'zip', label: 'ZIP code' },
        { kind: 'phone', name: 'contact_phone', label: 'Contact phone' },
        { kind: 'email', name: 'contact_email', label: 'Contact email' },
      ],
      placeholders: [
        'Named insured (legal name)',
        'Street address',
        'City',
        'ZIP code',
        'Year business started',
        'Annual gross revenue (USD)',
        'Total employees',
        'Contact name',
        'Contact email',
      ],
      optional: [[{ name: 'dba', label: 'DBA (optional)' }]],
    },
    rows: ['div.ix-field', 'fieldset.ix-q'],
    movedFrom: /^\/exchange\/(new|submissions\/[^/]+\/applicant)$/,
  },
  maintenancePage: renderMaintenance,
  async register(app, ctx) {
    await app.register(cookie);
    const numbering = createNumbering();
    registerAssets(app);
    registerLogin(app, ctx);
    registerHome(app, ctx);
    registerSearch(app, ctx);
    registerApplicantPages(app, ctx, numbering);
    registerTerritoryPage(app, ctx);
    registerLineSteps(app, ctx);
    registerReviewPage(app, ctx, numbering);
    registerResultPage(app, ctx);
    registerLetter(app, ctx);
    app.setNotFoundHandler(async (_request, reply) =>
      reply.code(404).type('text/html').send(renderNotFound()),
    );
    app.setErrorHandler(async (_error, _request, reply) =>
      reply
        .code(500)
        .type('text/html')
        .send(
          renderShell({
            title: 'Something went wrong',
            body: '<section class="ix-card ix-narrow"><h1>Something went wrong</h1><p>Ironclad Exchange hit an unexpected error. Your work is saved; try again in a moment.</p></section>',
          }),
        ),
    );
  },
};
