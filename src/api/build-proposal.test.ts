import { describe, expect, it } from 'vitest';
import { buildProposal } from './build-proposal.ts';
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

describe('proposal', () => {
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
