// What a carrier playbook is and what the runtime gives it. A playbook per carrier portal: written by
// hand under src/agents/carriers/<carrier>/, or built from the carrier definition's flow by
// src/agents/definition/ (adding a carrier is then a definition file, nothing else).
import type { Page } from 'playwright-core';
import type { AsQuoted } from '../domain/coverage.ts';
import type { TakeOverEvent } from '../domain/learn-from-take-over.ts';
import type { Line } from '../domain/lines.ts';
import type { Answer } from '../domain/questions/check-answer.ts';
import type { AnswerType } from '../domain/questions/vocabulary.ts';
import type { LineSubmission } from '../domain/quote-request/model/submission.ts';
import type { AgentError } from './errors.ts';

export interface PortalCredential {
  username: string;
  password: string;
  totpSeed?: string;
}

export interface UnderwritingQuestion {
  /**
   * The question's id: canonical (src/domain/questions/vocabulary.ts) where one means the same,
   * else `<carrierId>:<slug>`. Answers are remembered per client by it.
   */
  id: string;
  /** The portal's wording (its label or question text). */
  text: string;
  /** How the answer is checked and tidied (years, counts and amounts arrive as digit strings). */
  type: AnswerType;
  choices?: string[];
  /** The portal's own hint beside the field, when it shows one. */
  hint?: string;
  /**
   * A follow-up the portal shows only after a given answer to another question of the same call
   * (progressive disclosure): ask it only when question `questionId` is answered `answer`. A
   * playbook ignores a follow-up's answer when the condition does not hold.
   */
  when?: { questionId: string; answer: Answer };
  /**
   * For a control the kit did not place by its label (missing information): which of our values it
   * would enter there, from what the page says of the control (kit/proposals.ts), for a person to
   * confirm in one click. Answering with `value` confirms it: the mapping is learned for the agency,
   * the carrier and this screen (`LearnedMapping`), and no later job asks.
   */
  proposal?: Proposal;
}

/** Our value proposed for a portal control, with the field of ours it comes from. */
export interface ProposedValue {
  /** Our field's path in the submission (`input.numberOfEmployees`). */
  field: string;
  /** Our field's name for a person ("Number of employees"). */
  fieldName: string;
  /** The value as it would be entered. */
  value: string;
}

export interface Proposal extends ProposedValue {
  /** The portal screen (its heading) the control is on: a learned mapping holds for this screen. */
  screen: string;
  /** The next best of our values, when there is one. */
  runnerUp?: ProposedValue;
}

/**
 * A mapping a person confirmed (or an operator promoted to the carrier, or an admin accepted from a
 * take-over): on `screen` of this carrier's portal, the control labelled `label` takes our `field`
 * (`kind: 'field'`), or the button captioned `label` finishes the screen (`kind: 'continue'`, no
 * field). Applied by the kit without asking.
 */
export interface LearnedMapping {
  id: string;
  kind: 'field' | 'continue';
  screen: string;
  label: string;
  field: string;
}

export type { Answer };

/**
 * Why a person is asked: an underwriting question the submission cannot answer, or something else the
 * portal requires that the submission does not hold (a required field, an option it does not choose).
 */
export type AskReason = 'underwriting_question' | 'missing_information';

export interface AskOptions {
  /**
   * The questions (by id) asked again because the portal refused the answer given: a person is asked
   * (the client's remembered answer may be what was refused, so none is used for them), and the pause
   * says so.
   */
  again?: readonly string[];
}

export interface QuoteExtract {
  quoteNumber: string;
  annualPremium: number;
  quoteType: 'bindable' | 'indication';
  policyStartDate?: string;
  policyExpirationDate?: string;
  limits?: string;
  deductible?: string;
  /**
   * The quote page's own words for its limits, deductible and retention (a cyber or umbrella quote's
   * retention is also its `deductible` above): read into numbers by src/domain/coverage.ts for the
   * result's `coverage`, and checked like them.
   */
  asQuoted?: AsQuoted;
  quoteExpiresAt?: string;
  premiumBreakdown?: { label: string; amount: number }[];
  /** A document downloaded from the portal (quote letter), stored as an artifact. */
  documents?: { name: string; path: string }[];
  portalUrl?: string;
  /** The named insured as the quote page echoes it (checked, not returned). */
  namedInsured?: string;
  /**
   * The line the quote page names, as our line id (or the page's words when the playbook does not
   * know them), when the page names one (checked, not returned).
   */
  line?: string;
  /**
   * The page's own words saying the quote is bindable ("Quote ready"). Without them the runtime
   * returns the quote as an `indication`, whatever `quoteType` says.
   */
  bindableMarker?: string;
}

/** What a playbook filed where it differs from the request (the nearest limit a portal offers). */
export interface FiledTerms {
  limits?: string;
  deductible?: string;
}

export type PlaybookOutcome =
  /** Verified by the runtime (src/agents/verify-quote.ts) before the job may succeed. */
  | { kind: 'quoted'; quote: QuoteExtract; filed?: FiledTerms }
  /** `appetite`: the portal declined the class of business (`declined_appetite`), else underwriting. */
  | { kind: 'declined'; appetite: boolean; message: string }
  | { kind: 'referred'; message: string }
  /** The portal refused a value we sent (its validation message). */
  | { kind: 'rejected_data'; message: string };

