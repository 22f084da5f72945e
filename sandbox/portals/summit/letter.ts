// QuoteLetter.ashx: the "Print Quote Letter" PDF for a quoted submission.
import type { FastifyInstance } from 'fastify';
import type { Submission } from '../../core/submissions.ts';
import { type SummitApp, sendPage } from './app.ts';
import { requireAgent } from './auth.ts';
import { deductibleText, limitsText, policyPeriod } from './describe.ts';
import { money } from './html.ts';
import type { PageUser } from './layout.ts';
import { notFoundPage } from './pages/errors.ts';
import { buildPdf, type PdfLine } from './pdf.ts';
import { LOB_NAMES } from './reference.ts';
import type { SummitDraft } from './types.ts';
import { formatUsDate } from './validate.ts';
import { LETTER_PATH, loadSubmission } from './wizard.ts';

export function quoteLetterLines(submission: Submission, draft: SummitDraft, agent: PageUser): PdfLine[] {
  const quote = submission.quote!;
  const period = policyPeriod(draft);
  const a = draft.applicant!;
  const ratedOn = formatUsDate(new Date(draft.ratedAt ?? submission.updatedAt));
  const validThrough = formatUsDate(new Date(`${quote.expiresAt}T00:00:00Z`));
  const deductible = deductibleText(draft);
  const premiumLines: PdfLine[] = (quote.breakdown ?? []).map((b) => ({
    text: `    ${b.label}: ${money(b.amount)}`,
  }));
  return [
    { text: 'SUMMIT MUTUAL INSURANCE COMPANY', bold: true, size: 15 },
    { text: 'Commercial Lines - Quotation', size: 11 },
    { text: 'One Summit Plaza, Springfield, IL 62701  |  Agency Help Desk 1-800-555-0199', size: 8 },
    { text: `Date: ${ratedOn}`, gap: 14 },
    { text: `To: ${agent.agencyName} (Agency Code ${agent.agencyCode}), Attn: ${agent.displayName}` },
    { text: `RE: Quotation for ${a.insuredName}${a.dba ? ` DBA ${a.dba}` : ''}`, bold: true, gap: 10 },
    { text: `Quote Number: ${quote.quoteNumber}`, gap: 8 },
    { text: `Submission No.: ${submission.id}` },
    { text: `Line of Business: ${LOB_NAMES[draft.lob]}` },
    { text: `Quote Status: Bindable Quote` },
    { text: `Policy Period: ${period.effective} to ${period.expiration}` },
    { text: `Limits of Insurance: ${limitsText(draft)}` },
    { text: `${deductible.label}: ${deductible.value}` },
    { text: 'Premium', bold: true, gap: 10 },
    ...premiumLines,
    { text: `Total Annual Premium: ${money(quote.annualPremium)}`, bold: true },
    { text: `This quotation is valid through ${validThrough}.`, gap: 10 },
    {
      text: 'It is based on the information submitted through Summit AgentLink. Coverage is not bound until',
    },
    {
      text: 'Summit Mutual confirms binding in writing. Terms may change if the information provided is inaccurate.',
    },
    { text: 'Summit Mutual Insurance Company - Commercial Lines Underwriting', gap: 18, size: 9 },
  ];
}

export function registerQuoteLetter(fastify: FastifyInstance, app: SummitApp) {
  fastify.get<{ Querystring: { SubmissionNo?: string } }>(LETTER_PATH, async (request, reply) => {
    const session = requireAgent(app, request, reply);
    if (!session) return reply;
    const loaded = loadSubmission(app, request.query.SubmissionNo);
    if (!loaded?.submission.quote) return sendPage(reply, notFoundPage(), 404);
    const { submission, draft } = loaded;
    const pdf = buildPdf(
      quoteLetterLines(submission, draft, app.profile(submission.username)),
      `Summit Mutual Quote ${submission.quote!.quoteNumber}`,
      app.ctx.now(),
    );
    return reply
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="SummitMutual_Quote_${submission.quote!.quoteNumber}.pdf"`,
      )
      .header('cache-control', 'private')
      .send(pdf);
  });
}
