// What a person typed to unblock a waiting job travels through the database: stored, announced with
// NOTIFY (reaching the worker holding the browser within a second, on any node), consumed once.
import type { Db, Queryable } from '../store/db.ts';

export const RESOLUTIONS_CHANNEL = 'job_resolutions';

export type Resolution =
  | { kind: 'mfa'; code: string }
  | { kind: 'answers'; answers: Record<string, string | boolean> };

export async function storeResolution(db: Queryable, jobId: string, resolution: Resolution): Promise<void> {
  await db.query(
    `INSERT INTO job_resolutions (job_id, kind, payload) VALUES ($1, $2, $3)
     ON CONFLICT (job_id) DO UPDATE SET kind = EXCLUDED.kind, payload = EXCLUDED.payload, created_at = now()`,
    [jobId, resolution.kind, JSON.stringify(resolution)],
  );
  await db.query('SELECT pg_notify($1, $2)', [RESOLUTIONS_CHANNEL, jobId]);
}

export async function takeResolution(db: Queryable, jobId: string): Promise<Resolution | undefined> {
  const [row] = await db.query<{ payload: Resolution }>(
    'DELETE FROM job_resolutions WHERE job_id = $1 RETURNING payload',
    [jobId],
  );
  return row?.payload;
}

export interface WaitOptions {
  db: Db;
  jobId: string;
  timeoutMs: number;
  /** Checked on every wake-up: a job cancelled meanwhile stops waiting. */
  stillWaiting: () => Promise<boolean>;
  /** Fallback poll when a notification is missed. */
  pollMs?: number;
}

/** Resolves with the resolution, or undefined when the window ends or the job stopped waiting. */
export async function waitForResolution(options: WaitOptions): Promise<Resolution | undefined> {
  const { db, jobId } = options;
  const deadline = Date.now() + options.timeoutMs;
  let wake: () => void = () => undefined;
  const stop = await db.listen(RESOLUTIONS_CHANNEL, (payload) => {
    if (payload === jobId) wake();
  });
  try {
    while (Date.now() < deadline) {
      const resolution = await takeResolution(db, jobId);
      if (resolution) return resolution;
      if (!(await options.stillWaiting())) return undefined;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(
          resolve,
          Math.min(options.pollMs ?? 1000, Math.max(0, deadline - Date.now())),
        );
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return await takeResolution(db, jobId);
  } finally {
    await stop();
  }
}
