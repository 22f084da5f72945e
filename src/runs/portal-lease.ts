// One portal session at a time per carrier login (portals reject parallel logins), and a per-carrier
// start rate, both held in the database so they hold across processes. A lease expires unless renewed,
// so a dead worker's lease frees itself.
import type { Queryable } from '../store/db.ts';

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

export async function renewPortalLease(db: Queryable, key: LeaseKey, jobId: string, ttlSeconds: number) {
  await db.query(
    `UPDATE portal_sessions SET expires_at = now() + make_interval(secs => $4::int)
     WHERE agency_id = $1 AND carrier_id = $2 AND job_id = $3`,
    [key.agencyId, key.carrierId, jobId, ttlSeconds],
  );
}

export async function releasePortalLease(db: Queryable, key: LeaseKey, jobId: string): Promise<void> {
  await db.query('DELETE FROM portal_sessions WHERE agency_id = $1 AND carrier_id = $2 AND job_id = $3', [
    key.agencyId,
    key.carrierId,
    jobId,
  ]);
}

/**
 * Per-carrier rate limit across processes: reserves the next start slot for a portal session with
 * this carrier, `intervalMs` after the previous one, and answers how long to wait for it.
 */
export async function reserveCarrierStart(
  db: Queryable,
  carrierId: string,
  intervalMs: number,
): Promise<number> {
  if (intervalMs <= 0) return 0;
  const [row] = await db.query<{ waitMs: number }>(
    `INSERT INTO carrier_pacing AS p (carrier_id, next_start_at)
     VALUES ($1, now() + make_interval(secs => $2::double precision / 1000))
     ON CONFLICT (carrier_id) DO UPDATE
       SET next_start_at = greatest(p.next_start_at, now()) + make_interval(secs => $2::double precision / 1000)
     RETURNING greatest(0, extract(epoch FROM (next_start_at - now())) * 1000 - $2)::int AS "waitMs"`,
    [carrierId, intervalMs],
  );
  return row?.waitMs ?? 0;
}
