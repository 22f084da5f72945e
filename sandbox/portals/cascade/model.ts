// What a Cascade submission holds (the `data` of a core submission), section by section, and the step a
// draft resumes at.
import type { Rating } from './rating.ts';
import type { CascadeLine, ConstructionType, CyberControl, RecordsBand } from './reference.ts';

export interface Business {
  legalName: string;
  dba: string;
  entity: string;
  yearStarted: number;
  annualRevenue: number;
  employees: number;
  street: string;
  city: string;
  state: string;
  /** Five digits, or ZIP+4 when the standardized address was accepted. */
  zip: string;
  /** Which address the producer chose in the address-verification dialog. */
  addressChoice: 'suggested' | 'entered';
}

interface CoverageBase {
  classCode: string;
  /** ISO date. */
  effectiveDate: string;
  /** Under the `newRequirements` fault only. */
  yearsExperience?: number;
  safetyProgram?: boolean;
}

export interface GlCoverage extends CoverageBase {
  line: 'gl';
  exposure: number;
  limits: string;
  deductible: string;
}

/** A building at a further location (Coverage, "Add another location"): both limits are rated. */
export interface Building {
  construction: ConstructionType;
  yearBuilt: number;
  stories: number;
  squareFeet: number;
  sprinklered: boolean;
  buildingLimit: number;
  personalPropertyLimit: number;
}

/** A location beyond the business address, with its buildings (one at least). */
export interface ExtraLocation {
  street: string;
  city: string;
  state: string;
  zip: string;
  buildings: Building[];
}

export interface BopCoverage extends CoverageBase {
  line: 'bop';
  /** Location 1 (the business address): its building's limit, 0 when blank (not insured). */
  buildingLimit?: number;
  /** Location 1's buildings after its first (whose facts are the fields above). */
  buildings?: Building[];
  /** Locations 2, 3, …; absent or empty for a one-location business. */
  locations?: ExtraLocation[];
  personalPropertyLimit: number;
  construction: ConstructionType;
  yearBuilt: number;
  squareFeet: number;
  sprinklered: boolean;
  propertyDeductible: string;
  liabilityLimits: string;
}

export interface CyberCoverage extends CoverageBase {
  line: 'cyber';
  aggregateLimit: string;
  retention: string;
  records: RecordsBand;
  controls: Record<CyberControl, boolean>;
  priorIncidents: boolean;
  acceptsCards: boolean;
  pciCompliant?: boolean;
}

export type Coverage = GlCoverage | BopCoverage | CyberCoverage;

/** One row of the loss table (GL and BOP). */
export interface LossRow {
  /** ISO date of loss. */
  date: string;
  type: string;
  paid: number;
  reserved: number;
  open: boolean;
}

export interface LossHistory {
  lossCount: number;
  totalIncurred: number;
  openClaims: boolean;
  /** GL and BOP: the losses one by one, when listed (they then agree with the three answers above). */
  losses?: LossRow[];
}

export interface LossRuns {
  fileName: string;
  bytes: number;
  uploadedAt: string;
}

export interface CascadeData {
  business?: Business;
  coverage?: Coverage;
  lossHistory?: LossHistory;
  lossRuns?: LossRuns;
  /** Rated above the loss-runs threshold without loss runs: the quote waits for them. */
  awaitingLossRuns?: { total: number };
  rating?: Rating;
}

export const STEPS = ['business', 'coverage', 'loss-history', 'review'] as const;
export type Step = (typeof STEPS)[number];
export type SectionStep = Exclude<Step, 'review'>;

/** The first step not yet saved (review once all are). */
export function nextStep(data: CascadeData): Step {
  if (!data.business) return 'business';
  if (!data.coverage) return 'coverage';
  if (!data.lossHistory) return 'loss-history';
  return 'review';
}

export const lineOf = (line: string) => line as CascadeLine;
