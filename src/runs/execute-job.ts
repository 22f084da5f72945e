// Runs one carrier job end to end, from its pg-boss message: claim the portal session, move the job to
// running, run the playbook (retrying transient faults with backoff), store the outcome, roll the
// request up. Safe to run again after a crash: a finished job is left alone, and a playbook continues
// only the portal submission this job recorded (jobs.portal_reference), never another job's.
// Its parts: wait-for-portal-lease, job-heartbeat, attempt-with-retries (job-try), error-to-end.

import type { BrowserPool } from '../agents/browser-pool.ts';
import { AgentError, LoginLockedError } from '../agents/errors.ts';
import type { Playbook, PlaybookOutcome } from '../agents/playbook.ts';
import type { ArtifactStore } from '../agents/runtime/artifacts.ts';
import { handBackOf } from '../agents/runtime/hand-back.ts';
import type { LivePages } from '../agents/runtime/live-pages.ts';
import { createRedactor } from '../agents/runtime/redactor.ts';
import type { TraceMode } from '../agents/runtime/trace-window.ts';
import { type AbortReason, SessionRenewedError } from '../agents/runtime/try-deps.ts';
import type { Carrier } from '../domain/carriers/catalog.ts';
import { tabsOf } from '../domain/carriers/session-tabs.ts';
import { lineObjectKeys } from '../domain/lines.ts';
import { usToday } from '../domain/quote-request/dates.ts';
import { withDerivedFields } from '../domain/quote-request/derive-flat-fields.ts';
import { lineSubmission } from '../domain/quote-request/model/submission.ts';
import { isTerminalJob } from '../domain/quote-request/transitions.ts';
import { reserveCarrierStart } from '../store/carrier-pacing.ts';
import type { Db } from '../store/db.ts';
import { findJob, type JobRow, moveJob } from '../store/jobs.ts';
import { releasePortalLease } from '../store/portal-leases.ts';
import { findRunRequest } from '../store/quote-requests.ts';
import type { Vault } from '../vault/vault.ts';
import { endPause } from './action-notices.ts';
import { attemptWithRetries } from './attempt-with-retries.ts';
import { completeJob, type JobEnd } from './complete-job.ts';
import { errorToEnd } from './error-to-end.ts';
import { startJobHeartbeat } from './job-heartbeat.ts';
import { runJobTry } from './job-try.ts';
import { outcomeToEnd } from './outcome.ts';
import type { RunTiming } from './run-timing.ts';
import type { Seat } from './seats.ts';
import { sessionTurn } from './session-turn.ts';
import { waitForPortalLease } from './wait-for-portal-lease.ts';

export interface ExecuteJobDeps extends RunTiming {
  db: Db;
  vault: Vault;
  pool: BrowserPool;
  artifacts: ArtifactStore;
  carriers: readonly Carrier[];
  /** The carrier's playbook; one built from a definition's flow comes from the catalog entry given. */
  playbookFor(carrierId: string, carrier?: Carrier): Playbook | undefined;
  workerId: string;
  publicUrl: string;
  actionTimeoutMs: number;
  /** How long an MFA pause whose code may arrive by itself defers its quote.action_required (action-notices.ts). */
  mfaNotifyGraceMs?: number;
  /** Pauses before each in-process retry of a transient fault (their count is the retry limit). */
  retryDelaysMs: readonly number[];
  /** Least time between two portal sessions started with one carrier, across every worker. */
  carrierStartIntervalMs?: number;
  /** How long to wait for another job holding the same portal login before giving the slot back. */
  leaseWaitMs?: number;
  screenshots?: boolean;
  /** What a Playwright trace of each try records, kept when it fails (default `actions`). */
  traces?: TraceMode;
  /** Aborted when the worker shuts down: running jobs are handed back to the queue. */
  shutdown?: AbortSignal;
  /** The worker seat this job holds (given back while it waits for a person). */
  seat?: Seat;
  /** The live view's pages: watchers see this worker's tries (job-try.ts). */
  live?: LivePages;
  /** Take-over: a person's idle hold of a job's page expires after this long (docs/decisions/0028-take-over.md). */
  takeoverIdleMs?: number;
  log(message: string, fields?: Record<string, unknown>): void;
}

/** Attempts after which a job that keeps losing its worker fails instead of running again. */
const MAX_ATTEMPTS = 6;

