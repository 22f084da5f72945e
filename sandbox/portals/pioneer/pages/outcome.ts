// The decision page (quote, indication, referral or decline) and the quote letter download.
import type { FastifyInstance } from 'fastify';
import type { QuotePageFault } from '../../../core/faults.ts';
import { shownBreakdown, shownInsured, shownLimit, showsBindable } from '../../../core/misreport.ts';
import type { Submission } from '../../../core/submissions.ts';
import { draftOf } from '../drafts.ts';
import { escapeHtml, money, usDate } from '../html.ts';
import { renderPage } from '../layout.ts';
import { quoteLetter } from '../letter.ts';
import { LINE_NAMES } from '../reference.ts';
import { notFoundPage, type PortalDeps, sendHtml } from './common.ts';
import { openPath } from './search.ts';

type IdRequest = { Params: { id: string } };

/** Limit rows of the summary (not deductibles or retentions). */
const LIMIT_ROW = /Limits?$/;

function priced(submission: Submission, fault: QuotePageFault | undefined): string {
  const quote = submission.quote!;
  const draft = draftOf(submission);
  const stored = draft.result!;
  // What the page shows under the `quotePage` fault; the stored quote is unchanged.
  const result = {
    ...stored,
    terms: stored.terms.map(([k, v]): [string, string] => [k, LIMIT_ROW.test(k) ? shownLimit(v, fault) : v]),
    lines: shownBreakdown(stored.lines, fault),
  };
  const validity = showsBindable(fault)
    ? `This quote is bindable through ${usDate(quote.expiresAt)}.`
    : `Quote terms are shown below.`;
  const indication = quote.quoteType === 'indication';
  const row = (k: string, v: string, cls = '') =>
    `<tr${cls ? ` class="${cls}"` : ''}><th scope="row">${escapeHtml(k)}</th><td class="num">${escapeHtml(v)}</td></tr>`;
  return (
    (indication
      ? `<div class="alert alert-warn" role="status"><p class="outcome-banner">Indication only — final terms subject to underwriting review</p>` +
        `<p>This indication is not an offer of coverage. Submit the indication to your underwriter to request a bindable quote.</p></div>`
      : `<div class="alert alert-info" role="status"><p class="outcome-banner">Quote issued</p><p>${validity}</p></div>`) +
    `<div class="panel"><h2>${indication ? 'Indication' : 'Quote'} Summary</h2><table class="data" aria-label="Quote summary"><tbody>` +
    row(indication ? 'Indication Number' : 'Quote Number', quote.quoteNumber) +
    row('Named Insured', shownInsured(submission.applicantName, fault)) +
    row('Line of Business', LINE_NAMES[draft.line]) +
    row('Effective Date', usDate(submission.effectiveDate)) +
    row('Expiration Date', usDate(result.expirationDate)) +
    result.terms.map(([k, v]) => row(k, v)).join('') +
    row('Quote Valid Through', usDate(quote.expiresAt)) +
    `</tbody></table></div><div class="panel"><h2>Premium</h2><table class="data" aria-label="Premium"><tbody>` +
    result.lines.map((l) => row(l.label, money(l.amount))).join('') +
    row(
      indication ? 'Indicated Annual Premium' : 'Total Annual Premium',
      money(quote.annualPremium),
      'total',
    ) +
    `</tbody></table></div>` +
    `<p><a class="button primary" href="/producernet/submissions/${encodeURIComponent(submission.id)}/letter.pdf">Download Quote Letter (PDF)</a></p>`
  );
}

function decision(submission: Submission): string {
  if (submission.status === 'referred') {
    return (
      `<div class="alert alert-warn" role="status"><p class="outcome-banner">Referred to Underwriter</p>` +
      `<p>${escapeHtml(submission.message)}</p></div>` +
      `<p>Submission ${escapeHtml(submission.id)} is with Pioneer underwriting. You can check its status under Find Submissions.</p>`
    );
  }
  return (
    `<div class="alert alert-error" role="status"><p class="outcome-banner">Submission Declined</p>` +
    `<p>${escapeHtml(submission.message)}</p></div>` +
    `<p>This risk does not meet Pioneer Casualty Group's underwriting guidelines and cannot be quoted.</p>`
  );
}

export function registerOutcome(app: FastifyInstance, { ctx, auth }: PortalDeps) {
  app.get<IdRequest>('/producernet/submissions/:id/outcome', async (request, reply) => {
    const signed = auth.require(request, reply);
    if (!signed) return reply;
    const submission = ctx.submissions.get(ctx.carrierId, request.params.id);
    if (!submission) return sendHtml(reply, notFoundPage(signed), 404);
    if (submission.status === 'draft') return reply.redirect(openPath(submission), 303);
    const fault = ctx.faults.get(ctx.carrierId).quotePage;
    const body = submission.quote ? priced(submission, fault) : decision(submission);
    return sendHtml(
      reply,
      renderPage({
        title: `Submission ${submission.id}`,
        user: signed.user,
        nav: 'search',
        body:
          `<h1>Submission ${escapeHtml(submission.id)}</h1>` +
          `<p class="hint">${escapeHtml(submission.applicantName)} · ${escapeHtml(LINE_NAMES[draftOf(submission).line])} · ` +
          `Effective ${usDate(submission.effectiveDate)}</p>${body}` +
          `<p><a href="/producernet/quote/new">Start another quote</a> · <a href="/producernet/submissions">Find Submissions</a></p>`,
      }),
    );
  });

  app.get<IdRequest>('/producernet/submissions/:id/letter.pdf', async (request, reply) => {
    const signed = auth.require(request, reply);
    if (!signed) return reply;
    const submission = ctx.submissions.get(ctx.carrierId, request.params.id);
    if (!submission?.quote) return sendHtml(reply, notFoundPage(signed), 404);
    const pdf = quoteLetter(submission, signed.account.username);
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="Pioneer-Quote-${submission.quote.quoteNumber}.pdf"`,
      )
      .send(pdf);
  });
}
