// Managing webhooks over the API: register (secret once), list, get, update, delete, rotate; URL and
// event validation; scopes and tenancy; the OpenAPI document.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTypes } from '../../src/runs/events.ts';
import { createTestApi, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

describe(`webhook management (${backend})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ webhookAllowLoopback: false });
  });
  afterAll(() => api.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    agency = api.agency,
  ) => api.app.inject({ method, url, headers: agency.headers, ...(payload ? { payload } : {}) });
  const create = (payload: object, agency = api.agency) => call('POST', '/v1/webhooks', payload, agency);

  it('registers a webhook: 201 with id, status active and a whsec_ secret shown once', async () => {
    const res = await create({
      url: 'https://ams.example.com/hooks',
      events: ['job.completed', 'quote.completed'],
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: expect.stringMatching(/^wh_[0-9a-z]{26}$/),
      status: 'active',
      enabled: true,
      url: 'https://ams.example.com/hooks',
      events: ['job.completed', 'quote.completed'],
      disabledReason: null,
      consecutiveFailedDeliveries: 0,
    });
    expect(data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const read = await call('GET', `/v1/webhooks/${data.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.secret).toBeUndefined();
    expect(read.body).not.toContain(data.secret);
    const list = await call('GET', '/v1/webhooks');
    expect(list.json().data.items.map((w: { id: string }) => w.id)).toContain(data.id);
    expect(list.body).not.toContain(data.secret.slice(6));
  });

  it('reports every invalid field: URL rules, unknown or missing events', async () => {
    const res = await create({
      url: 'http://ams.example.com/hooks',
      events: ['job.completed', 'job.exploded'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.field_errors).toEqual({
      url: [
        'must use https (plain http is accepted only to loopback, when the service runs with WEBHOOK_ALLOW_LOOPBACK=true, in development)',
      ],
      'events[1]': [expect.stringContaining('job.completed')],
    });
    for (const [payload, field] of [
      [{ url: 'https://ams.example.com', events: [] }, 'events'],
      [{ url: 'https://ams.example.com' }, 'events'],
      [{ url: 'https://ams.example.com', events: ['job.completed', 'job.completed'] }, 'events'],
      [{ events: ['job.completed'] }, 'url'],
    ] as const) {
      const bad = await create(payload);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.field_errors)).toContain(field);
    }
    for (const [url, message] of [
      [
        'http://ams.example.com/hooks',
        'must use https (plain http is accepted only to loopback, when the service runs with WEBHOOK_ALLOW_LOOPBACK=true, in development)',
      ],
      [
        'http://127.0.0.1:9000/hooks',
        'must not point to a loopback address (accepted only when the service runs with WEBHOOK_ALLOW_LOOPBACK=true, in development)',
      ],
      ['https://10.1.2.3/hooks', 'must not point to a private address'],
      ['https://169.254.169.254/latest', 'must not point to a link-local address'],
      [
        'https://[::1]/hooks',
        'must not point to a loopback address (accepted only when the service runs with WEBHOOK_ALLOW_LOOPBACK=true, in development)',
      ],
      ['https://100.64.0.1/', 'must not point to a carrier-grade NAT address'],
      ['not a url', 'must be an absolute URL, for example https://ams.example.com/hooks/quoting'],
    ]) {
      const bad = await create({ url, events: ['job.completed'] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.field_errors.url).toContain(message);
    }
  });

  it('updates URL, events and enabled; refuses an empty or invalid update', async () => {
    const { id } = (await create({ url: 'https://a.example.com/h', events: ['job.completed'] })).json().data;
    const patch = (payload: object) => call('PATCH', `/v1/webhooks/${id}`, payload);
    const updated = await patch({ url: 'https://b.example.com/h', events: [...eventTypes] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ url: 'https://b.example.com/h', events: [...eventTypes] });
    const paused = (await patch({ enabled: false })).json().data;
    expect(paused).toMatchObject({
      status: 'disabled',
      enabled: false,
      disabledReason: 'Disabled by the partner',
    });
    expect((await patch({ enabled: true })).json().data).toMatchObject({
      status: 'active',
      disabledReason: null,
    });
    expect((await patch({})).statusCode).toBe(400);
    expect((await patch({ url: 'https://192.168.0.10/' })).json().error.field_errors.url).toEqual([
      'must not point to a private address',
    ]);
    expect((await patch({ secret: 'whsec_mine' })).statusCode).toBe(400);
  });

  it('rotates the secret: a new one, once, with the overlap the partner chose', async () => {
    const created = (await create({ url: 'https://r.example.com/h', events: ['quote.completed'] })).json()
      .data;
    const res = await call('POST', `/v1/webhooks/${created.id}/rotate-secret`, { overlapSeconds: 600 });
    expect(res.statusCode).toBe(200);
    const { secret, previousSecretExpiresAt } = res.json().data;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(created.secret);
    const overlap = Date.parse(previousSecretExpiresAt) - Date.now();
    expect(overlap).toBeGreaterThan(590_000);
    expect(overlap).toBeLessThanOrEqual(600_000);
    const read = await call('GET', `/v1/webhooks/${created.id}`);
    expect(read.body).not.toContain(secret);
    expect(read.json().data.previousSecretExpiresAt).toBe(previousSecretExpiresAt);
    // no body: the default overlap of 24 hours
    const again = (await call('POST', `/v1/webhooks/${created.id}/rotate-secret`)).json().data;
    expect(Date.parse(again.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(86_000_000);
    expect(
      (await call('POST', `/v1/webhooks/${created.id}/rotate-secret`, { overlapSeconds: -1 })).statusCode,
    ).toBe(400);
  });

  it('replays a create with the same Idempotency-Key instead of registering twice', async () => {
    const headers = { ...api.agency.headers, 'idempotency-key': 'wh-create-1' };
    const payload = { url: 'https://idem.example.com/h', events: ['job.completed'] };
    const first = await api.app.inject({ method: 'POST', url: '/v1/webhooks', headers, payload });
    const second = await api.app.inject({ method: 'POST', url: '/v1/webhooks', headers, payload });
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().data.id).toBe(first.json().data.id);
    // The secret was shown once; the stored replay never holds it.
    const secret: string = first.json().data.secret;
    expect(secret).toMatch(/^whsec_/);
    expect(second.json().data.secret).toBeUndefined();
    expect(second.body).not.toContain(secret);
    const stored = await api.db.query('SELECT response_body FROM idempotency_keys');
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('replays a rotation without the new secret, and stores no secret', async () => {
    const created = (
      await create({ url: 'https://idem-rot.example.com/h', events: ['job.completed'] })
    ).json().data;
    const headers = { ...api.agency.headers, 'idempotency-key': 'wh-rotate-1' };
    const url = `/v1/webhooks/${created.id}/rotate-secret`;
    const first = await api.app.inject({ method: 'POST', url, headers, payload: {} });
    const second = await api.app.inject({ method: 'POST', url, headers, payload: {} });
    expect(first.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const secret: string = first.json().data.secret;
    expect(second.json().data.secret).toBeUndefined();
    const stored = await api.db.query('SELECT response_body FROM idempotency_keys');
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('deletes a webhook; it is gone afterwards', async () => {
    const { id } = (await create({ url: 'https://d.example.com/h', events: ['job.completed'] })).json().data;
    const res = await call('DELETE', `/v1/webhooks/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id, deleted: true });
    expect((await call('GET', `/v1/webhooks/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/webhooks/${id}`)).statusCode).toBe(404);
  });

  it('keeps agencies apart and enforces the webhooks scopes', async () => {
    const { id } = (await create({ url: 'https://t.example.com/h', events: ['job.completed'] })).json().data;
    const other = await api.addAgency({ credentials: false });
    for (const [method, url, payload] of [
      ['GET', `/v1/webhooks/${id}`],
      ['PATCH', `/v1/webhooks/${id}`, { enabled: false }],
      ['DELETE', `/v1/webhooks/${id}`],
      ['POST', `/v1/webhooks/${id}/rotate-secret`, {}],
      ['POST', `/v1/webhooks/${id}/test`],
      ['GET', `/v1/webhooks/${id}/deliveries`],
    ] as const) {
      const res = await call(method, url, payload, other);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await call('GET', '/v1/webhooks', undefined, other)).json().data.items).toEqual([]);

    const reader = await api.addAgency({ scopes: ['webhooks:read'], credentials: false });
    expect((await call('GET', '/v1/webhooks', undefined, reader)).statusCode).toBe(200);
    const denied = await create({ url: 'https://x.example.com/h', events: ['job.completed'] }, reader);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe('This API key lacks the webhooks:write scope');
    const noRead = await api.addAgency({ scopes: ['quotes:read'], credentials: false });
    expect((await call('GET', '/v1/webhooks', undefined, noRead)).statusCode).toBe(403);
  });

  it('caps webhooks per agency', async () => {
    const agency = await api.addAgency({ credentials: false });
    for (let i = 0; i < 25; i++) {
      expect(
        (await create({ url: `https://cap.example.com/${i}`, events: ['job.completed'] }, agency)).statusCode,
      ).toBe(201);
    }
    const over = await create({ url: 'https://cap.example.com/26', events: ['job.completed'] }, agency);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('INVALID_STATE');
  });

  it('documents every webhook operation in a valid OpenAPI document', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    const doc = res.json();
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/v1/webhooks'))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(operations).toEqual([
      'DELETE /v1/webhooks/{id}',
      'GET /v1/webhooks',
      'GET /v1/webhooks/{id}',
      'GET /v1/webhooks/{id}/deliveries',
      'GET /v1/webhooks/{id}/deliveries/{deliveryId}',
      'PATCH /v1/webhooks/{id}',
      'POST /v1/webhooks',
      'POST /v1/webhooks/{id}/deliveries/{deliveryId}/redeliver',
      'POST /v1/webhooks/{id}/rotate-secret',
      'POST /v1/webhooks/{id}/test',
    ]);
    const result = await new Validator().validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });
});
