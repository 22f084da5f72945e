// What the Broker Hub keeps on a submission (in `Submission.data`), in its own field names, and the steps
// each line's wizard goes through.
import type { HarborlineLine } from './reference/states.ts';

export interface BusinessInfo {
  legalName: string;
  dba: string;
  fein: string;
  naics: string;
  naicsTitle: string;
  entityType: string;
  yearStarted: number;
  annualRevenue: number;
  employeeCount: number;
  street: string;
  city: string;
  state: string;
  zip: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  effectiveDate: string;
}

export interface WcClassRow {
  state: string;
  classCode: string;
  payroll: number;
  fullTime: number;
  partTime: number;
}

/** A row of "Owners & officers": an included one has the class code and annual payroll rated for them. */
export interface OfficerRow {
  name: string;
  title: string;
  ownership: number;
  included: boolean;
  classCode: string;
  payroll: number;
}

export interface WcInfo {
  classes: WcClassRow[];
  experienceMod: number;
  elLimit: string;
  ownersIncluded: boolean;
  /** Absent on submissions saved without the table (rated as before). */
  officers?: OfficerRow[];
}

export interface Vehicle {
  vin: string;
  year: number;
  make: string;
  model: string;
  garagingZip: string;
  garagingState: string;
  use: string;
  radius: string;
}

export interface VehiclesInfo {
  vehicles: Vehicle[];
  liabilityLimit: string;
  deductible: number;
}

export interface Driver {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  licenseState: string;
  licenseNumber: string;
}

export interface DriversInfo {
  drivers: Driver[];
}

/** A row of the GL "Loss history" table (losses of the past 5 years). */
export interface LossRow {
  date: string;
  type: string;
  paid: number;
  reserved: number;
  status: 'open' | 'closed';
}

export interface GlInfo {
  classCode: string;
  exposure: number;
  limits: string;
  deductible: number;
  /** Absent on submissions saved without the table (rated as before). */
  losses?: LossRow[];
}

export interface SubmissionData {
  business?: BusinessInfo;
  wc?: WcInfo;
  vehicles?: VehiclesInfo;
  drivers?: DriversInfo;
  gl?: GlInfo;
  questions?: Record<string, string>;
  /** Quote details beyond the core `quote` (dates, limits) for the summary and the letter. */
  terms?: QuoteTerms;
}

export interface QuoteTerms {
  effectiveDate: string;
  expirationDate: string;
  limits: { label: string; value: string }[];
  deductible?: string;
  quotedAt: string;
}

export type StepId =
  | 'business'
  | 'wc-classes'
  | 'vehicles'
  | 'drivers'
  | 'gl-operations'
  | 'questions'
  | 'review';

export const STEPS: Record<HarborlineLine, StepId[]> = {
  wc: ['business', 'wc-classes', 'questions', 'review'],
  auto: ['business', 'vehicles', 'drivers', 'questions', 'review'],
  gl: ['business', 'gl-operations', 'questions', 'review'],
};

/** The first step the submission has no data for (where a resumed draft continues). */
export function nextStep(line: HarborlineLine, data: SubmissionData): StepId {
  const has: Record<StepId, boolean> = {
    business: Boolean(data.business),
    'wc-classes': Boolean(data.wc),
    vehicles: Boolean(data.vehicles),
    drivers: Boolean(data.drivers),
    'gl-operations': Boolean(data.gl),
    questions: Boolean(data.questions),
    review: false,
  };
  return STEPS[line].find((step) => !has[step]) ?? 'review';
}
