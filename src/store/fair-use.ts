// What the fair-use check reads: the agency row it locks, and its run starts in the last minute.
import type { Queryable } from './db.ts';

/** Locks the agency row, so two starts of one agency are counted one after the other. */
export async function lockAgency(tx: Queryable, agencyId: string): Promise<void> {
  await tx.query('SELECT id FROM agencies WHERE id = $1 FOR UPDATE', [agencyId]);
}

export interface RecentRunStarts {
  /** Runs the agency started in the last 60 seconds. */
  count: number;
  /** Seconds until the oldest of them leaves the window (null when there is none). */
  secondsUntilSlot: number | null;
}

export async function recentRunStarts(db: Queryable, agencyId: string): Promise<RecentRunStarts> {
  const [row] = await db.query<{ n: number; wait: number | null }>(
    `SELECT count(*)::int AS n,
            ceil(extract(epoch FROM min(started_at) + interval '60 seconds' - now()))::int AS wait
     FROM quote_requests WHERE agency_id = $1 AND started_at > now() - interval '60 seconds'`,
    [agencyId],
  );
  return { count: row?.n ?? 0, secondsUntilSlot: row?.wait ?? null };
}
