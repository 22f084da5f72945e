// "Test login" against the real store with a fake playbook (no browser): the check takes the login's
// portal session like a job, signs in alone, and the portal's answer sets the login's status (accepted:
// configured and verified, refused: invalid, locked out: locked); a check that cannot finish, or whose
// secret was replaced meanwhile, leaves the login as it is. The secret reaches the playbook only.
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { portalUnavailable } from '../../src/agents/errors.ts';
import type { Playbook, PortalCredential, SignInOutcome } from '../../src/agents/playbook.ts';
import { startLiveHub } from '../../src/api/live.ts';
import { carrierCatalog } from '../../src/carrier-definitions/built-in.ts';
import { newId } from '../../src/ids.ts';
import { type LoginCheckDeps, runLoginCheck } from '../../src/login-checks/run-login-check.ts';
import { insertAgency } from '../../src/store/agencies.ts';
import { latestLoginChecks, openLoginCheck } from '../../src/store/login-checks.ts';
import { acquirePortalLease, releasePortalLease } from '../../src/store/portal-leases.ts';
import { keyringFromKeys } from '../../src/vault/master-keys.ts';
import { createVault, type Vault } from '../../src/vault/vault.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';
import { fakePool } from '../helpers/fake-pool.ts';

const carrierId = 'summit-mutual';
const password = 'Summit#Agent2024';

