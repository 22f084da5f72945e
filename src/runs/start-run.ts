// POST /v1/quotes/:id/start: the request goes in_progress, its standby jobs are queued and handed to
// pg-boss. Refused (409) unless the request is pending and has something to dispatch.
import type { PgBoss } from 'pg-boss';
import { AppError, notFound } from '../errors.ts';
import type { Db } from '../store/db.ts';
import { dispatchJobs } from './dispatch.ts';
import { checkFairUse, type FairUseLimits } from './fair-use.ts';

export async function startRun(
  deps: { db: Db; boss: PgBoss; limits?: FairUseLimits },
  agencyId: string,
  quoteRequestId: string,
) {
  const queued = await deps.db.transaction(async (tx) => {
    const [request] = await tx.query<{ status: string }>(
      'SELECT status FROM quote_requests WHERE id = $1 AND agency_id = $2 FOR UPDATE',
      [quoteRequestId, agencyId],
    );
    if (!request) throw notFound(`Quote request ${quoteRequestId}`);
    if (request.status !== 'pending') {
      throw new AppError(
        'INVALID_STATE',
        `The quote request is ${request.status}; only a pending request can be started`,
      );
    }
    const [standby] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE quote_request_id = $1 AND status = 'standby'`,
      [quoteRequestId],
    );
    if (standby!.n > 0) {
      await checkFairUse(tx, deps.limits, { agencyId, newJobs: standby!.n, startsRun: true });
    }
    const jobs = await tx.query<{ id: string; attempt: number }>(
      `UPDATE jobs SET status = 'queued' WHERE quote_request_id = $1 AND status = 'standby' RETURNING id, attempt`,
      [quoteRequestId],
    );
    if (jobs.length === 0) {
      throw new AppError(
        'INVALID_STATE',
        'Nothing to dispatch: every selected carrier was skipped for every line (see skippedCarriers)',
      );
    }
    await tx.query(`UPDATE quote_requests SET status = 'in_progress', started_at = now() WHERE id = $1`, [
      quoteRequestId,
    ]);
    return jobs;
  });
  await dispatchJobs(deps.boss, queued);
}
