// The worker side of a process: carrier jobs from pg-boss, each run by executeJob, plus a recovery
// sweep that re-sends every unfinished job (harmless for those still queued: singleton keys), and the
// login checks ("Test login", src/login-checks/) on their own queue.
import type { PgBoss } from 'pg-boss';
import { startLoginCheckWorker } from '../login-checks/start-login-check-worker.ts';
import type { Db } from '../store/db.ts';
import { unfinishedJobs } from '../store/jobs.ts';
import {
  CARRIER_JOB_QUEUE,
  type CarrierJobMessage,
  dispatchJobs,
  ensureCarrierJobQueue,
  type QueueTuning,
} from './dispatch.ts';
import { type ExecuteJobDeps, executeJob } from './execute-job.ts';
import { defaultRunTiming, type RunTiming } from './run-timing.ts';

export interface StartWorkersOptions {
  boss: PgBoss;
  concurrency: number;
  tuning?: QueueTuning;
  sweepIntervalMs?: number;
}

/** What the workers run jobs with; the clock and intervals default to `defaultRunTiming`. */
export type RunWorkerDeps = Omit<ExecuteJobDeps, keyof RunTiming | 'shutdown'> & Partial<RunTiming>;

export async function startRunWorkers(deps: RunWorkerDeps & { db: Db }, options: StartWorkersOptions) {
  await ensureCarrierJobQueue(options.boss, options.tuning);
  const shutdown = new AbortController();
  const jobDeps: ExecuteJobDeps = { ...defaultRunTiming, ...deps, shutdown: shutdown.signal };
  let active = 0;
  let idle: (() => void) | undefined;
  const sweep = async () => {
    try {
      await dispatchJobs(options.boss, await unfinishedJobs(deps.db));
    } catch (error) {
      deps.log('recovery sweep failed', { error: String(error) });
    }
  };
  await sweep();
  const timer = setInterval(sweep, options.sweepIntervalMs ?? 30_000);
  const workerId = await options.boss.work<CarrierJobMessage>(
    CARRIER_JOB_QUEUE,
    { localConcurrency: options.concurrency, batchSize: 1, pollingIntervalSeconds: 0.5 },
    async ([job]) => {
      if (!job) return;
      active += 1;
      try {
        await executeJob(jobDeps, job.data.jobId);
      } finally {
        active -= 1;
        if (active === 0) idle?.();
      }
    },
  );
  const checks = await startLoginCheckWorker(jobDeps, options.boss);
  const drained = (ms: number) =>
    active === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          idle = () => {
            clearTimeout(timer);
            resolve();
          };
        });
  return {
    /**
     * Graceful stop: take no new jobs, let running ones finish for `graceMs`, then hand the rest back
     * to the queue (their browser contexts closed, their pg-boss jobs retried by another worker).
     */
    async stop(graceMs = 10_000) {
      clearInterval(timer);
      const stoppingChecks = checks.stop();
      const stopping = options.boss.offWork(CARRIER_JOB_QUEUE, { id: workerId, wait: true });
      await drained(graceMs);
      shutdown.abort();
      await drained(15_000);
      await stopping;
      await stoppingChecks;
    },
  };
}
