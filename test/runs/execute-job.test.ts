// executeJob against the real store with a fake playbook (no browser): the job's portal lease, its
// heartbeat, one attempt with its retries, and how an outcome or an error ends the job. The clock is
// virtual (sleep advances it at once), so waits and backoffs are checked without being waited out.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errors } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { loginFailed, loginLocked, portalUnavailable } from '../../src/agents/errors.ts';
import type { Playbook, PlaybookContext } from '../../src/agents/playbook.ts';
import { createArtifactStore } from '../../src/agents/runtime/artifacts.ts';
import { WorkerShutdownError } from '../../src/agents/runtime/hand-back.ts';
import { jobDetailView } from '../../src/api/run-views.ts';
import { builtInDefinitions, carrierCatalog } from '../../src/carrier-definitions/built-in.ts';
import type { Carrier } from '../../src/domain/carriers/catalog.ts';
import { cancelRequest } from '../../src/runs/cancel-request.ts';
import { type ExecuteJobDeps, executeJob } from '../../src/runs/execute-job.ts';
import { resolveJob } from '../../src/runs/resolve-job.ts';
import { PortalLoginBusyError } from '../../src/runs/wait-for-portal-lease.ts';
import { listSteps } from '../../src/store/job-steps.ts';
import { findJob } from '../../src/store/jobs.ts';
import {
  acquirePortalLease,
  portalSessionLive,
  releasePortalLease,
  takePortalLease,
  takeSignInTurn,
} from '../../src/store/portal-leases.ts';
import { keyringFromKeys } from '../../src/vault/master-keys.ts';
import { createVault, type Vault } from '../../src/vault/vault.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';
import { fakePool } from '../helpers/fake-pool.ts';
import {
  eventTypesOf,
  requestStatus,
  type SeededRequest,
  seedQueuedJob,
  seedRequest,
  verifiedQuote,
} from '../helpers/runs.ts';

const carrierId = 'summit-mutual';

const quoted = verifiedQuote;

/** Resolves once the attempt's context was closed (a cancel or a shutdown), then fails like a page would. */
async function untilClosed(ctx: PlaybookContext): Promise<never> {
  while (!ctx.page.isClosed()) await new Promise((resolve) => setTimeout(resolve, 10));
  throw new Error('Target page, context or browser has been closed');
}

interface Harness {
  deps: ExecuteJobDeps;
  seeded: SeededRequest;
  jobId: string;
  vault: Vault;
  pool: ReturnType<typeof fakePool>;
  /** Every sleep asked for, in order (the virtual clock advanced by each). */
  slept: number[];
  /** Called on each sleep, before the clock advances. */
  onSleep?: (ms: number) => Promise<void>;
}

