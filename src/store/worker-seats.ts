// Each worker's seats as it last reported them (migration 0025): written every few seconds by the
// worker, removed at its stop, read by /metrics. A row not reported for a minute is of a worker gone.
import type { Queryable } from './db.ts';

export const WORKER_SEATS_TTL_MS = 60_000;

export interface WorkerSeatsReport {
  workerId: string;
  inUse: number;
  parked: number;
  limit: number;
  floor: number;
  ceiling: number;
  /** The measured stretch (1: as unloaded); null before anything was measured. */
  stretch: number | null;
  /** The measurements behind it, by name (numbers only). */
  signals: Record<string, number>;
}

export async function reportWorkerSeats(db: Queryable, r: WorkerSeatsReport): Promise<void> {
  await db.query(
    `INSERT INTO worker_seats (worker_id, in_use, parked, seat_limit, seat_floor, seat_ceiling, stretch, signals)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)
       ON CONFLICT (worker_id) DO UPDATE SET in_use = EXCLUDED.in_use, parked = EXCLUDED.parked,
         seat_limit = EXCLUDED.seat_limit, seat_floor = EXCLUDED.seat_floor,
         seat_ceiling = EXCLUDED.seat_ceiling, stretch = EXCLUDED.stretch, signals = EXCLUDED.signals,
         reported_at = now()`,
    [r.workerId, r.inUse, r.parked, r.limit, r.floor, r.ceiling, r.stretch, JSON.stringify(r.signals)],
  );
}

export async function forgetWorkerSeats(db: Queryable, workerId: string): Promise<void> {
  await db.query('DELETE FROM worker_seats WHERE worker_id = $1', [workerId]);
}

/** The workers that reported within the TTL; rows of workers gone a day are dropped meanwhile. */
export async function liveWorkerSeats(db: Queryable): Promise<WorkerSeatsReport[]> {
  await db.query(`DELETE FROM worker_seats WHERE reported_at < now() - interval '1 day'`);
  return db.query<WorkerSeatsReport>(
    `SELECT worker_id AS "workerId", in_use AS "inUse", parked, seat_limit AS "limit", seat_floor AS floor,
            seat_ceiling AS ceiling, stretch, signals
       FROM worker_seats WHERE reported_at > now() - $1 * interval '1 millisecond' ORDER BY worker_id`,
    [WORKER_SEATS_TTL_MS],
  );
}
