// The heartbeat of a running job: every `heartbeatMs` it marks the worker alive on the job, renews the
// portal lease, and stops the attempt when the job was cancelled meanwhile (by the agency, on any node)
// or its lease went to another holder. Before each step at the portal the attempt asks `held()`: a lease
// not renewed lately (the database was away) is renewed first, so a worker cut off from the database
// never acts at the portal on a lease another worker may have taken (docs/decisions/0022).
import { PortalLeaseLostError } from '../agents/runtime/hand-back.ts';
import type { Queryable } from '../store/db.ts';
import { findJob, heartbeatJob } from '../store/jobs.ts';
import { type LeaseKey, renewPortalLease } from '../store/portal-leases.ts';
import type { RunTiming } from './run-timing.ts';

export interface JobHeartbeatDeps extends Pick<RunTiming, 'heartbeatMs' | 'leaseTtlSeconds' | 'now'> {
  db: Queryable;
}

export interface JobHeartbeatEvents {
  onCancelled(): Promise<void>;
  onLeaseLost(): Promise<void>;
}

export interface JobHeartbeat {
  /** No more beats; resolves once a beat under way has finished. */
  stop(): Promise<void>;
  /**
   * Resolves once the lease was renewed within half its TTL, beating now when it was not (the store
   * waits the database out meanwhile); throws PortalLeaseLostError when another holder has it, and
   * the beat's own error (StoreOutageError past the outage bound) when it could not be renewed.
   */
  held(): Promise<void>;
}

export function startJobHeartbeat(
  deps: JobHeartbeatDeps,
  job: { jobId: string; workerId: string; key: LeaseKey },
  events: JobHeartbeatEvents,
): JobHeartbeat {
  // Taken just before the heartbeat starts.
  let renewedAt = deps.now();
  let lost = false;
  let failure: unknown;
  const fresh = () => deps.now() - renewedAt < (deps.leaseTtlSeconds * 1000) / 2;
  const beat = async () => {
    try {
      await heartbeatJob(deps.db, job.jobId, job.workerId);
      if (!(await renewPortalLease(deps.db, job.key, job, deps.leaseTtlSeconds))) {
        lost = true;
        await events.onLeaseLost();
        return;
      }
      renewedAt = deps.now();
      failure = undefined;
      const current = await findJob(deps.db, job.jobId);
      if (current?.status === 'cancelled') await events.onCancelled();
    } catch (error) {
      // the next beat tries again; the lease outlives a missed one
      failure = error;
    }
  };
  let beating: Promise<void> | undefined;
  // A slow store never stacks beats up: a beat asked for while one is under way joins it.
  const beatNow = () => {
    beating ??= beat().finally(() => {
      beating = undefined;
    });
    return beating;
  };
  const timer = setInterval(() => void beatNow(), deps.heartbeatMs);
  return {
    async stop() {
      clearInterval(timer);
      await beating;
    },
    async held() {
      if (!lost && fresh()) return;
      if (!lost) await beatNow();
      if (lost) throw new PortalLeaseLostError();
      if (!fresh()) throw failure ?? new PortalLeaseLostError();
    },
  };
}
