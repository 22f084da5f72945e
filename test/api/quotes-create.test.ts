// POST /v1/quotes: the contract's create, with appetite, client records and idempotency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countClients } from '../../src/store/quote-requests.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { createTestApi, TEST_NOW, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

const allCarriers = ['summit-mutual', 'harborline', 'pioneer-casualty', 'ironclad-specialty', 'bluebonnet'];

describe(`create quote request (${backend})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  const post = (payload: unknown, headers: Record<string, string> = {}, agency = api.agency) =>
    api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: { ...agency.headers, ...headers },
      payload: payload as object,
    });

  it('creates a pending request with one standby job per dispatchable carrier and line, and the skips', async () => {
    const body = validCreateBody({ carrierIds: allCarriers, externalReference: 'AMS-1' }, TEST_NOW);
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.quoteRequestId).toMatch(/^qr_[0-9a-z]{26}$/);
    expect(data).toMatchObject({
      externalReference: 'AMS-1',
      status: 'pending',
      linesRequested: ['bop', 'gl', 'wc'],
    });
    expect(data.deepLink).toBe(`https://quotes.example.test/app/quotes/${data.quoteRequestId}`);
    expect(new Date(data.createdAt).toISOString()).toBe(data.createdAt);
    const pairs = data.jobs.map(
      (j: { carrierId: string; lineOfBusiness: string }) => `${j.carrierId}:${j.lineOfBusiness}`,
    );
    // A restaurant in TX: Summit writes BOP and GL; Harborline GL and WC; Bluebonnet BOP.
    expect(pairs.sort()).toEqual([
      'bluebonnet:bop',
      'harborline:gl',
      'harborline:wc',
      'summit-mutual:bop',
      'summit-mutual:gl',
    ]);
    for (const job of data.jobs) {
      expect(job.jobId).toMatch(/^job_/);
      expect(job.status).toBe('standby');
    }
    expect(data.skippedCarriers.map((s: { carrierId: string }) => s.carrierId).sort()).toEqual([
      'ironclad-specialty',
      'pioneer-casualty',
    ]);
    expect(data.partialSkips).toContainEqual({
      carrierId: 'summit-mutual',
      skippedLines: [{ line: 'wc', reason: 'Summit Mutual Insurance does not offer WC' }],
    });
    expect(data.results).toEqual([]);
  });

  it('never dispatches WC in a monopolistic state-fund state, and says why', async () => {
    const body = validCreateBody(
      {
        carrierIds: ['harborline'],
        linesRequested: ['wc'],
        input: { state: 'OH', city: 'Columbus', zipCode: '43215' },
        workersComp: { classCodes: [{ state: 'OH', classCode: '9082', payroll: 860_000, employees: 28 }] },
        businessOwners: undefined,
        generalLiability: undefined,
      },
      TEST_NOW,
    );
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.jobs).toEqual([]);
    expect(res.json().data.skippedCarriers).toEqual([
      {
        carrierId: 'harborline',
        reasons: [{ line: 'wc', reason: 'Does not write WC in OH: monopolistic state fund' }],
      },
    ]);
  });

  it('skips a carrier without a configured login, with its own reason', async () => {
    const bare = await api.addAgency({ credentials: false });
    const res = await post(validCreateBody({ carrierIds: ['summit-mutual'] }, TEST_NOW), {}, bare);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.skippedCarriers[0].reasons[0].reason).toBe(
      'No Summit Mutual Insurance portal login is configured for this agency',
    );
  });

  it('reports every failing field at once, by path, with the contract wording', async () => {
    const body = validCreateBody({ carrierIds: ['summit-mutual', 'nobody-mutual'] }, TEST_NOW);
    body.input.zipCode = '1234';
    body.input.contactPhone = '555-0142';
    (body.input as Record<string, unknown>).annualRevenue = 'lots';
    body.workersComp!.classCodes[0]!.payroll = -5;
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(error.field_errors).sort()).toEqual(
      [
        'carrierIds[1]',
        'input.annualRevenue',
        'input.contactPhone',
        'input.zipCode',
        'workersComp.classCodes[0].payroll',
      ].sort(),
    );
    expect(error.field_errors['input.contactPhone'].join(' ')).toMatch(/phone must be 10 digits/);
    expect(error.field_errors['input.zipCode'].join(' ')).toMatch(/a valid ZIP code is required/);
    expect(error.field_errors['carrierIds[1]']).toEqual([
      'unknown carrier "nobody-mutual"; GET /v1/carriers lists them',
    ]);
  });

  it('checks the ZIP against the state', async () => {
    const res = await post(validCreateBody({ input: { zipCode: '10001' } }, TEST_NOW));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.field_errors)).toContain('input.zipCode');
  });

  it('creates or matches the client record by source and reference', async () => {
    const agency = await api.addAgency();
    const body = validCreateBody({ externalReference: 'CRM-77' }, TEST_NOW);
    expect((await post(body, {}, agency)).statusCode).toBe(201);
    expect((await post(body, {}, agency)).statusCode).toBe(201);
    expect(await countClients(api.db, agency.agencyId)).toBe(1);
    expect((await post({ ...body, externalSource: 'other-crm' }, {}, agency)).statusCode).toBe(201);
    expect(await countClients(api.db, agency.agencyId)).toBe(2);
  });
});