export async function executeJob(deps: ExecuteJobDeps, jobId: string): Promise<void> {
  const { db } = deps;
  const job = await findJob(db, jobId);
  if (!job || isTerminalJob(job.status) || job.status === 'standby') return;
  const request = await findRunRequest(db, job.quoteRequestId);
  const carrier = deps.carriers.find((c) => c.id === job.carrierId);
  // The entry taken now is the job's for its whole run: a changed file reaches the next job, not this one.
  const playbook = deps.playbookFor(job.carrierId, carrier);
  if (!request || !carrier || !playbook?.lines.includes(job.lineOfBusiness)) {
    await finish(deps, job, {
      status: 'failed',
      errorType: 'internal_error',
      errorMessage: `No playbook for ${job.carrierId} ${job.lineOfBusiness}`,
    });
    return;
  }
  // The stored JSON is a boundary: the line's object is checked once here, and the playbook's types rely on it.
  // The playbook reads the flat values a full submission implies, counted on the day the create checked
  // them (decision 0035); a flat body is read as it is.
  const submission = withDerivedFields(request.submission, usToday(new Date(request.createdAt)));
  const filing = lineSubmission(job.lineOfBusiness, submission);
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
  // Alone to sign in, or a tab of the session another job of the login holds (decision 0033).
  const leaseWaitMs = deps.leaseWaitMs ?? 10 * 60_000;
  // Where the queue handed out several jobs of the login, one may wait for another's sign-in (a person
  // typing its code): it gives its running seat back meanwhile, as a job waiting for a person does.
  const lease = await waitForPortalLease({ ...deps, leaseWaitMs }, key, holder, tabsOf(carrier), () =>
    deps.seat?.park(),
  );
  if (lease === 'ended') return;
  await deps.seat?.resume();

  const pace = await reserveCarrierStart(db, job.carrierId, deps.carrierStartIntervalMs ?? 0);
  if (pace > 0) await deps.sleep(pace);

  // A job its stopped worker left waiting starts over: that pause ends here (action-notices.ts).
  const running = await db.transaction(async (tx) => {
    const moved = await moveJob(tx, jobId, 'running', {
      workerId: deps.workerId,
      attempt: job.attempt + 1,
      actionRequired: null,
      waitingUntil: null,
      ...(job.startedAt ? {} : { startedAt: 'now' as const }),
      // The knowledge this attempt runs with (docs/decisions/0032-carrier-definitions-as-data.md).
      definitionId: carrier.definition?.id ?? null,
      definitionHash: carrier.definition?.hash ?? null,
    });
    if (moved) await endPause(tx, moved, 'restarted');
    return moved;
  });
  if (!running) {
    await releasePortalLease(db, key, holder);
    return;
  }

  let abort: ((reason: AbortReason) => Promise<void>) | undefined;
  const onShutdown = () => void abort?.('shutdown');
  deps.shutdown?.addEventListener('abort', onShutdown);
  const heartbeat = startJobHeartbeat(
    deps,
    { ...holder, key },
    {
      onCancelled: async () => abort?.('cancelled'),
      onLeaseLost: async () => abort?.('lease-lost'),
    },
  );

  const redactor = createRedactor();
  let end: JobEnd;
  try {
    const outcome = await attemptWithRetries(deps, running, (tryNumber) =>
      startingOverFromRenewedSessions(() =>
        runJobTry(deps, {
          try: tryNumber,
          job: running,
          request,
          carrier,
          playbook,
          filing,
          redactor,
          onAbortable: (fn) => {
            abort = fn;
          },
          beforeStep: () => heartbeat.held(),
          sessionTurn: sessionTurn({ ...deps, leaseWaitMs }, key, holder),
        }),
      ),
    );
    end = outcomeToEnd(outcome);
    if (outcome.kind !== 'rejected_data')
      await deps.vault.markVerified(job.agencyId, job.carrierId).catch(() => false);
  } catch (error) {
    // Handed back to the queue (the worker stopping, the database away past its bound, the lease lost).
    if (handBackOf(error)) throw error;
    end = errorToEnd(error, redactor.redact.bind(redactor));
    // The portal's words become the login's reason: locked out (waits for the lock to end) or refused.
    if (error instanceof LoginLockedError) {
      await deps.vault
        .markLocked(job.agencyId, job.carrierId, redactor.redact(error.message))
        .catch(() => false);
    } else if (error instanceof AgentError && error.errorType === 'login_failed') {
      await deps.vault
        .markInvalid(job.agencyId, job.carrierId, redactor.redact(error.message))
        .catch(() => false);
    }
  } finally {
    deps.shutdown?.removeEventListener('abort', onShutdown);
    await heartbeat.stop();
    await releasePortalLease(db, key, holder).catch(() => undefined);
  }
  await finish(deps, running, end);
}

/** Renewals a try starts over from before one counts as a retry (each is another job's sign-in). */
const RENEWALS_PER_TRY = 3;

/**
 * Runs the try again, uncounted, when it stopped before signing in because another job of the login
 * signed in meanwhile (decision 0033): it starts over from the session that job kept.
 */
async function startingOverFromRenewedSessions(
  tryOnce: () => Promise<PlaybookOutcome>,
): Promise<PlaybookOutcome> {
  for (let renewals = 0; ; renewals += 1) {
    try {
      return await tryOnce();
    } catch (error) {
      if (!(error instanceof SessionRenewedError) || renewals >= RENEWALS_PER_TRY) throw error;
    }
  }
}

async function finish(deps: ExecuteJobDeps, job: JobRow, end: JobEnd) {
  await deps.db.transaction((tx) =>
    completeJob(tx, job.id, job.quoteRequestId, end, new Date(), deps.publicUrl),
  );
}
