// The submission API: start a draft with its business section, save each section, rate, upload loss
// runs (or refer without them), open one by its reference, and search. Screen loads and saves count as
// page views.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Session } from '../../../core/sessions.ts';
import type { Submission } from '../../../core/submissions.ts';
import type { SandboxContext } from '../../../core/types.ts';
import { type CascadeData, lineOf, nextStep, type SectionStep } from '../model.ts';
import { isLine, LINE_NAMES } from '../reference.ts';
import { decide, MESSAGES, needsLossRuns } from '../underwriting.ts';
import {
  addDays,
  checkBusiness,
  checkCoverage,
  checkLossHistory,
  parseUsDate,
  text,
  todayIso,
} from '../validate.ts';
import { checkDriftAsks } from './drift-asks.ts';
import { quoteView, STATUS_LABELS } from './quote-view.ts';
import { requireSession, sendError, sendFieldErrors } from './session.ts';

type Body = Record<string, unknown>;

export const QUOTE_VALID_DAYS = 30;
const FIRST_REFERENCE = 240001;
const MAX_UPLOAD_MB = 5;
const LINE_CODES = { gl: 'GL', bop: 'BOP', cyber: 'CYB' } as const;

export const UPLOAD_MESSAGES = {
  notPdf: 'The loss runs must be a PDF. This file does not start like a PDF (%PDF).',
  empty: 'Choose the loss runs PDF to upload.',
  tooLarge: `The file is larger than ${MAX_UPLOAD_MB} MB.`,
  notAsked: 'This submission is not waiting for loss runs.',
};

/** The uploaded file's name, sent URI-encoded in `X-File-Name`. */
function fileNameOf(header: string | string[] | undefined): string {
  const raw = typeof header === 'string' ? header : 'loss-runs.pdf';
  try {
    return text(decodeURIComponent(raw), 120);
  } catch {
    return text(raw, 120);
  }
}

