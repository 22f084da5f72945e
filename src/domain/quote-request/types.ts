// The shapes a quote request takes inside the service.
import type { Line } from '../lines.ts';
import type { AnswerType } from '../questions/vocabulary.ts';
import type { Submission } from './model/submission.ts';
import type { ErrorType, JobStatus, RequestStatus } from './states.ts';

/** What creation needs: a validated create body in canonical form (validate-create.ts). */
export type NewQuoteRequest = Submission;

export interface ActionRequired {
  type: 'mfa' | 'underwriting_question' | 'missing_information' | 'takeover';
  message: string;
  deepLink: string;
  /** A take-over the agent asked for (docs/decisions/0029-the-agent-asks-for-a-take-over.md): the portal's page it is on. */
  page?: string;
  /** The step the agent was at (a take-over). */
  step?: string;
  /** What the agent found (a take-over): "no control for input.zipCode". */
  evidence?: string;
  questions?: {
    id: string;
    text: string;
    type: AnswerType;
    choices?: string[];
    hint?: string;
    /** Our value proposed for a missing item (the playbook's `Proposal`). */
    proposal?: ProposedValue & { screen: string; runnerUp?: ProposedValue };
  }[];
}

interface ProposedValue {
  field: string;
  fieldName: string;
  value: string;
}

export interface QuoteResult {
  quoteNumber: string;
  annualPremium: number;
  quoteType: 'bindable' | 'indication';
  [field: string]: unknown;
}

export interface JobRecord {
  id: string;
  quoteRequestId: string;
  carrierId: string;
  lineOfBusiness: Line;
  status: JobStatus;
  retryCount: number;
  actionRequired: ActionRequired | null;
  /** When the window for a person to resolve a waiting job ends (null unless waiting). */
  waitingUntil: Date | null;
  errorType: ErrorType | null;
  errorMessage: string | null;
  result: QuoteResult | null;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
}

export interface SkippedCarrier {
  carrierId: string;
  reasons: { line: Line; reason: string }[];
}

export interface PartialSkip {
  carrierId: string;
  skippedLines: { line: Line; reason: string }[];
}

/** What a carrier will refuse or ask of the submission on a staged job (carrier-warnings.ts). */
export interface JobWarning {
  jobId: string;
  carrierId: string;
  line: Line;
  field: string;
  message: string;
}

export interface QuoteRequestRecord {
  id: string;
  agencyId: string;
  clientId: string;
  externalReference: string;
  externalSource: string;
  status: RequestStatus;
  linesRequested: Line[];
  carrierIds: string[];
  submission: Submission;
  skippedCarriers: SkippedCarrier[];
  partialSkips: PartialSkip[];
  warnings: JobWarning[];
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
}
