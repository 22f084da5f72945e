// A job waiting for a person: it turns `mfa_waiting` or `action_required` with its deep link, fires
// quote.action_required, keeps the browser alive, and resumes when the resolve operation stores the
// code or answers (from any node), or fails with mfa_timeout / action_timeout when the window ends.
import { AgentError } from '../agents/errors.ts';
import type { UnderwritingQuestion } from '../agents/playbook.ts';
import { WorkerShutdownError } from '../agents/runtime/hand-back.ts';
import type { ActionRequired } from '../domain/quote-request/types.ts';
import type { Db } from '../store/db.ts';
import { clearResolution } from '../store/job-resolutions.ts';
import { countJobFigure, findJob, type JobRow, moveJob } from '../store/jobs.ts';
import type { Vault } from '../vault/vault.ts';
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
}

export type PauseRequest =
  | { type: 'mfa'; message: string }
  | {
      type: 'underwriting_question' | 'missing_information';
      message: string;
      questions: UnderwritingQuestion[];
    };

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
  const actionRequired: ActionRequired = {
    type: request.type,
    message: request.message,
    deepLink: jobDeepLink(deps.publicUrl, job),
    ...(request.type === 'mfa' ? {} : { questions: request.questions }),
  };
  const waitingUntil = new Date(Date.now() + deps.actionTimeoutMs);
  await db.transaction(async (tx) => {
    const moved = await moveJob(tx, job.id, waiting, { actionRequired, waitingUntil });
    if (!moved) throw new AgentError('cancelled', 'The job was cancelled');
    // A code or answers typed for an earlier pause (before a worker restart) are stale now.
    await clearResolution(tx, job.id);
    await recordEvent(tx, {
      agencyId: job.agencyId,
      quoteRequestId: job.quoteRequestId,
      externalReference,
      jobId: job.id,
      type: 'quote.action_required',
      fields: {
        jobId: job.id,
        carrierId: job.carrierId,
        lineOfBusiness: job.lineOfBusiness,
        actionRequired: { ...actionRequired, expiresAt: waitingUntil.toISOString() },
      },
    });
  });
  // Waiting for a person drives no browser: the seat goes to another job meanwhile.
  deps.seat?.park();
  const resolution = await waitForResolution({
    db,
    codes: deps.vault.codes,
    jobId: job.id,
    timeoutMs: waitingUntil.getTime() - Date.now(),
    stillWaiting: async () => !deps.shutdown?.aborted && (await findJob(db, job.id))?.status === waiting,
  });
  if (deps.shutdown?.aborted) throw new WorkerShutdownError();
  // A person was asked unless a text or an e-mail brought the code by itself.
  if (!resolution || !('via' in resolution && resolution.via))
    await countJobFigure(db, job.id, 'person_prompts');
  if (!resolution) {
    const current = await findJob(db, job.id);
    if (current?.status === 'cancelled') throw new AgentError('cancelled', 'The job was cancelled');
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
  const resumed = await moveJob(db, job.id, 'running', { actionRequired: null, waitingUntil: null });
  if (!resumed) throw new AgentError('cancelled', 'The job was cancelled');
  // A job that ends here instead leaves its parked place when the worker releases its seat.
  await deps.seat?.resume();
  return resolution;
}
