// What a person typed to unblock a waiting job travels through the database: stored, announced with
// NOTIFY (reaching the worker holding the browser within a second, on any node), consumed once.
import type { Db } from '../store/db.ts';
import { RESOLUTIONS_CHANNEL, type Resolution, takeResolution } from '../store/job-resolutions.ts';

export type { Resolution } from '../store/job-resolutions.ts';

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
