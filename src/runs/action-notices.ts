// quote.action_required only when a person is needed, once per pause, and quote.action_resolved when a
// pause that sent one ends (docs/webhooks.md, "When a person is needed"). A pause whose code may arrive
// by itself (an MFA code with an inbound route: an SMS number routed to us, or an e-mail code address
// for a carrier that e-mails codes) defers its notice by a grace; the notice is due in the database
// (jobs.action_notice_due_at), and whoever first finds it due while the job still waits records it:
// the waiting worker's timer, or any worker's sweep when that worker is gone. The claim is one guarded
// UPDATE in the event's transaction (src/store/action-notices.ts), so it is recorded exactly once.
import type { Carrier } from '../domain/carriers/catalog.ts';
import type { ActionRequired } from '../domain/quote-request/types.ts';
import {
  claimDueActionNotices,
  closeActionNotice,
  type DueActionNotice,
  inboundCodeRoutes,
} from '../store/action-notices.ts';
import type { Db, Queryable } from '../store/db.ts';
import type { JobRow } from '../store/jobs.ts';
import { findRunRequest } from '../store/quote-requests.ts';
import { isStoreUnavailable } from '../store/unavailable.ts';
import { recordEvent } from './events.ts';

/** How a pause ended, in quote.action_resolved. */
export type PauseEnd =
  | 'answered'
  | 'code_received'
  | 'timed_out'
  | 'cancelled'
  | 'failed'
  | 'restarted'
  | 'handed_back';

/** The quote.action_required payload's own fields. */
export function actionRequiredFields(
  job: Pick<JobRow, 'id' | 'carrierId' | 'lineOfBusiness'>,
  actionRequired: ActionRequired,
  waitingUntil: Date | null,
): Record<string, unknown> {
  return {
    jobId: job.id,
    carrierId: job.carrierId,
    lineOfBusiness: job.lineOfBusiness,
    actionRequired: {
      ...actionRequired,
      ...(waitingUntil ? { expiresAt: new Date(waitingUntil).toISOString() } : {}),
    },
  };
}

/**
 * Whether the job's MFA code can reach us by itself: the agency has an SMS number routed to us (any
 * carrier's text), or an e-mail code address and the carrier e-mails its codes (the catalog's
 * `mfaEmailSenders`). TOTP never pauses (the agent computes the code).
 */
export async function codeMayArriveByItself(
  db: Queryable,
  job: Pick<JobRow, 'agencyId' | 'carrierId'>,
  options: { carriers: readonly Carrier[] },
): Promise<boolean> {
  const routes = await inboundCodeRoutes(db, job.agencyId);
  if (routes.sms) return true;
  const carrier = options.carriers.find((c) => c.id === job.carrierId);
  return routes.email && (carrier?.mfaEmailSenders?.length ?? 0) > 0;
}

/** Records the deferred quote.action_required of every due pause (or of one job's); answers how many. */
export async function sendDueActionNotices(db: Db, jobId?: string): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await claimDueActionNotices(tx, jobId);
    for (const notice of due) await recordNotice(tx, notice);
    return due.length;
  });
}

async function recordNotice(tx: Queryable, notice: DueActionNotice): Promise<void> {
  await recordEvent(tx, {
    agencyId: notice.agencyId,
    quoteRequestId: notice.quoteRequestId,
    externalReference: notice.externalReference,
    jobId: notice.jobId,
    type: 'quote.action_required',
    fields: actionRequiredFields(
      {
        id: notice.jobId,
        carrierId: notice.carrierId,
        lineOfBusiness: notice.lineOfBusiness as JobRow['lineOfBusiness'],
      },
      notice.actionRequired,
      notice.waitingUntil,
    ),
  });
}

/**
 * The job's pause ended (in the transaction that moved it on): a deferred notice not yet sent is
 * dropped, and a sent one is answered with quote.action_resolved carrying how it ended and the job's
 * status now.
 */
export async function endPause(
  tx: Queryable,
  job: Pick<JobRow, 'id' | 'agencyId' | 'quoteRequestId' | 'carrierId' | 'lineOfBusiness' | 'status'>,
  resolution: PauseEnd,
): Promise<void> {
  if (!(await closeActionNotice(tx, job.id))) return;
  const request = await findRunRequest(tx, job.quoteRequestId);
  await recordEvent(tx, {
    agencyId: job.agencyId,
    quoteRequestId: job.quoteRequestId,
    externalReference: request?.externalReference ?? '',
    jobId: job.id,
    type: 'quote.action_resolved',
    fields: {
      jobId: job.id,
      carrierId: job.carrierId,
      lineOfBusiness: job.lineOfBusiness,
      resolution,
      status: job.status,
    },
  });
}

/**
 * Sends due notices every `everyMs` in a worker process: the floor under the waiting worker's own
 * timer, for a pause whose worker stopped while the job still shows it waiting. One sweep at a time: a
 * sweep waiting for a database that went away is not joined by the next (nor logged: the store says so).
 */
export function startActionNoticeSweep(
  db: Db,
  everyMs: number,
  log: (message: string, fields?: Record<string, unknown>) => void,
): { stop(): void } {
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sendDueActionNotices(db)
      .catch((error: unknown) => {
        if (!isStoreUnavailable(error)) log('sending due action notices failed', { error: String(error) });
      })
      .finally(() => {
        sweeping = false;
      });
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
