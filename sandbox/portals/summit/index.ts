// Summit Mutual Insurance: "Summit AgentLink", an old ASP.NET WebForms agent portal (BOP, CGL,
// Umbrella) with an SMS code at every login. See docs/sandbox-carriers/summit.md.
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { CarrierPortal, SandboxContext } from '../../core/types.ts';
import { createSummitApp, sendPage } from './app.ts';
import { HOME_PATH, LOGIN_PATH } from './auth.ts';
import { BASE, CSS_PATH } from './layout.ts';
import { registerQuoteLetter } from './letter.ts';
import { registerApplicantPage } from './pages/applicant.ts';
import { APPLICANT_LABELS } from './pages/applicant-fields.ts';
import { registerBopPages } from './pages/bop.ts';
import { maintenancePage, notFoundPage, runtimeErrorPage } from './pages/errors.ts';
import { registerGlPages } from './pages/gl.ts';
import { registerHomePages } from './pages/home.ts';
import { registerLoginPages } from './pages/login.ts';
import { registerMfaPage } from './pages/mfa.ts';
import { registerQuotePage } from './pages/quote.ts';
import { registerReviewPage } from './pages/review.ts';
import { registerSearchPage } from './pages/search.ts';
import { registerStatusPage } from './pages/status.ts';
import { registerUmbrellaPages } from './pages/umbrella.ts';
import { QUESTIONS, registerUnderwritingPage } from './pages/underwriting.ts';
import { SITE_CSS } from './styles.ts';
import { createViewStateCodec } from './viewstate.ts';

async function register(fastify: FastifyInstance, ctx: SandboxContext) {
  await fastify.register(cookie);
  const app = createSummitApp(ctx, createViewStateCodec());

  fastify.get('/', async (_request, reply) => reply.redirect(LOGIN_PATH));
  fastify.get(BASE, async (_request, reply) => reply.redirect(HOME_PATH));
  fastify.get(`${BASE}/`, async (_request, reply) => reply.redirect(HOME_PATH));
  fastify.get(CSS_PATH, async (_request, reply) =>
    reply.type('text/css').header('cache-control', 'public, max-age=3600').send(SITE_CSS),
  );
  fastify.get('/favicon.ico', async (_request, reply) => reply.code(204).send());

  registerLoginPages(fastify, app);
  registerMfaPage(fastify, app);
  registerHomePages(fastify, app);
  registerSearchPage(fastify, app);
  registerApplicantPage(fastify, app);
  registerBopPages(fastify, app);
  registerGlPages(fastify, app);
  registerUmbrellaPages(fastify, app);
  registerUnderwritingPage(fastify, app);
  registerReviewPage(fastify, app);
  registerQuotePage(fastify, app);
  registerStatusPage(fastify, app);
  registerQuoteLetter(fastify, app);

  fastify.setNotFoundHandler((_request, reply) => sendPage(reply, notFoundPage(), 404));
  fastify.setErrorHandler((_error, _request, reply) => sendPage(reply, runtimeErrorPage(), 500));
}

const SUMMIT_FIELD = (id: string) => `ctl00$MainContent$${id}`;

export const summitPortal: CarrierPortal = {
  id: 'summit-mutual',
  host: 'summit',
  name: 'Summit Mutual Insurance',
  lines: ['bop', 'gl', 'umbrella'],
  accounts: [
    { username: 'demo.agent', password: 'Summit#Agent2024', phone: '+1 (312) 555-0142' },
    { username: 'csr.agent', password: 'Summit#Csr2024', phone: '+1 (312) 555-0187' },
  ],
  realisticPageMs: 2000,
  maintenancePage,
  drift: {
    labels: [...Object.values(APPLICANT_LABELS), ...QUESTIONS.map((q) => q.text)],
    captions: ['Log In', 'Continue', 'Next >', 'Rate'],
    movable: [
      {
        name: 'ctl00$MainContent$txtDBA',
        key: 'txtDBA',
        label: 'Doing Business As',
        from: 'Applicant Information',
        to: 'Underwriting Questions',
      },
    ],
    questionsPage: 'Underwriting Questions',
    form: {
      phone: { name: SUMMIT_FIELD('txtContactPhone'), label: 'Contact Phone' },
      date: { name: SUMMIT_FIELD('txtEffDate'), label: 'Proposed Effective Date', format: 'us-slash' },
      decoys: [
        { kind: 'zip', name: SUMMIT_FIELD('txtZip'), label: 'ZIP Code' },
        { kind: 'phone', name: SUMMIT_FIELD('txtContactPhone'), label: 'Contact Phone' },
        { kind: 'email', name: SUMMIT_FIELD('txtContactEmail'), label: 'Contact E-mail' },
      ],
      placeholders: [
        'Named Insured',
        'Federal Employer ID',
        'Years in Business',
        'Street Address',
        'City',
        'ZIP Code',
        'NAICS Code',
        'Gross Annual Sales',
        'Number of Employees',
        'Contact Name',
        'Contact E-mail',
      ],
      optional: [
        [
          { name: SUMMIT_FIELD('txtDBA'), label: 'Doing Business As' },
          { name: SUMMIT_FIELD('txtFEIN'), label: 'Federal Employer ID' },
        ],
        [{ name: SUMMIT_FIELD('txtContactEmail'), label: 'Contact E-mail' }],
      ],
    },
    rows: ['table.form > tr'],
    movedFrom: /\/Applicant\.aspx$/,
  },
  register,
};
