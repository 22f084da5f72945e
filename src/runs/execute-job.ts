// Runs one carrier job end to end, from its pg-boss message: claim the portal session, move the job to
// running, run the playbook (retrying transient faults with backoff), store the outcome, roll the
// request up. Safe to run again after a crash: a finished job is left alone, and a playbook continues
// only the portal submission this job recorded (jobs.portal_reference), never another job's.

import type { BrowserPool } from '../agents/browser-pool.ts';
import { AgentError } from '../agents/errors.ts';
import type { AskReason, Playbook, PlaybookOutcome } from '../agents/playbook.ts';
import type { ArtifactStore } from '../agents/runtime/artifacts.ts';
import { createRedactor } from '../agents/runtime/redactor.ts';
import { type AbortReason, runAttempt, WorkerShutdownError } from '../agents/runtime/run-attempt.ts';
import type { Carrier } from '../domain/carriers/catalog.ts';
import { lineObjectKeys } from '../domain/lines.ts';
import { lineSubmission, type Submission } from '../domain/quote-request/model/submission.ts';
import { isTerminalJob } from '../domain/quote-request/transitions.ts';
import type { Db } from '../store/db.ts';
import { findJob, heartbeatJob, type JobRow, moveJob } from '../store/jobs.ts';
import type { Vault } from '../vault/vault.ts';
import { rememberAnswers, rememberedAnswers } from './answers.ts';
import { completeJob, type JobEnd } from './complete-job.ts';
import { outcomeToEnd } from './outcome.ts';
import { pauseForPerson } from './pause-for-person.ts';
import {
  acquirePortalLease,
  releasePortalLease,
  renewPortalLease,
  reserveCarrierStart,
} from './portal-lease.ts';

export interface ExecuteJobDeps {
  db: Db;
  vault: Vault;
  pool: BrowserPool;
  artifacts: ArtifactStore;
  carriers: readonly Carrier[];
  playbookFor(carrierId: string): Playbook | undefined;
  workerId: string;
  publicUrl: string;
  actionTimeoutMs: number;
  /** Pauses before each in-process retry of a transient fault (their count is the retry limit). */
  retryDelaysMs: readonly number[];
  /** Least time between two portal sessions started with one carrier, across every worker. */
  carrierStartIntervalMs?: number;
  /** How long to wait for another job holding the same portal login before giving the slot back. */
  leaseWaitMs?: number;
  screenshots?: boolean;
  /** Aborted when the worker shuts down: running jobs are handed back to the queue. */
  shutdown?: AbortSignal;
  log(message: string, fields?: Record<string, unknown>): void;
}

const LEASE_TTL_SECONDS = 30;
/** Attempts after which a job that keeps losing its worker fails instead of running again. */
const MAX_ATTEMPTS = 6;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface RequestInfo {
  clientId: string;
  externalReference: string;
  submission: Submission;
}

