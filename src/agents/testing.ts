// Runs one playbook against the sandbox without the queue or the store: for each playbook's own
// tests. The person in the loop is played by callbacks (read the SMS inbox, answer questions).

import type { Page } from 'playwright-core';
import { type Line, lineObjectKeys } from '../domain/lines.ts';
import { checkAnswer } from '../domain/questions/check-answer.ts';
import { lineSubmission, type Submission } from '../domain/quote-request/model/submission.ts';
import type {
  Answer,
  AskReason,
  LearnedMapping,
  Playbook,
  PlaybookContext,
  PlaybookOutcome,
  PortalCredential,
  UnderwritingQuestion,
} from './playbook.ts';
import { checkOutcome } from './runtime/check-quote.ts';
import { totpCode } from './totp.ts';

export interface PlaybookRunOptions {
  playbook: Playbook;
  page: Page;
  line: Line;
  submission: Submission;
  portalUrl: string;
  credential: PortalCredential;
  jobId?: string;
  attempt?: number;
  /** The reference an earlier attempt of this job recorded (a retry). */
  portalReference?: string;
  /** Receives each reference the playbook records. */
  onPortalReference?: (reference: string) => void;
  /** Plays the person asked for an MFA code (e.g. reads the sandbox inbox). */
  mfaCode?: (message: string) => Promise<string>;
  /** Plays the person answering underwriting questions; unanswered ones fail the run. */
  answers?: (questions: UnderwritingQuestion[], reason: AskReason) => Promise<Record<string, Answer>>;
  /** The page's context was started from a kept session (an earlier run's storage state). */
  keptSession?: boolean;
  /** Runs as every step starts (a bench names it to the live view here). */
  beforeStep?: (name: string) => void;
  /** Runs after every step, as the service's step recorder does (a bench takes its screenshot here). */
  afterStep?: (name: string) => Promise<void>;
  /** Receives what the playbook logs (the job's log in the service). */
  log?: (message: string, fields?: Record<string, unknown>) => void;
  /** The agency's learned mappings for this carrier, as the service gives them (`ctx.learned`). */
  learned?: LearnedMapping[];
}

export interface PlaybookRun {
  outcome: PlaybookOutcome;
  steps: string[];
  asked: UnderwritingQuestion[][];
  /** Why each call in `asked` was made (underwriting_question or missing_information). */
  reasons: AskReason[];
  mfaPrompts: string[];
  documents: { name: string; data: Buffer }[];
  /** The portal reference the playbook recorded (or was given), for a retry of the same job. */
  portalReference?: string;
  /** How the playbook reported being signed in, in order (`signed_in` or `reused`). */
  signIns: ('signed_in' | 'reused')[];
}

export async function runPlaybookDirectly(options: PlaybookRunOptions): Promise<PlaybookRun> {
  const steps: string[] = [];
  const asked: UnderwritingQuestion[][] = [];
  const reasons: AskReason[] = [];
  const mfaPrompts: string[] = [];
  const documents: { name: string; data: Buffer }[] = [];
  const signIns: ('signed_in' | 'reused')[] = [];
  // The test's submission is checked as the runtime checks a stored one (src/runs/execute-job.ts).
  const filing = lineSubmission(options.line, options.submission);
  if (!filing)
    throw new Error(
      `runPlaybookDirectly: ${options.line} requires ${lineObjectKeys[options.line]} in the submission`,
    );
  const ctx: PlaybookContext = {
    ...filing,
    page: options.page,
    portalUrl: options.portalUrl,
    jobId: options.jobId ?? 'job_test',
    attempt: options.attempt ?? 1,
    portalReference: options.portalReference,
    async recordPortalReference(reference) {
      ctx.portalReference = reference;
      options.onPortalReference?.(reference);
    },
    async step(name, fn) {
      steps.push(name);
      options.beforeStep?.(name);
      try {
        return await fn();
      } finally {
        await options.afterStep?.(name);
      }
    },
    keptSession: options.keptSession ?? false,
    async signedIn(how) {
      signIns.push(how);
    },
    credential: async () => options.credential,
    totp: (seed) => totpCode(seed),
    async askForMfaCode(message) {
      mfaPrompts.push(message);
      if (!options.mfaCode) throw new Error(`MFA asked but the test plays no person: ${message}`);
      return options.mfaCode(message);
    },
    async answerQuestions(questions, reason = 'underwriting_question') {
      asked.push(questions);
      reasons.push(reason);
      if (!options.answers)
        throw new Error(`Questions asked but the test plays no person: ${questions.map((q) => q.id)}`);
      // Tidied as the resolve operation does (digits for years and counts), so a playbook sees what a
      // run gives it; an answer the operation would refuse is passed on as given.
      const given = await options.answers(questions, reason);
      return Object.fromEntries(
        Object.entries(given).map(([id, answer]) => {
          const question = questions.find((q) => q.id === id);
          const checked = question ? checkAnswer(question, answer) : undefined;
          return [id, checked?.ok ? checked.answer : answer];
        }),
      );
    },
    async saveDocument(name, data) {
      documents.push({ name, data });
      return `memory:${name}`;
    },
    log: options.log ?? (() => undefined),
    learned: options.learned ?? [],
    usedMapping: () => undefined,
  };
  const filed = await options.playbook.run(ctx);
  const outcome = checkOutcome(filed, filing);
  return {
    outcome,
    steps,
    asked,
    reasons,
    mfaPrompts,
    documents,
    portalReference: ctx.portalReference,
    signIns,
  };
}