describe(`login checks (${backend})`, () => {
  let store: TestDb | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  interface Harness {
    deps: LoginCheckDeps;
    vault: Vault;
    agencyId: string;
    pool: ReturnType<typeof fakePool>;
    /** The credentials the playbook was given, in order. */
    given: PortalCredential[];
    slept: number[];
    /** Opens a check of the login, as the app's route does. */
    open(): Promise<string>;
    status(): Promise<unknown>;
  }

  async function harness(signIn: (credential: PortalCredential) => Promise<SignInOutcome>): Promise<Harness> {
    store = await createTestDb();
    const { db } = store;
    const vault = createVault({ db, keyring: keyringFromKeys({ 1: randomBytes(32).toString('base64') }) });
    const { id: agencyId } = await insertAgency(db, 'Check Agency');
    await vault.setCredential({ agencyId, carrierId, username: 'demo.agent', password });
    const given: PortalCredential[] = [];
    const playbook: Playbook = {
      carrierId,
      lines: ['gl'],
      run: async () => {
        throw new Error('a check never runs the quote flow');
      },
      signIn: async (_session, credential) => {
        given.push(credential);
        return signIn(credential);
      },
    };
    const pool = fakePool();
    let clock = 1_000_000;
    const slept: number[] = [];
    const h: Harness = {
      vault,
      agencyId,
      pool,
      given,
      slept,
      deps: {
        db,
        vault,
        pool: pool.pool,
        carriers: carrierCatalog((host) => `http://${host}.localhost:9`),
        playbookFor: (id) => (id === carrierId ? playbook : undefined),
        workerId: 'worker-1',
        checkLeaseWaitMs: 1000,
        log: () => undefined,
        now: () => clock,
        sleep: async (ms) => {
          slept.push(ms);
          clock += ms;
        },
        heartbeatMs: 20,
        leaseTtlSeconds: 30,
        leasePollMs: 250,
      },
      async open() {
        const opened = await db.transaction((tx) =>
          openLoginCheck(tx, { id: newId('loginCheck'), agencyId, carrierId }),
        );
        return opened.check.id;
      },
      async status() {
        return (await vault.listCredentialStatuses(agencyId))[0];
      },
    };
    return h;
  }

  it('accepted: the login becomes configured and verified, even one refused before', async () => {
    const h = await harness(async () => 'accepted');
    await h.vault.markInvalid(h.agencyId, carrierId, 'Your login attempt was not successful.');
    const id = await h.open();
    expect(await runLoginCheck(h.deps, id)).toEqual({ status: 'accepted', message: null });
    expect(await h.status()).toEqual(
      expect.objectContaining({ status: 'configured', lastVerifiedAt: expect.any(String) }),
    );
    expect(await h.status()).not.toHaveProperty('reason');
    expect(h.given).toEqual([{ username: 'demo.agent', password }]);
    expect(await latestLoginChecks(h.deps.db, h.agencyId)).toEqual([
      expect.objectContaining({ id, status: 'accepted', open: false, message: null }),
    ]);
    // The browser context was closed, and the portal session given back.
    expect(h.pool.pool.openContexts()).toBe(0);
    const key = { agencyId: h.agencyId, carrierId };
    expect(await acquirePortalLease(h.deps.db, key, { jobId: 'job_other', workerId: 'w2' }, 30)).toBe(true);
  });

  it('refused: the login becomes invalid with the portal’s words, the password redacted from them', async () => {
    const h = await harness(async (c) => ({ rejected: `The password ${c.password} is not correct.` }));
    const id = await h.open();
    expect(await runLoginCheck(h.deps, id)).toEqual({
      status: 'rejected',
      message: 'The password [redacted] is not correct.',
    });
    expect(await h.status()).toEqual(
      expect.objectContaining({ status: 'invalid', reason: 'The password [redacted] is not correct.' }),
    );
  });

  it('locked out: the login becomes locked, and a job will not use it', async () => {
    const lockout = 'Your AgentLink account has been locked because of too many unsuccessful login attempts.';
    const h = await harness(async () => ({ locked: lockout }));
    expect(await runLoginCheck(h.deps, await h.open())).toEqual({ status: 'locked', message: lockout });
    expect(await h.status()).toEqual(expect.objectContaining({ status: 'locked', reason: lockout }));
    expect(await h.vault.useCredential(h.agencyId, carrierId)).toEqual({ status: 'locked', reason: lockout });
  });

  it('a portal that does not answer fails the check and leaves the login as it was', async () => {
    const h = await harness(async () => {
      throw portalUnavailable('Summit AgentLink answered HTTP 503: Service Unavailable');
    });
    const id = await h.open();
    expect(await runLoginCheck(h.deps, id)).toEqual({
      status: 'failed',
      message: 'Summit AgentLink answered HTTP 503: Service Unavailable',
    });
    expect(await h.status()).toEqual(expect.objectContaining({ status: 'configured' }));
    expect(await h.status()).not.toHaveProperty('lastVerifiedAt');
    expect(h.pool.pool.openContexts()).toBe(0);
  });

  it('a new login saved during the check closes it: its answer about the old secret changes nothing', async () => {
    let h!: Harness;
    h = await harness(async () => {
      await h.vault.setCredential({
        agencyId: h.agencyId,
        carrierId,
        username: 'csr.agent',
        password: 'New#1',
      });
      return { rejected: 'Your login attempt was not successful.' };
    });
    const id = await h.open();
    await runLoginCheck(h.deps, id);
    expect(await h.status()).toEqual(expect.objectContaining({ status: 'configured' }));
    expect(await latestLoginChecks(h.deps.db, h.agencyId)).toEqual([
      expect.objectContaining({ id, status: 'failed', message: 'A new login was saved during the test' }),
    ]);
    // A check closed before a worker took it is not run at all.
    const closed = await h.open();
    await h.vault.setCredential({
      agencyId: h.agencyId,
      carrierId,
      username: 'csr.agent',
      password: 'New#2',
    });
    expect(await runLoginCheck(h.deps, closed)).toBeUndefined();
    expect(h.given).toHaveLength(1);
  });

  it('waits for a job using the login, and gives up if it stays busy', async () => {
    const h = await harness(async () => 'accepted');
    const key = { agencyId: h.agencyId, carrierId };
    await acquirePortalLease(h.deps.db, key, { jobId: 'job_running', workerId: 'w2' }, 30);
    expect(await runLoginCheck(h.deps, await h.open())).toEqual({
      status: 'failed',
      message:
        'A job is using the Summit Mutual Insurance login right now: test it again once the job has finished',
    });
    expect(h.given).toEqual([]);
    // 1000 ms in 250 ms polls; then, the job done, the next check signs in.
    expect(h.slept).toEqual([250, 250, 250, 250, 250]);
    await releasePortalLease(h.deps.db, key, { jobId: 'job_running', workerId: 'w2' });
    expect(await runLoginCheck(h.deps, await h.open())).toMatchObject({ status: 'accepted' });
  });

  it('answers the check under way when asked again, and announces every change live', async () => {
    const h = await harness(async () => 'accepted');
    const hub = await startLiveHub(h.deps.db);
    const seen: string[] = [];
    const stop = hub.subscribe(h.agencyId, {
      job: () => undefined,
      login: (c) => seen.push(c.carrierId),
      resync: () => undefined,
    });
    try {
      const first = await h.open();
      expect(await h.open()).toBe(first);
      await expect.poll(() => seen.length).toBeGreaterThan(0);
      seen.length = 0;
      await runLoginCheck(h.deps, first);
      await expect.poll(() => seen.length).toBeGreaterThan(0);
      expect(new Set(seen)).toEqual(new Set([carrierId]));
      // Once finished, a new check is a new one, and the finished one is dropped.
      const second = await h.open();
      expect(second).not.toBe(first);
      expect((await latestLoginChecks(h.deps.db, h.agencyId)).map((c) => c.id)).toEqual([second]);
    } finally {
      stop();
      await hub.close();
    }
  });
});
