// "Test login" through the app's route and the login-check queue: an admin's request answers 202 while a
// worker (a fake playbook's sign-in, no browser) finishes it, and the carrier logins list then shows the
// portal's answer: configured and verified, invalid, or locked (also in GET /v1/carriers, and a locked
// login's carrier is skipped when a request is created). Agents, a missing CSRF token, an unknown carrier
// and a carrier without a login are refused; no answer holds the password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playbook, PortalCredential, SignInOutcome } from '../../src/agents/playbook.ts';
import { startLoginCheckWorker } from '../../src/login-checks/start-login-check-worker.ts';
import { defaultRunTiming } from '../../src/runs/run-timing.ts';
import { createUser } from '../../src/users/create-user.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { createTestApi, type TestApi, testCarriers } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';
import { fakePool } from '../helpers/fake-pool.ts';

const ADMIN = { email: 'admin@agency.test', password: 'correct horse battery' };
const AGENT = { email: 'agent@agency.test', password: 'staple paper clips' };
const LOCKOUT =
  'Your account is locked after too many unsuccessful sign-in attempts. Try again in 15 minutes or call Broker Support at 1-800-555-0142.';

/** What each carrier's portal answers in this test. */
const answers: Record<string, SignInOutcome> = {
  'summit-mutual': 'accepted',
  'pioneer-casualty': { rejected: 'The User ID or Password you entered is incorrect.' },
  harborline: { locked: LOCKOUT },
};

describe(`"Test login" (${backend})`, () => {
  let api: TestApi;
  let worker: { stop(): Promise<void> };
  const given: PortalCredential[] = [];
  const bodies: string[] = [];
  let admin: Record<string, string>;

  const signIn = async (who: { email: string; password: string }) => {
    const res = await api.app.inject({ method: 'POST', url: '/app/api/session', payload: who });
    const cookie = res.cookies.find((c) => c.name === 'qs_session')!;
    return { cookie: `qs_session=${cookie.value}`, 'x-csrf-token': res.json().data.csrfToken as string };
  };
  const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>) => {
    const res = await api.app.inject({ method, url, headers });
    bodies.push(res.body);
    return res;
  };
  const login = async (carrierId: string) => {
    const res = await call('GET', '/app/api/carrier-logins', admin);
    return res.json().data.carriers.find((c: { carrierId: string }) => c.carrierId === carrierId);
  };
  const testLogin = async (carrierId: string) => {
    const res = await call('POST', `/app/api/carrier-logins/${carrierId}/test`, admin);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toMatchObject({ carrierId, check: { state: 'testing' } });
    await expect
      .poll(async () => (await login(carrierId)).check.state, { timeout: 15_000 })
      .not.toBe('testing');
    return login(carrierId);
  };

  beforeAll(async () => {
    api = await createTestApi({ queue: true });
    await createUser(api.db, { agencyId: api.agency.agencyId, role: 'admin', ...ADMIN });
    await createUser(api.db, { agencyId: api.agency.agencyId, role: 'agent', ...AGENT });
    const playbook = (carrierId: string): Playbook => ({
      carrierId,
      lines: ['gl'],
      run: async () => {
        throw new Error('a check never runs the quote flow');
      },
      signIn: async (_session, credential) => {
        given.push(credential);
        return answers[carrierId] ?? 'accepted';
      },
    });
    worker = await startLoginCheckWorker(
      {
        ...defaultRunTiming,
        db: api.db,
        vault: api.vault,
        pool: fakePool().pool,
        carriers: testCarriers,
        playbookFor: playbook,
        workerId: 'worker-1',
        log: () => undefined,
      },
      api.boss!,
    );
    admin = await signIn(ADMIN);
  });
  afterAll(async () => {
    await worker?.stop();
    await api?.close();
  });

  it('accepted: the login is configured and verified', async () => {
    const summit = await testLogin('summit-mutual');
    expect(summit).toMatchObject({
      status: 'configured',
      lastVerifiedAt: expect.any(String),
      check: { state: 'accepted', finishedAt: expect.any(String) },
    });
    expect(given.at(-1)).toEqual({ username: 'agent@example.test', password: 'pw-summit-mutual-S3cret!' });
  });

  it('drops a test’s answer once the login changed after it (a job found it refused)', async () => {
    expect((await login('summit-mutual')).check).toMatchObject({ state: 'accepted' });
    await api.vault.markInvalid(
      api.agency.agencyId,
      'summit-mutual',
      'Your login attempt was not successful.',
    );
    const summit = await login('summit-mutual');
    expect(summit).toMatchObject({ status: 'invalid', reason: 'Your login attempt was not successful.' });
    expect(summit).not.toHaveProperty('check');
    // Tested again, it is configured once more.
    expect(await testLogin('summit-mutual')).toMatchObject({
      status: 'configured',
      check: { state: 'accepted' },
    });
  });

  it('refused: the login is invalid, with the portal’s words', async () => {
    expect(await testLogin('pioneer-casualty')).toMatchObject({
      status: 'invalid',
      reason: 'The User ID or Password you entered is incorrect.',
      check: { state: 'rejected', message: 'The User ID or Password you entered is incorrect.' },
    });
  });

  it('locked out: the login is locked, in the app, in GET /v1/carriers, and its carrier skipped', async () => {
    expect(await testLogin('harborline')).toMatchObject({
      status: 'locked',
      reason: LOCKOUT,
      check: { state: 'locked', message: LOCKOUT },
    });
    const carriers = await api.app.inject({
      method: 'GET',
      url: '/v1/carriers',
      headers: api.agency.headers,
    });
    const harborline = carriers
      .json()
      .data.carriers.find((c: { carrierId: string }) => c.carrierId === 'harborline');
    expect(harborline.credentialStatus).toBe('locked');
    const created = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: api.agency.headers,
      payload: validCreateBody({
        externalReference: 'LOCKED-1',
        carrierIds: ['harborline', 'summit-mutual'],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.skippedCarriers).toContainEqual({
      carrierId: 'harborline',
      reasons: expect.arrayContaining([
        expect.objectContaining({
          reason:
            'The Harborline Insurance portal locked the login out; test it in the app once the portal lifts the lock',
        }),
      ]),
    });
  });

  it('refuses agents, a missing CSRF token, an unknown carrier and a carrier without a login', async () => {
    const agent = await signIn(AGENT);
    expect((await call('POST', '/app/api/carrier-logins/summit-mutual/test', agent)).statusCode).toBe(403);
    const { 'x-csrf-token': _, ...noCsrf } = admin;
    const withoutCsrf = await call('POST', '/app/api/carrier-logins/summit-mutual/test', noCsrf);
    expect(withoutCsrf.statusCode).toBe(403);
    expect((await call('POST', '/app/api/carrier-logins/acme/test', admin)).statusCode).toBe(404);
    await api.vault.deleteCredential(api.agency.agencyId, 'bluebonnet');
    const missing = await call('POST', '/app/api/carrier-logins/bluebonnet/test', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('A login for Bluebonnet General not found');
  });

  it('never answers with a password', () => {
    expect(bodies.length).toBeGreaterThan(5);
    for (const body of bodies) expect(body).not.toMatch(/S3cret/);
  });
});
