// Hands jobs to pg-boss. The singleton key (the job id) makes sending twice harmless while a message
// for the job is queued, retrying or active, so the recovery sweep can re-send every job that should
// be queued after a crash without ever running one job twice at once.
//
// Fair dispatch (decision 0011): each message's group is its carrier login (`<agencyId>/<carrierId>`), and
// workers fetch with a group concurrency of one, so pg-boss itself never hands out two jobs of one
// login at once, on any node (one portal session per login), except where the portal allows tabs of one
// session: the message's group tier is its carrier, and a fetch allows that carrier's tabs per login
// (job-consumer.ts, decision 0033). Its priority is minus the job's place
// among its agency's queued jobs, and pg-boss fetches the highest priority first: agencies take turns,
// and one agency's hundredth job waits behind every other agency's first.
import type { PgBoss } from 'pg-boss';
import type { Queryable } from '../store/db.ts';
import { type DispatchableJob, queueRanks } from '../store/jobs.ts';

export const CARRIER_JOB_QUEUE = 'carrier-job';

export interface CarrierJobMessage {
  jobId: string;
}

export interface QueueTuning {
  /** pg-boss heartbeat: a worker silent this long has its job taken over (>= 10). */
  heartbeatSeconds: number;
  /** Retries of a job whose worker died or threw unexpectedly. */
  retryLimit: number;
}

export const defaultQueueTuning: QueueTuning = { heartbeatSeconds: 30, retryLimit: 3 };

export async function ensureCarrierJobQueue(boss: PgBoss, tuning: QueueTuning = defaultQueueTuning) {
  const options = {
    // exclusive: at most one message per singleton key (the job id) queued, retrying or active, so a
    // carrier job never runs twice at once whatever the sweep re-sends.
    policy: 'exclusive' as const,
    retryLimit: tuning.retryLimit,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
    heartbeatSeconds: tuning.heartbeatSeconds,
  };
  if (await boss.getQueue(CARRIER_JOB_QUEUE)) {
    const { policy: _fixedAtCreation, ...tunable } = options;
    await boss.updateQueue(CARRIER_JOB_QUEUE, tunable);
  } else await boss.createQueue(CARRIER_JOB_QUEUE, options);
}

/** The pg-boss group of a job: its carrier login. */
export const loginGroup = (job: Pick<DispatchableJob, 'agencyId' | 'carrierId'>) =>
  `${job.agencyId}/${job.carrierId}`;

export async function dispatchJobs(boss: PgBoss, db: Queryable, jobs: readonly DispatchableJob[]) {
  const ranks = await queueRanks(
    db,
    jobs.map((j) => j.id),
  );
  for (const job of jobs) {
    await boss.send(CARRIER_JOB_QUEUE, { jobId: job.id } satisfies CarrierJobMessage, {
      singletonKey: job.id,
      group: { id: loginGroup(job), tier: job.carrierId },
      priority: -(ranks.get(job.id) ?? 0),
    });
  }
}
