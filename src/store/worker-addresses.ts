// Where each worker process serves its live pages to API processes (migration 0019): registered at
// start, heartbeated, removed at stop. `jobWorker` answers which worker holds a job (`jobs.worker_id`)
// and its address while that worker is alive (docs/decisions/0031-live-view-across-nodes.md).
import type { Queryable } from './db.ts';

/** A worker whose address was not heartbeated for this long is gone. */
export const WORKER_ADDRESS_TTL_MS = 60_000;

/** Registers (and heartbeats) the worker's address; rows of workers gone a day are dropped meanwhile. */
export async function registerWorkerAddress(db: Queryable, workerId: string, address: string): Promise<void> {
  await db.query(`DELETE FROM worker_addresses WHERE heartbeat_at < now() - interval '1 day'`);
  await db.query(
    `INSERT INTO worker_addresses (worker_id, address) VALUES ($1, $2)
       ON CONFLICT (worker_id) DO UPDATE SET address = EXCLUDED.address, heartbeat_at = now()`,
    [workerId, address],
  );
}

export async function forgetWorkerAddress(db: Queryable, workerId: string): Promise<void> {
  await db.query('DELETE FROM worker_addresses WHERE worker_id = $1', [workerId]);
}

export interface JobWorker {
  /** The worker process holding (or last holding) the job; null before any worker took it. */
  workerId: string | null;
  /** Its internal address, while it heartbeats. */
  address: string | undefined;
}

export async function jobWorker(db: Queryable, jobId: string): Promise<JobWorker | undefined> {
  const [row] = await db.query<{ workerId: string | null; address: string | null }>(
    `SELECT j.worker_id AS "workerId", w.address
       FROM jobs j LEFT JOIN worker_addresses w
         ON w.worker_id = j.worker_id AND w.heartbeat_at > now() - $2 * interval '1 millisecond'
      WHERE j.id = $1`,
    [jobId, WORKER_ADDRESS_TTL_MS],
  );
  return row ? { workerId: row.workerId, address: row.address ?? undefined } : undefined;
}
