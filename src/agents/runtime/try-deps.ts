// What one try of a job is given (its dependencies and input), why it may be stopped from outside, and
// the error of a try that starts over from a session another job of its login renewed (run-try.ts).
import type { LineSubmission } from '../../domain/quote-request/model/submission.ts';
import type { Queryable } from '../../store/db.ts';
import type { BrowserPool } from '../browser-pool.ts';
import { AgentError } from '../errors.ts';
import type { LearnedMapping, Playbook, PlaybookContext, PortalCredential } from '../playbook.ts';
import type { ArtifactStore } from './artifacts.ts';
import type { TakeOverWaitOptions } from './await-control.ts';
import type { KeptSessionPort } from './kept-session-policy.ts';
import type { LivePages } from './live-pages.ts';
import type { Redactor } from './redactor.ts';
import type { TraceMode } from './trace-window.ts';

export interface TryDeps {
  pool: BrowserPool;
  db: Queryable;
  artifacts: ArtifactStore;
  redactor: Redactor;
  /** The login, fetched from the vault at the moment of login. */
  credential(): Promise<PortalCredential>;
  askForMfaCode(message: string): Promise<string>;
  answerQuestions: PlaybookContext['answerQuestions'];
  /** Stores the portal's reference of the submission this job filed (kept across attempts). */
  recordPortalReference(reference: string): Promise<void>;
  log(message: string, fields?: Record<string, unknown>): void;
  screenshots?: boolean;
  /** What the trace of a failed try holds (default `actions`; docs/decisions/0018). */
  traces?: TraceMode;
  /** Called with a function that aborts the try (closing its browser context). */
  onAbortable?(abort: (reason: AbortReason) => Promise<void>): void;
  /** The login's kept portal session: the context starts from it, and keeps the new one once signed in. */
  keptSession?: KeptSessionPort;
  /** Counts the job's sign-ins and the tries a kept session spared one. */
  count?(figure: 'sign_ins' | 'sessions_reused'): Promise<void>;
  /** The mappings people confirmed for this agency and carrier (and those promoted to the carrier). */
  learned?: readonly LearnedMapping[];
  /** Told of each learned mapping the playbook applied in this try. */
  usedMapping?(id: string): void;
  /**
   * Before each step at the portal: resolves once the job's portal lease is known to be its own (renewed
   * lately), waiting while the database is away; throws a hand-back error when it is not (hand-back.ts).
   */
  beforeStep?(): Promise<void>;
  /**
   * Tabs of one portal session (docs/decisions/0033-tabs-of-one-session.md): told once the session is
   * signed in or the kept one holds (other jobs of the login may then join it), and asked before signing
   * in: `go` to sign in alone, `renewed` when another job of the login signed in meanwhile (this try
   * starts over from the session it kept).
   */
  sessionTurn?: { live(): Promise<void>; signIn(): Promise<'go' | 'renewed'> };
  /** The live view: the try's page is shown to the job's watchers, its steps named, sign-in hidden. */
  live?: LivePages;
  /**
   * Take-over: a person's hold of the page expires after this long with no input; absent, the try never
   * waits for a person (docs/decisions/0028-take-over.md).
   */
  takeoverIdleMs?: number;
  /**
   * The agent asks a person to take over the page where it would fail (decision 0029): the job's pause,
   * resolved by the person's hand-back; throws as `PlaybookSession.askTakeover` says. Offered to the
   * playbook only with the live view and take-over (`live`, `takeoverIdleMs`).
   */
  askTakeover?(ask: {
    step: string;
    evidence: string;
    error: AgentError;
    message?: string;
    page: string;
  }): Promise<{ userId: string; email: string; since: Date }>;
  /**
   * A person held the page from `since` for `heldMs` (the job's timeline records it), and what they set
   * and pressed there (learned from: docs/decisions/0030-learning-from-a-take-over.md).
   */
  tookOver?: TakeOverWaitOptions['tookOver'];
}

/** Why a try was stopped from outside: cancelled, the worker stopping, the portal lease lost. */
export type AbortReason = 'cancelled' | 'shutdown' | 'lease-lost';

export interface TryInput {
  playbook: Playbook;
  jobId: string;
  /** The job's attempt: 1, higher after a worker restart (`job.attempt`). */
  attempt: number;
  /** This attempt's try: 1, higher after each in-process retry of a transient fault. */
  try: number;
  /** What the job files: its line and the submission, which holds that line's object. */
  filing: LineSubmission;
  portalUrl: string;
  /** The portal reference this job recorded on an earlier try or attempt, if any. */
  portalReference?: string;
}

/**
 * The try stopped before signing in because another job of the login signed in meanwhile: the job starts
 * over from the session that job kept, with no retry counted and no trace kept (decision 0033).
 */
export class SessionRenewedError extends AgentError {
  constructor() {
    super(
      'session_expired',
      'Another job of this login signed in again meanwhile: starting over from its session',
      { transient: true },
    );
    this.name = 'SessionRenewedError';
  }
}