export async function executeJob(deps: ExecuteJobDeps, jobId: string): Promise<void> {
  const { db } = deps;
  const job = await findJob(db, jobId);
  if (!job || isTerminalJob(job.status) || job.status === 'standby') return;
  const [request] = await db.query<RequestInfo>(
    `SELECT client_id AS "clientId", external_reference AS "externalReference", submission
     FROM quote_requests WHERE id = $1`,
    [job.quoteRequestId],
  );
  const carrier = deps.carriers.find((c) => c.id === job.carrierId);
  const playbook = deps.playbookFor(job.carrierId);
  if (!request || !carrier || !playbook?.lines.includes(job.lineOfBusiness)) {
    await finish(deps, job, {
      status: 'failed',
      errorType: 'internal_error',
      errorMessage: `No playbook for ${job.carrierId} ${job.lineOfBusiness}`,
    });
    return;
  }
  // The stored JSON is a boundary: the line's object is checked once here, and the playbook's types rely on it.
  const filing = lineSubmission(job.lineOfBusiness, request.submission);
  if (!filing) {
    await finish(deps, job, {
      status: 'failed',
      errorType: 'internal_error',
      errorMessage: `The submission has no ${lineObjectKeys[job.lineOfBusiness]} for ${job.lineOfBusiness}`,
    });
    return;
  }

  if (job.attempt >= MAX_ATTEMPTS) {
    await finish(deps, job, {
      status: 'failed',
      errorType: 'internal_error',
      errorMessage: `The job was interrupted ${job.attempt} times (worker restarts); giving up`,
    });
    return;
  }

  const key = { agencyId: job.agencyId, carrierId: job.carrierId };
  const holder = { jobId, workerId: deps.workerId };
  const waitUntil = Date.now() + (deps.leaseWaitMs ?? 10 * 60_000);
  while (!(await acquirePortalLease(db, key, holder, LEASE_TTL_SECONDS))) {
    const current = await findJob(db, jobId);
    if (!current || isTerminalJob(current.status)) return;
    if (Date.now() > waitUntil)
      throw new Error('portal login busy: another job holds it; retried by the queue');
    await sleep(1000);
  }

  const pace = await reserveCarrierStart(db, job.carrierId, deps.carrierStartIntervalMs ?? 0);
  if (pace > 0) await sleep(pace);

  const running = await moveJob(db, jobId, 'running', {
    workerId: deps.workerId,
    attempt: job.attempt + 1,
    actionRequired: null,
    waitingUntil: null,
    ...(job.startedAt ? {} : { startedAt: 'now' as const }),
  });
  if (!running) {
    await releasePortalLease(db, key, jobId);
    return;
  }

  let abort: ((reason: AbortReason) => Promise<void>) | undefined;
  const onShutdown = () => void abort?.('shutdown');
  deps.shutdown?.addEventListener('abort', onShutdown);
  const heartbeat = setInterval(async () => {
    try {
      await heartbeatJob(db, jobId, deps.workerId);
      await renewPortalLease(db, key, jobId, LEASE_TTL_SECONDS);
      const current = await findJob(db, jobId);
      if (current?.status === 'cancelled') await abort?.('cancelled');
    } catch {
      // the next beat tries again; the lease outlives a missed one
    }
  }, 5000);

  const redactor = createRedactor();
  let retryCount = running.retryCount;
  let end: JobEnd;
  try {
    for (;;) {
      try {
        const outcome: PlaybookOutcome = await runAttempt(
          {
            pool: deps.pool,
            db,
            artifacts: deps.artifacts,
            redactor,
            screenshots: deps.screenshots,
            log: deps.log,
            onAbortable: (fn) => {
              abort = fn;
            },
            credential: async () => {
              const login = await deps.vault.useCredential(job.agencyId, job.carrierId);
              if (login.status === 'missing')
                throw new AgentError('credentials_missing', `No ${carrier.name} login is configured`);
              if (login.status === 'invalid')
                throw new AgentError(
                  'login_failed',
                  `The ${carrier.name} login was rejected earlier: ${login.reason}`,
                );
              return login.secret;
            },
            askForMfaCode: async (message) => {
              const r = await pauseForPerson(deps, running, request.externalReference, {
                type: 'mfa',
                message,
              });
              if (r.kind !== 'mfa') throw new AgentError('internal_error', 'Expected an MFA code');
              return r.code;
            },
            recordPortalReference: async (reference) => {
              await db.query('UPDATE jobs SET portal_reference = $2 WHERE id = $1', [jobId, reference]);
            },
            answerQuestions: async (questions, reason = 'underwriting_question') => {
              const known = await rememberedAnswers(db, request.clientId, questions);
              const open = questions.filter((q) => !(q.id in known));
              if (open.length === 0) return known;
              const r = await pauseForPerson(deps, running, request.externalReference, {
                type: reason,
                message: pauseMessage(carrier.name, reason, open.length),
                questions: open,
              });
              if (r.kind !== 'answers') throw new AgentError('internal_error', 'Expected answers');
              await rememberAnswers(db, request.clientId, open, r.answers);
              return { ...known, ...r.answers };
            },
          },
          {
            playbook,
            jobId,
            attempt: running.attempt,
            filing,
            portalUrl: carrier.portalUrl,
            // Read afresh each attempt: an in-process retry continues what the last attempt filed.
            portalReference: (await findJob(db, jobId))?.portalReference ?? undefined,
          },
        );
        end = outcomeToEnd(outcome);
        if (outcome.kind !== 'rejected_data')
          await deps.vault.markVerified(job.agencyId, job.carrierId).catch(() => false);
        break;
      } catch (error) {
        if (error instanceof WorkerShutdownError || deps.shutdown?.aborted) throw new WorkerShutdownError();
        const agentError = error instanceof AgentError ? error : undefined;
        if (agentError?.transient && retryCount - running.retryCount < deps.retryDelaysMs.length) {
          const delay = deps.retryDelaysMs[retryCount - running.retryCount]!;
          retryCount += 1;
          await db.query('UPDATE jobs SET retry_count = $2 WHERE id = $1', [jobId, retryCount]);
          deps.log('transient fault, retrying', { jobId, errorType: agentError.errorType, delay });
          await sleep(delay);
          continue;
        }
        end = errorToEnd(error, redactor.redact.bind(redactor));
        if (agentError?.errorType === 'login_failed') {
          await deps.vault
            .markInvalid(job.agencyId, job.carrierId, redactor.redact(agentError.message))
            .catch(() => false);
        }
        break;
      }
    }
  } finally {
    deps.shutdown?.removeEventListener('abort', onShutdown);
    clearInterval(heartbeat);
    await releasePortalLease(db, key, jobId).catch(() => undefined);
  }
  await finish(deps, running, end);
}

function pauseMessage(carrier: string, reason: AskReason, count: number): string {
  const s = count === 1 ? '' : 's';
  return reason === 'missing_information'
    ? `${carrier} requires ${count} item${s} the submission does not hold`
    : `${carrier} asks ${count} question${s} the submission cannot answer`;
}

function errorToEnd(error: unknown, redact: (s: string) => string): JobEnd {
  if (error instanceof AgentError) {
    if (error.errorType === 'cancelled') return { status: 'cancelled', errorMessage: 'Cancelled' };
    return { status: 'failed', errorType: error.errorType, errorMessage: redact(error.message) };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/Timeout \d+ms exceeded/.test(message)) {
    return { status: 'failed', errorType: 'timeout', errorMessage: redact(message.split('\n')[0]!) };
  }
  return {
    status: 'failed',
    errorType: 'internal_error',
    errorMessage: redact(message.split('\n')[0]!).slice(0, 500),
  };
}

async function finish(deps: ExecuteJobDeps, job: JobRow, end: JobEnd) {
  await deps.db.transaction((tx) => completeJob(tx, job.id, job.quoteRequestId, end));
}
