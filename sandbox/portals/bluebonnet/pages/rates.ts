// Get Rates: the last step of an application. Shows what will be rated, then applies the line's
// underwriting rules and rating, and records the outcome on the submission.
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../../core/types.ts';
import { findApplication, quoteNumber, saveApplication, sectionReached, valuesOf } from '../applications.ts';
import { addDays, addYears, toDashDate, todayIso } from '../dates.ts';
import { lineForm } from '../forms/lines.ts';
import { escapeHtml, formatMoney, parseMoney } from '../html.ts';
import { renderShell } from '../layout.ts';
import { requireAgent } from '../session.ts';
import { checkEnv, checkThrough } from './application.ts';
import { notFound } from './not-found.ts';

/** Days a Bluebonnet quote stays open. */
export const QUOTE_VALID_DAYS = 30;

export function registerRatesRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: { ref: string } }>('/agentdesk/applications/:ref/rates', async (request, reply) => {
    const session = requireAgent(ctx, request, reply);
    if (!session) return reply;
    const submission = findApplication(ctx, request.params.ref);
    const form = submission && lineForm(submission.line);
    if (!submission || !form) return notFound(reply, ctx, session.username);
    const url = `/agentdesk/applications/${submission.id}`;
    if (submission.status !== 'draft') return reply.redirect(`${url}/result`, 303);
    if (sectionReached(submission) < form.sections.length) return reply.redirect(url, 303);
    const values = valuesOf(submission);
    const rows = [
      { label: 'Applicant Legal Name', value: values.app_insured_name ?? '' },
      {
        label: 'Location',
        value: `${values.loc_street}, ${values.loc_city}, ${values.loc_state} ${values.loc_zip}`,
      },
      { label: 'NAICS Code', value: values.ops_naics ?? '' },
      { label: 'Annual Receipts', value: formatMoney(parseMoney(values.ops_receipts ?? '') ?? 0) },
      {
        label: 'Policy Period',
        value: `${toDashDate(submission.effectiveDate)} to ${toDashDate(addYears(submission.effectiveDate, 1))}`,
      },
      ...form.summary(values),
    ]
      .map((r) => `<dt>${escapeHtml(r.label)}</dt><dd>${escapeHtml(r.value)}</dd>`)
      .join('');
    const body = `<h1>Get Rates</h1><p>Application ${escapeHtml(submission.id)}, ${escapeHtml(form.title)}. Review the application, then click Get Rates.</p>
<div class="card"><h2>Application summary</h2><dl class="summary">${rows}</dl></div>
<form method="post" action="${url}/rates" novalidate class="savebar"><a class="cancel" href="${url}">Edit Application</a><button type="submit" class="primary">Get Rates</button></form>`;
    return reply
      .type('text/html')
      .send(renderShell({ title: 'Get Rates', user: session.username, year: ctx.now().getFullYear(), body }));
  });

  app.post<{ Params: { ref: string } }>('/agentdesk/applications/:ref/rates', async (request, reply) => {
    const session = requireAgent(ctx, request, reply);
    if (!session) return reply;
    const submission = findApplication(ctx, request.params.ref);
    const form = submission && lineForm(submission.line);
    if (!submission || !form) return notFound(reply, ctx, session.username);
    const url = `/agentdesk/applications/${submission.id}`;
    if (submission.status !== 'draft') return reply.redirect(`${url}/result`, 303);
    const values = valuesOf(submission);
    const env = checkEnv(ctx);
    const { firstFailing } = checkThrough(form, values, form.sections.length - 1, env);
    if (firstFailing !== undefined) {
      // Something went stale since it was saved (the effective date, typically): back to that section.
      saveApplication(ctx, submission, values, firstFailing);
      return reply.redirect(`${url}#sec-${form.sections[firstFailing]!.id}`, 303);
    }
    const review = form.review(values, env);
    if (review) {
      ctx.submissions.update(submission.id, { status: review.status, message: review.message }, ctx.now());
      return reply.redirect(`${url}/result`, 303);
    }
    const premium = form.rate(values);
    const quoteType = form.quoteType(values);
    ctx.submissions.update(
      submission.id,
      {
        status: quoteType === 'indication' ? 'indicated' : 'quoted',
        quote: {
          quoteNumber: quoteNumber(form, submission.id),
          annualPremium: premium.annualPremium,
          quoteType,
          expiresAt: addDays(todayIso(ctx.now()), QUOTE_VALID_DAYS),
          breakdown: premium.breakdown,
        },
      },
      ctx.now(),
    );
    return reply.redirect(`${url}/result`, 303);
  });
}
