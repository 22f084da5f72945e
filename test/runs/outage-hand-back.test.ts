// A job whose database stays away past the bound (docs/decisions/0022), the database cut off by a TCP
// hop mid-step: the attempt is handed back to the queue (executeJob rejects with StoreOutageError, even
// when the playbook wrapped it as a portal fault), its browser context is closed, the job is neither
// failed nor completed, and the queue's next run of it quotes on attempt 2. A short outage is ridden out
// on the same attempt. A fake playbook and browser (test/helpers/fake-pool.ts); the store is real.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { portalChanged } from '../../src/agents/errors.ts';
import type { Playbook } from '../../src/agents/playbook.ts';
import { createArtifactStore } from '../../src/agents/runtime/artifacts.ts';
import { carrierCatalog } from '../../src/carrier-definitions/built-in.ts';
import { type ExecuteJobDeps, executeJob } from '../../src/runs/execute-job.ts';
import { defaultRunTiming } from '../../src/runs/run-timing.ts';
import { findJob } from '../../src/store/jobs.ts';
import { openPostgres } from '../../src/store/postgres.ts';
import { isStoreOutage, rideOutOutages } from '../../src/store/ride-out.ts';
import { keyringFromKeys } from '../../src/vault/master-keys.ts';
import { createVault } from '../../src/vault/vault.ts';
import { backend, createTestDb, databaseUrl } from '../helpers/db.ts';
import { fakePool } from '../helpers/fake-pool.ts';
import { startPgProxy } from '../helpers/pg-proxy.ts';
import { eventTypesOf, seedQueuedJob, verifiedQuote } from '../helpers/runs.ts';

const carrierId = 'summit-mutual';
const quoted = verifiedQuote;

describe.runIf(backend === 'postgres')('a job and a database that goes away', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  /** A queued job run by `run`, its store reached through a hop the test cuts, waited for up to `boundMs`. */
  async function harness(run: Playbook['run'], boundMs: number) {
    const base = await createTestDb();
    cleanup.push(() => base.close());
    const proxy = await startPgProxy(databaseUrl!);
    cleanup.push(() => proxy.close());
    const db = await openPostgres({ connectionString: proxy.url(databaseUrl!), schema: base.db.schema });
    cleanup.push(() => db.close());
    // Statements that found the database away, counted as the job's store meets them.
    const lost = { count: 0 };
    const counted = {
      ...db,
      query: <T>(text: string, values?: readonly unknown[]) =>
        db.query<T>(text, values).catch((error: unknown) => {
          lost.count += 1;
          throw error;
        }),
    };
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hand-back-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const vault = createVault({ db, keyring: keyringFromKeys({ 1: randomBytes(32).toString('base64') }) });
    const seeded = await seedQueuedJob(base.db, vault, carrierId);
    const pool = fakePool();
    const deps: ExecuteJobDeps = {
      ...defaultRunTiming,
      db: rideOutOutages(counted, { boundMs }),
      vault,
      pool: pool.pool,
      artifacts: createArtifactStore({ db, dataDir }),
      carriers: carrierCatalog((host) => `http://${host}.localhost:9`),
      playbookFor: () => ({ carrierId, lines: ['gl'], run, signIn: async () => 'accepted' }),
      workerId: 'worker-1',
      publicUrl: 'https://quotes.example.test',
      actionTimeoutMs: 60_000,
      retryDelaysMs: [100],
      screenshots: false,
      log: () => undefined,
    };
    return { deps, proxy, pool, jobId: seeded.jobIds[0]!, store: base.db, seeded, lost };
  }

  it('hands a job back when the database stays away past the bound, even wrapped as a portal fault; the next run quotes', async () => {
    let runs = 0;
    const h = await harness(async (ctx) => {
      runs += 1;
      if (runs === 2) return quoted;
      try {
        // The step's record needs the database, which goes away as the step ends.
        return await ctx.step('fill', async () => {
          h.proxy.cut();
          return quoted;
        });
      } catch (error) {
        // Back just too late; and a playbook that wraps whatever it caught: still the database's doing,
        // not the portal's, so nothing is written of it.
        h.proxy.restore();
        throw portalChanged('The page did not answer', error);
      }
    }, 500);
    const first = await executeJob(h.deps, h.jobId).catch((error: unknown) => error);
    expect(isStoreOutage(first)).toBe(true);
    expect(h.pool.pool.openContexts()).toBe(0);
    expect(await findJob(h.store, h.jobId)).toMatchObject({ status: 'running', attempt: 1, errorType: null });
    expect(await eventTypesOf(h.store, h.seeded.agencyId, h.seeded.requestId)).not.toContain('job.completed');

    // The queue runs it again (after a worker loss it would be another worker's, once the lease lapsed).
    await executeJob(h.deps, h.jobId);
    expect(await findJob(h.store, h.jobId)).toMatchObject({ status: 'success', attempt: 2 });
    expect(runs).toBe(2);
  });

  it('rides a shorter outage out on the same attempt', async () => {
    const h = await harness(
      (ctx) =>
        ctx.step('fill', async () => {
          h.proxy.cut();
          return quoted;
        }),
      30_000,
    );
    const execution = executeJob(h.deps, h.jobId);
    // Back once the step's record has found it away and tried again.
    await expect.poll(() => h.lost.count).toBeGreaterThanOrEqual(2);
    h.proxy.restore();
    await execution;
    expect(await findJob(h.store, h.jobId)).toMatchObject({ status: 'success', attempt: 1, retryCount: 0 });
  });
});
