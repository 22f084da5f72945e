// A minimal hand-written PDF 1.4 (one Letter page, Helvetica, uncompressed text) for quote letters.

export interface PdfLine {
  text: string;
  bold?: boolean;
  size?: number;
  /** Extra space above the line, in points. */
  gap?: number;
}

const pdfString = (text: string) =>
  `(${text
    .replace(/[^\x20-\x7e]/g, '?')
    .replaceAll('\\', '\\\\')
    .replaceAll('(', '\\(')
    .replaceAll(')', '\\)')})`;

function contentStream(lines: PdfLine[]): string {
  let y = 740;
  const ops: string[] = [];
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= (line.gap ?? 0) + size + 4;
    if (y < 50) break;
    ops.push(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf 64 ${y} Td ${pdfString(line.text)} Tj ET`);
  }
  return ops.join('\n');
}

export function buildPdf(lines: PdfLine[], title: string, created: Date): Buffer {
  const content = contentStream(lines);
  const stamp = created.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Summit AgentLink) /CreationDate (D:${stamp}Z) >>`,
  ];
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
