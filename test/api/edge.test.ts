// The edge: failed authentication limited per address before the key lookup, deep nesting
// refused before any recursion, field_errors bounded, /metrics behind its token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { createTestApi, TEST_NOW, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

const METRICS_TOKEN = 'm'.repeat(16) + 'e'.repeat(16) + 't'.repeat(8);

describe(`the edge (${backend})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({
      config: { authFailuresPerMinute: 30, metricsToken: METRICS_TOKEN },
      now: () => TEST_NOW,
    });
  });
  afterAll(() => api.close());

  it('answers 429 with Retry-After to an address guessing keys, long before 1,000 tries', async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 1000; i += 1) {
      const res = await api.app.inject({
        method: 'GET',
        url: '/v1/carriers',
        remoteAddress: '203.0.113.9',
        headers: { authorization: `Bearer qk_wrong_${i.toString().padStart(40, '0')}` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) retryAfter ??= res.headers['retry-after'] as string;
    }
    const first429 = statuses.indexOf(429);
    expect(first429).toBeGreaterThan(0);
    expect(first429).toBeLessThanOrEqual(30);
    expect(statuses.slice(first429).every((s) => s === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);

    // Another address with a good key is not affected.
    const good = await api.app.inject({
      method: 'GET',
      url: '/v1/carriers',
      remoteAddress: '198.51.100.7',
      headers: api.agency.headers,
    });
    expect(good.statusCode).toBe(200);
    // The blocked address is refused even with a good key until the window ends: no lookup at all.
    const blocked = await api.app.inject({
      method: 'GET',
      url: '/v1/carriers',
      remoteAddress: '203.0.113.9',
      headers: api.agency.headers,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
  });

  it('refuses JSON nested 10,000 deep with 400 (no stack overflow)', async () => {
    const depth = 10_000;
    const payload = `{"externalReference":"DEEP","input":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const res = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: { ...api.agency.headers, 'content-type': 'application/json', 'idempotency-key': 'deep-1' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_JSON');
    expect(res.json().error.message).toMatch(/nests deeper/);
  });

  it('still accepts a normal body, and refuses __proto__ as before', async () => {
    const ok = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: api.agency.headers,
      payload: validCreateBody({ externalReference: 'EDGE-OK' }, TEST_NOW),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const proto = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: { ...api.agency.headers, 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1}}',
    });
    expect(proto.statusCode).toBe(400);
  });

  async function postKeys(count: number) {
    const body: Record<string, unknown> = validCreateBody({ externalReference: `KEYS-${count}` }, TEST_NOW);
    for (let i = 0; i < count; i += 1) body[`k${i}`] = 1;
    const payload = JSON.stringify(body);
    expect(payload.length).toBeLessThan(1024 * 1024);
    return api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: { ...api.agency.headers, 'content-type': 'application/json' },
      payload,
    });
  }

  it('answers 60,000 unknown keys with a bounded answer, refused before validation walks them', async () => {
    const res = await postKeys(60_000);
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(1024);
    const error = res.json().error;
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(error.field_errors)).toEqual(['body']);
    expect(error.field_errors.body[0]).toMatch(/^has 600\d\d members; at most 1000 are accepted$/);
  });

  it('caps field_errors at 50 fields when many unknown keys pass the width check', async () => {
    const res = await postKeys(900);
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(16 * 1024);
    const error = res.json().error;
    expect(Object.keys(error.field_errors)).toHaveLength(50);
    expect(error.message).toBe('900 fields are invalid; the first 50 are listed');
  });

  it('answers /metrics 401 without the token or with a wrong one, 200 with it', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await api.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${'x'.repeat(40)}` },
    });
    expect(wrong.statusCode).toBe(401);
    const ok = await api.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('quoting_jobs');
  });
});
