// Waiting for the portal login: one portal session at a time per agency login, in as many tabs as the
// portal allows (decision 0033), so a job whose login is held (signing in, or every tab taken) asks again
// every `leasePollMs` until it gets a place, the job ends meanwhile (a cancel), or `leaseWaitMs` passes
// (the job goes back to the queue to try later).
import { isTerminalJob } from '../domain/quote-request/transitions.ts';
import type { Db } from '../store/db.ts';
import { findJob } from '../store/jobs.ts';
import { type LeaseKey, type LeaseRole, takePortalLease } from '../store/portal-leases.ts';
import type { RunTiming } from './run-timing.ts';

export interface PortalLeaseWaitDeps
  extends Pick<RunTiming, 'now' | 'sleep' | 'leaseTtlSeconds' | 'leasePollMs'> {
  db: Db;
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

/** Answers the place's role once this job holds one, or `ended` when the job ended while it waited. */
export async function waitForPortalLease(
  deps: PortalLeaseWaitDeps,
  key: LeaseKey,
  holder: { jobId: string; workerId: string },
  tabs = 1,
  /** Called once, when the job has to wait (its worker seat may take another job meanwhile). */
  onWait?: () => void,
): Promise<LeaseRole | 'ended'> {
  const waitUntil = deps.now() + deps.leaseWaitMs;
  for (let waited = false; ; waited = true) {
    const role = await takePortalLease(deps.db, key, holder, deps.leaseTtlSeconds, tabs);
    if (role) return role;
    if (!waited) onWait?.();
    const current = await findJob(deps.db, holder.jobId);
    if (!current || isTerminalJob(current.status)) return 'ended';
    if (deps.now() > waitUntil) throw new PortalLoginBusyError();
    await deps.sleep(deps.leasePollMs);
  }
}
