import { describe, expect, it } from 'vitest';
import { withCoverage } from '../domain/coverage.ts';
import { comparisonCsv } from './comparison-csv.ts';
import type { ResultViewT } from './schemas/views.ts';

const result = (over: Partial<ResultViewT>): ResultViewT => ({
  jobId: 'job_a',
  carrierId: 'summit-mutual',
  lineOfBusiness: 'gl',
  quoteNumber: 'Q-1',
  annualPremium: 1234.5,
  quoteType: 'bindable',
  ...over,
});

const rowsOf = (csv: string) =>
  csv
    .trim()
    .split('\r\n')
    .map((row) => row.slice(1, -1).split('","'));

describe('comparison CSV', () => {
  it('puts the cheapest quote first per line and defuses spreadsheet formulas', () => {
    const csv = comparisonCsv([
      result({ jobId: 'b', annualPremium: 900, carrierId: '=HYPERLINK("x")' }),
      result({ jobId: 'a', annualPremium: 1200 }),
    ]);
    const rows = csv.trim().split('\r\n');
    expect(rows[0]).toMatch(/^"line","carrier","annualPremium"/);
    expect(rows[1]).toMatch(/^"gl","'=HYPERLINK\(""x""\)","900","bindable",/);
    expect(rows[2]).toContain('"1200"');
  });

  it('writes the terms as plain numbers per column, whatever each carrier wrote, its words beside', () => {
    const gl = (carrierId: string, limits: string, deductible: string) =>
      result({ carrierId, ...withCoverage('gl', { asQuoted: { limits, deductible } }) });
    const wc = withCoverage('wc', { asQuoted: { limits: '$500,000 / $500,000 / $500,000' } });
    const cyber = withCoverage('cyber', { asQuoted: { limits: '$1,000,000', retention: '$5,000' } });
    const [header, ...rows] = rowsOf(
      comparisonCsv([
        gl('summit-mutual', '1,000,000/2,000,000', 'None'),
        gl('harborline', '$1,000,000 / $2,000,000', 'None property damage'),
        result({ carrierId: 'pioneer-casualty', lineOfBusiness: 'wc', ...wc }),
        result({ carrierId: 'bluebonnet', lineOfBusiness: 'cyber', ...cyber }),
        gl('cascade-commercial', 'Ask your underwriter', 'N/A'),
      ]),
    );
    const column = (row: string[] | undefined, name: string) => row?.[header!.indexOf(name)];
    const byCarrier = (id: string) => rows.find((r) => column(r, 'carrier') === id);
    for (const id of ['summit-mutual', 'harborline']) {
      expect(column(byCarrier(id), 'limit_per_occurrence')).toBe('1000000');
      expect(column(byCarrier(id), 'limit_aggregate')).toBe('2000000');
      expect(column(byCarrier(id), 'deductible')).toBe('0');
      expect(column(byCarrier(id), 'retention')).toBe('');
    }
    expect(column(byCarrier('harborline'), 'limits_as_quoted')).toBe('$1,000,000 / $2,000,000');
    expect(column(byCarrier('pioneer-casualty'), 'limit_each_accident')).toBe('500000');
    expect(column(byCarrier('pioneer-casualty'), 'limit_disease_policy')).toBe('500000');
    expect(column(byCarrier('pioneer-casualty'), 'limit_disease_each_employee')).toBe('500000');
    expect(column(byCarrier('bluebonnet'), 'limit_aggregate')).toBe('1000000');
    expect(column(byCarrier('bluebonnet'), 'retention')).toBe('5000');
    // Words that are no amounts give empty number cells, never a guess; the words are kept.
    const unread = byCarrier('cascade-commercial');
    expect([column(unread, 'limit_per_occurrence'), column(unread, 'deductible')]).toEqual(['', '']);
    expect(column(unread, 'limits_as_quoted')).toBe('Ask your underwriter');
  });
});
