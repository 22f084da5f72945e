// GET /v1/quotes/:id and GET /v1/quotes: every field of the contract, tenancy, pagination, filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { createTestApi, TEST_NOW, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

describe(`read quote requests (${backend})`, () => {
  let api: TestApi;
  const created: string[] = [];
  beforeAll(async () => {
    api = await createTestApi();
    for (let i = 0; i < 5; i++) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/v1/quotes',
        headers: api.agency.headers,
        payload: validCreateBody(
          {
            externalReference: i % 2 === 0 ? 'EVEN' : `ODD-${i}`,
            input: { businessName: i === 3 ? 'Pecan_Grove 100% Bakery' : 'Lone Star Smokehouse LLC' },
          },
          TEST_NOW,
        ),
      });
      created.push(res.json().data.quoteRequestId);
    }
  });
  afterAll(() => api.close());

  it('answers every field of the contract for a request', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: `/v1/quotes/${created[0]}`,
      headers: api.agency.headers,
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    for (const field of [
      'quoteRequestId',
      'externalReference',
      'businessName',
      'status',
      'linesRequested',
      'deepLink',
      'createdAt',
      'jobs',
      'skippedCarriers',
      'partialSkips',
      'results',
    ]) {
      expect(data, field).toHaveProperty(field);
    }
    expect(data.completedAt).toBeUndefined(); // present once the run has finished
    expect(data.awaitingActionCount).toBe(0);
    expect(data.jobs[0]).toEqual({
      jobId: expect.stringMatching(/^job_/),
      carrierId: expect.any(String),
      lineOfBusiness: expect.any(String),
      status: 'standby',
    });
  });

  it('answers 404 for another agency’s request and for ids that do not exist', async () => {
    const other = await api.addAgency();
    for (const url of [
      `/v1/quotes/${created[0]}`,
      '/v1/quotes/qr_00000000000000000000000000',
      '/v1/quotes/nope',
    ]) {
      const res = await api.app.inject({ method: 'GET', url, headers: other.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('lists newest first with a cursor', async () => {
    const page1 = await api.app.inject({
      method: 'GET',
      url: '/v1/quotes?limit=2',
      headers: api.agency.headers,
    });
    expect(page1.statusCode).toBe(200);
    const first = page1.json().data;
    expect(first.items.map((q: { quoteRequestId: string }) => q.quoteRequestId)).toEqual([
      created[4],
      created[3],
    ]);
    const page2 = await api.app.inject({
      method: 'GET',
      url: `/v1/quotes?limit=2&cursor=${first.nextCursor}`,
      headers: api.agency.headers,
    });
    expect(page2.json().data.items.map((q: { quoteRequestId: string }) => q.quoteRequestId)).toEqual([
      created[2],
      created[1],
    ]);
    const page3 = await api.app.inject({
      method: 'GET',
      url: `/v1/quotes?limit=2&cursor=${page2.json().data.nextCursor}`,
      headers: api.agency.headers,
    });
    expect(page3.json().data.items).toHaveLength(1);
    expect(page3.json().data.nextCursor).toBeNull();
  });

  it('filters by externalReference and status, and only shows the caller’s own', async () => {
    const even = await api.app.inject({
      method: 'GET',
      url: '/v1/quotes?externalReference=EVEN',
      headers: api.agency.headers,
    });
    expect(even.json().data.items).toHaveLength(3);
    const pending = await api.app.inject({
      method: 'GET',
      url: '/v1/quotes?status=pending',
      headers: api.agency.headers,
    });
    expect(pending.json().data.items).toHaveLength(5);
    const done = await api.app.inject({
      method: 'GET',
      url: '/v1/quotes?status=completed',
      headers: api.agency.headers,
    });
    expect(done.json().data.items).toHaveLength(0);
    const byName = async (q: string) =>
      (
        await api.app.inject({
          method: 'GET',
          url: `/v1/quotes?businessName=${encodeURIComponent(q)}`,
          headers: api.agency.headers,
        })
      ).json().data.items as { quoteRequestId: string; businessName: string }[];
    expect((await byName('SMOKEHOUSE')).map((q) => q.businessName)).toEqual(
      Array(4).fill('Lone Star Smokehouse LLC'),
    );
    expect((await byName('grove 100%')).map((q) => q.quoteRequestId)).toEqual([created[3]]);
    // LIKE wildcards typed by a person match themselves, not any text.
    expect(await byName('%')).toHaveLength(1);
    expect(await byName('smoke_ouse')).toHaveLength(0);
    expect(await byName('Pecan_')).toHaveLength(1);
    const other = await api.addAgency();
    const theirs = await api.app.inject({ method: 'GET', url: '/v1/quotes', headers: other.headers });
    expect(theirs.json().data.items).toHaveLength(0);
  });

  it('refuses bad list parameters with field errors', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: '/v1/quotes?limit=500&status=bogus&cursor=zzz',
      headers: api.agency.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.field_errors).sort()).toEqual([
      'querystring.limit',
      'querystring.status',
    ]);
  });
});
