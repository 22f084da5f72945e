// portal_sessions: one portal session at a time per carrier login (portals reject parallel logins),
// held in the database so it holds across processes. A lease expires unless renewed, so a dead
// worker's lease frees itself.
import type { Queryable } from './db.ts';

export interface LeaseKey {
  agencyId: string;
  carrierId: string;
}

/**
 * Takes the lease if it is free, expired, or already held by this job on this worker. A job taken
 * over from a dead worker waits for the dead worker's lease to expire, so two workers never drive
 * one portal login at once.
 */
export async function acquirePortalLease(
  db: Queryable,
  key: LeaseKey,
  holder: { jobId: string; workerId: string },
  ttlSeconds: number,
): Promise<boolean> {
  const rows = await db.query<{ jobId: string }>(
    `INSERT INTO portal_sessions (agency_id, carrier_id, job_id, worker_id, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::int))
     ON CONFLICT (agency_id, carrier_id) DO UPDATE
       SET job_id = EXCLUDED.job_id, worker_id = EXCLUDED.worker_id, expires_at = EXCLUDED.expires_at
       WHERE portal_sessions.expires_at < now()
          OR (portal_sessions.job_id = EXCLUDED.job_id AND portal_sessions.worker_id = EXCLUDED.worker_id)
     RETURNING job_id AS "jobId"`,
    [key.agencyId, key.carrierId, holder.jobId, holder.workerId, ttlSeconds],
  );
  return rows.length === 1;
}

/**
 * Extends the lease while this holder (job and worker) still has it; false when it does not: a worker
 * cut off from the database past the TTL may find another holder took it meanwhile.
 */
export async function renewPortalLease(
  db: Queryable,
  key: LeaseKey,
  holder: { jobId: string; workerId: string },
  ttlSeconds: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE portal_sessions SET expires_at = now() + make_interval(secs => $5::int)
     WHERE agency_id = $1 AND carrier_id = $2 AND job_id = $3 AND worker_id = $4 RETURNING job_id`,
    [key.agencyId, key.carrierId, holder.jobId, holder.workerId, ttlSeconds],
  );
  return rows.length === 1;
}

/** Gives the lease up, if this holder (job and worker) still has it: never a taken-over job's new one. */
export async function releasePortalLease(
  db: Queryable,
  key: LeaseKey,
  holder: { jobId: string; workerId: string },
): Promise<void> {
  await db.query(
    'DELETE FROM portal_sessions WHERE agency_id = $1 AND carrier_id = $2 AND job_id = $3 AND worker_id = $4',
    [key.agencyId, key.carrierId, holder.jobId, holder.workerId],
  );
}
