// Larkspur Mutual: a fictional Mountain West mutual. Its portal, Larkspur Quote Studio, is a wizard of
// server pages, one per step, addressed by the quote's own reference (/studio/quotes/LK-123456/…), then
// a review page and the outcome. Sign-in: password, then an authenticator code from a browser the login
// has not remembered. It has no carrier definition in the service yet: docs/sandbox-carriers/larkspur.md.
import { randomBytes, randomInt } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { verify } from 'otplib';
import { decoyErrors } from '../../core/drift-posted.ts';
import { shownBreakdown, shownInsured, shownLimit, showsBindable } from '../../core/misreport.ts';
import type { Session } from '../../core/sessions.ts';
import type { Submission } from '../../core/submissions.ts';
import type { CarrierPortal, SandboxContext } from '../../core/types.ts';
import { decide } from './decide.ts';
import {
  dashboardPage,
  dollars,
  letterPage,
  maintenance,
  resultPage,
  reviewPage,
  type ShownQuote,
  STUDIO_CSS,
  searchPage,
  shell,
  signInPage,
  stepPage,
  verifyPage,
} from './pages.ts';
import { LIMIT_OPTIONS, type Line, stepsFor, validateStep } from './steps.ts';

export const LARKSPUR_ID = 'larkspur-mutual';
export const SESSION_COOKIE = 'LKS_SESSION';
export const DEVICE_COOKIE = 'LKS_DEVICE';
/** How many tabs one session may fill at once (what its definition will declare). */
export const TABS_ALLOWED = 3;
const MAX_CODE_ATTEMPTS = 5;
const QUOTE_DAYS = 30;

type Body = Record<string, string | undefined>;

function safeNext(next: unknown): string | undefined {
  return typeof next === 'string' && /^\/studio(\/[A-Za-z0-9/_\-?=&.%]*)?$/.test(next) ? next : undefined;
}

