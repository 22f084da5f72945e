import { describe, expect, it } from 'vitest';
import { buildPdf } from './pdf.ts';

describe('buildPdf', () => {
  it('writes a PDF 1.4 whose xref offsets point at each object', () => {
    const lines = Array.from({ length: 80 }, (_, i) => ({ text: `Line ${i} (with parens) — and a dash` }));
    const pdf = buildPdf(lines, 'Test').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    const xrefAt = Number(pdf.match(/startxref\n(\d+)\n%%EOF/)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => {
      expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    expect(pdf).toContain('/Count 2');
    expect(pdf).toContain('(Line 0 \\(with parens\\) - and a dash) Tj');
  });
});
