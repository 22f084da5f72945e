import { describe, expect, it } from 'vitest';
import { buildProposal, comparisonCsv } from './build-proposal.ts';
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

describe('comparison CSV and proposal', () => {
  it('puts the cheapest quote first per line and defuses spreadsheet formulas', () => {
    const csv = comparisonCsv([
      result({ jobId: 'b', annualPremium: 900, carrierId: '=HYPERLINK("x")' }),
      result({ jobId: 'a', annualPremium: 1200 }),
    ]);
    const rows = csv.trim().split('\r\n');
    expect(rows[0]).toMatch(/^"line","carrier","annualPremium"/);
    expect(rows[1]).toBe(`"gl","'=HYPERLINK(""x"")","900","bindable","","","Q-1",""`);
    expect(rows[2]).toContain('"1200"');
  });

  it('refuses a job that is not one of the quoted jobs, and an empty choice', async () => {
    const base = { agencyName: 'A', clientName: 'C', reference: 'R', lineNames: {}, now: new Date() };
    await expect(
      buildProposal({ ...base, results: [result({})], jobIds: ['job_other'] }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    await expect(buildProposal({ ...base, results: [result({})], jobIds: [] })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    const pdf = await buildProposal({ ...base, results: [result({})], jobIds: ['job_a'] });
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  });
});
