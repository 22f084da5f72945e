// The quote letter (PDF) an agent downloads from the quote summary.
import type { Submission } from '../../core/submissions.ts';
import { displayDate, money } from './format.ts';
import type { SubmissionData } from './model.ts';
import { buildPdf, type PdfLine } from './pdf.ts';
import { type HarborlineLine, LINE_NAMES } from './reference/states.ts';

export function quoteLetterFileName(submission: Submission): string {
  return `Harborline-Quote-${submission.quote?.quoteNumber ?? submission.id}.pdf`;
}

export function buildQuoteLetter(submission: Submission, producer: string): Buffer {
  const quote = submission.quote!;
  const data = submission.data as SubmissionData;
  const terms = data.terms!;
  const business = data.business!;
  const indication = quote.quoteType === 'indication';
  const lines: PdfLine[] = [
    { text: 'HARBORLINE INSURANCE', size: 18, bold: true },
    {
      text: 'Harborline Broker Hub  |  400 Pier Street, Suite 1200, Portland, ME 04101  |  1-800-555-0142',
      size: 8,
    },
    { text: indication ? 'Premium indication' : 'Quote letter', size: 14, bold: true, gapBefore: 18 },
    { text: `Date: ${displayDate(terms.quotedAt)}`, gapBefore: 6 },
    { text: `Prepared for: ${business.legalName}${business.dba ? ` (DBA ${business.dba})` : ''}` },
    { text: `${business.street}, ${business.city}, ${business.state} ${business.zip}` },
    { text: `Producer: ${producer}` },
    { text: `Quote number: ${quote.quoteNumber}`, bold: true, gapBefore: 10 },
    { text: `Submission: ${submission.id}` },
    { text: `Line of business: ${LINE_NAMES[submission.line as HarborlineLine]}` },
    {
      text: `Status: ${indication ? 'Indication - subject to underwriter review (not bindable)' : 'Bindable quote'}`,
    },
    { text: `Policy period: ${displayDate(terms.effectiveDate)} to ${displayDate(terms.expirationDate)}` },
    ...terms.limits.map((l) => ({ text: `Limits - ${l.label}: ${l.value}` })),
    ...(terms.deductible ? [{ text: `Deductible: ${terms.deductible}` }] : []),
    { text: `Annual premium: ${money(quote.annualPremium)}`, size: 12, bold: true, gapBefore: 10 },
    { text: 'Premium breakdown', bold: true, gapBefore: 8 },
    ...(quote.breakdown ?? []).map((b) => ({ text: `  ${b.label}: ${money(b.amount)}` })),
    { text: `This quote is valid until ${displayDate(quote.expiresAt)}.`, gapBefore: 10 },
    {
      text: 'Quoted on the information submitted through Broker Hub. Coverage is not bound until confirmed by Harborline.',
      size: 8,
      gapBefore: 14,
    },
  ];
  return buildPdf(lines, `Harborline quote ${quote.quoteNumber}`);
}
