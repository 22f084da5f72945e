// The heartbeat of a running job: every `heartbeatMs` it marks the worker alive on the job, renews the
// portal lease, and stops the attempt when the job was cancelled meanwhile (by the agency, on any node).
import type { Queryable } from '../store/db.ts';
import { findJob, heartbeatJob } from '../store/jobs.ts';
import { type LeaseKey, renewPortalLease } from '../store/portal-leases.ts';
import type { RunTiming } from './run-timing.ts';

export interface JobHeartbeatDeps extends Pick<RunTiming, 'heartbeatMs' | 'leaseTtlSeconds'> {
  db: Queryable;
}

export interface JobHeartbeat {
  /** No more beats; resolves once a beat under way has finished. */
  stop(): Promise<void>;
}

export function startJobHeartbeat(
  deps: JobHeartbeatDeps,
  job: { jobId: string; workerId: string; key: LeaseKey },
  onCancelled: () => Promise<void>,
): JobHeartbeat {
  let beating: Promise<void> | undefined;
  const beat = async () => {
    try {
      await heartbeatJob(deps.db, job.jobId, job.workerId);
      await renewPortalLease(deps.db, job.key, job.jobId, deps.leaseTtlSeconds);
      const current = await findJob(deps.db, job.jobId);
      if (current?.status === 'cancelled') await onCancelled();
    } catch {
      // the next beat tries again; the lease outlives a missed one
    }
  };
  const timer = setInterval(() => {
    // A slow store never stacks beats up.
    if (beating) return;
    beating = beat().finally(() => {
      beating = undefined;
    });
  }, deps.heartbeatMs);
  return {
    async stop() {
      clearInterval(timer);
      await beating;
    },
  };
}
