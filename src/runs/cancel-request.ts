// POST /v1/quotes/:id/cancel: every unfinished job is cancelled (queued ones never start; running and
// waiting ones are stopped by their worker's next heartbeat), and the request ends `cancelled`, with
// its quote.completed event when it had been started.
import { AppError, notFound } from '../errors.ts';
import type { Db } from '../store/db.ts';
import { moveRequestJobs } from '../store/jobs.ts';
import { lockQuoteRequest, moveQuoteRequest } from '../store/quote-requests.ts';
import { endPause } from './action-notices.ts';
import { rollUp } from './complete-job.ts';

export async function cancelRequest(db: Db, agencyId: string, quoteRequestId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await lockQuoteRequest(tx, quoteRequestId, agencyId);
    if (!request) throw notFound(`Quote request ${quoteRequestId}`);
    if (request.status !== 'pending' && request.status !== 'in_progress') {
      throw new AppError('INVALID_STATE', `The quote request is already ${request.status}`);
    }
    // Through the transition guard: every job that may still be cancelled is; ended ones stay as they are.
    const cancelled = await moveRequestJobs(tx, quoteRequestId, 'cancelled', {
      completedAt: 'now',
      errorType: 'cancelled',
      errorMessage: "Cancelled at the agency's request",
      actionRequired: null,
      waitingUntil: null,
    });
    for (const job of cancelled) await endPause(tx, job, 'cancelled');
    if (request.status === 'pending') {
      await moveQuoteRequest(tx, quoteRequestId, 'cancelled', { completedAt: 'now' });
      return;
    }
    await rollUp(tx, request, new Date(), 'cancelled');
  });
}