function register(app: Parameters<CarrierPortal['register']>[0], ctx: SandboxContext): void {
  const faults = () => ctx.faults.get(ctx.carrierId);
  const layout = () => (faults().layoutVersion === 2 ? 2 : 1);

  /** The signed-in session, or undefined after redirecting to sign-in (expired) or to the code page. */
  function signedIn(request: FastifyRequest, reply: FastifyReply): Session | undefined {
    const id = request.cookies[SESSION_COOKIE];
    const session = ctx.sessions.touch(ctx.carrierId, id, ctx.now(), faults().sessionExpiryAfterPages);
    const next = new URLSearchParams({ next: request.method === 'GET' ? request.url : '/studio' });
    if (!session) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      if (id) next.set('expired', '1');
      reply.redirect(`/studio/sign-in?${next}`, 303);
      return undefined;
    }
    if (!session.authenticated) {
      reply.redirect(`/studio/verify?${next}`, 303);
      return undefined;
    }
    return session;
  }

  /** The session's own submission named in the URL, or undefined after a 404 page. */
  function ownQuote(session: Session, ref: string, reply: FastifyReply): Submission | undefined {
    const submission = ctx.submissions.get(ctx.carrierId, ref);
    if (submission && submission.username === session.username) return submission;
    reply
      .code(404)
      .type('text/html')
      .send(
        shell(
          'Not found',
          '<main class="frame single"><div class="sheet"><h1>We could not find that quote</h1><p><a href="/studio">Back to the dashboard</a></p></div></main>',
          session.username,
        ),
      );
    return undefined;
  }

  const html = (reply: FastifyReply, page: string, code = 200) =>
    reply.code(code).type('text/html').send(page);
  const data = (s: Submission) => s.data as Record<string, string>;

  app.get('/assets/studio.css', async (_request, reply) => reply.type('text/css').send(STUDIO_CSS));
  app.get('/', async (_request, reply) => reply.redirect('/studio', 302));

  app.get('/studio/sign-in', async (request, reply) => {
    const q = request.query as Body;
    const notice = q.expired
      ? 'Your Quote Studio session ended. Sign in again; every step you saved is kept.'
      : q.out
        ? 'You are signed out of Quote Studio.'
        : undefined;
    return html(reply, signInPage({ notice, next: safeNext(q.next) }));
  });

  app.post('/studio/sign-in', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const user = (body.producer_id ?? '').trim();
    const next = safeNext(body.next);
    if (!user || !body.passphrase)
      return html(reply, signInPage({ message: 'Enter your Producer ID and password.', user, next }), 400);
    const check = ctx.accounts.checkLogin(ctx.carrierId, user, body.passphrase, ctx.now());
    if (!check.ok) {
      const message =
        check.reason === 'locked'
          ? 'This Producer ID is locked after too many attempts. Try again in 15 minutes or call the producer help desk.'
          : `That Producer ID and password don’t match our records.${check.attemptsLeft ? ` ${check.attemptsLeft} attempt${check.attemptsLeft === 1 ? '' : 's'} left before the ID is locked.` : ''}`;
      return html(reply, signInPage({ message, user, next }), 401);
    }
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) ctx.sessions.destroy(previous);
    const session = ctx.sessions.create(ctx.carrierId, check.account.username, ctx.now());
    const device = request.cookies[DEVICE_COOKIE];
    session.authenticated = !check.account.totpSeed || (!!device && check.account.knownDevices.has(device));
    session.data.codeAttempts = 0;
    reply.setCookie(SESSION_COOKIE, session.id, { path: '/', httpOnly: true, sameSite: 'lax' });
    const query = next ? `?${new URLSearchParams({ next })}` : '';
    return reply.redirect(session.authenticated ? (next ?? '/studio') : `/studio/verify${query}`, 303);
  });

  app.get('/studio/verify', async (request, reply) => {
    const session = ctx.sessions.peek(ctx.carrierId, request.cookies[SESSION_COOKIE]);
    if (!session) return reply.redirect('/studio/sign-in', 303);
    if (session.authenticated) return reply.redirect('/studio', 303);
    return html(reply, verifyPage({ next: safeNext((request.query as Body).next) }));
  });

  app.post('/studio/verify', async (request, reply) => {
    const session = ctx.sessions.peek(ctx.carrierId, request.cookies[SESSION_COOKIE]);
    if (!session) return reply.redirect('/studio/sign-in?expired=1', 303);
    const body = (request.body ?? {}) as Body;
    const next = safeNext(body.next);
    const code = (body.otp ?? '').replace(/\s/g, '');
    if (!/^\d{6}$/.test(code))
      return html(
        reply,
        verifyPage({ message: 'Enter the 6 digits your authenticator app shows.', next }),
        400,
      );
    const account = ctx.accounts.get(ctx.carrierId, session.username);
    const epoch = Math.floor(ctx.now().getTime() / 1000);
    const valid = (await verify({ secret: account?.totpSeed ?? '', token: code, epoch, epochTolerance: 30 }))
      .valid;
    if (!valid) {
      const attempts = Number(session.data.codeAttempts ?? 0) + 1;
      session.data.codeAttempts = attempts;
      if (attempts >= MAX_CODE_ATTEMPTS) {
        ctx.sessions.destroy(session.id);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return html(reply, signInPage({ message: 'Too many codes that did not match. Sign in again.' }), 401);
      }
      return html(
        reply,
        verifyPage({
          message: 'That code didn’t match. Codes change every 30 seconds; try the current one.',
          next,
        }),
        401,
      );
    }
    session.authenticated = true;
    if (body.remember === 'yes' && account) {
      const device = randomBytes(16).toString('base64url');
      account.knownDevices.add(device);
      reply.setCookie(DEVICE_COOKIE, device, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: 30 * 86_400,
      });
    }
    return reply.redirect(next ?? '/studio', 303);
  });

  app.get('/studio/sign-out', async (request, reply) => {
    const id = request.cookies[SESSION_COOKIE];
    if (id) ctx.sessions.destroy(id);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.redirect('/studio/sign-in?out=1', 303);
  });

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

  const stepsOf = (s: Submission) => stepsFor(s.line as Line, faults().newRequirements === true, ctx.drift);

  /** Every step saved, in order: the first one still missing answers, or undefined when complete. */
  const firstIncomplete = (s: Submission) =>
    stepsOf(s).find((step) => Object.keys(validateStep(step, data(s), ctx.now(), s.line as Line)).length > 0);

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

  app.get('/studio/quotes/:ref/review', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const submission = ownQuote(session, (request.params as { ref: string }).ref, reply);
    if (!submission) return reply;
    if (submission.status !== 'draft') return reply.redirect(`/studio/quotes/${submission.id}`, 303);
    const missing = firstIncomplete(submission);
    if (missing) return reply.redirect(`/studio/quotes/${submission.id}/${missing.slug}`, 303);
    return html(
      reply,
      reviewPage({
        user: session.username,
        submission,
        steps: stepsOf(submission),
        values: data(submission),
        layout: layout(),
      }),
    );
  });

  app.post('/studio/quotes/:ref/review', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const submission = ownQuote(session, (request.params as { ref: string }).ref, reply);
    if (!submission) return reply;
    if (submission.status !== 'draft') return reply.redirect(`/studio/quotes/${submission.id}`, 303);
    const missing = firstIncomplete(submission);
    if (missing) return reply.redirect(`/studio/quotes/${submission.id}/${missing.slug}`, 303);
    if ((request.body as Body | undefined)?.attest !== 'yes')
      return html(
        reply,
        reviewPage({
          user: session.username,
          submission,
          steps: stepsOf(submission),
          values: data(submission),
          layout: layout(),
          message: 'Confirm that the applicant has reviewed these answers.',
        }),
        400,
      );
    // The rating engine takes as long again as a page.
    await ctx.pageDelay(request);
    const decision = decide(submission.line as Line, data(submission));
    const now = ctx.now();
    if (decision.outcome === 'declined' || decision.outcome === 'referred') {
      ctx.submissions.update(
        submission.id,
        {
          status: decision.outcome,
          message: decision.message,
          data: {
            ...submission.data,
            outcomeReason: decision.outcome === 'declined' ? decision.reason : 'referral',
          },
        },
        now,
      );
    } else {
      const quote = {
        quoteNumber: `LMQ-${submission.line.toUpperCase()}-${randomInt(100_000, 1_000_000)}`,
        annualPremium: decision.premium.annualPremium,
        quoteType: decision.outcome === 'quoted' ? ('bindable' as const) : ('indication' as const),
        expiresAt: new Date(now.getTime() + QUOTE_DAYS * 86_400_000).toISOString(),
        breakdown: decision.premium.breakdown,
      };
      ctx.submissions.update(
        submission.id,
        {
          status: decision.outcome,
          quote,
          message: decision.outcome === 'indicated' ? decision.message : undefined,
        },
        now,
      );
    }
    return reply.redirect(`/studio/quotes/${submission.id}`, 303);
  });

  app.get('/studio/quotes/:ref/:step', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const { ref, step: slug } = request.params as { ref: string; step: string };
    const submission = ownQuote(session, ref, reply);
    if (!submission) return reply;
    if (submission.status !== 'draft') return reply.redirect(`/studio/quotes/${submission.id}`, 303);
    const steps = stepsOf(submission);
    const step = steps.find((s) => s.slug === slug);
    if (!step) return reply.redirect(`/studio/quotes/${submission.id}`, 303);
    return html(
      reply,
      stepPage({
        user: session.username,
        submission,
        steps,
        step,
        values: data(submission),
        errors: {},
        layout: layout(),
      }),
    );
  });

  app.post('/studio/quotes/:ref/:step', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const { ref, step: slug } = request.params as { ref: string; step: string };
    const submission = ownQuote(session, ref, reply);
    if (!submission) return reply;
    if (submission.status !== 'draft') return reply.redirect(`/studio/quotes/${submission.id}`, 303);
    const steps = stepsOf(submission);
    const index = steps.findIndex((s) => s.slug === slug);
    const step = steps[index];
    if (!step) return reply.redirect(`/studio/quotes/${submission.id}`, 303);
    const body = (request.body ?? {}) as Body;
    const values: Record<string, string> = {};
    for (const field of step.fields) values[field.name] = (body[field.name] ?? '').trim();
    if (body.go === 'back' && index > 0)
      return reply.redirect(`/studio/quotes/${submission.id}/${steps[index - 1]!.slug}`, 303);
    // Under form drift a decoy stands beside the ZIP code: filled, the step is refused with its message.
    const errors = {
      ...validateStep(step, values, ctx.now(), submission.line as Line),
      ...(step.slug === 'location' ? decoyErrors(ctx.drift, body) : {}),
    };
    if (Object.keys(errors).length > 0)
      return html(
        reply,
        stepPage({ user: session.username, submission, steps, step, values, errors, layout: layout() }),
        422,
      );
    const merged = { ...data(submission), ...values };
    ctx.submissions.update(
      submission.id,
      { data: merged, applicantName: merged.insured_name ?? '', effectiveDate: merged.effective_date ?? '' },
      ctx.now(),
    );
    const following = steps[index + 1]?.slug ?? 'review';
    return reply.redirect(`/studio/quotes/${submission.id}/${following}`, 303);
  });

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
