// The quote letter: a small hand-written PDF 1.4 (one page, Helvetica) with the quote's terms,
// downloaded from the quote page as an attachment.
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../core/types.ts';
import { isoDay } from './applicant-rules.ts';
import { type IroncladSubmission, loadOwned } from './drafts.ts';
import { money, renderNotFound } from './layout.ts';
import { LINES } from './lines/index.ts';
import { requireSession } from './session.ts';

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
}

const pdfText = (text: string) =>
  text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);

function wrap(text: string, width = 92): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && current.length + word.length + 1 > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

/** A one-page PDF with one text line per entry (long lines wrapped). */
export function buildPdf(lines: PdfLine[]): Buffer {
  const ops = ['BT', '72 730 Td'];
  for (const line of lines) {
    const size = line.size ?? 11;
    for (const part of line.text ? wrap(line.text) : ['']) {
      ops.push(
        `/${line.bold ? 'F2' : 'F1'} ${size} Tf`,
        `(${pdfText(part)}) Tj`,
        `0 -${Math.round(size * 1.45)} Td`,
      );
    }
  }
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export function quoteLetterLines(submission: IroncladSubmission, today: string): PdfLine[] {
  const result = submission.data.result;
  const line = LINES[submission.data.product];
  const indication = result?.kind === 'indicated';
  const lines: PdfLine[] = [
    { text: 'IRONCLAD SPECIALTY INSURANCE COMPANY', size: 16, bold: true },
    { text: 'Excess & surplus lines - Ironclad Exchange', size: 10 },
    { text: '' },
    {
      text: indication ? `${line.title} indication letter` : `${line.title} quote letter`,
      size: 13,
      bold: true,
    },
    { text: `Date: ${today}` },
    { text: `Producer: ${submission.username}` },
    { text: `Named insured: ${submission.applicantName}` },
    { text: `Quote number: ${result?.quoteNumber ?? ''}` },
    { text: `Submission: ${submission.id}` },
    { text: `Policy period: ${result?.effectiveDate} to ${result?.expirationDate}` },
    ...(result?.terms ?? []).map(([label, value]) => ({ text: `${label}: ${value}` })),
    { text: '' },
    { text: `Annual premium: ${money(result?.total ?? 0)}`, bold: true },
    ...(result?.breakdown ?? []).map((part) => ({ text: `    ${part.label}: ${money(part.amount)}` })),
    { text: `Quote valid until: ${result?.validUntil ?? ''}` },
    { text: '' },
  ];
  if (indication) lines.push({ text: result?.note ?? '', bold: true });
  lines.push({
    text: 'Subject to: a signed application, no material change in the risk before inception, and surplus lines filing by the producing broker. This quote is not a binder.',
    size: 9,
  });
  return lines;
}

export function registerLetter(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: { ref: string } }>(
    '/exchange/submissions/:ref/quote-letter.pdf',
    async (request, reply) => {
      const session = requireSession(request, reply, ctx);
      if (!session) return reply;
      const submission = loadOwned(ctx, session, request.params.ref);
      const kind = submission?.data.result?.kind;
      if (!submission || (kind !== 'quoted' && kind !== 'indicated'))
        return reply.code(404).type('text/html').send(renderNotFound(session.username));
      const number = submission.data.result?.quoteNumber ?? submission.id;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="Ironclad-Quote-${number}.pdf"`)
        .send(buildPdf(quoteLetterLines(submission, isoDay(ctx.now()))));
    },
  );
}
