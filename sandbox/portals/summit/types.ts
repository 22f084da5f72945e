// Summit AgentLink's own data model: what each wizard page collects, kept on the draft submission in
// the portal's field vocabulary (not the quoting service's).

export type Lob = 'bop' | 'gl' | 'umbrella';

export type StepKey =
  | 'applicant'
  | 'building'
  | 'coverages'
  | 'exposure'
  | 'limits'
  | 'underlying'
  | 'underwriting'
  | 'review';

/** Raw form values keyed by the short control id (e.g. `txtInsuredName`). */
export type FormValues = Record<string, string>;

export interface FieldError {
  /** Short control id the error belongs to (gets the red asterisk). */
  field: string;
  message: string;
}

export interface ApplicantData {
  insuredName: string;
  dba: string;
  entityType: string;
  fein: string;
  yearsInBusiness: number;
  address: string;
  city: string;
  state: string;
  zip: string;
  naics: string;
  operations: string;
  grossSales: number;
  employees: number;
  /** MM/DD/YYYY as entered. */
  effectiveDate: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}

export interface BuildingData {
  interest: 'owner' | 'tenant';
  buildingLimit: number;
  bppLimit: number;
  construction: string;
  yearBuilt: number;
  squareFeet: number;
  sprinklered: boolean;
  /** The Additional Premises grid: one row per building at another premises (absent when empty). */
  others?: PremisesRow[];
}

/** A building of the Additional Premises grid; rows with the same address are one location. */
export interface PremisesRow {
  street: string;
  city: string;
  state: string;
  zip: string;
  interest: 'owner' | 'tenant';
  buildingLimit: number;
  bppLimit: number;
  construction: string;
  yearBuilt: number;
  squareFeet: number;
  sprinklered: boolean;
}

export interface BopCoverageData {
  /** Code of the Each Occurrence / Aggregate option, e.g. `L3`. */
  limitCode: string;
  deductible: number;
  medicalExpense: number;
  terrorism: boolean;
}

export interface GlExposureData {
  classCode: string;
  basis: 'S' | 'P' | 'A' | 'U';
  exposure: number;
  limitCode: string;
  deductible: number;
  /** The Schedule of Additional Locations (absent when empty). */
  locations?: GlLocationRow[];
  /** The Loss History grid (absent when empty). */
  losses?: LossRow[];
}

export interface GlLocationRow {
  street: string;
  city: string;
  state: string;
  zip: string;
  classCode: string;
  exposure: number;
}

export interface LossRow {
  /** MM/DD/YYYY as entered. */
  date: string;
  type: string;
  paid: number;
  reserved: number;
  open: boolean;
}

export interface UmbrellaLimitsData {
  limit: number;
  retention: number;
}

export interface UnderlyingPolicy {
  coverage: 'GL' | 'BOP' | 'AUTO' | 'EL';
  carrier: string;
  policyNumber: string;
  /** As entered, normalised to digits and slashes, e.g. `1000000/2000000`. */
  limits: string;
}

export interface UnderwritingData {
  alcohol?: boolean;
  losses?: number;
  cancelled?: boolean;
  cancelExplanation?: string;
  otherTenants?: boolean;
  subcontractors?: boolean;
  vehicles?: boolean;
  summitUnderlying?: boolean;
  aircraftWatercraft?: string;
  remarks: string;
  /** Layout drift's answers (a moved field, new questions), by control id; never rated. */
  drift?: Record<string, string>;
}

export interface SummitDraft {
  lob: Lob;
  completed: StepKey[];
  applicant?: ApplicantData;
  building?: BuildingData;
  coverages?: BopCoverageData;
  exposure?: GlExposureData;
  limits?: UmbrellaLimitsData;
  underlying?: UnderlyingPolicy[];
  underwriting?: UnderwritingData;
  /** ISO timestamp of the Rate postback that produced the quote. */
  ratedAt?: string;
}
