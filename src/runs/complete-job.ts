// Finishing a job and rolling its request up, in one transaction. The request row is locked first,
// so jobs finishing at the same moment roll up one after the other and the terminal state (with its
// quote.completed event) is reached exactly once.

import { withCoverage } from '../domain/coverage.ts';
import { resultWithDocumentLinks } from '../domain/quote-request/links.ts';
import type { ErrorType } from '../domain/quote-request/states.ts';
import { rollUpRequestStatus } from '../domain/quote-request/transitions.ts';
import type { QuoteResult } from '../domain/quote-request/types.ts';
import type { Queryable } from '../store/db.ts';
import { countRequestCarriers, dispatchedJobs, moveJob, type RollUpJob } from '../store/jobs.ts';
import { type LockedRequest, lockQuoteRequest, moveQuoteRequest } from '../store/quote-requests.ts';
import { endPause, type PauseEnd } from './action-notices.ts';
import { recordEvent } from './events.ts';

export type JobEnd =
  | { status: 'success'; result: QuoteResult }
  | { status: 'failed'; errorType: ErrorType; errorMessage: string }
  | { status: 'cancelled'; errorMessage?: string };

/** Locks the request row for the rest of the transaction; it must exist. */
export async function lockRequest(tx: Queryable, quoteRequestId: string): Promise<LockedRequest> {
  const row = await lockQuoteRequest(tx, quoteRequestId);
  if (!row) throw new Error(`quote request ${quoteRequestId} not found`);
  return row;
}

/** Moves the job to its end state and rolls the request up; answers undefined if the job had already ended. */
export async function completeJob(
  tx: Queryable,
  jobId: string,
  quoteRequestId: string,
  end: JobEnd,
  now = new Date(),
  /** The service's PUBLIC_URL: a quote's documents are sent as download links. */
  publicUrl = '',
) {
  const request = await lockRequest(tx, quoteRequestId);
  const job = await moveJob(tx, jobId, end.status, {
    completedAt: 'now',
    actionRequired: null,
    waitingUntil: null,
    workerId: null,
    ...(end.status === 'success' ? { result: end.result, errorType: null, errorMessage: null } : {}),
    ...(end.status === 'failed' ? { errorType: end.errorType, errorMessage: end.errorMessage } : {}),
    ...(end.status === 'cancelled'
      ? { errorType: 'cancelled', errorMessage: end.errorMessage ?? 'Cancelled' }
      : {}),
  });
  if (!job) return undefined;
  // A job that ends while waiting for a person (its window over, a failure, a cancel) ends its pause.
  await endPause(tx, job, pauseEndOf(end));
  if (end.status !== 'cancelled') {
    await recordEvent(tx, {
      agencyId: request.agencyId,
      quoteRequestId,
      externalReference: request.externalReference,
      jobId,
      type: 'job.completed',
      now,
      fields: {
        jobId,
        carrierId: job.carrierId,
        lineOfBusiness: job.lineOfBusiness,
        status: job.status,
        ...(end.status === 'success'
          ? { result: resultWithDocumentLinks(withCoverage(job.lineOfBusiness, end.result), publicUrl, job) }
          : { errorType: end.errorType, errorMessage: end.errorMessage }),
      },
    });
  }
  await rollUp(tx, request, now);
  return job;
}

/** Re-evaluates the request from its dispatched jobs; emits quote.completed (and quote.failed) on the way out. */
export async function rollUp(
  tx: Queryable,
  request: LockedRequest,
  now = new Date(),
  override?: 'cancelled',
): Promise<string> {
  if (request.status !== 'in_progress') return request.status;
  const jobs = await dispatchedJobs(tx, request.id);
  const status = override ?? rollUpRequestStatus(jobs.map((j) => j.status));
  if (status === 'in_progress') return status;
  // Locked and in progress, so the move is legal; should it be refused, nothing is announced.
  if (!(await moveQuoteRequest(tx, request.id, status, { completedAt: 'now' }))) return request.status;
  const premiums = jobs.filter((j) => j.status === 'success' && j.result).map((j) => j.result!.annualPremium);
  const quotesReturned = premiums.length;
  const summary = {
    ...(await carrierCounts(tx, request.id)),
    ...jobCounts(jobs),
    lowestAnnualPremium: quotesReturned > 0 ? Math.min(...premiums) : null,
  };
  const base = {
    agencyId: request.agencyId,
    quoteRequestId: request.id,
    externalReference: request.externalReference,
    now,
  };
  await recordEvent(tx, { ...base, type: 'quote.completed', fields: { status, summary } });
  if (quotesReturned === 0)
    await recordEvent(tx, { ...base, type: 'quote.failed', fields: { status, summary } });
  return status;
}

function pauseEndOf(end: JobEnd): PauseEnd {
  if (end.status === 'cancelled') return 'cancelled';
  if (end.status === 'success') return 'answered';
  return end.errorType === 'mfa_timeout' || end.errorType === 'action_timeout' ? 'timed_out' : 'failed';
}

async function carrierCounts(tx: Queryable, quoteRequestId: string) {
  const carriers = await countRequestCarriers(tx, quoteRequestId);
  return { carriersRequested: carriers.requested, carriersSkipped: carriers.skipped };
}

/**
 * The summary's job counts (docs/webhooks.md, "summary"): every dispatched job in exactly one of them,
 * so jobsDispatched = quotesReturned + failedCount + actionRequiredCount + cancelledCount. A job still
 * running or waiting when a cancel ends the request is cancelled by then.
 */
export function jobCounts(jobs: readonly Pick<RollUpJob, 'status' | 'errorType'>[]) {
  const waitedInVain = (j: Pick<RollUpJob, 'errorType'>) =>
    j.errorType === 'mfa_timeout' || j.errorType === 'action_timeout';
  const quotesReturned = jobs.filter((j) => j.status === 'success').length;
  const cancelledCount = jobs.filter((j) => j.status === 'cancelled').length;
  const actionRequiredCount = jobs.filter((j) => j.status !== 'cancelled' && waitedInVain(j)).length;
  return {
    jobsDispatched: jobs.length,
    quotesReturned,
    failedCount: jobs.length - quotesReturned - cancelledCount - actionRequiredCount,
    actionRequiredCount,
    cancelledCount,
  };
}
