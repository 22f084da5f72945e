// The reference's create example (the served document's `createQuoteRequest` body) is what the guides
// call it: a complete, valid body. Sent as it is, it creates a request with a job for every carrier and
// line it names that the carrier offers, no warning and no carrier skipped ( it once drew a warning for a GL class one of
// its carriers does not write).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

type Created = {
  jobs: { carrierId: string; lineOfBusiness: string }[];
  warnings: unknown[];
  skippedCarriers: unknown[];
  partialSkips: { skippedLines: { reason: string }[] }[];
};

describe(`the reference's create example (${backend})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('creates with a job for each carrier it names, no warnings and no carrier skipped', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const example = doc.paths['/v1/quotes'].post.requestBody.content['application/json'].example as {
      carrierIds: string[];
      linesRequested: string[];
    };
    expect(example.carrierIds.length).toBeGreaterThan(1);
    const res = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: api.agency.headers,
      payload: example,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data as Created;
    expect(created.warnings).toEqual([]);
    expect(created.skippedCarriers).toEqual([]);
    // A line a named carrier does not offer at all is the only partial skip (Bluebonnet writes no GL).
    for (const skip of created.partialSkips)
      for (const line of skip.skippedLines) expect(line.reason).toMatch(/does not offer/);
    expect(new Set(created.jobs.map((j) => j.carrierId))).toEqual(new Set(example.carrierIds));
    expect(new Set(created.jobs.map((j) => j.lineOfBusiness))).toEqual(new Set(example.linesRequested));
  });
});
