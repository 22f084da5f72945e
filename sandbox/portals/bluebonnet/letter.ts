// The quote letter an agent downloads from a quoted (or indicated) application, as a one-page PDF.
import type { Submission } from '../../core/submissions.ts';
import { addYears, toDashDate } from './dates.ts';
import type { FormValues, LineForm } from './forms/types.ts';
import { formatMoney } from './html.ts';
import { buildPdf, type PdfLine } from './pdf.ts';

export function quoteLetterPdf(
  submission: Submission,
  form: LineForm,
  values: FormValues,
  today: string,
): Buffer {
  const quote = submission.quote!;
  const indication = quote.quoteType === 'indication';
  const lines: PdfLine[] = [
    { text: 'Bluebonnet General Insurance Company', bold: true, size: 16 },
    { text: '1100 Congress Avenue, Austin, Texas 78701  |  Agency Support (800) 555-0199', size: 9 },
    { text: indication ? 'Premium Indication' : 'Quote Letter', bold: true, size: 14, gap: 18 },
    { text: `Date: ${toDashDate(today)}`, gap: 6 },
    { text: `Quote Number: ${quote.quoteNumber}` },
    { text: `Application Number: ${submission.id}` },
    { text: `Line of Business: ${form.title}` },
    { text: `Applicant: ${submission.applicantName}`, gap: 8 },
    {
      text: `${values.loc_street ?? ''}, ${values.loc_city ?? ''}, ${values.loc_state ?? ''} ${values.loc_zip ?? ''}`,
    },
    {
      text: `Policy Period: ${toDashDate(submission.effectiveDate)} to ${toDashDate(addYears(submission.effectiveDate, 1))}`,
      gap: 8,
    },
    { text: `Annual Premium: ${formatMoney(quote.annualPremium)}`, bold: true, size: 13 },
    ...form.summary(values).map((s) => ({ text: `${s.label}: ${s.value}` })),
    { text: 'Premium breakdown', bold: true, gap: 8 },
    ...(quote.breakdown ?? []).map((b) => ({ text: `  ${b.label}: ${formatMoney(b.amount)}` })),
    {
      text: `This ${indication ? 'indication' : 'quote'} is valid through ${toDashDate(quote.expiresAt)}.`,
      gap: 10,
    },
    indication
      ? {
          text: 'Indication only: not bindable. Subject to underwriter review of a full cyber supplemental application.',
        }
      : { text: 'Coverage is not bound until Bluebonnet General confirms binding in writing.' },
    { text: 'Thank you for placing your business with Bluebonnet General.', gap: 10 },
  ];
  return buildPdf(lines, `Bluebonnet ${indication ? 'Indication' : 'Quote'} ${quote.quoteNumber}`);
}
