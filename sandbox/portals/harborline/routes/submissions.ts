// Submission API: start a draft (business details), save each wizard step, search, open, and rate.
import type { FastifyInstance } from 'fastify';
import { shownBreakdown, shownInsured, shownLimit, showsBindable } from '../../../core/misreport.ts';
import type { Submission } from '../../../core/submissions.ts';
import type { SandboxContext } from '../../../core/types.ts';
import { nextStep, STEPS, type StepId, type SubmissionData } from '../model.ts';
import { quoteExpiry, quoteNumber, quoteTerms, rateSubmission } from '../quote.ts';
import { type HarborlineLine, isLine, LINE_NAMES } from '../reference/states.ts';
import { requireSession, sendError, sendFieldErrors } from '../session.ts';
import { appetiteDecline, decide } from '../underwriting.ts';
import { validateDrivers, validateVehicles } from '../validate/auto.ts';
import { validateBusiness } from '../validate/business.ts';
import { text } from '../validate/common.ts';
import { validateGl } from '../validate/gl.ts';
import { lossesAgree } from '../validate/losses-agree.ts';
import { validateQuestions } from '../validate/questions.ts';
import { validateWc } from '../validate/wc.ts';

type Body = Record<string, unknown>;

export function submissionView(s: Submission, ctx: SandboxContext) {
  const line = s.line as HarborlineLine;
  const { quotePage } = ctx.faults.get(ctx.carrierId);
  return { ...plainView(s, ctx, line), ...(s.quote && quotePage ? misreported(s, quotePage) : {}) };
}

/** The quote summary's data under the `quotePage` fault; what is stored stays as it was. */
function misreported(
  s: Submission,
  fault: NonNullable<ReturnType<SandboxContext['faults']['get']>['quotePage']>,
) {
  const data = s.data as SubmissionData;
  const terms = data.terms && {
    ...data.terms,
    limits: data.terms.limits.map((l) => ({ ...l, value: shownLimit(l.value, fault) })),
  };
  return {
    applicantName: shownInsured(s.applicantName, fault),
    data: { ...data, terms },
    quote: s.quote && {
      ...s.quote,
      breakdown: s.quote.breakdown && shownBreakdown(s.quote.breakdown, fault),
    },
    hideBindable: !showsBindable(fault),
  };
}

function plainView(s: Submission, ctx: SandboxContext, line: HarborlineLine) {
  const data = s.data as SubmissionData;
  return {
    id: s.id,
    line,
    lineName: LINE_NAMES[line],
    status: s.status,
    applicantName: s.applicantName,
    effectiveDate: s.effectiveDate,
    createdAt: s.createdAt,
    data,
    steps: STEPS[line],
    nextStep: nextStep(line, data),
    quote: s.quote,
    message: s.message,
    summaryLayout: ctx.faults.get(ctx.carrierId).layoutVersion === 2 ? 'cards' : 'table',
  };
}

function validateStep(
  step: StepId,
  line: HarborlineLine,
  body: Body,
  data: SubmissionData,
  now: Date,
  newRequirements: boolean,
  drift: SandboxContext['drift'],
) {
  switch (step) {
    case 'business':
      return { key: 'business' as const, result: validateBusiness(body, line, now, newRequirements) };
    case 'wc-classes':
      return { key: 'wc' as const, result: validateWc(body) };
    case 'vehicles':
      return { key: 'vehicles' as const, result: validateVehicles(body, now) };
    case 'drivers':
      return { key: 'drivers' as const, result: validateDrivers(body, now) };
    case 'gl-operations':
      return { key: 'gl' as const, result: validateGl(body, data.business?.state ?? '', now) };
    default:
      return {
        key: 'questions' as const,
        result: lossesAgree(line, data, validateQuestions(body, line, newRequirements, drift)),
      };
  }
}

