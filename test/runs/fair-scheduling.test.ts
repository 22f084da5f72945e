// Fair scheduling (decision 0011) on the real queue: agencies take turns (a hundred queued jobs of one agency
// and one of another: the other's is taken within one round, on one node and on two), one job per
// carrier login at a time, a per-agency cap on running jobs, and a job waiting for a person frees its
// worker seat (six jobs of one agency waiting, ten of another: those start within five seconds).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PgBoss } from 'pg-boss';
import { afterEach, describe, expect, it } from 'vitest';
import type { Playbook, PlaybookOutcome } from '../../src/agents/playbook.ts';
import { createArtifactStore } from '../../src/agents/runtime/artifacts.ts';
import { carrierCatalog } from '../../src/carrier-definitions/built-in.ts';
import { startBoss } from '../../src/queue/boss.ts';
import {
  CARRIER_JOB_QUEUE,
  type CarrierJobMessage,
  dispatchJobs,
  ensureCarrierJobQueue,
} from '../../src/runs/dispatch.ts';
import { startJobConsumer } from '../../src/runs/job-consumer.ts';
import { createSeats } from '../../src/runs/seats.ts';
import { startRunWorkers } from '../../src/runs/start-workers.ts';
import { insertAgency } from '../../src/store/agencies.ts';
import type { Db } from '../../src/store/db.ts';
import { type DispatchableJob, loginsOfAgenciesAtCap, moveJob } from '../../src/store/jobs.ts';
import { keyringFromKeys } from '../../src/vault/master-keys.ts';
import { createVault } from '../../src/vault/vault.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';
import { fakePool } from '../helpers/fake-pool.ts';
import { seedRequest } from '../helpers/runs.ts';

const carriers = ['summit-mutual', 'harborline', 'pioneer-casualty', 'bluebonnet', 'ironclad-specialty'];

/** `count` queued jobs of one agency, spread over its five carrier logins (15 per request). */
async function queuedJobs(db: Db, agencyId: string, count: number): Promise<DispatchableJob[]> {
  const jobs: DispatchableJob[] = [];
  while (jobs.length < count) {
    const n = Math.min(15, count - jobs.length);
    const seeded = await seedRequest(db, {
      status: 'in_progress',
      agencyId,
      jobs: Array.from({ length: n }, () => ({ status: 'queued' as const })),
    });
    const rows = await db.query<DispatchableJob>(
      `SELECT id, agency_id AS "agencyId", carrier_id AS "carrierId" FROM jobs WHERE quote_request_id = $1 ORDER BY created_at, id`,
      [seeded.requestId],
    );
    jobs.push(...rows);
  }
  return jobs;
}

