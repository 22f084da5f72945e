// Waiting for the portal login: one portal session at a time per agency login, so a job whose login
// another job holds asks again every `leasePollMs` until it gets it, the job ends meanwhile (a
// cancel), or `leaseWaitMs` passes (the job goes back to the queue to try later).
import { isTerminalJob } from '../domain/quote-request/transitions.ts';
import type { Queryable } from '../store/db.ts';
import { findJob } from '../store/jobs.ts';
import { acquirePortalLease, type LeaseKey } from '../store/portal-leases.ts';
import type { RunTiming } from './run-timing.ts';

export interface PortalLeaseWaitDeps
  extends Pick<RunTiming, 'now' | 'sleep' | 'leaseTtlSeconds' | 'leasePollMs'> {
  db: Queryable;
  /** How long to wait for another job holding the same login before giving the slot back. */
  leaseWaitMs: number;
}

/** The job waited past `leaseWaitMs`: thrown to the queue, which retries the job later. */
export class PortalLoginBusyError extends Error {
  constructor() {
    super('portal login busy: another job holds it; retried by the queue');
    this.name = 'PortalLoginBusyError';
  }
}

/** Answers `held` once this job holds the lease, or `ended` when the job ended while it waited. */
export async function waitForPortalLease(
  deps: PortalLeaseWaitDeps,
  key: LeaseKey,
  holder: { jobId: string; workerId: string },
): Promise<'held' | 'ended'> {
  const waitUntil = deps.now() + deps.leaseWaitMs;
  while (!(await acquirePortalLease(deps.db, key, holder, deps.leaseTtlSeconds))) {
    const current = await findJob(deps.db, holder.jobId);
    if (!current || isTerminalJob(current.status)) return 'ended';
    if (deps.now() > waitUntil) throw new PortalLoginBusyError();
    await deps.sleep(deps.leasePollMs);
  }
  return 'held';
}
