// The hand-written PDF must be structurally valid: every xref offset points at its object.
import { describe, expect, it } from 'vitest';
import { buildPdf } from './letter.ts';

describe('buildPdf', () => {
  it('writes a PDF 1.4 whose cross-reference table matches its objects', () => {
    const pdf = buildPdf([
      { text: 'Quote (draft) \\ 50% — net', bold: true },
      { text: 'x '.repeat(80) },
    ]).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, index) => {
      expect(pdf.startsWith(`${index + 1} 0 obj\n`, offset)).toBe(true);
    });
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(pdf)?.[1]);
    const start = pdf.indexOf('stream\n') + 'stream\n'.length;
    expect(pdf.slice(start + length, start + length + 10)).toBe('\nendstream');
    expect(pdf).toContain('(Quote \\(draft\\) \\\\ 50% - net) Tj');
  });
});
