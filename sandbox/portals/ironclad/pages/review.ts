// Step 4, Review: everything entered, an attestation, and "Submit for quote", which rates the risk and
// records the outcome (quoted, indication, referred or declined).
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../../core/types.ts';
import { addDays, ENTITY_OPTIONS, isoDay, naicsTitle } from '../applicant-rules.ts';
import { type createNumbering, type IroncladSubmission, loadOwned, saveData } from '../drafts.ts';
import { type FieldErrors, type FormValues, readForm } from '../forms.ts';
import { escapeHtml, money, renderNotFound } from '../layout.ts';
import { LINES } from '../lines/index.ts';
import type { StoredResult } from '../lines/types.ts';
import { requireSession } from '../session.ts';
import { renderWizardPage } from './wizard.ts';

export const QUOTE_VALID_DAYS = 30;

function applicantRows(a: FormValues): [string, string][] {
  return [
    ['Named insured', a.insured_name ?? ''],
    ['DBA', a.dba || 'None'],
    ['Legal entity', ENTITY_OPTIONS.find(([key]) => key === a.entity)?.[1] ?? ''],
    ['NAICS', `${a.naics} ${naicsTitle(a.naics ?? '') ?? ''}`],
    ['Mailing address', `${a.street}, ${a.city}, ${a.state} ${a.zip}`],
    ['Year business started', a.year_started ?? ''],
    ['Annual gross revenue', money(Number(a.revenue))],
    ['Total employees', a.employees ?? ''],
    ['Policy inception', a.inception ?? ''],
    ['Insured contact', `${a.contact_name}, ${a.contact_email}, ${a.contact_phone}`],
  ];
}

const summary = (rows: [string, string][]) =>
  `<dl class="ix-summary">${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;

function renderReview(user: string, submission: IroncladSubmission, errors: FieldErrors): string {
  const { product, applicant, coverage = {}, underwriting = {} } = submission.data;
  const line = LINES[product];
  const edit = (step: string, what: string) =>
    `<p><a href="/exchange/submissions/${submission.id}/${step}">Edit ${what}</a></p>`;
  const body = `
<h2>Applicant</h2>${summary(applicantRows(applicant))}${edit('applicant', 'applicant')}
<h2>Coverage and underwriting</h2>${summary(line.reviewRows(coverage, underwriting))}
${edit('coverage', 'coverage')}${edit('underwriting', 'underwriting answers')}
<div class="ix-field${errors.attest ? ' ix-invalid' : ''}">
  <span><input type="checkbox" id="f-attest" name="attest" value="yes" required>
  <label for="f-attest">I confirm the applicant has reviewed these answers and they are true and complete</label></span>
  ${errors.attest ? `<span class="ix-error">${escapeHtml(errors.attest)}</span>` : ''}
</div>`;
  return renderWizardPage({
    user,
    line,
    step: 3,
    heading: 'Review and submit',
    intro: 'Check the submission. Ironclad rates it as soon as you submit.',
    reference: submission.id,
    errors,
    action: `/exchange/submissions/${submission.id}/review`,
    body,
    backHref: `/exchange/submissions/${submission.id}/underwriting`,
    submitLabel: 'Submit for quote',
  });
}

/** Policy term: 12 months from inception (29 February rolls to 1 March). */
export function expirationFor(inception: string): string {
  const date = new Date(`${inception}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return isoDay(date);
}

export function registerReviewPage(
  app: FastifyInstance,
  ctx: SandboxContext,
  numbering: ReturnType<typeof createNumbering>,
): void {
  app.get<{ Params: { ref: string } }>('/exchange/submissions/:ref/review', async (request, reply) => {
    const session = requireSession(request, reply, ctx);
    if (!session) return reply;
    const submission = loadOwned(ctx, session, request.params.ref);
    if (!submission) return reply.code(404).type('text/html').send(renderNotFound(session.username));
    if (submission.status !== 'draft')
      return reply.redirect(`/exchange/submissions/${submission.id}/result`, 303);
    if (submission.data.reached !== 'review')
      return reply.redirect(`/exchange/submissions/${submission.id}/${submission.data.reached}`, 303);
    return reply.type('text/html').send(renderReview(session.username, submission, {}));
  });

  app.post<{ Params: { ref: string } }>('/exchange/submissions/:ref/review', async (request, reply) => {
    const session = requireSession(request, reply, ctx);
    if (!session) return reply;
    const submission = loadOwned(ctx, session, request.params.ref);
    if (!submission) return reply.code(404).type('text/html').send(renderNotFound(session.username));
    if (submission.status !== 'draft')
      return reply.redirect(`/exchange/submissions/${submission.id}/result`, 303);
    if (submission.data.reached !== 'review')
      return reply.redirect(`/exchange/submissions/${submission.id}/${submission.data.reached}`, 303);
    if (readForm(request.body).attest !== 'yes') {
      const errors = { attest: 'Confirm the answers are true and complete before you submit' };
      return reply.type('text/html').send(renderReview(session.username, submission, errors));
    }
    const { product, applicant, coverage = {}, underwriting = {} } = submission.data;
    const line = LINES[product];
    const decision = line.decide(applicant, coverage, underwriting);
    const now = ctx.now();
    let result: StoredResult;
    if (!('rating' in decision)) {
      result = { kind: decision.kind, message: decision.message, decidedAt: now.toISOString() };
      ctx.submissions.update(submission.id, { status: decision.kind, message: decision.message }, now);
    } else {
      const inception = applicant.inception ?? '';
      result = {
        kind: decision.kind,
        quoteNumber: numbering.nextQuoteNumber(line.quoteCode),
        premium: decision.rating.premium,
        total: decision.rating.total,
        breakdown: decision.rating.breakdown,
        terms: decision.terms,
        note: decision.note,
        effectiveDate: inception,
        expirationDate: expirationFor(inception),
        validUntil: addDays(isoDay(now), QUOTE_VALID_DAYS),
        decidedAt: now.toISOString(),
      };
      ctx.submissions.update(
        submission.id,
        {
          status: decision.kind,
          quote: {
            quoteNumber: result.quoteNumber ?? '',
            annualPremium: decision.rating.total,
            quoteType: decision.kind === 'quoted' ? 'bindable' : 'indication',
            expiresAt: result.validUntil ?? '',
            ...(decision.rating.breakdown.length > 0 ? { breakdown: decision.rating.breakdown } : {}),
          },
        },
        now,
      );
    }
    saveData(ctx, ctx.submissions.get(ctx.carrierId, submission.id) as IroncladSubmission, { result });
    return reply.redirect(`/exchange/submissions/${submission.id}/result`, 303);
  });
}
