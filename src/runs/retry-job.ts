// POST /v1/quotes/:id/jobs/:jobId/retry: a failed job runs again; its request reopens (in_progress)
// and reaches a terminal state, with a new quote.completed, when the retried job ends.
import type { PgBoss } from 'pg-boss';
import { AppError, notFound } from '../errors.ts';
import type { Db } from '../store/db.ts';
import { findAgencyJob, moveJob } from '../store/jobs.ts';
import { moveQuoteRequest } from '../store/quote-requests.ts';
import { lockRequest } from './complete-job.ts';
import { dispatchJobs } from './dispatch.ts';
import { checkFairUse, type FairUseLimits } from './fair-use.ts';

export async function retryJob(
  deps: { db: Db; boss: PgBoss; limits?: FairUseLimits },
  agencyId: string,
  quoteRequestId: string,
  jobId: string,
) {
  const job = await deps.db.transaction(async (tx) => {
    const found = await findAgencyJob(tx, agencyId, quoteRequestId, jobId);
    if (!found) throw notFound(`Job ${jobId}`);
    const request = await lockRequest(tx, quoteRequestId);
    if (found.status !== 'failed') {
      throw new AppError('INVALID_STATE', `The job is ${found.status}; only a failed job can be retried`);
    }
    if (request.status === 'cancelled')
      throw new AppError('INVALID_STATE', 'The quote request was cancelled');
    await checkFairUse(tx, deps.limits, { agencyId, newJobs: 1, startsRun: false });
    const moved = await moveJob(tx, jobId, 'queued', {
      errorType: null,
      errorMessage: null,
      completedAt: null,
      result: null,
    });
    if (!moved) throw new AppError('INVALID_STATE', 'The job is no longer failed');
    // A partial or failed request reopens; one still in progress stays as it is.
    if (request.status !== 'in_progress') {
      await moveQuoteRequest(tx, quoteRequestId, 'in_progress', { completedAt: null });
    }
    return moved;
  });
  await dispatchJobs(deps.boss, deps.db, [job]);
  return job;
}
