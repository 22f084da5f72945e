// The SDK against the real API over HTTP (embedded store): typed errors for 400, 401, 404, 409, 422 and
// 429, idempotency keys, list iteration across pages, carriers.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  ConflictError,
  createClient,
  IdempotencyError,
  NotFoundError,
  type QuotingClient,
  RateLimitError,
  ValidationError,
} from '../../sdk/src/index.ts';
import { denverGlStore, validCreateBody } from '../fixtures/quote-request.ts';
import { createTestApi, TEST_NOW, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

async function listen(api: TestApi) {
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
}

describe(`SDK against the API (${backend})`, () => {
  let api: TestApi;
  let baseUrl: string;
  let client: QuotingClient;
  beforeAll(async () => {
    api = await createTestApi();
    baseUrl = await listen(api);
    client = createClient({ baseUrl, apiKey: api.agency.apiKey, retryBaseMs: 10 });
  });
  afterAll(() => api.close());

  const body = (ref: string) => validCreateBody({ externalReference: ref }, TEST_NOW) as never;

  it('creates with an automatic Idempotency-Key, and replays with an explicit one', async () => {
    const a = await client.quotes.create(body('SDK-1'));
    const b = await client.quotes.create(body('SDK-1'));
    expect(a.quoteRequestId).not.toBe(b.quoteRequestId);
    const c = await client.quotes.create(body('SDK-2'), { idempotencyKey: 'sdk-2-attempt-1' });
    const d = await client.quotes.create(body('SDK-2'), { idempotencyKey: 'sdk-2-attempt-1' });
    expect(d.quoteRequestId).toBe(c.quoteRequestId);
    expect((await client.quotes.get(c.quoteRequestId)).externalReference).toBe('SDK-2');
  });

  it('throws a ValidationError with field_errors on 400', async () => {
    const bad = validCreateBody({ input: { zipCode: '7870' } }, TEST_NOW) as never;
    const err = await client.quotes.create(bad).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect(err).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(Object.keys((err as ValidationError).field_errors)).toContain('input.zipCode');
  });

  it('throws an AuthenticationError on 401', async () => {
    const stranger = createClient({ baseUrl, apiKey: 'sk_live_not_a_key' });
    const err = await stranger.carriers.list().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuthenticationError);
    expect(err).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('throws a NotFoundError on 404', async () => {
    const err = await client.quotes.get('qr_01jd4v7m3sfd0b7n5w8kq2x9yz').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NotFoundError);
    expect(err).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('throws a ConflictError on 409', async () => {
    const quote = await client.quotes.create(body('SDK-409'));
    const job = quote.jobs[0]!;
    const err = await client.quotes
      .resolve(quote.quoteRequestId, job.jobId, { code: '123456' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConflictError);
    expect(err).toMatchObject({ status: 409, code: 'INVALID_STATE' });
  });

  it('throws an IdempotencyError on 422 (same key, different body)', async () => {
    await client.quotes.create(body('SDK-422-A'), { idempotencyKey: 'sdk-422' });
    const err = await client.quotes
      .create(body('SDK-422-B'), { idempotencyKey: 'sdk-422' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(IdempotencyError);
    expect(err).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('iterates every quote request across pages', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await client.quotes.create(body(`PAGE-${i}`))).quoteRequestId);
    const firstPage = await client.quotes.list({ limit: 2 });
    expect(firstPage.items).toHaveLength(2);
    expect(firstPage.nextCursor).toBeTruthy();
    const seen: string[] = [];
    for await (const quote of client.quotes.iterate({ limit: 2 })) seen.push(quote.quoteRequestId);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of ids) expect(seen).toContain(id);
    const all = (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM quote_requests'))[0]!.n;
    expect(seen).toHaveLength(all);
  });

  it('asks what the chosen carriers will need of a partial body, and names a bad value', async () => {
    const store = denverGlStore('Champa Outfitters LLC', 'SDK-REQ');
    const needs = await client.quotes.requirements(store as never);
    expect(needs.jobs).toEqual([
      { carrierId: 'larkspur-mutual', line: 'gl', dispatched: true, questionsListed: true },
    ]);
    const open = needs.sections.flatMap((s) => s.questions).filter((q) => !q.given);
    expect(open.map((q) => q.id)).toEqual(['history.lossesPast3Years', 'history.priorCancellation']);
    expect(needs.complete).toBe(false);
    const err = await client.quotes
      .requirements({ linesRequested: ['gl'], carrierIds: ['larkspur-mutual'], input: { zipCode: '802' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect(Object.keys((err as ValidationError).field_errors)).toEqual(['input.zipCode']);
  });

  it('lists carriers with their appetite', async () => {
    const carriers = await client.carriers.list();
    expect(carriers.map((c) => c.carrierId)).toContain('summit-mutual');
  });
});

describe(`SDK on a rate-limited API (${backend})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ rateLimitPerMinute: 2 });
  });
  afterAll(() => api.close());

  it('throws a RateLimitError with Retry-After on 429 when retries are off', async () => {
    const client = createClient({ baseUrl: await listen(api), apiKey: api.agency.apiKey, maxRetries: 0 });
    await client.carriers.list();
    await client.carriers.list();
    const err = await client.carriers.list().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect((err as RateLimitError).retryAfterSeconds).toBeGreaterThan(0);
  });
});
