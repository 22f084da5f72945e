// A job that cannot go on on this worker now is handed back to the queue, never given an outcome: the
// worker is stopping, the database stayed away past its bound, or another holder has the job's portal
// lease (docs/decisions/0022). Another worker, or this one later, resumes it as after a worker loss.
import { isStoreOutage } from '../../store/ride-out.ts';
import { StoreUnavailableError } from '../../store/unavailable.ts';

export class HandBackError extends Error {}

/** The worker is stopping: the job is handed back to the queue, not ended. */
export class WorkerShutdownError extends HandBackError {
  constructor() {
    super('The worker is shutting down; the job goes back to the queue');
    this.name = 'WorkerShutdownError';
  }
}

/** The portal lease went to another holder (this worker was cut off from the database past its TTL). */
export class PortalLeaseLostError extends HandBackError {
  constructor() {
    super('Another holder took the portal lease; the job goes back to the queue');
    this.name = 'PortalLeaseLostError';
  }
}

/**
 * The hand-back `error` is or carries (a playbook may wrap what it caught), else undefined. The
 * database away is one even when a write met it outside the ride-out (never the portal's fault).
 */
export function handBackOf(error: unknown): Error | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth += 1)
    if (e instanceof HandBackError || e instanceof StoreUnavailableError || isStoreOutage(e)) return e;
  return undefined;
}