export function registerSubmissionRoutes(app: FastifyInstance, ctx: SandboxContext) {
  const load = (id: unknown) => ctx.submissions.get(ctx.carrierId, text(id, 20));
  const locked = (s: Submission) => s.status !== 'draft';

  app.post('/api/submissions', async (request, reply) => {
    const session = requireSession(request, reply, ctx, { count: true });
    if (!session) return reply;
    const body = (request.body ?? {}) as Body;
    if (!isLine(body.line)) return sendError(reply, 400, 'UNKNOWN_LINE', 'Choose a line of business.');
    const newRequirements = ctx.faults.get(ctx.carrierId).newRequirements === true;
    const result = validateBusiness(body, body.line, ctx.now(), newRequirements);
    if (!result.ok) return sendFieldErrors(reply, result.errors);
    const id = `HS-${100001 + ctx.submissions.list(ctx.carrierId).length}`;
    const submission = ctx.submissions.create(
      {
        id,
        carrierId: ctx.carrierId,
        line: body.line,
        username: session.username,
        applicantName: result.value.legalName,
        effectiveDate: result.value.effectiveDate,
        status: 'draft',
        data: { business: result.value } satisfies SubmissionData,
      },
      ctx.now(),
    );
    return reply.code(201).send(submissionView(submission, ctx));
  });

  app.get('/api/submissions', async (request, reply) => {
    if (!requireSession(request, reply, ctx, { count: true })) return reply;
    const q = request.query as Body;
    const results = ctx.submissions.search(ctx.carrierId, {
      applicantName: text(q.applicant, 120) || undefined,
      effectiveDate: text(q.effectiveDate, 10) || undefined,
      line: isLine(q.line) ? q.line : undefined,
    });
    return {
      results: results.slice(0, 50).map((s) => ({
        id: s.id,
        line: s.line,
        lineName: LINE_NAMES[s.line as HarborlineLine],
        applicantName: s.applicantName,
        effectiveDate: s.effectiveDate,
        status: s.status,
        quoteNumber: s.quote?.quoteNumber,
        annualPremium: s.quote?.annualPremium,
        updatedAt: s.updatedAt,
      })),
    };
  });

  app.get('/api/submissions/:id', async (request, reply) => {
    if (!requireSession(request, reply, ctx, { count: true })) return reply;
    const submission = load((request.params as Body).id);
    if (!submission) return sendError(reply, 404, 'NOT_FOUND', 'We could not find that submission.');
    return submissionView(submission, ctx);
  });

  app.put('/api/submissions/:id/:step', async (request, reply) => {
    if (!requireSession(request, reply, ctx, { count: true })) return reply;
    const params = request.params as Body;
    const submission = load(params.id);
    if (!submission) return sendError(reply, 404, 'NOT_FOUND', 'We could not find that submission.');
    if (locked(submission)) {
      return sendError(
        reply,
        409,
        'LOCKED',
        'This submission has already been rated. Start a new quote to make changes.',
      );
    }
    const line = submission.line as HarborlineLine;
    const data = submission.data as SubmissionData;
    const step = STEPS[line].find((s) => s === params.step && s !== 'review');
    if (!step) return sendError(reply, 404, 'NOT_FOUND', 'Unknown step.');
    if (STEPS[line].indexOf(step) > STEPS[line].indexOf(nextStep(line, data))) {
      return sendError(reply, 409, 'OUT_OF_ORDER', 'Complete the earlier steps first.');
    }
    const newRequirements = ctx.faults.get(ctx.carrierId).newRequirements === true;
    const { key, result } = validateStep(
      step,
      line,
      (request.body ?? {}) as Body,
      data,
      ctx.now(),
      newRequirements,
      ctx.drift,
    );
    if (!result.ok) return sendFieldErrors(reply, result.errors);
    const nextData: SubmissionData = { ...data, [key]: result.value };
    // A field drift moved from Business details to the questions is kept with the business, as there.
    const moved = ctx.drift?.move?.key as 'dba' | undefined;
    if (key === 'questions' && moved && nextData.business && nextData.questions) {
      const { [moved]: value, ...answers } = nextData.questions;
      nextData.business = { ...nextData.business, [moved]: value ?? '' };
      nextData.questions = answers;
    }
    const patch: Partial<Submission> = { data: nextData as Record<string, unknown> };
    if (step === 'business' && nextData.business) {
      patch.applicantName = nextData.business.legalName;
      patch.effectiveDate = nextData.business.effectiveDate;
    }
    const decline = appetiteDecline(line, nextData);
    if (decline) Object.assign(patch, { status: 'declined', message: decline });
    return submissionView(ctx.submissions.update(submission.id, patch, ctx.now()), ctx);
  });

  app.post('/api/submissions/:id/rate', async (request, reply) => {
    if (!requireSession(request, reply, ctx, { count: true })) return reply;
    const submission = load((request.params as Body).id);
    if (!submission) return sendError(reply, 404, 'NOT_FOUND', 'We could not find that submission.');
    if (locked(submission)) return submissionView(submission, ctx);
    const line = submission.line as HarborlineLine;
    const data = submission.data as SubmissionData;
    if (nextStep(line, data) !== 'review') {
      return sendError(reply, 409, 'INCOMPLETE', 'Complete every step before requesting a quote.');
    }
    const decision = decide(line, data);
    const now = ctx.now();
    if (decision.status === 'declined' || decision.status === 'referred') {
      const updated = ctx.submissions.update(
        submission.id,
        { status: decision.status, message: decision.message },
        now,
      );
      return submissionView(updated, ctx);
    }
    const rating = rateSubmission(line, data);
    const updated = ctx.submissions.update(
      submission.id,
      {
        status: decision.status,
        message: decision.status === 'indicated' ? decision.message : undefined,
        data: { ...data, terms: quoteTerms(line, data, now) } as Record<string, unknown>,
        quote: {
          quoteNumber: quoteNumber(line, submission.id),
          annualPremium: rating.premium,
          quoteType: decision.status === 'indicated' ? 'indication' : 'bindable',
          expiresAt: quoteExpiry(now),
          breakdown: rating.breakdown,
        },
      },
      now,
    );
    return submissionView(updated, ctx);
  });
}
