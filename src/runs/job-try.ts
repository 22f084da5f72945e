// One try of a carrier job in the agent runtime, wired to the rest of the run: the login from the
// vault, pauses for a person (MFA code, questions, missing information), answers remembered per
// client, the portal's reference of what the job filed, and the agency's learned mappings (those the
// try used withdrawn when the portal refuses the submission or the quote does not match).
import type { BrowserPool } from '../agents/browser-pool.ts';
import { AgentError } from '../agents/errors.ts';
import type { LearnedMapping, Playbook, PlaybookOutcome } from '../agents/playbook.ts';
import type { ArtifactStore } from '../agents/runtime/artifacts.ts';
import type { LivePages } from '../agents/runtime/live-pages.ts';
import type { Redactor } from '../agents/runtime/redactor.ts';
import { runTry } from '../agents/runtime/run-try.ts';
import type { TraceMode } from '../agents/runtime/trace-window.ts';
import type { AbortReason, TryDeps } from '../agents/runtime/try-deps.ts';
import type { Carrier } from '../domain/carriers/catalog.ts';
import type { LineSubmission } from '../domain/quote-request/model/submission.ts';
import type { Db } from '../store/db.ts';
import { recordTakeOver } from '../store/job-control.ts';
import { countJobFigure, findJob, type JobRow, setJobPortalReference } from '../store/jobs.ts';
import { activeMappingsFor } from '../store/learned-mappings.ts';
import type { RunRequest } from '../store/quote-requests.ts';
import type { Vault } from '../vault/vault.ts';
import { askQuestions } from './ask-questions.ts';
import { askForTakeover } from './ask-takeover.ts';
import { learnFromHold } from './learn-from-take-over.ts';
import { type PauseDeps, pauseForPerson } from './pause-for-person.ts';
import { mappingFailure, withdrawUsedMappings } from './withdraw-used-mappings.ts';

export interface JobTryDeps extends PauseDeps {
  db: Db;
  vault: Vault;
  pool: BrowserPool;
  artifacts: ArtifactStore;
  screenshots?: boolean;
  traces?: TraceMode;
  log(message: string, fields?: Record<string, unknown>): void;
  /** The live view's pages (this process's watchers see the tries it runs). */
  live?: LivePages;
  /** Take-over: a person's idle hold of the page expires after this long; absent, no take-over. */
  takeoverIdleMs?: number;
}

export interface JobTryInput {
  /** The job as it was moved to running. */
  job: JobRow;
  /** This attempt's try: 1, higher after each in-process retry (attempt-with-retries.ts). */
  try: number;
  request: RunRequest;
  carrier: Carrier;
  playbook: Playbook;
  /** The job's line and the submission checked to hold that line's object (execute-job.ts). */
  filing: LineSubmission;
  redactor: Redactor;
  /** Receives the function that aborts this try (a cancel, a shutdown, the portal lease lost). */
  onAbortable(abort: (reason: AbortReason) => Promise<void>): void;
  /** Before each step at the portal: the job's portal lease is its own (job-heartbeat.ts). */
  beforeStep?(): Promise<void>;
  /** The job's turn in its login's session: tabs of one session (session-turn.ts). */
  sessionTurn?: TryDeps['sessionTurn'];
}

export async function runJobTry(deps: JobTryDeps, input: JobTryInput): Promise<PlaybookOutcome> {
  const { job, redactor } = input;
  const learned: LearnedMapping[] = (await activeMappingsFor(deps.db, job.agencyId, job.carrierId)).map(
    ({ id, kind, screen, label, field }) => ({ id, kind, screen, label, field }),
  );
  const used = new Set<string>();
  const usedMapping = (id: string) => {
    if (learned.some((m) => m.id === id)) used.add(id);
  };
  const withdrawUsed = async (failure: ReturnType<typeof mappingFailure>) => {
    if (!failure || used.size === 0) return;
    const message = redactor.redact(failure.message);
    const withdrawn = await withdrawUsedMappings(deps.db, job.id, used, { ...failure, message }).catch(
      () => [],
    );
    deps.log('learned mappings withdrawn', { jobId: job.id, reason: failure.reason, withdrawn });
  };
  try {
    const outcome = await tryOnce(deps, input, { learned, usedMapping });
    await withdrawUsed(mappingFailure({ outcome }));
    return outcome;
  } catch (error) {
    await withdrawUsed(mappingFailure({ error }));
    throw error;
  }
}

async function tryOnce(
  deps: JobTryDeps,
  input: JobTryInput,
  mappings: Pick<TryDeps, 'learned' | 'usedMapping'>,
): Promise<PlaybookOutcome> {
  const { db } = deps;
  const { job, request, carrier } = input;
  return runTry(
    {
      ...mappings,
      pool: deps.pool,
      db,
      artifacts: deps.artifacts,
      redactor: input.redactor,
      screenshots: deps.screenshots,
      traces: deps.traces,
      log: deps.log,
      live: deps.live,
      takeoverIdleMs: deps.takeoverIdleMs,
      tookOver: async (held) => {
        await recordTakeOver(db, job.id, { ...held, attempt: job.attempt });
        if (!held.recording) return;
        await learnFromHold(deps, {
          job,
          clientId: request.clientId,
          submission: input.filing.submission,
          userId: held.userId,
          recording: held.recording,
        }).catch((error: unknown) => deps.log('learning from a take-over failed', { jobId: job.id, error }));
      },
      onAbortable: input.onAbortable,
      beforeStep: input.beforeStep,
      sessionTurn: input.sessionTurn,
      keptSession: {
        load: () => deps.vault.useKeptSession(job.agencyId, job.carrierId),
        keep: (state, expiresAt) => deps.vault.keepSession(job.agencyId, job.carrierId, state, expiresAt),
        drop: () => deps.vault.dropKeptSession(job.agencyId, job.carrierId),
      },
      count: (figure) => countJobFigure(db, job.id, figure),
      credential: async () => {
        const login = await deps.vault.useCredential(job.agencyId, job.carrierId);
        if (login.status === 'missing')
          throw new AgentError('credentials_missing', `No ${carrier.name} login is configured`);
        // A login the portal refused or locked out is not tried again: a person saves a new one, or
        // tests it ("Test login") once the portal's lock has ended.
        if (login.status !== 'configured')
          throw new AgentError(
            'login_failed',
            login.status === 'locked'
              ? `The ${carrier.name} login is locked out: ${login.reason} Test it under Carrier logins once the portal lifts the lock.`
              : `The ${carrier.name} login was rejected earlier: ${login.reason}`,
          );
        return login.secret;
      },
      askTakeover: (ask) => askForTakeover(deps, job, request.externalReference, ask),
      askForMfaCode: async (message) => {
        const r = await pauseForPerson(deps, job, request.externalReference, { type: 'mfa', message });
        if (r.kind !== 'mfa') throw new AgentError('internal_error', 'Expected an MFA code');
        return r.code;
      },
      recordPortalReference: (reference) => setJobPortalReference(db, job.id, reference),
      answerQuestions: (questions, reason = 'underwriting_question', options = {}) =>
        askQuestions(deps, {
          job,
          request,
          carrierName: carrier.name,
          questions,
          reason,
          again: options.again ?? [],
        }),
    },
    {
      playbook: input.playbook,
      jobId: job.id,
      attempt: job.attempt,
      try: input.try,
      filing: input.filing,
      portalUrl: carrier.portalUrl,
      // Read afresh each try: a retry continues what the last try filed.
      portalReference: (await findJob(db, job.id))?.portalReference ?? undefined,
    },
  );
}
