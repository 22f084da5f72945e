// Fair use per agency: one partner cannot hold every worker. Starting a run (or retrying a job) is
// refused when the agency's carrier jobs in progress would exceed its cap, or when it has started too
// many runs in the last minute. Checked under a lock on the agency row, so two starts of one agency
// are counted one after the other. Fair scheduling across agencies (issue 11) may build on this.
import { AppError } from '../errors.ts';
import type { Queryable } from '../store/db.ts';

export interface FairUseLimits {
  /** Carrier jobs queued, running or waiting for a person, per agency. */
  maxActiveJobs: number;
  /** Quote request runs started per agency in any 60 seconds. */
  runStartsPerMinute: number;
}

const ACTIVE = `('queued', 'running', 'mfa_waiting', 'action_required')`;

/** Throws TOO_MANY_ACTIVE_JOBS or TOO_MANY_RUN_STARTS (429); `newJobs` is what this call would queue. */
export async function checkFairUse(
  tx: Queryable,
  limits: FairUseLimits | undefined,
  input: { agencyId: string; newJobs: number; startsRun: boolean },
): Promise<void> {
  if (!limits) return;
  await tx.query('SELECT id FROM agencies WHERE id = $1 FOR UPDATE', [input.agencyId]);
  if (input.startsRun) {
    const [starts] = await tx.query<{ n: number; wait: number | null }>(
      `SELECT count(*)::int AS n,
              ceil(extract(epoch FROM min(started_at) + interval '60 seconds' - now()))::int AS wait
       FROM quote_requests WHERE agency_id = $1 AND started_at > now() - interval '60 seconds'`,
      [input.agencyId],
    );
    if (starts!.n >= limits.runStartsPerMinute) {
      const wait = Math.max(1, starts!.wait ?? 60);
      throw new AppError(
        'TOO_MANY_RUN_STARTS',
        `This agency started ${starts!.n} runs in the last minute, the most allowed is ${limits.runStartsPerMinute}; retry in ${wait} seconds`,
        { headers: { 'retry-after': String(wait) } },
      );
    }
  }
  const [active] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM jobs WHERE agency_id = $1 AND status IN ${ACTIVE}`,
    [input.agencyId],
  );
  if (active!.n + input.newJobs > limits.maxActiveJobs) {
    throw new AppError(
      'TOO_MANY_ACTIVE_JOBS',
      `This agency has ${active!.n} carrier jobs in progress and this would add ${input.newJobs}; the most allowed is ${limits.maxActiveJobs}. Start it when some have finished.`,
      { headers: { 'retry-after': '30' } },
    );
  }
}