export function registerQuoteRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const open = (reply: FastifyReply, ref: unknown): Submission | undefined => {
    const found = ctx.submissions.get(ctx.carrierId, text(ref, 20));
    if (!found) void sendError(reply, 404, 'NOT_FOUND', 'We could not find that submission.');
    return found;
  };
  const editable = (reply: FastifyReply, s: Submission) => {
    if (s.status === 'draft') return true;
    void sendError(
      reply,
      409,
      'LOCKED',
      'This submission already has an outcome. Start a new quote to change it.',
    );
    return false;
  };
  const guard = (request: Parameters<typeof requireSession>[0], reply: FastifyReply): Session | undefined =>
    requireSession(request, reply, ctx, { count: true });

  for (const type of ['application/pdf', 'application/octet-stream']) {
    app.addContentTypeParser(type, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  }

  app.post('/api/quotes', async (request, reply) => {
    const session = guard(request, reply);
    if (!session) return reply;
    const body = (request.body ?? {}) as Body;
    if (!isLine(body.line)) return sendError(reply, 400, 'UNKNOWN_LINE', 'Choose a line of business.');
    const checked = checkBusiness(body, ctx.now());
    if (!checked.ok) return sendFieldErrors(reply, checked.errors);
    const submission = ctx.submissions.create(
      {
        id: `CC-${FIRST_REFERENCE + ctx.submissions.list(ctx.carrierId).length}`,
        carrierId: ctx.carrierId,
        line: body.line,
        username: session.username,
        applicantName: checked.value.legalName,
        effectiveDate: '',
        status: 'draft',
        data: { business: checked.value } satisfies CascadeData,
      },
      ctx.now(),
    );
    return reply.code(201).send(quoteView(submission, ctx));
  });

  app.get('/api/quotes', async (request, reply) => {
    if (!guard(request, reply)) return reply;
    const q = request.query as Body;
    const date = text(q.effectiveDate, 10);
    const results = ctx.submissions.search(ctx.carrierId, {
      applicantName: text(q.insured, 120) || undefined,
      effectiveDate: (date && (parseUsDate(date) ?? date)) || undefined,
      line: isLine(q.line) ? q.line : undefined,
    });
    return {
      results: results.slice(0, 50).map((s) => ({
        ref: s.id,
        lineName: LINE_NAMES[lineOf(s.line)],
        insured: s.applicantName,
        effectiveDate: quoteView(s, ctx).effectiveDate,
        status: s.status,
        statusLabel: STATUS_LABELS[s.status],
        total: s.quote?.annualPremium ?? null,
      })),
    };
  });

  app.get('/api/quotes/:ref', async (request, reply) => {
    if (!guard(request, reply)) return reply;
    const submission = open(reply, (request.params as Body).ref);
    return submission ? quoteView(submission, ctx) : reply;
  });

  app.put('/api/quotes/:ref/:section', async (request, reply) => {
    if (!guard(request, reply)) return reply;
    const params = request.params as Body;
    const submission = open(reply, params.ref);
    if (!submission || !editable(reply, submission)) return reply;
    const section = params.section as SectionStep;
    const data = submission.data as CascadeData;
    const order: SectionStep[] = ['business', 'coverage', 'loss-history'];
    if (!order.includes(section)) return sendError(reply, 404, 'NOT_FOUND', 'Unknown section.');
    const reached = nextStep(data);
    if (reached !== 'review' && order.indexOf(section) > order.indexOf(reached)) {
      return sendError(reply, 409, 'OUT_OF_ORDER', 'Complete the earlier sections first.');
    }
    const body = (request.body ?? {}) as Body;
    const newRequirements = ctx.faults.get(ctx.carrierId).newRequirements === true;
    const checked =
      section === 'business'
        ? checkBusiness(body, ctx.now())
        : section === 'coverage'
          ? checkCoverage(lineOf(submission.line), body, ctx.now(), newRequirements)
          : checkLossHistory(body, lineOf(submission.line), ctx.now());
    const asked = section === 'coverage' ? checkDriftAsks(ctx.drift, body) : { errors: {} };
    if (!checked.ok || Object.keys(asked.errors).length > 0)
      return sendFieldErrors(reply, { ...(checked.ok ? {} : checked.errors), ...asked.errors });
    const key = section === 'loss-history' ? 'lossHistory' : section;
    const next: CascadeData = { ...data, [key]: checked.value };
    // A field drift moved from Business to Coverage is kept with the business, as there.
    if (asked.moved && next.business) next.business = { ...next.business, ...asked.moved };
    delete next.awaitingLossRuns;
    const patch: Partial<Submission> = { data: next as Record<string, unknown> };
    if (next.business) patch.applicantName = next.business.legalName;
    if (next.coverage) patch.effectiveDate = next.coverage.effectiveDate;
    return quoteView(ctx.submissions.update(submission.id, patch, ctx.now()), ctx);
  });

  /** Rates a complete draft and records its outcome (or the loss-runs request). */
  function settle(submission: Submission, extra: Partial<CascadeData> = {}): Submission {
    const data = { ...(submission.data as CascadeData), ...extra };
    const { business, coverage, lossHistory } = data;
    if (!business || !coverage || !lossHistory) throw new Error('settle before every section');
    const line = lineOf(submission.line);
    const decision = decide(line, { business, coverage, lossHistory });
    const now = ctx.now();
    if (decision.kind === 'decline' || decision.kind === 'referral') {
      const status = decision.kind === 'decline' ? 'declined' : 'referred';
      return ctx.submissions.update(
        submission.id,
        { status, message: decision.message, data: data as Record<string, unknown> },
        now,
      );
    }
    if (needsLossRuns(decision, data)) {
      const waiting = { ...data, awaitingLossRuns: { total: decision.rating.total } };
      return ctx.submissions.update(submission.id, { data: waiting as Record<string, unknown> }, now);
    }
    delete data.awaitingLossRuns;
    return ctx.submissions.update(
      submission.id,
      {
        status: decision.kind === 'quote' ? 'quoted' : 'indicated',
        ...(decision.message ? { message: decision.message } : {}),
        data: { ...data, rating: decision.rating } as Record<string, unknown>,
        quote: {
          quoteNumber: `CQ-${LINE_CODES[line]}-${submission.id.replace(/\D/g, '')}`,
          annualPremium: decision.rating.total,
          quoteType: decision.kind === 'quote' ? 'bindable' : 'indication',
          expiresAt: addDays(todayIso(now), QUOTE_VALID_DAYS),
          breakdown: decision.rating.breakdown,
        },
      },
      now,
    );
  }

  app.post('/api/quotes/:ref/rate', async (request, reply) => {
    if (!guard(request, reply)) return reply;
    const submission = open(reply, (request.params as Body).ref);
    if (!submission) return reply;
    if (submission.status !== 'draft') return quoteView(submission, ctx);
    if (nextStep(submission.data as CascadeData) !== 'review') {
      return sendError(reply, 409, 'INCOMPLETE', 'Complete every section before you get a quote.');
    }
    return quoteView(settle(submission), ctx);
  });

  app.post('/api/quotes/:ref/loss-runs', async (request, reply) => {
    if (!guard(request, reply)) return reply;
    const submission = open(reply, (request.params as Body).ref);
    if (!submission || !editable(reply, submission)) return reply;
    const data = submission.data as CascadeData;
    if (!data.awaitingLossRuns) return sendError(reply, 409, 'NOT_ASKED', UPLOAD_MESSAGES.notAsked);
    const file = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (file.length === 0) return sendError(reply, 400, 'EMPTY_FILE', UPLOAD_MESSAGES.empty);
    if (file.subarray(0, 4).toString('latin1') !== '%PDF') {
      return sendError(reply, 415, 'NOT_PDF', UPLOAD_MESSAGES.notPdf);
    }
    const fileName = fileNameOf(request.headers['x-file-name']);
    const lossRuns = { fileName, bytes: file.length, uploadedAt: ctx.now().toISOString() };
    return quoteView(settle(submission, { lossRuns }), ctx);
  });

  app.post('/api/quotes/:ref/refer', async (request, reply) => {
    if (!guard(request, reply)) return reply;
    const submission = open(reply, (request.params as Body).ref);
    if (!submission || !editable(reply, submission)) return reply;
    if (!(submission.data as CascadeData).awaitingLossRuns) {
      return sendError(reply, 409, 'NOT_ASKED', UPLOAD_MESSAGES.notAsked);
    }
    const message = MESSAGES.referred([MESSAGES.noLossRuns]);
    return quoteView(ctx.submissions.update(submission.id, { status: 'referred', message }, ctx.now()), ctx);
  });
}
