// Every answer is enveloped, errors included: 404, bad JSON, wrong content type, too large, 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

describe(`envelope and errors (${backend})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({
      extend: (app) => {
        app.get('/v1/boom', { config: { scope: 'quotes:read' } }, async () => {
          throw new Error('secret internal detail at /srv/app.ts:12');
        });
      },
    });
  });
  afterAll(() => api.close());

  it('answers an unknown route with a 404 envelope', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/v1/nope', headers: api.agency.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'No route GET /v1/nope' },
    });
  });

  it('answers malformed JSON with INVALID_JSON', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: { ...api.agency.headers, 'content-type': 'application/json' },
      payload: '{"externalReference": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_JSON');
    expect(res.json().success).toBe(false);
  });

  it.each([
    ['__proto__', '{"input": {"__proto__": {"polluted": true}}}'],
    ['constructor.prototype', '{"constructor": {"prototype": {"polluted": true}}}'],
  ])('refuses a %s key as INVALID_JSON before validation', async (_key, payload) => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: { ...api.agency.headers, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_JSON');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['application/xml', '<quote/>'],
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'a=b'],
  ])('refuses %s with 415 naming JSON', async (type, payload) => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: { ...api.agency.headers, 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(res.json().error.message).toMatch(/JSON/);
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: { ...api.agency.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an internal error with a request id and no details', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/v1/boom', headers: api.agency.headers });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.error.code).toBe('INTERNAL_ERROR');
    expect(body.error.requestId).toBe(res.headers['x-request-id']);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('.ts');
  });

  it('serves health and readiness without a key', async () => {
    const live = await api.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.json()).toEqual({ success: true, data: { status: 'ok' } });
    const ready = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.status).toBe('ready');
  });
});
