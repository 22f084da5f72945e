// The worker side of a process: carrier jobs from pg-boss taken when a seat is free (job-consumer.ts,
// seats.ts: a job waiting for a person frees its seat; how many seats there are, govern-seats.ts and
// decision 0036), each run by executeJob, plus a recovery sweep that re-sends every unfinished job
// (harmless for those still queued: singleton keys), and the login
// checks ("Test login", src/login-checks/) on their own queue. `deps.db`, and the stores of
// `deps.vault` and `deps.artifacts`, are meant to ride a database outage out (rideOutOutages, wired in
// main.ts): a job waits for a database that went away, up to a bound (docs/decisions/0022).
import type { PgBoss } from 'pg-boss';
import { handBackOf } from '../agents/runtime/hand-back.ts';
import { tabTiers } from '../domain/carriers/session-tabs.ts';
import { startLoginCheckWorker } from '../login-checks/start-login-check-worker.ts';
import type { Db } from '../store/db.ts';
import { loginsOfAgenciesAtCap, unfinishedJobs } from '../store/jobs.ts';
import { isStoreUnavailable } from '../store/unavailable.ts';
import { startActionNoticeSweep } from './action-notices.ts';
import { createActionStretch } from './action-stretch.ts';
import { createAdaptiveSeats } from './adaptive-seats.ts';
import {
  CARRIER_JOB_QUEUE,
  type CarrierJobMessage,
  defaultQueueTuning,
  dispatchJobs,
  ensureCarrierJobQueue,
  type QueueTuning,
} from './dispatch.ts';
import { type ExecuteJobDeps, executeJob } from './execute-job.ts';
import { governSeats } from './govern-seats.ts';
import { startJobConsumer } from './job-consumer.ts';
import { defaultRunTiming, type RunTiming } from './run-timing.ts';
import { startSeatSignals } from './seat-signals.ts';
import { createSeats, type Seats } from './seats.ts';

export interface StartWorkersOptions {
  boss: PgBoss;
  /** The most jobs driving a browser at once (WORKER_CONCURRENCY): the seats' ceiling. */
  concurrency: number;
  /**
   * The fewest (WORKER_MIN_CONCURRENCY); below the ceiling, the limit between them follows what the
   * worker measures (decision 0036). Default: the ceiling (fixed seats).
   */
  minConcurrency?: number;
  /** Jobs waiting for a person with their browser context open, beside those (PARKED_CONTEXTS). */
  parkedContexts?: number;
  /** How long a pause lasts before its job parks (PARK_AFTER_MS; default 0, at once). */
  parkAfterMs?: number;
  /** Jobs one agency may have running at once, on every node together (AGENCY_MAX_RUNNING_JOBS). */
  agencyMaxRunning?: number;
  tuning?: QueueTuning;
  sweepIntervalMs?: number;
  /** How often deferred quote.action_required events that fell due are looked for (action-notices.ts). */
  noticeSweepMs?: number;
}

/** What the workers run jobs with; the clock and intervals default to `defaultRunTiming`. */
export type RunWorkerDeps = Omit<ExecuteJobDeps, keyof RunTiming | 'shutdown' | 'seat'> & Partial<RunTiming>;

export async function startRunWorkers(deps: RunWorkerDeps & { db: Db }, options: StartWorkersOptions) {
  await ensureCarrierJobQueue(options.boss, options.tuning);
  const shutdown = new AbortController();
  const jobDeps: ExecuteJobDeps = { ...defaultRunTiming, ...deps, shutdown: shutdown.signal };
  let sweeping = false;
  const sweep = async () => {
    // One at a time: a sweep waiting for the database is not joined by the next.
    if (sweeping) return;
    sweeping = true;
    try {
      await dispatchJobs(options.boss, deps.db, await unfinishedJobs(deps.db));
    } catch (error) {
      // The database away is logged once by the store; the next sweep tries again.
      if (!isStoreUnavailable(error)) deps.log('recovery sweep failed', { error: String(error) });
    } finally {
      sweeping = false;
    }
  };
  await sweep();
  const timer = setInterval(sweep, options.sweepIntervalMs ?? 30_000);
  const notices = startActionNoticeSweep(deps.db, options.noticeSweepMs ?? 5000, deps.log);
  const ceiling = options.concurrency;
  const floor = Math.min(ceiling, options.minConcurrency ?? ceiling);
  const limiter = createAdaptiveSeats({ floor, ceiling, now: () => performance.now() });
  const seats: Seats = createSeats({
    running: limiter.limit,
    parked: options.parkedContexts ?? options.concurrency * 2,
    parkAfterMs: options.parkAfterMs ?? 0,
  });
  const governor = governSeats({
    seats,
    limiter,
    signals: startSeatSignals({ timings: deps.pool.timings }),
    stretch: createActionStretch(),
    floor,
    ceiling,
    db: deps.db,
    workerId: deps.workerId,
    now: () => performance.now(),
    log: deps.log,
  });
  const consumer = startJobConsumer<CarrierJobMessage>({
    boss: options.boss,
    queue: CARRIER_JOB_QUEUE,
    seats,
    heartbeatSeconds: (options.tuning ?? defaultQueueTuning).heartbeatSeconds,
    groupTiers: tabTiers(deps.carriers),
    ignoreGroups: (localRunning) =>
      options.agencyMaxRunning
        ? loginsOfAgenciesAtCap(deps.db, options.agencyMaxRunning, deps.workerId, localRunning)
        : Promise.resolve([]),
    run: (job, seat) =>
      executeJob({ ...jobDeps, seat }, job.data.jobId).catch((error: unknown) => {
        const handBack = handBackOf(error);
        if (handBack)
          deps.log('carrier job handed back to the queue', {
            jobId: job.data.jobId,
            reason: handBack.message,
          });
        throw error;
      }),
    log: deps.log,
  });
  const checks = await startLoginCheckWorker(jobDeps, options.boss);
  return {
    seats,
    limiter,
    /**
     * Graceful stop: take no new jobs, let running ones finish for `graceMs`, then hand the rest back
     * to the queue (their browser contexts closed, their pg-boss jobs retried by another worker).
     */
    async stop(graceMs = 10_000) {
      clearInterval(timer);
      notices.stop();
      const stoppingChecks = checks.stop();
      await consumer.stopFetching();
      await consumer.drained(graceMs);
      shutdown.abort();
      await consumer.drained(15_000);
      await stoppingChecks;
      await governor.stop();
    },
  };
}
