import { describe, expect, it } from 'vitest';
import { buildPdf } from './letter.ts';

describe('buildPdf', () => {
  const pdf = buildPdf(
    [
      { text: 'Pioneer Casualty Group', bold: true, size: 16 },
      { text: 'Total (annual) premium: $1,234 \\ — net' },
    ],
    'Quote PCQ-BOP-0000001',
  );
  const text = pdf.toString('latin1');

  it('writes a cross-reference table whose offsets point at each object', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(7);
    entries.forEach((offset, i) => {
      expect(text.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true);
    });
  });

  it('declares the content stream length in bytes and escapes PDF string delimiters', () => {
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text);
    expect(Number(match?.[1])).toBe(Buffer.byteLength(match?.[2] ?? '', 'latin1'));
    expect(text).toContain('(Total \\(annual\\) premium: $1,234 \\\\ - net) Tj');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  });
});
