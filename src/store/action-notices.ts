// The columns that make quote.action_required go out once per pause, and quote.action_resolved only for a
// pause that sent one (migration 0016; the events themselves are recorded by src/runs/action-notices.ts).
// Each change is one guarded UPDATE: of two callers at once (the waiting worker's timer, another node's
// sweep) the second finds the row already changed under its lock and takes nothing.
import type { ActionRequired } from '../domain/quote-request/types.ts';
import type { Queryable } from './db.ts';

/** The pause's quote.action_required is sent now (`deferMs` absent) or due `deferMs` from now (the database's clock). */
export async function openActionNotice(tx: Queryable, jobId: string, deferMs?: number): Promise<void> {
  await tx.query(
    deferMs
      ? `UPDATE jobs SET action_notice_due_at = now() + $2 * interval '1 millisecond', action_notice_sent_at = NULL
          WHERE id = $1`
      : 'UPDATE jobs SET action_notice_due_at = NULL, action_notice_sent_at = now() WHERE id = $1',
    deferMs ? [jobId, deferMs] : [jobId],
  );
}

export interface DueActionNotice {
  jobId: string;
  agencyId: string;
  quoteRequestId: string;
  externalReference: string;
  carrierId: string;
  lineOfBusiness: string;
  actionRequired: ActionRequired;
  waitingUntil: Date | null;
}

/**
 * Claims the deferred notices that are due (of one job, or every job) for jobs still waiting for a
 * person: each is marked sent and answered once, to the one caller whose UPDATE took it.
 */
export async function claimDueActionNotices(tx: Queryable, jobId?: string): Promise<DueActionNotice[]> {
  return tx.query<DueActionNotice>(
    `UPDATE jobs j SET action_notice_due_at = NULL, action_notice_sent_at = now()
       FROM quote_requests r
      WHERE r.id = j.quote_request_id AND j.action_notice_due_at <= now()
        AND j.status IN ('mfa_waiting', 'action_required') AND ($1::text IS NULL OR j.id = $1)
      RETURNING j.id AS "jobId", j.agency_id AS "agencyId", j.quote_request_id AS "quoteRequestId",
        r.external_reference AS "externalReference", j.carrier_id AS "carrierId",
        j.line_of_business AS "lineOfBusiness", j.action_required AS "actionRequired",
        j.waiting_until AS "waitingUntil"`,
    [jobId ?? null],
  );
}

/** A code arrived by itself: the pause's deferred notice, if not yet sent, never will be. */
export async function dropDueActionNotice(db: Queryable, jobId: string): Promise<void> {
  await db.query(
    'UPDATE jobs SET action_notice_due_at = NULL WHERE id = $1 AND action_notice_due_at IS NOT NULL',
    [jobId],
  );
}

/**
 * The pause ended: clears its notice columns and answers whether its quote.action_required had been
 * sent (then the caller records quote.action_resolved, in the same transaction).
 */
export async function closeActionNotice(tx: Queryable, jobId: string): Promise<boolean> {
  const rows = await tx.query<{ sent: boolean }>(
    `WITH old AS (
       SELECT id, action_notice_sent_at IS NOT NULL AS sent FROM jobs
        WHERE id = $1 AND (action_notice_sent_at IS NOT NULL OR action_notice_due_at IS NOT NULL) FOR UPDATE)
     UPDATE jobs j SET action_notice_sent_at = NULL, action_notice_due_at = NULL FROM old
      WHERE j.id = old.id RETURNING old.sent`,
    [jobId],
  );
  return rows[0]?.sent ?? false;
}

/** The agency's inbound routes for codes: an SMS number routed to us, an e-mail code address. */
export async function inboundCodeRoutes(
  db: Queryable,
  agencyId: string,
): Promise<{ sms: boolean; email: boolean }> {
  const [row] = await db.query<{ sms: boolean; email: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM agency_sms_numbers WHERE agency_id = $1) AS sms,
            EXISTS (SELECT 1 FROM agency_mail_addresses WHERE agency_id = $1) AS email`,
    [agencyId],
  );
  return row ?? { sms: false, email: false };
}
