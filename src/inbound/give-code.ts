// A one-time code that reached us by itself (a text, an e-mail) given to the one job waiting for it,
// exactly as a person's resolve would (saveResolution wakes the worker holding the browser), marked with
// how it came so the job does not count a person asked. `fits` says which waiting jobs the message may
// serve; with more than one of them it goes nowhere. A message held a while (held-codes.ts) serves only
// a job started before it arrived: a code from an earlier sign-in is not for a job started since.
// Never logs the code.

import { giveResolution } from '../runs/resolutions.ts';
import type { Db } from '../store/db.ts';
import { type JobRow, mfaWaitingJobs } from '../store/jobs.ts';
import type { CodeBox } from '../vault/one-time-codes.ts';

export type Delivery =
  | { delivered: true; jobId: string; carrierId: string }
  | { delivered: false; reason: 'no_code' | 'no_waiting_job' | 'no_match' | 'ambiguous' };

/** Clocks of the node that received a message and of the database may differ a little. */
const CLOCK_SLACK_MS = 5000;

export interface CodeToGive {
  agencyId: string;
  code: string;
  via: 'sms' | 'email';
  /** The waiting jobs the message may serve (by their carrier). */
  fits(job: JobRow): boolean;
  /** When the message arrived, if earlier than now (a held one). */
  receivedAt?: Date;
}

export async function giveCodeToWaitingJob(
  deps: { db: Db; codes: CodeBox },
  give: CodeToGive,
): Promise<Delivery> {
  const { receivedAt } = give;
  const waiting = (await mfaWaitingJobs(deps.db, give.agencyId)).filter(
    (j) =>
      !receivedAt || !j.startedAt || new Date(j.startedAt).getTime() <= receivedAt.getTime() + CLOCK_SLACK_MS,
  );
  if (waiting.length === 0) return { delivered: false, reason: 'no_waiting_job' };
  const candidates = waiting.filter(give.fits);
  if (candidates.length === 0) return { delivered: false, reason: 'no_match' };
  if (candidates.length > 1) return { delivered: false, reason: 'ambiguous' };
  const job = candidates[0]!;
  await deps.db.transaction((tx) =>
    giveResolution({ db: tx, codes: deps.codes }, job.id, { kind: 'mfa', code: give.code, via: give.via }),
  );
  return { delivered: true, jobId: job.id, carrierId: job.carrierId };
}
