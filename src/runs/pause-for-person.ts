// A job waiting for a person: it turns `mfa_waiting` or `action_required` with its deep link at once,
// fires quote.action_required (an MFA pause whose code may arrive by itself only after a grace, and only
// if still waiting then: action-notices.ts), keeps the browser alive, and resumes when the resolve
// operation or an inbound text or e-mail stores the code or answers (from any node), or fails with
// mfa_timeout / action_timeout when the window ends. A take-over the agent asked for (decision 0029) is
// resolved by the person's explicit hand-back in the app, and fails as the agent would have when the
// window ends.
import { AgentError } from '../agents/errors.ts';
import type { UnderwritingQuestion } from '../agents/playbook.ts';
import { WorkerShutdownError } from '../agents/runtime/hand-back.ts';
import type { Carrier } from '../domain/carriers/catalog.ts';
import type { ActionRequired } from '../domain/quote-request/types.ts';
import { openActionNotice } from '../store/action-notices.ts';
import type { Db } from '../store/db.ts';
import { clearResolution } from '../store/job-resolutions.ts';
import { countJobFigure, findJob, type JobRow, moveJob } from '../store/jobs.ts';
import type { Vault } from '../vault/vault.ts';
import {
  actionRequiredFields,
  codeMayArriveByItself,
  endPause,
  sendDueActionNotices,
} from './action-notices.ts';
import { recordEvent } from './events.ts';
import { type Resolution, waitForResolution } from './resolutions.ts';
import type { Seat } from './seats.ts';

export interface PauseDeps {
  db: Db;
  publicUrl: string;
  /** How long a person has to answer (default 15 minutes). */
  actionTimeoutMs: number;
  /** Aborted when the worker shuts down: the wait ends and the job is handed back. */
  shutdown?: AbortSignal;
  /** The job's worker seat: given back while a person is awaited, taken again to go on (seats.ts). */
  seat?: Seat;
  /** Opens the code a person or a message brought (sealed on its way through the database). */
  vault: Pick<Vault, 'codes'>;
  /**
   * How long an MFA pause whose code may arrive by itself waits before quote.action_required is sent
   * (MFA_NOTIFY_GRACE_SECONDS); 0 or absent: at once.
   */
  mfaNotifyGraceMs?: number;
  /** The catalog: which carriers e-mail their codes. */
  carriers?: readonly Carrier[];
  log?(message: string, fields?: Record<string, unknown>): void;
}

export type PauseRequest =
  | { type: 'mfa'; message: string }
  | {
      type: 'underwriting_question' | 'missing_information';
      message: string;
      questions: UnderwritingQuestion[];
    }
  | {
      type: 'takeover';
      message: string;
      /** The live view's deep link. */
      deepLink: string;
      page: string;
      step: string;
      evidence: string;
      /** What the job fails with should nobody hand the page back in time. */
      error: AgentError;
    };

/** The job's live view in the agency app. */
export function liveViewDeepLink(publicUrl: string, job: Pick<JobRow, 'quoteRequestId' | 'id'>): string {
  return `${jobDeepLink(publicUrl, job)}/live`;
}

export function jobDeepLink(publicUrl: string, job: Pick<JobRow, 'quoteRequestId' | 'id'>): string {
  return `${publicUrl}/app/quotes/${job.quoteRequestId}/jobs/${job.id}`;
}

