// POST /v1/quotes/:id/start: the request goes in_progress, its standby jobs are queued and handed to
// pg-boss. Refused (409) unless the request is pending and has something to dispatch.
import type { PgBoss } from 'pg-boss';
import { AppError, notFound } from '../errors.ts';
import type { Db } from '../store/db.ts';
import { countRequestJobs, moveRequestJobs } from '../store/jobs.ts';
import { lockQuoteRequest, moveQuoteRequest } from '../store/quote-requests.ts';
import { dispatchJobs } from './dispatch.ts';
import { checkFairUse, type FairUseLimits } from './fair-use.ts';

export async function startRun(
  deps: { db: Db; boss: PgBoss; limits?: FairUseLimits },
  agencyId: string,
  quoteRequestId: string,
) {
  const queued = await deps.db.transaction(async (tx) => {
    const request = await lockQuoteRequest(tx, quoteRequestId, agencyId);
    if (!request) throw notFound(`Quote request ${quoteRequestId}`);
    if (request.status !== 'pending') {
      throw new AppError(
        'INVALID_STATE',
        `The quote request is ${request.status}; only a pending request can be started`,
      );
    }
    const standby = await countRequestJobs(tx, quoteRequestId, 'standby');
    if (standby > 0) {
      await checkFairUse(tx, deps.limits, { agencyId, newJobs: standby, startsRun: true });
    }
    // Through the transition guard, from standby only.
    const jobs = await moveRequestJobs(tx, quoteRequestId, 'queued', {}, ['standby']);
    if (jobs.length === 0) {
      throw new AppError(
        'INVALID_STATE',
        'Nothing to dispatch: every selected carrier was skipped for every line (see skippedCarriers)',
      );
    }
    await moveQuoteRequest(tx, quoteRequestId, 'in_progress', { startedAt: 'now' });
    return jobs.map((job) => ({ id: job.id, agencyId: job.agencyId, carrierId: job.carrierId }));
  });
  await dispatchJobs(deps.boss, deps.db, queued);
}
