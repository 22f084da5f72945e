// Step 5, the outcome: the quote (or indication) with its premium, terms and letter, a referral, or a
// decline. Layout version 2 shows the quote as a definition list ("Ref #", "Total payable").
import type { FastifyInstance } from 'fastify';
import type { QuotePageFault } from '../../../core/faults.ts';
import { shownBreakdown, shownInsured, shownLimit, showsBindable } from '../../../core/misreport.ts';
import type { SandboxContext } from '../../../core/types.ts';
import { type IroncladSubmission, loadOwned, resumeUrl } from '../drafts.ts';
import { escapeHtml, money, renderAlert, renderNotFound, renderShell, renderStepper } from '../layout.ts';
import { LINES } from '../lines/index.ts';
import type { StoredResult } from '../lines/types.ts';
import { requireSession } from '../session.ts';

const row = (label: string, value: string) =>
  `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;

function indicationAlert(result: StoredResult): string {
  if (result.kind !== 'indicated') return '';
  return renderAlert(
    'warning',
    `<strong>${escapeHtml(result.note ?? 'Indication')}</strong><br>This is a non-binding indication. Update the underwriting answers once the insured has MFA on email to receive bindable terms.`,
  );
}

const LIMIT_TERMS = /^(Each occurrence|General aggregate|Aggregate limit|Umbrella limit)$/;

/** The page's view of the stored result under the `quotePage` fault (the stored quote is unchanged). */
function shown(submission: IroncladSubmission, result: StoredResult, fault: QuotePageFault | undefined) {
  return {
    insured: shownInsured(submission.applicantName, fault),
    bindable: result.kind !== 'indicated' && showsBindable(fault),
    result: {
      ...result,
      terms: result.terms?.map(([label, value]): [string, string] =>
        LIMIT_TERMS.test(label) ? [label, shownLimit(value, fault)] : [label, value],
      ),
      breakdown: result.breakdown && shownBreakdown(result.breakdown, fault),
    },
  };
}

type Shown = ReturnType<typeof shown>;

function quoteV1(submission: IroncladSubmission, { insured, bindable, result }: Shown): string {
  const breakdown = result.breakdown?.length
    ? `<h2>Premium breakdown</h2>
<table class="ix-table" aria-label="Premium breakdown">
  <thead><tr><th scope="col">Component</th><th scope="col" class="ix-amount">Amount</th></tr></thead>
  <tbody>${result.breakdown.map((line) => `<tr><td>${escapeHtml(line.label)}</td><td class="ix-amount">${money(line.amount)}</td></tr>`).join('')}</tbody>
  <tfoot><tr><th scope="row">Total annual premium</th><td class="ix-amount">${money(result.total ?? 0)}</td></tr></tfoot>
</table>`
    : '';
  const heading =
    result.kind === 'indicated' ? 'Indication' : bindable ? 'Quote ready' : 'Your Ironclad terms';
  return `<h1>${heading}</h1>
${indicationAlert(result)}
<p>Annual premium</p>
<p class="ix-premium" data-testid="annual-premium">${money(result.total ?? 0)}</p>
<table class="ix-table" aria-label="Quote details"><tbody>
${row('Quote number', result.quoteNumber ?? '')}
${row('Submission', submission.id)}
${row('Named insured', insured)}
${row('Annual premium', money(result.total ?? 0))}
${row('Effective date', result.effectiveDate ?? '')}
${row('Expiration date', result.expirationDate ?? '')}
${(result.terms ?? []).map(([label, value]) => row(label, value)).join('\n')}
${row('Quote valid until', result.validUntil ?? '')}
</tbody></table>
${breakdown}`;
}

function quoteV2(submission: IroncladSubmission, { insured, bindable, result }: Shown): string {
  const item = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  const breakdown = result.breakdown?.length
    ? `<h2>How the premium is made up</h2><ul class="ix-breakdown">${result.breakdown
        .map((line) => `<li>${escapeHtml(line.label)}: <span>${money(line.amount)}</span></li>`)
        .join('')}</ul>`
    : '';
  return `<h1>Your Ironclad terms</h1>
${bindable ? '<p class="ix-badge">Bindable quote</p>' : ''}
${indicationAlert(result)}
<dl class="ix-summary ix-terms">
${item('Ref #', result.quoteNumber ?? '')}
${item('Insured', insured)}
${item('Coverage period', `${result.effectiveDate} to ${result.expirationDate}`)}
${(result.terms ?? []).map(([label, value]) => item(label, value)).join('\n')}
${item('Offer expires', result.validUntil ?? '')}
${item('Total payable', money(result.total ?? 0))}
</dl>
${breakdown}
<p class="ix-hint">Submission ${escapeHtml(submission.id)}</p>`;
}

function renderResult(
  user: string,
  submission: IroncladSubmission,
  layoutVersion: number,
  fault: QuotePageFault | undefined,
): string {
  const line = LINES[submission.data.product];
  const result = submission.data.result;
  let content: string;
  if (!result || result.kind === 'declined') {
    content = `<h1>Unable to offer terms</h1>
${renderAlert('error', `<strong>Declined.</strong> ${escapeHtml(result?.message ?? submission.message ?? '')}`)}
<p>Submission ${escapeHtml(submission.id)} for ${escapeHtml(submission.applicantName)} has been closed.</p>`;
  } else if (result.kind === 'referred') {
    content = `<h1>Referred to underwriting</h1>
${renderAlert('info', escapeHtml(result.message ?? ''))}
<p>Submission <strong>${escapeHtml(submission.id)}</strong> for ${escapeHtml(submission.applicantName)} is with an Ironclad underwriter. You will hear from them by email; no further action is needed now.</p>`;
  } else {
    const view = shown(submission, result, fault);
    const body = layoutVersion === 2 ? quoteV2(submission, view) : quoteV1(submission, view);
    content = `${body}
<div class="ix-actions">
  <a class="ix-button ix-button-secondary" href="/exchange/home">Back to dashboard</a>
  <a class="ix-button" href="/exchange/submissions/${escapeHtml(submission.id)}/quote-letter.pdf">Download quote letter (PDF)</a>
</div>`;
  }
  const body = `${renderStepper(4)}<section class="ix-card"><p class="ix-badge">${escapeHtml(line.title)}</p>${content}</section>`;
  return renderShell({ title: `${line.title} ${result?.quoteNumber ?? submission.id}`, user, body });
}

export function registerResultPage(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: { ref: string } }>('/exchange/submissions/:ref/result', async (request, reply) => {
    const session = requireSession(request, reply, ctx);
    if (!session) return reply;
    const submission = loadOwned(ctx, session, request.params.ref);
    if (!submission) return reply.code(404).type('text/html').send(renderNotFound(session.username));
    if (submission.status === 'draft') return reply.redirect(resumeUrl(submission), 303);
    const { layoutVersion = 1, quotePage } = ctx.faults.get(ctx.carrierId);
    return reply.type('text/html').send(renderResult(session.username, submission, layoutVersion, quotePage));
  });
}