/** What the runtime gives a playbook on every line: the page, the person in the loop, the job's records. */
export interface PlaybookSession {
  page: Page;
  /** The portal's origin (e.g. https://agents.carrier.example). */
  portalUrl: string;
  /** Our job id: write it where the portal allows a reference, so a retry can find this submission. */
  jobId: string;
  /** The job's attempt: 1, higher after a worker restart (an in-process retry is another try of the same attempt). */
  attempt: number;
  /**
   * The portal's reference of the submission this job filed earlier (recorded by
   * `recordPortalReference`, kept in the store across attempts and workers); undefined for a job that
   * has filed nothing. Only this submission may be continued: a new job always files anew, even when
   * the portal holds an earlier submission for the same insured.
   */
  portalReference?: string;
  /** Records the portal's reference the moment the portal assigns it, so a retry finds it. */
  recordPortalReference(reference: string): Promise<void>;
  /**
   * True when this try's browser starts from the login's kept session (an earlier job signed in):
   * open the portal and sign in only if it asks.
   */
  keptSession: boolean;
  /**
   * Tells the runtime the portal is signed in: `reused` when the kept session was honoured (no
   * sign-in), `signed_in` after signing in. The runtime keeps the browser's session (cookies, local
   * storage, a remembered device) for the login's next job, sealed in the vault.
   */
  signedIn(how: 'signed_in' | 'reused'): Promise<void>;
  /** Records a named step: timing, outcome and a screenshot (password fields masked). */
  step<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /**
   * Waits while a person controls the page (take-over, docs/decisions/0028-take-over.md); true when one
   * did, so the page shown must be read again. Every top-level step also waits before it starts.
   */
  awaitControl?(): Promise<boolean>;
  /**
   * Where the agent would fail `error` (`portal_changed` or `timeout`) on a page, asks a person to take
   * it over (docs/decisions/0029-the-agent-asks-for-a-take-over.md): resolves once one took over and
   * explicitly handed the page back (the caller reads the page again); otherwise throws: `error` itself
   * when the agency does not allow it, the same code with the message extended when the window ends,
   * `cancelled` when the job is cancelled. Absent, the agent never asks. Answers what the person set
   * and pressed while they held the page, when it could be recorded (a carrier taught by hand learns
   * its definition from it: docs/decisions/0037-teaching-a-carrier-by-hand.md).
   */
  askTakeover?(ask: {
    step: string;
    evidence: string;
    error: AgentError;
    /** The person's task in the pause's message, when it is not finishing a page the agent could not. */
    message?: string;
  }): Promise<{ events: readonly TakeOverEvent[] } | undefined>;
  /** The agency's login for this portal, fetched from the vault at the moment of login. */
  credential(): Promise<PortalCredential>;
  /** The current TOTP code for a seed. */
  totp(seed: string): string;
  /** Pauses the job for a person to type the code the portal sent; resolves with the code. */
  askForMfaCode(message: string): Promise<string>;
  /**
   * Answers from the client's remembered answers, else pauses the job for a person (one pause for
   * every open question; `reason` defaults to an underwriting question).
   */
  answerQuestions(
    questions: UnderwritingQuestion[],
    reason?: AskReason,
    options?: AskOptions,
  ): Promise<Record<string, Answer>>;
  /** Stores a downloaded file as a job artifact and returns its path. */
  saveDocument(name: string, data: Buffer): Promise<string>;
  log(message: string, fields?: Record<string, unknown>): void;
  /** The mappings people of this agency confirmed for this carrier (and those promoted to it). */
  learned?: readonly LearnedMapping[];
  /**
   * Tells the runtime a learned mapping was applied in this try: should the portal then refuse
   * the submission or the quote not match what was filed, the mapping is withdrawn with that evidence.
   */
  usedMapping?(id: string): void;
}

/** What a sign-in-only check ("Test login") gives a playbook: a page, the portal, no job and no person. */
export interface SignInSession {
  page: Page;
  /** The portal's origin (e.g. https://agents.carrier.example). */
  portalUrl: string;
  log(message: string, fields?: Record<string, unknown>): void;
}

/**
 * What the portal made of a login: `accepted` (reaching its second factor counts: the password was
 * taken, and no person is asked during a check), refused with the portal's words, or locked out.
 */
export type SignInOutcome = 'accepted' | { rejected: string } | { locked: string };

/**
 * A playbook's context on one of its lines L: `line` and the submission filed for it (holding the line's
 * object, see SubmissionFor), correlated: checking `ctx.line` narrows `ctx.submission`.
 */
export type PlaybookContext<L extends Line = Line> = PlaybookSession & LineSubmission<L>;

export interface Playbook<L extends Line = Line> {
  carrierId: string;
  lines: readonly L[];
  /**
   * Drives the portal from login to an outcome. Throws AgentError for failures (portal down,
   * changed markup, login rejected); returns declines, referrals and data rejections.
   */
  run(ctx: PlaybookContext<L>): Promise<PlaybookOutcome>;
  /**
   * Signs in and stops, with the same login page objects `run` uses (the app's "Test login"). Returns
   * the portal's answer; throws AgentError for anything else (portal down, changed markup).
   */
  signIn(session: SignInSession, credential: PortalCredential): Promise<SignInOutcome>;
}
