// job_resolutions: what a person did to unblock a waiting job (an MFA code, answers, a page handed back), one per job,
// announced on a channel so the worker holding the browser wakes at once, on any node.
import type { Queryable } from './db.ts';

export const RESOLUTIONS_CHANNEL = 'job_resolutions';

/** A resolution as stored: an MFA code only sealed (src/vault/one-time-codes.ts), never in plain text. */
export type StoredResolution =
  /** `via`: the code came by itself, in a text or an e-mail to the agency, not from a person. */
  | { kind: 'mfa'; sealedCode: string; via?: 'sms' | 'email' }
  /** `remember` false: the answers serve this job only, not the client's remembered answers. */
  | { kind: 'answers'; answers: Record<string, string | boolean>; remember: boolean }
  /** A person who took over the page the agent asked about handed it back (decision 0029). */
  | { kind: 'handed_back'; userId: string; email: string; since: string };

/** Stores the resolution (replacing an unread one) and announces the job id. */
export async function saveResolution(
  db: Queryable,
  jobId: string,
  resolution: StoredResolution,
): Promise<void> {
  await db.query(
    `INSERT INTO job_resolutions (job_id, kind, payload) VALUES ($1, $2, $3)
     ON CONFLICT (job_id) DO UPDATE SET kind = EXCLUDED.kind, payload = EXCLUDED.payload, created_at = now()`,
    [jobId, resolution.kind, JSON.stringify(resolution)],
  );
  await db.query('SELECT pg_notify($1, $2)', [RESOLUTIONS_CHANNEL, jobId]);
}

/** Reads and removes the job's resolution: each is consumed once. */
export async function takeResolution(db: Queryable, jobId: string): Promise<StoredResolution | undefined> {
  const [row] = await db.query<{ payload: StoredResolution }>(
    'DELETE FROM job_resolutions WHERE job_id = $1 RETURNING payload',
    [jobId],
  );
  return row?.payload;
}

/** Drops an unread resolution (typed for an earlier pause, stale now). */
export async function clearResolution(db: Queryable, jobId: string): Promise<void> {
  await db.query('DELETE FROM job_resolutions WHERE job_id = $1', [jobId]);
}
