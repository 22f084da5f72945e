// What a person typed to unblock a waiting job travels through the database: stored, announced with
// NOTIFY (reaching the worker holding the browser within a second, on any node), consumed once. An MFA
// code is sealed on its way in and opened by the worker (src/vault/one-time-codes.ts).
import { dropDueActionNotice } from '../store/action-notices.ts';
import type { Db, Queryable } from '../store/db.ts';
import {
  RESOLUTIONS_CHANNEL,
  type StoredResolution,
  saveResolution,
  takeResolution,
} from '../store/job-resolutions.ts';
import type { CodeBox } from '../vault/one-time-codes.ts';

export type Resolution =
  /** `via`: the code came by itself, in a text or an e-mail to the agency, not from a person. */
  | { kind: 'mfa'; code: string; via?: 'sms' | 'email' }
  /** `remember` false: the answers serve this job only, not the client's remembered answers. */
  | { kind: 'answers'; answers: Record<string, string | boolean>; remember: boolean }
  /** A person took over the page the agent asked about and handed it back (decision 0029). */
  | { kind: 'handed_back'; userId: string; email: string; since: string };

/**
 * Stores a resolution for the job (its code sealed) and wakes the worker holding the browser. A
 * quote.action_required not yet sent for this pause never will be (action-notices.ts): give it in the
 * transaction that stores the resolution.
 */
export async function giveResolution(
  deps: { db: Queryable; codes: CodeBox },
  jobId: string,
  resolution: Resolution,
): Promise<void> {
  const stored: StoredResolution =
    resolution.kind === 'mfa'
      ? {
          kind: 'mfa',
          sealedCode: deps.codes.seal(jobId, resolution.code),
          ...(resolution.via ? { via: resolution.via } : {}),
        }
      : resolution;
  await saveResolution(deps.db, jobId, stored);
  await dropDueActionNotice(deps.db, jobId);
}

async function take(db: Db, codes: CodeBox, jobId: string): Promise<Resolution | undefined> {
  const stored = await takeResolution(db, jobId);
  if (stored?.kind !== 'mfa') return stored;
  const code = await codes.open(jobId, stored.sealedCode);
  return { kind: 'mfa', code, ...(stored.via ? { via: stored.via } : {}) };
}

export interface WaitOptions {
  db: Db;
  /** Opens the sealed MFA code. */
  codes: CodeBox;
  jobId: string;
  timeoutMs: number;
  /** Checked on every wake-up: a job cancelled or resolved meanwhile stops waiting. */
  stillWaiting: () => Promise<boolean>;
  /** Fallback poll when a notification is missed. */
  pollMs?: number;
}

/** Resolves with the resolution, or undefined when the window ends or the job stopped waiting. */
export async function waitForResolution(options: WaitOptions): Promise<Resolution | undefined> {
  const { db, jobId } = options;
  const deadline = Date.now() + options.timeoutMs;
  let wake: () => void = () => undefined;
  // A code stored while the LISTEN connection was away is read at once when it is back.
  const stop = await db.listen(
    RESOLUTIONS_CHANNEL,
    (payload) => {
      if (payload === jobId) wake();
    },
    () => wake(),
  );
  try {
    while (Date.now() < deadline) {
      const resolution = await take(db, options.codes, jobId);
      if (resolution) return resolution;
      // The resolve operation stores a resolution and moves the job on in one transaction
      // (resolve-job.ts), so a job that stopped waiting may have one stored since the take above.
      if (!(await options.stillWaiting())) return await take(db, options.codes, jobId);
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
    return await take(db, options.codes, jobId);
  } finally {
    await stop();
  }
}
