// A one-time code that reached us by itself (a text, an e-mail) given to the one job waiting for it,
// exactly as a person's resolve would (saveResolution wakes the worker holding the browser). `fits`
// says which waiting jobs the message may serve; with more than one of them it goes nowhere. Never
// logs the code.
import type { Db } from '../store/db.ts';
import { saveResolution } from '../store/job-resolutions.ts';
import { type JobRow, mfaWaitingJobs } from '../store/jobs.ts';

export type Delivery =
  | { delivered: true; jobId: string; carrierId: string }
  | { delivered: false; reason: 'no_code' | 'no_waiting_job' | 'no_match' | 'ambiguous' };

export async function giveCodeToWaitingJob(
  db: Db,
  agencyId: string,
  code: string,
  /** How the code came: recorded with it, so the job does not count a person asked. */
  via: 'sms' | 'email',
  fits: (job: JobRow) => boolean,
): Promise<Delivery> {
  const waiting = await mfaWaitingJobs(db, agencyId);
  if (waiting.length === 0) return { delivered: false, reason: 'no_waiting_job' };
  const candidates = waiting.filter(fits);
  if (candidates.length === 0) return { delivered: false, reason: 'no_match' };
  if (candidates.length > 1) return { delivered: false, reason: 'ambiguous' };
  const job = candidates[0]!;
  await saveResolution(db, job.id, { kind: 'mfa', code, via });
  return { delivered: true, jobId: job.id, carrierId: job.carrierId };
}
