// Larkspur Mutual: a fictional Mountain West mutual. Its portal, Larkspur Quote Studio, is a wizard of
// server pages, one per step, addressed by the quote's own reference (/studio/quotes/LK-123456/…), then
// a review page and the outcome. Sign-in: password, then an authenticator code from a browser the login
// has not remembered. The service quotes it from its definition, carriers/larkspur-mutual.yaml: docs/sandbox-carriers/larkspur.md.
import { randomInt } from 'node:crypto';
import cookie from '@fastify/cookie';
import { shownBreakdown, shownInsured, shownLimit, showsBindable } from '../../core/misreport.ts';
import type { Submission } from '../../core/submissions.ts';
import type { CarrierPortal, SandboxContext } from '../../core/types.ts';
import { letterPage, resultPage, type ShownQuote } from './outcome-pages.ts';
import { dashboardPage, dollars, maintenance, STUDIO_CSS, searchPage, shell } from './pages.ts';
import { SCHEDULE_CSS } from './schedule-html.ts';
import { registerSignIn } from './sign-in.ts';
import { LIMIT_OPTIONS } from './steps.ts';
import { studioContext } from './studio.ts';
import { registerWizard } from './wizard.ts';

export const LARKSPUR_ID = 'larkspur-mutual';
/** How many tabs one session may fill at once (what its definition will declare). */
export const TABS_ALLOWED = 3;
const _QUOTE_DAYS = 30;

type Body = Record<string, string | undefined>;

function register(app: Parameters<CarrierPortal['register']>[0], ctx: SandboxContext): void {
  const studio = studioContext(ctx);
  const { faults, signedIn, ownQuote, html, data, firstIncomplete } = studio;

  app.get('/assets/studio.css', async (_request, reply) =>
    reply.type('text/css').send(`${STUDIO_CSS}\n${SCHEDULE_CSS}`),
  );
  app.get('/', async (_request, reply) => reply.redirect('/studio', 302));

  registerSignIn(app, ctx, html);

  app.get('/studio', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const recent = ctx.submissions
      .list(ctx.carrierId)
      .filter((s) => s.username === session.username)
      .slice(-10)
      .reverse();
    return html(reply, dashboardPage(session.username, recent));
  });

  app.get('/studio/quotes', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const q = request.query as Body;
    const query = { insured: (q.insured ?? '').trim(), start: (q.start ?? '').trim() };
    const searched = q.insured !== undefined || q.start !== undefined;
    const found = searched
      ? ctx.submissions
          .search(ctx.carrierId, { applicantName: query.insured, effectiveDate: query.start || undefined })
          .filter((s) => s.username === session.username && s.applicantName)
      : undefined;
    return html(reply, searchPage(session.username, query, found));
  });

  app.post('/studio/quotes', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const line = (request.body as Body | undefined)?.line;
    if (line !== 'gl' && line !== 'bop') return reply.redirect('/studio', 303);
    let id: string;
    do id = `LK-${randomInt(100_000, 1_000_000)}`;
    while (ctx.submissions.get(ctx.carrierId, id));
    ctx.submissions.create(
      {
        id,
        carrierId: ctx.carrierId,
        line,
        username: session.username,
        applicantName: '',
        effectiveDate: '',
        status: 'draft',
        data: {},
      },
      ctx.now(),
    );
    return reply.redirect(`/studio/quotes/${id}/business`, 303);
  });

  app.get('/studio/quotes/:ref', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const submission = ownQuote(session, (request.params as { ref: string }).ref, reply);
    if (!submission) return reply;
    if (submission.status === 'draft')
      return reply.redirect(
        `/studio/quotes/${submission.id}/${firstIncomplete(submission)?.slug ?? 'review'}`,
        303,
      );
    return html(reply, resultPage(session.username, submission, shownQuote(submission)));
  });

  app.get('/studio/quotes/:ref/letter', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const submission = ownQuote(session, (request.params as { ref: string }).ref, reply);
    if (!submission) return reply;
    if (!submission.quote) return reply.redirect(`/studio/quotes/${submission.id}`, 303);
    const d = data(submission);
    return html(
      reply,
      letterPage(submission, shownQuote(submission), `${d.street}, ${d.city}, ${d.state} ${d.zip}`),
    );
  });

  function shownQuote(s: Submission): ShownQuote {
    const d = data(s);
    const fault = faults().quotePage;
    const limits =
      LIMIT_OPTIONS.find((o) => o.value === (s.line === 'gl' ? d.gl_limits : d.bop_limits))?.label ?? '';
    const deductible = Number(s.line === 'gl' ? d.gl_deductible : d.property_deductible);
    return {
      insured: shownInsured(s.applicantName, fault),
      limits: shownLimit(limits, fault),
      deductible:
        deductible === 0
          ? 'None'
          : `${dollars(deductible)}${s.line === 'bop' ? ' (property)' : ' per claim'}`,
      breakdown: shownBreakdown(s.quote?.breakdown ?? [], fault),
      bindable: showsBindable(fault),
    };
  }

  registerWizard(app, ctx, studio);

  app.setNotFoundHandler((_request, reply) =>
    html(
      reply,
      shell(
        'Not found',
        '<main class="frame single"><div class="sheet"><h1>Page not found</h1><p><a href="/studio">Quote Studio</a></p></div></main>',
      ),
      404,
    ),
  );
}

export const larkspur: CarrierPortal = {
  id: LARKSPUR_ID,
  host: 'larkspur',
  name: 'Larkspur Mutual',
  lines: ['gl', 'bop'],
  accounts: [
    { username: 'demo.agency', password: 'Larkspur!2026', totpSeed: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD' },
    { username: 'second.producer', password: 'Sagebrush!2026', totpSeed: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' },
  ],
  realisticPageMs: 1300,
  maintenancePage: maintenance,
  drift: {
    labels: [
      'Named insured',
      'Doing business as',
      'Type of business entity',
      'Year the business started',
      'Coverage start date',
      'Street address',
      'City',
      'State',
      'ZIP code',
      'Annual gross sales',
      'Annual payroll',
      'Year built',
      'Number of losses in the past 3 years',
    ],
    captions: ['Continue', 'Verify', 'Save and continue', 'Get my quote'],
    movable: [
      {
        name: 'dba',
        key: 'dba',
        label: 'Doing business as',
        from: 'About the business',
        to: 'Eligibility questions',
      },
    ],
    questionsPage: 'Eligibility questions',
    form: {
      date: { name: 'effective_date', label: 'Coverage start date', format: 'iso' },
      decoys: [{ kind: 'zip', name: 'zip', label: 'ZIP code' }],
      placeholders: ['Named insured', 'Year the business started', 'Street address', 'City'],
      optional: [[{ name: 'dba', label: 'Doing business as' }]],
    },
    rows: ['div.row'],
  },
  async register(app, ctx) {
    await app.register(cookie);
    register(app, ctx);
  },
};