describe(`fair scheduling across agencies (${backend})`, () => {
  let cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step();
    cleanup = [];
  });

  async function queue(): Promise<{ db: Db; boss: PgBoss; store: TestDb }> {
    const store = await createTestDb();
    const boss = await startBoss(store.db);
    await ensureCarrierJobQueue(boss, { heartbeatSeconds: 10, retryLimit: 3 });
    cleanup.push(async () => {
      await boss.stop({ graceful: false, timeout: 2000 }).catch(() => undefined);
      await store.close();
    });
    return { db: store.db, boss, store };
  }

  /** Consumers ("nodes") with one seat each that record which job each took, holding it `holdMs`. */
  function nodes(boss: PgBoss, count: number, holdMs: number, jobsById: Map<string, DispatchableJob>) {
    const taken: DispatchableJob[] = [];
    const activeLogins = new Set<string>();
    let overlaps = 0;
    const consumers = Array.from({ length: count }, () =>
      startJobConsumer<CarrierJobMessage>({
        boss,
        queue: CARRIER_JOB_QUEUE,
        seats: createSeats({ running: 1, parked: 0 }),
        heartbeatSeconds: 10,
        pollMs: 50,
        ignoreGroups: async () => [],
        async run(job) {
          const found = jobsById.get(job.data.jobId)!;
          const login = `${found.agencyId}/${found.carrierId}`;
          if (activeLogins.has(login)) overlaps += 1;
          activeLogins.add(login);
          taken.push(found);
          await new Promise((resolve) => setTimeout(resolve, holdMs));
          activeLogins.delete(login);
        },
        log: () => undefined,
      }),
    );
    cleanup.push(async () => {
      for (const consumer of consumers) await consumer.stopFetching();
      for (const consumer of consumers) await consumer.drained(5000);
    });
    return { taken, overlaps: () => overlaps };
  }

  for (const nodeCount of [1, 2]) {
    it(`takes another agency's one job within one round of a hundred queued before it (${nodeCount} node${nodeCount > 1 ? 's' : ''})`, async () => {
      const { db, boss } = await queue();
      const busy = await insertAgency(db, 'Busy Agency');
      const other = await insertAgency(db, 'Other Agency');
      const hundred = await queuedJobs(db, busy.id, 100);
      await dispatchJobs(boss, db, hundred);
      const [one] = await queuedJobs(db, other.id, 1);
      await dispatchJobs(boss, db, [one!]);
      const byId = new Map([...hundred, one!].map((j) => [j.id, j]));

      const run = nodes(boss, nodeCount, 20, byId);
      await expect.poll(() => run.taken.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
      // One round: each agency's first job, then the busy agency's second; never a login twice at once.
      const at = run.taken.findIndex((j) => j.agencyId === other.id);
      expect(at, JSON.stringify(run.taken.slice(0, 4))).toBeGreaterThanOrEqual(0);
      expect(at).toBeLessThanOrEqual(nodeCount);
      expect(run.overlaps()).toBe(0);
    }, 60_000);
  }

  it('passes over the logins of an agency at its running cap', async () => {
    const { db } = await queue();
    const capped = await insertAgency(db, 'Capped Agency');
    const free = await insertAgency(db, 'Free Agency');
    const cappedJobs = await queuedJobs(db, capped.id, 4);
    const freeJobs = await queuedJobs(db, free.id, 2);
    // Two of the capped agency's jobs run on another worker; this worker runs one of the free agency's.
    for (const job of cappedJobs.slice(0, 2))
      await moveJob(db, job.id, 'running', { workerId: 'other-node' });
    const logins = (jobs: DispatchableJob[]) => jobs.map((j) => `${j.agencyId}/${j.carrierId}`).sort();
    expect((await loginsOfAgenciesAtCap(db, 2, 'this-node', new Map())).sort()).toEqual(
      logins(cappedJobs.slice(2)),
    );
    expect(await loginsOfAgenciesAtCap(db, 3, 'this-node', new Map())).toEqual([]);
    // This worker's own count is its own (its jobs may not be running in the store yet).
    expect((await loginsOfAgenciesAtCap(db, 3, 'this-node', new Map([[capped.id, 1]]))).sort()).toEqual(
      logins(cappedJobs.slice(2)),
    );
    expect((await loginsOfAgenciesAtCap(db, 1, 'this-node', new Map([[free.id, 1]]))).sort()).toEqual(
      [...logins(cappedJobs.slice(2)), ...logins(freeJobs)].sort(),
    );
  });

  it("starts another agency's ten jobs within five seconds while six jobs of one agency wait for people", async () => {
    const { db, boss } = await queue();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fair-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const vault = createVault({ db, keyring: keyringFromKeys({ 1: randomBytes(32).toString('base64') }) });
    const waiting = await insertAgency(db, 'Waiting Agency');
    const other = await insertAgency(db, 'Other Agency');
    for (const agency of [waiting, other])
      for (const carrierId of carriers)
        await vault.setCredential({
          agencyId: agency.id,
          carrierId,
          username: 'agent',
          password: 'pw-Secret-1',
        });
    const quoted: PlaybookOutcome = {
      kind: 'quoted',
      quote: {
        quoteNumber: 'Q-1',
        annualPremium: 1000,
        quoteType: 'bindable',
        bindableMarker: 'Quote ready',
        quoteExpiresAt: '2031-01-31',
      },
    };
    // The waiting agency's jobs ask for a code nobody types; the other's quote at once.
    const playbookFor = (carrierId: string): Playbook => ({
      carrierId,
      lines: ['gl', 'bop', 'cyber'],
      signIn: async () => 'accepted',
      async run(ctx) {
        if (ctx.submission.input.businessName === 'Waiting Client') await ctx.askForMfaCode('Type the code');
        await new Promise((resolve) => setTimeout(resolve, 100));
        return quoted;
      },
    });
    const pool = fakePool();
    const workers = await startRunWorkers(
      {
        db,
        vault,
        pool: pool.pool,
        artifacts: createArtifactStore({ db, dataDir }),
        carriers: carrierCatalog((host) => `http://${host}.localhost:9`),
        playbookFor,
        workerId: 'node-1',
        publicUrl: 'https://quotes.example.test',
        actionTimeoutMs: 120_000,
        retryDelaysMs: [],
        screenshots: false,
        log: () => undefined,
      },
      // A code nobody types outlasts the grace before parking (PARK_AFTER_MS; 2 s by default).
      {
        boss,
        concurrency: 4,
        parkedContexts: 8,
        parkAfterMs: 300,
        tuning: { heartbeatSeconds: 10, retryLimit: 3 },
      },
    );
    cleanup.push(() => workers.stop(1000));

    const six = await queuedJobs(db, waiting.id, 6);
    await db.query(
      `UPDATE quote_requests SET submission = jsonb_set(submission, '{input,businessName}', '"Waiting Client"')
        WHERE agency_id = $1`,
      [waiting.id],
    );
    await dispatchJobs(boss, db, six);
    // Five wait for a code (one per login); the sixth waits for its login behind one of them (Summit's,
    // whose portal allows tabs: the queue handed it out, and it waits for the sign-in with its seat
    // given back, no browser context open; decision 0033).
    await expect
      .poll(
        async () =>
          (await db.query(`SELECT 1 FROM jobs WHERE agency_id = $1 AND status = 'mfa_waiting'`, [waiting.id]))
            .length,
        { timeout: 20_000 },
      )
      .toBe(5);
    await expect.poll(() => [workers.seats.parked(), workers.seats.running()]).toEqual([6, 0]);

    const ten = await queuedJobs(db, other.id, 10);
    const dispatchedAt = Date.now();
    await dispatchJobs(boss, db, ten);
    await expect
      .poll(
        async () =>
          (await db.query(`SELECT 1 FROM jobs WHERE agency_id = $1 AND status = 'success'`, [other.id]))
            .length,
        { timeout: 20_000 },
      )
      .toBe(10);
    const started = await db.query<{ startedAt: Date }>(
      `SELECT started_at AS "startedAt" FROM jobs WHERE agency_id = $1`,
      [other.id],
    );
    const latest = Math.max(...started.map((r) => new Date(r.startedAt).getTime()));
    expect(latest - dispatchedAt).toBeLessThan(5000);
    // The waiting agency's jobs still wait, their contexts open.
    expect(
      (await db.query(`SELECT 1 FROM jobs WHERE agency_id = $1 AND status = 'mfa_waiting'`, [waiting.id]))
        .length,
    ).toBe(5);
    expect(pool.pool.openContexts()).toBe(5);
  }, 90_000);
});