describe(`idempotency (${backend})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  const post = (payload: unknown, key?: string, agency = api.agency) =>
    api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: { ...agency.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: payload as object,
    });

  it('replays the original status and body for the same key and body', async () => {
    const body = validCreateBody({ externalReference: 'IDEM-1' }, TEST_NOW);
    const first = await post(body, 'IDEM-1-attempt-1');
    const second = await post(body, 'IDEM-1-attempt-1');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
  });

  it('refuses the same key with another body (422) and scopes keys per agency', async () => {
    const body = validCreateBody({ externalReference: 'IDEM-2' }, TEST_NOW);
    expect((await post(body, 'k-2')).statusCode).toBe(201);
    const other = await post({ ...body, externalReference: 'IDEM-2b' }, 'k-2');
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const agency = await api.addAgency();
    expect((await post(body, 'k-2', agency)).statusCode).toBe(201);
  });

  it('does not store validation failures, so a corrected retry may reuse the key', async () => {
    const bad = validCreateBody({ externalReference: 'IDEM-3', input: { zipCode: 'nope' } }, TEST_NOW);
    expect((await post(bad, 'k-3')).statusCode).toBe(400);
    const good = validCreateBody({ externalReference: 'IDEM-3' }, TEST_NOW);
    expect((await post(good, 'k-3')).statusCode).toBe(201);
  });

  it('refuses keys over 255 characters', async () => {
    const res = await post(validCreateBody({}, TEST_NOW), 'x'.repeat(256));
    expect(res.statusCode).toBe(400);
  });

  it('makes one request, one client record and one set of jobs from fifty concurrent identical creates', async () => {
    const agency = await api.addAgency();
    const body = validCreateBody({ externalReference: 'RACE-1', carrierIds: allCarriers }, TEST_NOW);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(body, 'RACE-1-attempt-1', agency)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      statuses.join(','),
    ).toBe(true);
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    const ids = new Set(created.map((a) => a.json().data.quoteRequestId));
    expect(ids.size).toBe(1);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().error.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    }
    const [requests] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM quote_requests WHERE agency_id = $1',
      [agency.agencyId],
    );
    expect(requests!.n).toBe(1);
    expect(await countClients(api.db, agency.agencyId)).toBe(1);
    const [jobs] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM jobs WHERE agency_id = $1',
      [agency.agencyId],
    );
    expect(jobs!.n).toBe(created[0]!.json().data.jobs.length);
    // A replay afterwards answers the same request.
    const replay = await post(body, 'RACE-1-attempt-1', agency);
    expect(replay.json().data.quoteRequestId).toBe([...ids][0]);
  });
});
