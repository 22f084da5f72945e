// A minimal hand-written PDF 1.4 writer: Letter pages of text lines in Helvetica, nothing else.

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Extra space above the line, in points. */
  gapBefore?: number;
}

const PAGE_TOP = 740;
const PAGE_BOTTOM = 60;
const LEFT = 60;

/** PDF string literal content: ASCII only, with ( ) \ escaped. */
function pdfText(value: string): string {
  return value
    .replace(/[\u2012-\u2015]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

function layoutPages(lines: PdfLine[]): string[] {
  const pages: string[][] = [[]];
  let y = PAGE_TOP;
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= (line.gapBefore ?? 0) + size + 4;
    if (y < PAGE_BOTTOM) {
      pages.push([]);
      y = PAGE_TOP - size - 4;
    }
    const font = line.bold ? 'F2' : 'F1';
    pages.at(-1)!.push(`BT /${font} ${size} Tf 1 0 0 1 ${LEFT} ${y} Tm (${pdfText(line.text)}) Tj ET`);
  }
  return pages.map((ops) => ops.join('\n'));
}

export function buildPdf(lines: PdfLine[], title: string): Buffer {
  const streams = layoutPages(lines);
  // Objects: 1 catalog, 2 pages, 3 info, 4 Helvetica, 5 Helvetica-Bold, then page + content per page.
  const pageIds = streams.map((_, i) => 6 + i * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${streams.length} >>`,
    `<< /Title (${pdfText(title)}) /Producer (Harborline Broker Hub) >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  streams.forEach((content, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
