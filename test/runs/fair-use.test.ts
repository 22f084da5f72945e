// Fair use: an agency's carrier jobs in progress and its run starts per minute are capped,
// each with its own 429 error; other agencies are not affected.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateApiKey, scopes } from '../../src/domain/api-keys.ts';
import { insertAgency, insertApiKey } from '../../src/store/agencies.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack } from '../helpers/stack.ts';

describe(`fair use per agency (${backend})`, () => {
  let stack: Stack;
  // A stack per test: the leak check after each test (test/setup/leak-check.ts) sees it closed whole.
  beforeEach(async () => {
    // No workers: started jobs stay queued, so they count as in progress.
    ({ stack } = await startStack({ workers: false, fairUse: { maxActiveJobs: 5, runStartsPerMinute: 3 } }));
  }, 120_000);
  afterEach(() => stack?.close());

  async function createRequest(headers: Record<string, string>, reference: string, carriers: string[]) {
    const res = await stack.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers,
      payload: validCreateBody({
        externalReference: reference,
        carrierIds: carriers,
        linesRequested: ['gl'],
        businessOwners: undefined,
        workersComp: undefined,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().data.quoteRequestId as string, jobs: res.json().data.jobs.length as number };
  }
  const start = (headers: Record<string, string>, id: string) =>
    stack.app.inject({ method: 'POST', url: `/v1/quotes/${id}/start`, headers });

  it('refuses a start that would pass the cap on jobs in progress, with TOO_MANY_ACTIVE_JOBS', async () => {
    const two = ['summit-mutual', 'harborline'];
    const a = await createRequest(stack.headers, 'FAIR-1', two);
    const b = await createRequest(stack.headers, 'FAIR-2', two);
    const c = await createRequest(stack.headers, 'FAIR-3', two);
    expect(a.jobs + b.jobs).toBe(4);
    expect((await start(stack.headers, a.id)).statusCode).toBe(202);
    expect((await start(stack.headers, b.id)).statusCode).toBe(202);
    const refused = await start(stack.headers, c.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_ACTIVE_JOBS');
    expect(refused.json().error.message).toMatch(
      /4 carrier jobs in progress.*most allowed is 5 \(the service's AGENCY_MAX_ACTIVE_JOBS\)/,
    );
    expect(refused.headers['retry-after']).toBeDefined();
    // Nothing was changed: the request is still pending and can be started later.
    const read = await stack.app.inject({ method: 'GET', url: `/v1/quotes/${c.id}`, headers: stack.headers });
    expect(read.json().data.status).toBe('pending');
  });

  it('refuses the fourth run started within a minute with TOO_MANY_RUN_STARTS; another agency still starts', async () => {
    const agency = await insertAgency(stack.db, 'Other Agency');
    const key = generateApiKey();
    await insertApiKey(stack.db, { agencyId: agency.id, name: 'other', key, scopes });
    const headers = { authorization: `Bearer ${key}` };
    for (const portal of stack.sandbox.portals) {
      await stack.vault.setCredential({ agencyId: agency.id, carrierId: portal.id, ...portal.accounts[0]! });
    }
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1)
      ids.push((await createRequest(headers, `RATE-${i}`, ['summit-mutual'])).id);
    for (const id of ids.slice(0, 3)) expect((await start(headers, id)).statusCode).toBe(202);
    const refused = await start(headers, ids[3]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'TOO_MANY_RUN_STARTS',
      message: expect.stringContaining("the most allowed is 3 (the service's AGENCY_RUN_STARTS_PER_MINUTE)"),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});
