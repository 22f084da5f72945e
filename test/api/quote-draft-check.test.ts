// The new-request page's check (POST /app/api/quotes/check, session only): a partial body judged by the
// rules create applies, so the page shows what `POST /v1/quotes` would answer: the same field errors,
// skips and warnings, and nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/users/create-user.ts';
import { completeCreateBody } from '../fixtures/complete-body.ts';
import { createTestApi, TEST_NOW, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

const allCarriers = ['summit-mutual', 'harborline', 'pioneer-casualty', 'ironclad-specialty', 'bluebonnet'];
const AGENT = { email: 'agent@agency.test', password: 'staple paper clips' };

describe(`the new-request page's check (${backend})`, () => {
  let api: TestApi;
  let session: Record<string, string>;
  beforeAll(async () => {
    api = await createTestApi();
    await createUser(api.db, { agencyId: api.agency.agencyId, role: 'agent', ...AGENT });
    const res = await api.app.inject({ method: 'POST', url: '/app/api/session', payload: AGENT });
    const cookie = res.cookies.find((c) => c.name === 'qs_session')!;
    session = { cookie: `qs_session=${cookie.value}`, 'x-csrf-token': res.json().data.csrfToken };
  });
  afterAll(() => api?.close());

  const check = (payload: object, headers = session) =>
    api.app.inject({ method: 'POST', url: '/app/api/quotes/check', headers, payload });

  it('names what a blank draft lacks and waits for the risk before judging appetite', async () => {
    const res = await check({
      linesRequested: ['gl'],
      carrierIds: ['summit-mutual'],
      input: { state: 'TX' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.fieldErrors['input.businessName']).toBeDefined();
    expect(data.fieldErrors.externalReference).toBeDefined();
    expect(data.appetite).toBeUndefined();
    expect(data.appetiteNeeds).toEqual([
      'input.industryCode',
      'input.annualRevenue',
      'input.numberOfEmployees',
    ]);
    expect(data.warnings).toEqual([]);
  });

  it('answers the skips and warnings create answers, for every carrier, and stores nothing', async () => {
    const body = completeCreateBody(
      {
        externalReference: 'DRAFT-1',
        carrierIds: allCarriers,
        linesRequested: ['bop', 'gl'],
        input: { fein: undefined },
        workersComp: undefined,
      },
      TEST_NOW,
    );
    const res = await check(body);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.fieldErrors).toEqual({});
    const before = await api.app.inject({ method: 'GET', url: '/v1/quotes', headers: api.agency.headers });
    expect(before.statusCode).toBe(200);
    expect(JSON.stringify(before.json().data)).not.toContain('DRAFT-1');
    const created = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: api.agency.headers,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const made = created.json().data;
    expect(data.appetite.skippedCarriers).toEqual(made.skippedCarriers);
    expect(data.appetite.partialSkips).toEqual(made.partialSkips);
    expect(data.appetite.skippedCarriers.length).toBeGreaterThan(0);
    const withoutJob = made.warnings.map(({ jobId: _, ...w }: { jobId: string }) => w);
    expect(withoutJob.length).toBeGreaterThan(0);
    expect(data.warnings).toEqual(withoutJob);
  });

  it('names a field create would refuse, and an unknown carrier', async () => {
    const body = completeCreateBody(
      { externalReference: 'DRAFT-2', carrierIds: ['nobody-mutual'] },
      TEST_NOW,
    );
    const res = await check({ ...body, input: { ...body.input, zipCode: '10001' } });
    const data = res.json().data;
    expect(Object.keys(data.fieldErrors)).toEqual(expect.arrayContaining(['input.zipCode', 'carrierIds[0]']));
  });

  it("is the session's: an API key or no CSRF token is refused", async () => {
    expect((await check({}, api.agency.headers)).statusCode).toBe(401);
    expect((await check({}, { cookie: session.cookie! })).statusCode).toBe(403);
  });
});
