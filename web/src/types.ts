// What the app reads from the API (the partner API's views and the app's session).
export interface Session {
  user: { email: string; role: 'admin' | 'agent' };
  agency: { id: string; name: string };
  csrfToken: string;
}

export interface Question {
  id: string;
  text: string;
  type: 'yes_no' | 'choice' | 'text' | 'year' | 'integer' | 'money';
  choices?: string[];
  hint?: string;
  when?: { questionId: string; answer: string | boolean };
  /** Our value proposed for a missing item: answering with `value` (or the runner-up's) confirms it. */
  proposal?: ProposedValue & { screen: string; runnerUp?: ProposedValue };
}

export interface ProposedValue {
  field: string;
  fieldName: string;
  value: string;
}

export interface Job {
  jobId: string;
  carrierId: string;
  lineOfBusiness: string;
  status: string;
  startedAt?: string;
  completedAt?: string;
  durationSeconds?: number;
  retryCount?: number;
  actionRequired?: {
    type: 'mfa' | 'underwriting_question' | 'missing_information' | 'takeover';
    message: string;
    deepLink: string;
    /** A take-over the agent asks for: the portal's page, the step, what the agent found. */
    page?: string;
    step?: string;
    evidence?: string;
    /** When the waiting window ends (ISO date-time). */
    expiresAt?: string;
    questions?: Question[];
  };
  errorType?: string;
  errorMessage?: string;
}

export interface Result {
  jobId: string;
  carrierId: string;
  lineOfBusiness: string;
  quoteNumber: string;
  annualPremium: number;
  quoteType: 'bindable' | 'indication';
  /** Deprecated v1 strings in each carrier's dialect: read `coverage`. */
  limits?: string;
  deductible?: string;
  coverage?: Coverage;
  quoteExpiresAt?: string;
  premiumBreakdown?: { label: string; amount: number }[];
  documents?: { name: string; url: string }[];
  portalUrl?: string;
}

export interface QuoteRequest {
  quoteRequestId: string;
  externalReference: string;
  businessName: string;
  externalSource: string;
  status: string;
  linesRequested: string[];
  carrierIds: string[];
  deepLink: string;
  createdAt: string;
  awaitingActionCount: number;
  jobs: Job[];
  skippedCarriers: { carrierId: string; reasons: { line: string; reason: string }[] }[];
  partialSkips: { carrierId: string; skippedLines: { line: string; reason: string }[] }[];
  results: Result[];
  locations?: Location[];
  lossHistory?: Loss[];
  lossFreeYears?: Record<string, number>;
  priorInsurance?: PriorPolicy[];
  ownersOfficers?: OwnerOfficer[];
  additionalInterests?: AdditionalInterest[];
}

/** The parts of a full submission as the request view returns them (the API reference has every field). */
export interface Building {
  id: string;
  occupancy?: string;
  constructionType?: string;
  yearBuilt?: number;
  stories?: number;
  squareFeet?: number;
  roofUpdatedYear?: number;
  roofType?: string;
  sprinklered?: boolean;
  burglarAlarm?: string;
  fireAlarm?: string;
  protectionClass?: string;
  buildingLimit?: number;
  businessPersonalPropertyLimit?: number;
  valuation?: string;
  deductible?: number;
}

export interface Location {
  id: string;
  primary?: boolean;
  mailing?: boolean;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  interest?: string;
  fullTimeEmployees?: number;
  partTimeEmployees?: number;
  areaOccupied?: number;
  buildings?: Building[];
}

export interface Loss {
  line: string;
  dateOfLoss: string;
  dateReported?: string;
  cause?: string;
  description?: string;
  amountPaid?: number;
  amountReserved?: number;
  status?: string;
}

export interface PriorPolicy {
  line: string;
  carrier: string;
  policyNumber?: string;
  effectiveDate: string;
  expirationDate: string;
  premium?: number;
  experienceMod?: number;
  ending?: string;
  reason?: string;
}

export interface OwnerOfficer {
  name: string;
  title?: string;
  ownershipPercent: number;
  dateOfBirth?: string;
  duties?: string;
  workersComp: string;
  classCode?: string;
  annualPay?: number;
}

export interface AdditionalInterest {
  type: string;
  name: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  lines?: string[];
  loanNumber?: string;
  appliesTo?: { locationId?: string; buildingId?: string; vin?: string };
}

export interface Step {
  name: string;
  attempt: number;
  startedAt: string;
  durationMs: number;
  outcome: 'ok' | 'error';
  error?: string;
  screenshotUrl?: string;
  /** A take-over step: who held the page and the pages it showed (docs/decisions/0028-take-over.md). */
  takeOver?: { by: string; pages: string[] };
}

export interface JobDetail extends Job {
  quoteRequestId: string;
  /** What the job asked of people and of the portal. */
  effort: { personPrompts: number; signIns: number; sessionsReused: number };
  /** The carrier definition the latest attempt ran with (docs/decisions/0032-carrier-definitions-as-data.md). */
  definition?: { id: string; hash: string };
  steps: Step[];
  artifacts: { artifactId: string; kind: string; name: string; url: string }[];
}

/** A result's terms as numbers in dollars, the carrier's words beside (docs/api-guide.md, Runs). */
export interface Coverage {
  limits: Partial<Record<LimitName, number>> | null;
  deductible: number | null;
  retention: number | null;
  asQuoted: { limits?: string; deductible?: string; retention?: string };
}

export type LimitName =
  | 'perOccurrence'
  | 'aggregate'
  | 'eachAccident'
  | 'diseasePolicyLimit'
  | 'diseaseEachEmployee'
  | 'combinedSingleLimit'
  | 'bodilyInjuryPerPerson'
  | 'bodilyInjuryPerAccident'
  | 'propertyDamage';
