// Property-based fuzz of POST /v1/quotes over HTTP: thousands of malformed bodies, never a 5xx, and
// every invalid field planted is named in field_errors.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malformedBodyArb } from '../fixtures/malformed.ts';
import { createTestApi, TEST_NOW, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

describe(`create fuzz (${backend})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('answers 2,000 malformed bodies with 400 naming every planted field', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(malformedBodyArb(TEST_NOW), async ({ body, plantedPaths }) => {
        runs += 1;
        const res = await api.app.inject({
          method: 'POST',
          url: '/v1/quotes',
          headers: { ...api.agency.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(res.statusCode).toBe(400);
        const { success, error } = res.json();
        expect(success).toBe(false);
        expect(error.code).toBe('VALIDATION_ERROR');
        for (const path of plantedPaths) expect(Object.keys(error.field_errors)).toContain(path);
      }),
      { numRuns: 2000 },
    );
    expect(runs).toBeGreaterThanOrEqual(2000);
    const [row] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM quote_requests');
    expect(row!.n).toBe(0);
  }, 300_000);

  it('never answers 5xx to arbitrary JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (value) => {
        const res = await api.app.inject({
          method: 'POST',
          url: '/v1/quotes',
          headers: { ...api.agency.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(value),
        });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json().success).toBe(false);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