export async function pauseForPerson(
  deps: PauseDeps,
  job: JobRow,
  externalReference: string,
  request: PauseRequest,
): Promise<Resolution> {
  const { db } = deps;
  const waiting = request.type === 'mfa' ? 'mfa_waiting' : 'action_required';
  const actionRequired: ActionRequired =
    request.type === 'takeover'
      ? {
          type: request.type,
          message: request.message,
          deepLink: request.deepLink,
          page: request.page,
          step: request.step,
          evidence: request.evidence,
        }
      : {
          type: request.type,
          message: request.message,
          deepLink: jobDeepLink(deps.publicUrl, job),
          ...(request.type === 'mfa' ? {} : { questions: request.questions }),
        };
  const waitingUntil = new Date(Date.now() + deps.actionTimeoutMs);
  const graceMs =
    request.type === 'mfa' &&
    (deps.mfaNotifyGraceMs ?? 0) > 0 &&
    (await codeMayArriveByItself(db, job, { carriers: deps.carriers ?? [] }))
      ? deps.mfaNotifyGraceMs!
      : 0;
  const pausedAt = Date.now();
  await db.transaction(async (tx) => {
    const moved = await moveJob(tx, job.id, waiting, { actionRequired, waitingUntil });
    if (!moved) throw new AgentError('cancelled', 'The job was cancelled');
    // A code or answers typed for an earlier pause (before a worker restart) are stale now.
    await clearResolution(tx, job.id);
    await openActionNotice(tx, job.id, graceMs > 0 ? graceMs : undefined);
    if (graceMs > 0) return;
    await recordEvent(tx, {
      agencyId: job.agencyId,
      quoteRequestId: job.quoteRequestId,
      externalReference,
      jobId: job.id,
      type: 'quote.action_required',
      fields: actionRequiredFields(job, actionRequired, waitingUntil),
    });
  });
  // Sent when due if the job still waits then; any worker's sweep sends it should this one stop.
  const notice =
    graceMs > 0
      ? setTimeout(() => {
          sendDueActionNotices(db, job.id).catch(() => undefined);
        }, graceMs + 250)
      : undefined;
  // Waiting for a person drives no browser: the seat goes to another job meanwhile.
  deps.seat?.park();
  const resolution = await waitForResolution({
    db,
    codes: deps.vault.codes,
    jobId: job.id,
    timeoutMs: waitingUntil.getTime() - Date.now(),
    stillWaiting: async () => !deps.shutdown?.aborted && (await findJob(db, job.id))?.status === waiting,
  }).finally(() => clearTimeout(notice));
  const via = resolution && 'via' in resolution ? resolution.via : undefined;
  if (via)
    deps.log?.('mfa code arrived by itself', {
      jobId: job.id,
      carrierId: job.carrierId,
      via,
      afterMs: Date.now() - pausedAt,
    });
  if (deps.shutdown?.aborted) throw new WorkerShutdownError();
  // A person was asked unless a text or an e-mail brought the code by itself.
  if (!via) await countJobFigure(db, job.id, 'person_prompts');
  if (!resolution) {
    const current = await findJob(db, job.id);
    if (current?.status === 'cancelled') throw new AgentError('cancelled', 'The job was cancelled');
    if (request.type === 'takeover')
      // The job a partner ignoring take-overs sees: the failure it would have had without the pause.
      throw new AgentError(
        request.error.errorType,
        `${request.error.message} (a take-over was asked; nobody handed the page back before the window ended)`,
      );
    throw request.type === 'mfa'
      ? new AgentError('mfa_timeout', 'Nobody entered the MFA code before the window ended')
      : new AgentError(
          'action_timeout',
          request.type === 'missing_information'
            ? 'Nobody gave the information the portal asked for before the window ended'
            : 'Nobody answered the underwriting questions before the window ended',
        );
  }
  // Running again as soon as the answer is taken (the person sees it went through), even if a seat
  // has to free up before the browser moves on.
  // The pause ends here unless the resolve operation ended it already (resolve-job.ts).
  const resumed = await db.transaction(async (tx) => {
    const moved = await moveJob(tx, job.id, 'running', { actionRequired: null, waitingUntil: null });
    if (moved)
      await endPause(
        tx,
        moved,
        via ? 'code_received' : resolution.kind === 'handed_back' ? 'handed_back' : 'answered',
      );
    return moved;
  });
  if (!resumed) throw new AgentError('cancelled', 'The job was cancelled');
  // A job that ends here instead leaves its parked place when the worker releases its seat.
  await deps.seat?.resume();
  return resolution;
}
