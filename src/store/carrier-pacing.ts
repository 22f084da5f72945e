// carrier_pacing: a per-carrier start rate for portal sessions, held in the database so it holds
// across processes.
import type { Queryable } from './db.ts';

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
