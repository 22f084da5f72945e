// Pioneer Casualty Group's agent portal, "Pioneer ProducerNet": a Midwestern regional carrier writing
// BOP, workers' compensation and umbrella. Server-rendered pages, a five-step quote flow whose
// classification step is an embedded widget (iframe), and SMS codes only from unknown devices.
import cookie from '@fastify/cookie';
import type { CarrierPortal } from '../../core/types.ts';
import { createAuth } from './auth.ts';
import { maintenancePage } from './layout.ts';
import { registerLogin } from './login.ts';
import { registerApplicant } from './pages/applicant.ts';
import { layoutV1 } from './pages/applicant-form.ts';
import { registerClassification } from './pages/classification.ts';
import type { PortalDeps } from './pages/common.ts';
import { registerCoverage } from './pages/coverage.ts';
import { registerHome } from './pages/home.ts';
import { registerOutcome } from './pages/outcome.ts';
import { registerQuestions } from './pages/questions.ts';
import { registerReview } from './pages/review.ts';
import { registerSearch } from './pages/search.ts';
import { producerNetCss } from './styles.ts';
import { QUESTIONS } from './underwriting.ts';
import { registerClassificationWidget } from './widgets/classification.ts';

export const PIONEER_ID = 'pioneer-casualty';

export const pioneer: CarrierPortal = {
  id: PIONEER_ID,
  host: 'pioneer',
  name: 'Pioneer Casualty Group',
  lines: ['bop', 'wc', 'umbrella'],
  accounts: [
    { username: 'demo.agency', password: 'Prairie#Quote2024', phone: '+1 515-555-0142' },
    { username: 'cornbelt.ins', password: 'Harvest!Moon88', phone: '+1 319-555-0187' },
  ],
  realisticPageMs: 1500,
  maintenancePage,
  drift: {
    labels: [
      ...Object.values(layoutV1.labels),
      ...Object.values(QUESTIONS).flatMap((questions) => questions.map((q) => q.text)),
    ],
    captions: ['Sign In', 'Save & Continue', 'Continue', 'Get Quote'],
    movable: [
      { name: 'dba', key: 'dba', label: 'DBA Name', from: 'Applicant', to: 'Underwriting Questions' },
    ],
    questionsPage: 'Underwriting Questions',
    // Its effective date is three selects already: no date drift.
    form: {
      phone: { name: 'contactPhone', label: 'Contact Phone' },
      decoys: [
        { kind: 'zip', name: 'zip', label: 'ZIP Code' },
        { kind: 'phone', name: 'contactPhone', label: 'Contact Phone' },
        { kind: 'email', name: 'contactEmail', label: 'Contact Email' },
      ],
      placeholders: [
        'Named Insured',
        'FEIN / Tax ID',
        'Year Business Started',
        'Street Address',
        'City',
        'ZIP Code',
        'Contact Name',
        'Contact Email',
      ],
      optional: [
        [
          { name: 'dba', label: 'DBA Name' },
          { name: 'fein', label: 'FEIN / Tax ID' },
        ],
      ],
    },
    rows: ['div.field', 'fieldset.question'],
    movedFrom: /^\/producernet\/(quote|submissions\/[^/]+)\/applicant$/,
  },
  async register(app, ctx) {
    await app.register(cookie);
    const deps: PortalDeps = { ctx, auth: createAuth(ctx) };
    app.get('/assets/producernet.css', async (_request, reply) =>
      reply.type('text/css').header('cache-control', 'public, max-age=3600').send(producerNetCss),
    );
    registerLogin(app, deps);
    registerHome(app, deps);
    registerSearch(app, deps);
    registerApplicant(app, deps);
    registerClassification(app, deps);
    registerClassificationWidget(app, deps);
    registerCoverage(app, deps);
    registerQuestions(app, deps);
    registerReview(app, deps);
    registerOutcome(app, deps);
  },
};
