// A result as the API answers it and the job.completed event sends it: `coverage` holds the terms as
// numbers read from the carrier's words (`coverage.asQuoted`), the same whatever the dialect; a result
// stored before the words were kept is read from its v1 strings; words that are no amounts give no
// number. The deprecated v1 strings stay, and the stored words are not repeated at the top level.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeJob } from '../../src/runs/complete-job.ts';
import { createTestApi, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';
import { seedRequest } from '../helpers/runs.ts';

const stored = (premium: number, terms: Record<string, unknown>) => ({
  quoteNumber: `Q-${premium}`,
  annualPremium: premium,
  quoteType: 'bindable' as const,
  ...terms,
});

const JOBS = [
  {
    carrierId: 'summit-mutual',
    result: stored(1800, {
      limits: '1,000,000/2,000,000',
      deductible: 'None',
      asQuoted: { limits: '1,000,000/2,000,000', deductible: 'None' },
    }),
  },
  {
    carrierId: 'ironclad-specialty',
    result: stored(1700, {
      limits: '1000000/2000000',
      deductible: '0',
      asQuoted: { limits: 'Each occurrence: $1,000,000 / General aggregate: $2,000,000', deductible: 'None' },
    }),
  },
  // Stored before the carrier's words were kept: read from the v1 strings.
  { carrierId: 'harborline', result: stored(1900, { limits: '1000000/2000000', deductible: '0' }) },
  {
    carrierId: 'pioneer-casualty',
    result: stored(2000, { limits: 'See schedule', asQuoted: { limits: 'See schedule', deductible: 'N/A' } }),
  },
];

type Result = {
  carrierId: string;
  limits?: string;
  deductible?: string;
  asQuoted?: unknown;
  coverage?: {
    limits: Record<string, number> | null;
    deductible: number | null;
    retention: number | null;
    asQuoted: Record<string, string>;
  };
};

describe(`results in one shape (${backend})`, () => {
  let api: TestApi;
  let requestId: string;
  beforeAll(async () => {
    api = await createTestApi();
    const seeded = await seedRequest(api.db, {
      agencyId: api.agency.agencyId,
      status: 'in_progress',
      jobs: JOBS.map((j) => ({ carrierId: j.carrierId, line: 'gl' as const, status: 'running' as const })),
    });
    requestId = seeded.requestId;
    for (const [i, job] of JOBS.entries())
      await api.db.transaction((tx) =>
        completeJob(tx, seeded.jobIds[i]!, requestId, { status: 'success', result: job.result }),
      );
  });
  afterAll(() => api.close());

  const get = async (url: string) => {
    const res = await api.app.inject({ method: 'GET', url, headers: api.agency.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('answers the same numbers for every dialect, the words beside, and no number for words that are none', async () => {
    const { results } = (await get(`/v1/quotes/${requestId}/results`)) as { results: Result[] };
    const of = (carrierId: string) => results.find((r) => r.carrierId === carrierId)!;
    const pair = { perOccurrence: 1_000_000, aggregate: 2_000_000 };
    for (const carrierId of ['summit-mutual', 'ironclad-specialty', 'harborline']) {
      expect(of(carrierId).coverage, carrierId).toMatchObject({
        limits: pair,
        deductible: 0,
        retention: null,
      });
      expect(of(carrierId)).not.toHaveProperty('asQuoted');
    }
    expect(of('ironclad-specialty').coverage!.asQuoted).toEqual({
      limits: 'Each occurrence: $1,000,000 / General aggregate: $2,000,000',
      deductible: 'None',
    });
    expect(of('harborline').coverage!.asQuoted).toEqual({ limits: '1000000/2000000', deductible: '0' });
    // The deprecated v1 strings are still answered as they were stored.
    expect(of('summit-mutual')).toMatchObject({ limits: '1,000,000/2,000,000', deductible: 'None' });
    expect(of('pioneer-casualty').coverage).toEqual({
      limits: null,
      deductible: null,
      retention: null,
      asQuoted: { limits: 'See schedule', deductible: 'N/A' },
    });

    const request = (await get(`/v1/quotes/${requestId}`)) as { results: Result[] };
    expect(request.results.map((r) => r.coverage)).toEqual(results.map((r) => r.coverage));
  });

  it('sends the same coverage in job.completed, without the stored words at the top level', async () => {
    const { events } = (await get(`/v1/quotes/${requestId}/events`)) as {
      events: { type: string; payload: { carrierId: string; result: Result } }[];
    };
    const completed = events.filter((e) => e.type === 'job.completed');
    expect(completed).toHaveLength(JOBS.length);
    const ironclad = completed.find((e) => e.payload.carrierId === 'ironclad-specialty')!.payload.result;
    expect(ironclad.coverage).toMatchObject({
      limits: { perOccurrence: 1_000_000, aggregate: 2_000_000 },
      deductible: 0,
      retention: null,
    });
    expect(ironclad).not.toHaveProperty('asQuoted');
  });
});
