// Fair use per agency: one partner cannot hold every worker. Starting a run (or retrying a job) is
// refused when the agency's carrier jobs in progress would exceed its cap, or when it has started too
// many runs in the last minute. Checked under a lock on the agency row, so two starts of one agency
// are counted one after the other. Turns between agencies are the queue's (decision 0011).
import type { JobStatus } from '../domain/quote-request/states.ts';
import { AppError } from '../errors.ts';
import type { Queryable } from '../store/db.ts';
import { lockAgency, recentRunStarts } from '../store/fair-use.ts';
import { countAgencyJobs } from '../store/jobs.ts';

export interface FairUseLimits {
  /** Carrier jobs queued, running or waiting for a person, per agency. */
  maxActiveJobs: number;
  /** Quote request runs started per agency in any 60 seconds. */
  runStartsPerMinute: number;
}

const ACTIVE: readonly JobStatus[] = ['queued', 'running', 'mfa_waiting', 'action_required'];

/** Throws TOO_MANY_ACTIVE_JOBS or TOO_MANY_RUN_STARTS (429); `newJobs` is what this call would queue. */
export async function checkFairUse(
  tx: Queryable,
  limits: FairUseLimits | undefined,
  input: { agencyId: string; newJobs: number; startsRun: boolean },
): Promise<void> {
  if (!limits) return;
  await lockAgency(tx, input.agencyId);
  if (input.startsRun) {
    const starts = await recentRunStarts(tx, input.agencyId);
    if (starts.count >= limits.runStartsPerMinute) {
      const wait = Math.max(1, starts.secondsUntilSlot ?? 60);
      throw new AppError(
        'TOO_MANY_RUN_STARTS',
        `This agency started ${starts.count} runs in the last minute, the most allowed is ${limits.runStartsPerMinute} (the service's AGENCY_RUN_STARTS_PER_MINUTE); retry in ${wait} seconds`,
        { headers: { 'retry-after': String(wait) } },
      );
    }
  }
  const active = await countAgencyJobs(tx, input.agencyId, ACTIVE);
  if (active + input.newJobs > limits.maxActiveJobs) {
    throw new AppError(
      'TOO_MANY_ACTIVE_JOBS',
      `This agency has ${active} carrier jobs in progress and this would add ${input.newJobs}; the most allowed is ${limits.maxActiveJobs} (the service's AGENCY_MAX_ACTIVE_JOBS). Start it when some have finished.`,
      { headers: { 'retry-after': '30' } },
    );
  }
}