describe(`executeJob with a fake playbook (${backend})`, () => {
  let opened: { store: TestDb; dataDir: string }[] = [];
  afterEach(async () => {
    for (const { store, dataDir } of opened) {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    opened = [];
  });

  async function harness(run: Playbook['run'], options: { withLogin?: boolean } = {}): Promise<Harness> {
    const store = await createTestDb();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'execute-job-'));
    opened.push({ store, dataDir });
    const { db } = store;
    const vault = createVault({ db, keyring: keyringFromKeys({ 1: randomBytes(32).toString('base64') }) });
    const seeded = await seedQueuedJob(db, vault, carrierId, options);
    const playbook: Playbook = { carrierId, lines: ['gl'], run, signIn: async () => 'accepted' };
    const pool = fakePool();
    let clock = 1_000_000;
    const h: Harness = {
      seeded,
      jobId: seeded.jobIds[0]!,
      vault,
      pool,
      slept: [],
      deps: {
        db,
        vault,
        pool: pool.pool,
        artifacts: createArtifactStore({ db, dataDir }),
        carriers: carrierCatalog((host) => `http://${host}.localhost:9`),
        playbookFor: (id) => (id === carrierId ? playbook : undefined),
        workerId: 'worker-1',
        publicUrl: 'https://quotes.example.test',
        actionTimeoutMs: 60_000,
        retryDelaysMs: [100, 200],
        leaseWaitMs: 1000,
        screenshots: false,
        log: () => undefined,
        now: () => clock,
        sleep: async (ms) => {
          h.slept.push(ms);
          await h.onSleep?.(ms);
          clock += ms;
        },
        heartbeatMs: 20,
        leaseTtlSeconds: 30,
        leasePollMs: 250,
      },
    };
    return h;
  }

  it('records the carrier definition each attempt starts with, and the job view names it', async () => {
    const h = await harness(async () => quoted);
    const { db } = h.deps;
    const summit = h.deps.carriers.find((c) => c.id === carrierId)!;
    const built = builtInDefinitions().find((d) => d.id === carrierId)!;
    expect(summit.definition).toEqual({ id: carrierId, hash: built.hash });
    await executeJob(h.deps, h.jobId);
    const job = (await findJob(db, h.jobId))!;
    expect(job).toMatchObject({ status: 'success', definitionId: carrierId, definitionHash: built.hash });
    expect(jobDetailView(job, [], [], 'https://quotes.example.test').definition).toEqual({
      id: carrierId,
      hash: built.hash,
    });
  });

  it('names the definition in force when the attempt started: a reload changes the next attempt', async () => {
    let calls = 0;
    const h = await harness(async () => {
      calls++;
      if (calls === 1) throw new WorkerShutdownError();
      return quoted;
    });
    const { db } = h.deps;
    // The harness's catalog is a plain array, as the service's is.
    const carriers = h.deps.carriers as Carrier[];
    const before = carriers.find((c) => c.id === carrierId)!.definition!.hash;
    await expect(executeJob(h.deps, h.jobId)).rejects.toThrow();
    expect((await findJob(db, h.jobId))?.definitionHash).toBe(before);
    // A reload replaces the catalog's entries in place (src/service.ts): the next attempt takes it.
    const next = { id: carrierId, hash: 'f'.repeat(64) };
    carriers.splice(
      0,
      carriers.length,
      ...carriers.map((c) => (c.id === carrierId ? { ...c, definition: next } : c)),
    );
    await executeJob(h.deps, h.jobId);
    expect(await findJob(db, h.jobId)).toMatchObject({
      status: 'success',
      attempt: 2,
      definitionHash: next.hash,
    });
  });

  it('quotes: the job succeeds, the request completes, the step is recorded and the lease freed', async () => {
    const h = await harness(async () => quoted);
    const { db } = h.deps;
    await executeJob(h.deps, h.jobId);
    expect(await findJob(db, h.jobId)).toMatchObject({
      status: 'success',
      attempt: 1,
      retryCount: 0,
      workerId: null,
      result: {
        quoteNumber: 'SM-1001',
        annualPremium: 2140,
        quoteType: 'bindable',
        quoteExpiresAt: '2031-01-31',
      },
    });
    expect(await requestStatus(db, h.seeded.requestId)).toBe('completed');
    expect(await eventTypesOf(db, h.seeded.agencyId, h.seeded.requestId)).toEqual([
      'job.completed',
      'quote.completed',
    ]);
    expect((await listSteps(db, h.jobId)).map((s) => [s.name, s.outcome])).toEqual([['verify-quote', 'ok']]);
    expect((await h.vault.listCredentialStatuses(h.seeded.agencyId))[0]?.lastVerifiedAt).toBeDefined();
    // The portal lease was given back: another job takes the login at once.
    const key = { agencyId: h.seeded.agencyId, carrierId };
    expect(await acquirePortalLease(db, key, { jobId: 'job_other', workerId: 'w2' }, 30)).toBe(true);
    expect(h.pool.opened()).toBe(1);
    expect(h.pool.pool.openContexts()).toBe(0);
    expect(h.slept).toEqual([]);
  });

  it('a tab whose session ended waits while another job of the login signs in, then starts over from its session', async () => {
    const tries: string[] = [];
    const h = await harness(async (ctx) => {
      if (tries.length === 0) {
        tries.push('sign-in page');
        await ctx.credential(); // the portal shows its sign-in page: the job asks for its turn
        tries.push('signed in itself');
      } else tries.push(ctx.keptSession ? 'from the kept session' : 'nothing kept');
      return quoted;
    });
    const { db } = h.deps;
    const key = { agencyId: h.seeded.agencyId, carrierId };
    const other = { jobId: 'job_other', workerId: 'w2' };
    const session = {
      cookies: [
        {
          name: 'SID',
          value: 'a-session-id-long-enough',
          domain: 'x',
          path: '/',
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    };
    await h.vault.keepSession(h.seeded.agencyId, carrierId, session, new Date(Date.now() + 3600_000));
    // Another job of the login signed in: Summit allows tabs, so this one joins its session.
    expect(await takePortalLease(db, key, other, 30, 3)).toBe('sign-in');
    await portalSessionLive(db, key, other);
    const otherTurn = { waitedForOther: false };
    let polls = 0;
    h.onSleep = async (ms) => {
      if (ms !== h.deps.leasePollMs) return;
      polls += 1;
      // The other job finds the session ended too and signs in alone (this one waits), then keeps it.
      if (polls === 1) expect(await takeSignInTurn(db, key, other, otherTurn)).toBe('go');
      if (polls === 2) await portalSessionLive(db, key, other);
    };
    await executeJob(h.deps, h.jobId);
    expect(tries).toEqual(['sign-in page', 'from the kept session']);
    expect(await findJob(db, h.jobId)).toMatchObject({ status: 'success', retryCount: 0 });
    // Starting over is not a session the portal ended: what the other job kept is still kept.
    expect(await h.vault.useKeptSession(h.seeded.agencyId, carrierId)).toEqual(session);
    expect(polls).toBe(2);
  });

  it('retries a transient fault after each of the delays, then quotes', async () => {
    let calls = 0;
    const h = await harness(async () => {
      calls += 1;
      if (calls <= 2) throw portalUnavailable('The portal answered 503');
      return quoted;
    });
    await executeJob(h.deps, h.jobId);
    expect(h.slept).toEqual([100, 200]);
    expect(await findJob(h.deps.db, h.jobId)).toMatchObject({ status: 'success', retryCount: 2, attempt: 1 });
    expect(h.pool.opened()).toBe(3);
    expect(h.pool.pool.openContexts()).toBe(0);
  });

  it('fails with the fault’s own type once the delays are used up', async () => {
    const h = await harness(async () => {
      throw portalUnavailable('The portal answered 503');
    });
    await executeJob(h.deps, h.jobId);
    expect(await findJob(h.deps.db, h.jobId)).toMatchObject({
      status: 'failed',
      retryCount: 2,
      errorType: 'portal_unavailable',
      errorMessage: 'The portal answered 503',
    });
    expect(h.pool.opened()).toBe(3);
    expect(await requestStatus(h.deps.db, h.seeded.requestId)).toBe('failed');
  });

  it('recognises a browser timeout by its type, not by its message', async () => {
    const timedOut = await harness(async () => {
      throw new errors.TimeoutError('locator.click: Timeout 30000ms exceeded.\nCall log: waiting for button');
    });
    await executeJob(timedOut.deps, timedOut.jobId);
    expect(await findJob(timedOut.deps.db, timedOut.jobId)).toMatchObject({
      status: 'failed',
      errorType: 'timeout',
      errorMessage: 'locator.click: Timeout 30000ms exceeded.',
      retryCount: 0,
    });

    const lookalike = await harness(async () => {
      throw new Error('our own wait: Timeout 30000ms exceeded');
    });
    await executeJob(lookalike.deps, lookalike.jobId);
    expect(await findJob(lookalike.deps.db, lookalike.jobId)).toMatchObject({
      status: 'failed',
      errorType: 'internal_error',
      errorMessage: 'our own wait: Timeout 30000ms exceeded',
    });
  });

  it('waits for the portal login another job holds, asking again every leasePollMs', async () => {
    let ran = false;
    const h = await harness(async () => {
      ran = true;
      return quoted;
    });
    const key = { agencyId: h.seeded.agencyId, carrierId };
    expect(await acquirePortalLease(h.deps.db, key, { jobId: 'job_other', workerId: 'w2' }, 30)).toBe(true);
    h.onSleep = async () => {
      // The other job finishes during the second wait.
      if (h.slept.length === 2)
        await releasePortalLease(h.deps.db, key, { jobId: 'job_other', workerId: 'w2' });
    };
    await executeJob(h.deps, h.jobId);
    expect(h.slept).toEqual([250, 250]);
    expect(ran).toBe(true);
    expect((await findJob(h.deps.db, h.jobId))?.status).toBe('success');
  });

  it('gives the job back to the queue when the login stays busy past leaseWaitMs', async () => {
    let ran = false;
    const h = await harness(async () => {
      ran = true;
      return quoted;
    });
    const key = { agencyId: h.seeded.agencyId, carrierId };
    await acquirePortalLease(h.deps.db, key, { jobId: 'job_other', workerId: 'w2' }, 30);
    await expect(executeJob(h.deps, h.jobId)).rejects.toBeInstanceOf(PortalLoginBusyError);
    // 1000 ms of waiting in 250 ms polls: the fifth poll finds the time up.
    expect(h.slept).toEqual([250, 250, 250, 250, 250]);
    expect(ran).toBe(false);
    expect(await findJob(h.deps.db, h.jobId)).toMatchObject({ status: 'queued', attempt: 0 });
  });

  it('stops the attempt at the next heartbeat when the request is cancelled meanwhile', async () => {
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const h = await harness(async (ctx) => {
      started();
      return untilClosed(ctx);
    });
    const execution = executeJob(h.deps, h.jobId);
    await running;
    expect((await findJob(h.deps.db, h.jobId))?.status).toBe('running');
    await cancelRequest(h.deps.db, h.seeded.agencyId, h.seeded.requestId);
    await execution;
    expect(await findJob(h.deps.db, h.jobId)).toMatchObject({ status: 'cancelled', errorType: 'cancelled' });
    expect(await requestStatus(h.deps.db, h.seeded.requestId)).toBe('cancelled');
    expect(h.pool.pool.openContexts()).toBe(0);
  });

  it('hands the job back, still running, when the worker shuts down mid-attempt', async () => {
    const shutdown = new AbortController();
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const h = await harness(async (ctx) => {
      started();
      return untilClosed(ctx);
    });
    const execution = executeJob({ ...h.deps, shutdown: shutdown.signal }, h.jobId);
    await running;
    shutdown.abort();
    await expect(execution).rejects.toBeInstanceOf(WorkerShutdownError);
    expect((await findJob(h.deps.db, h.jobId))?.status).toBe('running');
    expect(h.pool.pool.openContexts()).toBe(0);
  });

  it('pauses for the MFA code a person types, and goes on with it', async () => {
    let code: string | undefined;
    const h = await harness(async (ctx) => {
      code = await ctx.askForMfaCode('Enter the code sent to the agency phone');
      return quoted;
    });
    const execution = executeJob(h.deps, h.jobId);
    await expect.poll(async () => (await findJob(h.deps.db, h.jobId))?.status).toBe('mfa_waiting');
    await resolveJob(
      { db: h.deps.db, codes: h.deps.vault.codes },
      h.seeded.agencyId,
      h.seeded.requestId,
      h.jobId,
      { code: '551204' },
    );
    await execution;
    expect(code).toBe('551204');
    expect((await findJob(h.deps.db, h.jobId))?.status).toBe('success');
    expect(await eventTypesOf(h.deps.db, h.seeded.agencyId, h.seeded.requestId)).toEqual([
      'quote.action_required',
      'quote.action_resolved',
      'job.completed',
      'quote.completed',
    ]);
  });

  it('fails login_failed and marks the login invalid when the portal refuses it', async () => {
    const h = await harness(async (ctx) => {
      const login = await ctx.credential();
      throw loginFailed(`The portal refused ${login.username}`);
    });
    await executeJob(h.deps, h.jobId);
    expect(await findJob(h.deps.db, h.jobId)).toMatchObject({ status: 'failed', errorType: 'login_failed' });
    expect(await h.vault.listCredentialStatuses(h.seeded.agencyId)).toEqual([
      expect.objectContaining({ carrierId, status: 'invalid', reason: 'The portal refused agent' }),
    ]);
  });

  it('fails login_failed and marks the login locked (not invalid) when the portal locked it out', async () => {
    const lockout = 'Your AgentLink account has been locked because of too many unsuccessful login attempts.';
    let signIns = 0;
    const h = await harness(async (ctx) => {
      await ctx.credential();
      signIns += 1;
      throw loginLocked(lockout);
    });
    await executeJob(h.deps, h.jobId);
    expect(await findJob(h.deps.db, h.jobId)).toMatchObject({
      status: 'failed',
      errorType: 'login_failed',
      errorMessage: lockout,
    });
    expect(await h.vault.listCredentialStatuses(h.seeded.agencyId)).toEqual([
      expect.objectContaining({ carrierId, status: 'locked', reason: lockout }),
    ]);

    // The next job does not sign in with it (that would keep the account locked) and keeps the
    // portal's words as the reason.
    const next = await seedRequest(h.deps.db, {
      status: 'in_progress',
      agencyId: h.seeded.agencyId,
      jobs: [{ carrierId, line: 'gl', status: 'queued' }],
    });
    await executeJob(h.deps, next.jobIds[0]!);
    expect(signIns).toBe(1);
    const refused = await findJob(h.deps.db, next.jobIds[0]!);
    expect(refused).toMatchObject({ status: 'failed', errorType: 'login_failed' });
    expect(refused?.errorMessage).toMatch(
      /^The Summit Mutual Insurance login is locked out: Your AgentLink account/,
    );
    expect(await h.vault.listCredentialStatuses(h.seeded.agencyId)).toEqual([
      expect.objectContaining({ status: 'locked', reason: lockout }),
    ]);
  });

  it('fails credentials_missing when the agency has no login for the portal', async () => {
    const h = await harness(
      async (ctx) => {
        await ctx.credential();
        return quoted;
      },
      { withLogin: false },
    );
    await executeJob(h.deps, h.jobId);
    expect(await findJob(h.deps.db, h.jobId)).toMatchObject({
      status: 'failed',
      errorType: 'credentials_missing',
      errorMessage: 'No Summit Mutual Insurance login is configured',
    });
  });

  it('leaves a job that has ended alone', async () => {
    let ran = false;
    const h = await harness(async () => {
      ran = true;
      return quoted;
    });
    await cancelRequest(h.deps.db, h.seeded.agencyId, h.seeded.requestId);
    await executeJob(h.deps, h.jobId);
    expect(ran).toBe(false);
    expect((await findJob(h.deps.db, h.jobId))?.status).toBe('cancelled');
    expect(h.pool.opened()).toBe(0);
  });
});
