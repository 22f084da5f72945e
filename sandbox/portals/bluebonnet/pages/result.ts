// The outcome of an application: the quote (or indication) with its letter, a referral, or a decline.
import type { FastifyInstance } from 'fastify';
import type { QuotePageFault } from '../../../core/faults.ts';
import { shownBreakdown, shownInsured, shownLimit, showsBindable } from '../../../core/misreport.ts';
import type { Submission } from '../../../core/submissions.ts';
import type { SandboxContext } from '../../../core/types.ts';
import { findApplication, valuesOf } from '../applications.ts';
import { addYears, toDashDate, todayIso } from '../dates.ts';
import { lineForm } from '../forms/lines.ts';
import type { LineForm } from '../forms/types.ts';
import { escapeHtml, formatMoney } from '../html.ts';
import { renderShell } from '../layout.ts';
import { quoteLetterPdf } from '../letter.ts';
import { requireAgent } from '../session.ts';
import { notFound } from './not-found.ts';
import { STATUS_LABELS } from './search.ts';

/** Limit rows of a line's summary (not deductibles or retentions). */
const LIMIT_ROW = /Limits?$/;

/** `fault` (the `quotePage` fault) changes what the page shows, never the stored quote. */
function quoteBody(submission: Submission, form: LineForm, fault: QuotePageFault | undefined): string {
  const quote = {
    ...submission.quote!,
    breakdown: submission.quote!.breakdown && shownBreakdown(submission.quote!.breakdown, fault),
  };
  const indication = quote.quoteType === 'indication';
  const values = valuesOf(submission);
  const rows = [
    {
      label: indication ? 'Indication Number' : 'Quote Number',
      value: quote.quoteNumber,
      id: 'quote-number',
    },
    { label: 'Application #', value: submission.id },
    { label: 'Applicant', value: shownInsured(submission.applicantName, fault) },
    { label: 'Line of Business', value: form.title },
    {
      label: 'Policy Period',
      value: `${toDashDate(submission.effectiveDate)} to ${toDashDate(addYears(submission.effectiveDate, 1))}`,
    },
    ...form
      .summary(values)
      .map((r) => (LIMIT_ROW.test(r.label) ? { ...r, value: shownLimit(r.value, fault) } : r)),
    {
      label: indication ? 'Indication Valid Through' : 'Quote Valid Through',
      value: toDashDate(quote.expiresAt),
    },
  ]
    .map(
      (r) =>
        `<dt>${escapeHtml(r.label)}</dt><dd${'id' in r ? ` id="${r.id}"` : ''}>${escapeHtml(r.value)}</dd>`,
    )
    .join('');
  const breakdown = (quote.breakdown ?? [])
    .map((b) => `<tr><td>${escapeHtml(b.label)}</td><td>${formatMoney(b.amount)}</td></tr>`)
    .join('');
  const note = indication
    ? '<div class="alert info" role="note">Indication only: this premium is not bindable. A cyber underwriter will review the full supplemental application before a firm quote is offered.</div>'
    : showsBindable(fault)
      ? `<div class="alert success" role="note">This quote is bindable until ${toDashDate(quote.expiresAt)}. Bind it from your Bluebonnet underwriter's desk.</div>`
      : '';
  return `<h1>${indication ? 'Premium Indication' : 'Quote Summary'}</h1>
<p><span class="status status-${submission.status}">${STATUS_LABELS[submission.status]}</span></p>${note}
<div class="card"><p>${indication ? 'Indicated' : 'Annual'} Premium</p><p class="premium" id="annual-premium">${formatMoney(quote.annualPremium)}</p>
<dl class="summary">${rows}</dl></div>
<div class="card"><table class="results"><caption>Premium breakdown</caption><thead><tr><th scope="col">Coverage</th><th scope="col">Premium</th></tr></thead><tbody>${breakdown}</tbody></table>
<a class="button secondary" href="/agentdesk/applications/${encodeURIComponent(submission.id)}/quote-letter">Download Quote Letter (PDF)</a></div>`;
}

function outcomeBody(submission: Submission, form: LineForm): string {
  const referred = submission.status === 'referred';
  const heading = referred ? 'Referred to Underwriting' : 'Declined';
  const next = referred
    ? 'A Bluebonnet underwriter will review this application and contact your agency within 2 business days. No further action is needed in AgentDesk.'
    : 'This application cannot be quoted by Bluebonnet General. You may close it or start a new application.';
  return `<h1>${heading}</h1><p><span class="status status-${submission.status}">${STATUS_LABELS[submission.status]}</span></p>
<div class="card"><p class="outcome-message" role="alert"><strong>${escapeHtml(submission.message ?? '')}</strong></p>
<dl class="summary"><dt>Application #</dt><dd>${escapeHtml(submission.id)}</dd><dt>Applicant</dt><dd>${escapeHtml(submission.applicantName)}</dd><dt>Line of Business</dt><dd>${escapeHtml(form.title)}</dd></dl>
<p>${next}</p></div>`;
}

export function registerResultRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: { ref: string } }>('/agentdesk/applications/:ref/result', async (request, reply) => {
    const session = requireAgent(ctx, request, reply);
    if (!session) return reply;
    const submission = findApplication(ctx, request.params.ref);
    const form = submission && lineForm(submission.line);
    if (!submission || !form) return notFound(reply, ctx, session.username);
    if (submission.status === 'draft') return reply.redirect(`/agentdesk/applications/${submission.id}`, 303);
    const fault = ctx.faults.get(ctx.carrierId).quotePage;
    const body = submission.quote ? quoteBody(submission, form, fault) : outcomeBody(submission, form);
    const title = submission.quote ? 'Quote Summary' : STATUS_LABELS[submission.status]!;
    return reply
      .type('text/html')
      .send(renderShell({ title, user: session.username, year: ctx.now().getFullYear(), body }));
  });

  app.get<{ Params: { ref: string } }>(
    '/agentdesk/applications/:ref/quote-letter',
    async (request, reply) => {
      const session = requireAgent(ctx, request, reply);
      if (!session) return reply;
      const submission = findApplication(ctx, request.params.ref);
      const form = submission && lineForm(submission.line);
      if (!submission?.quote || !form) return notFound(reply, ctx, session.username);
      const pdf = quoteLetterPdf(submission, form, valuesOf(submission), todayIso(ctx.now()));
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="Bluebonnet_${submission.quote.quoteNumber}.pdf"`,
        )
        .send(pdf);
    },
  );
}
