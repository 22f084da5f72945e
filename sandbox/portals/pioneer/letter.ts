// The quote letter: a one-page PDF 1.4 written by hand (Helvetica, text only), as ProducerNet's
// "Download Quote Letter" gives it.
import type { Submission } from '../../core/submissions.ts';
import { draftOf } from './drafts.ts';
import { money, usDate } from './html.ts';
import { LINE_NAMES } from './reference.ts';

interface Line {
  text: string;
  bold?: boolean;
  size?: number;
}

/** PDF string literal: ASCII only, with the delimiters escaped. */
function pdfText(text: string): string {
  const ascii = text
    .replace(/[\u2014\u2013\u00b7]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\x20-\x7e]/g, '?');
  return `(${ascii.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

export function buildPdf(lines: Line[], title: string): Buffer {
  const content = [
    'BT',
    '54 738 Td',
    ...lines.flatMap((line) => {
      const size = line.size ?? 10;
      return [
        `/${line.bold ? 'F2' : 'F1'} ${size} Tf`,
        `${Math.round(size * 1.45)} TL`,
        `${pdfText(line.text)} Tj`,
        'T*',
      ];
    }),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfText(title)} /Producer (Pioneer ProducerNet) >>`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export function quoteLetter(submission: Submission, producer: string): Buffer {
  const quote = submission.quote!;
  const draft = draftOf(submission);
  const applicant = draft.applicant!;
  const result = draft.result!;
  const indication = quote.quoteType === 'indication';
  const lines: Line[] = [
    { text: 'Pioneer Casualty Group', bold: true, size: 16 },
    { text: '4100 Grand Avenue, Des Moines, Iowa 50312 - Producer Support 1-800-555-0199' },
    { text: '' },
    { text: indication ? 'INDICATION LETTER' : 'QUOTATION', bold: true, size: 13 },
    { text: `Date: ${usDate(result.quotedAt)}` },
    { text: `Producer: ${producer}` },
    { text: '' },
    { text: `Named Insured: ${applicant.namedInsured}`, bold: true },
    { text: `${applicant.street}, ${applicant.city}, ${applicant.state} ${applicant.zip}` },
    { text: `Line of Business: ${LINE_NAMES[draft.line]}` },
    {
      text: `${indication ? 'Indication' : 'Quote'} Number: ${quote.quoteNumber}    Submission: ${submission.id}`,
    },
    { text: `Policy Period: ${usDate(applicant.effectiveDate)} to ${usDate(result.expirationDate)}` },
    { text: '' },
    { text: 'Coverage', bold: true, size: 11 },
    ...result.terms.map(([label, value]) => ({ text: `${label}: ${value}` })),
    { text: '' },
    { text: 'Premium', bold: true, size: 11 },
    ...result.lines.map((line) => ({ text: `${line.label}: ${money(line.amount)}` })),
    {
      text: `${indication ? 'Indicated' : 'Total'} Annual Premium: ${money(quote.annualPremium)}`,
      bold: true,
      size: 12,
    },
    { text: '' },
    {
      text: indication
        ? 'Indication only - final terms subject to underwriting review. This is not an offer of coverage.'
        : `This quotation is valid through ${usDate(quote.expiresAt)} and is subject to the terms of the policy.`,
    },
    { text: 'Coverage is not bound until confirmed in writing by Pioneer Casualty Group.' },
  ];
  return buildPdf(lines, `Pioneer Casualty Group ${quote.quoteNumber}`);
}
