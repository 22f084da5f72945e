// Larkspur Quote Studio's wizard (docs/sandbox-carriers/larkspur.md): one server page per step of a draft,
// addressed by the quote's reference, validated as posted (a decoy beside the ZIP under form drift), then
// the review page whose "Get my quote" rates the submission and stores the outcome.
import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decoyErrors } from '../../core/drift-posted.ts';
import type { CarrierPortal, SandboxContext } from '../../core/types.ts';
import { decide } from './decide.ts';
import { reviewPage, stepPage } from './pages.ts';
import { validateWhole } from './schedule-checks.ts';
import { renderSchedule, scheduleFacts } from './schedule-html.ts';
import { compact, readSchedule, rowsShown, scheduleOf, withoutSchedule } from './schedules.ts';
import type { Line, Step } from './steps.ts';
import type { Studio } from './studio.ts';

const QUOTE_DAYS = 30;

type Body = Record<string, string | undefined>;

export function registerWizard(
  app: Parameters<CarrierPortal['register']>[0],
  ctx: SandboxContext,
  studio: Studio,
): void {
  const { layout, signedIn, ownQuote, html, data, stepsOf, firstIncomplete } = studio;
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
        facts: factsOf(submission.line as Line, data(submission)),
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
          facts: factsOf(submission.line as Line, data(submission)),
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

  /** The draft's step named in the URL, or undefined after redirecting (signed out, quoted, no such step). */
  function draftStep(request: FastifyRequest, reply: FastifyReply) {
    const session = signedIn(request, reply);
    if (!session) return undefined;
    const { ref, step: slug } = request.params as { ref: string; step: string };
    const submission = ownQuote(session, ref, reply);
    if (!submission) return undefined;
    const steps = stepsOf(submission);
    const index = steps.findIndex((s) => s.slug === slug);
    const step = steps[index];
    if (submission.status !== 'draft' || !step) {
      reply.redirect(`/studio/quotes/${submission.id}`, 303);
      return undefined;
    }
    return { session, submission, steps, index, step };
  }

  app.get('/studio/quotes/:ref/:step', async (request, reply) => {
    const found = draftStep(request, reply);
    if (!found) return reply;
    const { session, submission, steps, step } = found;
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
        schedule: scheduleHtml(step, submission.line as Line, data(submission), {}, data(submission)),
      }),
    );
  });

  app.post('/studio/quotes/:ref/:step', async (request, reply) => {
    const found = draftStep(request, reply);
    if (!found) return reply;
    const { session, submission, steps, index, step } = found;
    const body = (request.body ?? {}) as Body;
    const line = submission.line as Line;
    const schedule = scheduleOf(step.slug, line);
    let values: Record<string, string> = {};
    for (const field of step.fields) values[field.name] = (body[field.name] ?? '').trim();
    if (schedule) values = { ...values, ...readSchedule(schedule, body) };
    if (body.go === 'back' && index > 0)
      return reply.redirect(`/studio/quotes/${submission.id}/${steps[index - 1]!.slug}`, 303);
    const page = (errors: Record<string, string>, code: number) =>
      html(
        reply,
        stepPage({
          user: session.username,
          submission,
          steps,
          step,
          values,
          errors,
          layout: layout(),
          schedule: scheduleHtml(step, line, values, errors, data(submission)),
        }),
        code,
      );
    // "Add another …" and "Remove …" post the form back with one row more or less, nothing saved.
    if (schedule && body.go?.startsWith(`add-${schedule.prefix}`)) {
      const count = rowsShown(schedule, values);
      if (count >= schedule.max)
        return page(
          {
            [`${schedule.prefix}_count`]: `Quote Studio takes up to ${schedule.max} rows. Call your underwriter for more.`,
          },
          422,
        );
      values[`${schedule.prefix}_count`] = String(count + 1);
      return page({}, 200);
    }
    const removed = schedule && new RegExp(`^remove-${schedule.prefix}-(\\d+)$`).exec(body.go ?? '');
    if (schedule && removed) {
      const at = Number(removed[1]);
      const count = rowsShown(schedule, values);
      for (let i = at; i < count; i++)
        for (const c of schedule.columns)
          values[`${schedule.prefix}_${i}_${c.key}`] = values[`${schedule.prefix}_${i + 1}_${c.key}`] ?? '';
      for (const c of schedule.columns) delete values[`${schedule.prefix}_${count}_${c.key}`];
      values[`${schedule.prefix}_count`] = String(Math.max(1, count - 1));
      return page({}, 200);
    }
    // Under form drift a decoy stands beside the ZIP code: filled, the step is refused with its message.
    const errors = {
      ...validateWhole(step, values, data(submission), ctx.now(), line),
      ...(step.slug === 'location' ? decoyErrors(ctx.drift, body) : {}),
    };
    if (Object.keys(errors).length > 0) return page(errors, 422);
    const kept = schedule ? withoutSchedule(schedule, data(submission)) : data(submission);
    const merged = { ...kept, ...values, ...(schedule ? compact(schedule, values) : {}) };
    ctx.submissions.update(
      submission.id,
      { data: merged, applicantName: merged.insured_name ?? '', effectiveDate: merged.effective_date ?? '' },
      ctx.now(),
    );
    const following = steps[index + 1]?.slug ?? 'review';
    return reply.redirect(`/studio/quotes/${submission.id}/${following}`, 303);
  });
}

/** The step's schedule as HTML, if it has one. */
function scheduleHtml(
  step: Step,
  line: Line,
  values: Record<string, string>,
  errors: Record<string, string>,
  data: Record<string, string>,
): string | undefined {
  const schedule = scheduleOf(step.slug, line);
  return schedule && renderSchedule(schedule, values, errors, data);
}

/** The review page's facts of a step's schedule rows. */
const factsOf = (line: Line, data: Record<string, string>) => (step: Step) => {
  const schedule = scheduleOf(step.slug, line);
  return schedule ? scheduleFacts(schedule, data) : '';
};
