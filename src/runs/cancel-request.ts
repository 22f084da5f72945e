// POST /v1/quotes/:id/cancel: every unfinished job is cancelled (queued ones never start; running and
// waiting ones are stopped by their worker's next heartbeat), and the request ends `cancelled`, with
// its quote.completed event when it had been started.
import { AppError, notFound } from '../errors.ts';
import type { Db } from '../store/db.ts';
import { lockRequest, rollUp } from './complete-job.ts';

export async function cancelRequest(db: Db, agencyId: string, quoteRequestId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [owned] = await tx.query('SELECT 1 FROM quote_requests WHERE id = $1 AND agency_id = $2', [
      quoteRequestId,
      agencyId,
    ]);
    if (!owned) throw notFound(`Quote request ${quoteRequestId}`);
    const request = await lockRequest(tx, quoteRequestId);
    if (request.status !== 'pending' && request.status !== 'in_progress') {
      throw new AppError('INVALID_STATE', `The quote request is already ${request.status}`);
    }
    await tx.query(
      `UPDATE jobs SET status = 'cancelled', completed_at = now(), error_type = 'cancelled',
         error_message = 'Cancelled at the agency''s request', action_required = NULL, waiting_until = NULL
       WHERE quote_request_id = $1 AND status IN ('standby', 'queued', 'running', 'mfa_waiting', 'action_required')`,
      [quoteRequestId],
    );
    if (request.status === 'pending') {
      await tx.query(`UPDATE quote_requests SET status = 'cancelled', completed_at = now() WHERE id = $1`, [
        quoteRequestId,
      ]);
      return;
    }
    await rollUp(tx, request, new Date(), 'cancelled');
  });
}
