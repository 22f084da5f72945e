// What a carrier's portal requires of a submission, per line, beyond the service's own validation:
// fields it insists on, ranges it accepts, options it offers and the classes it writes. Declared in
// each carrier's definition file (carriers/<id>.yaml) from the portal itself (docs/sandbox-carriers/*.md), published on GET /v1/carriers and
// checked at create time (carrier-warnings.ts) so the partner hears up front what a carrier will
// refuse or ask. Paths are the submission's own (`input.fein`, `workersComp.classCodes[].classCode`).
import type { BusinessType } from '../quote-request/business-types.ts';

export type ExposureBasis = 'payroll' | 'sales' | 'area' | 'units';

/** What the portal does with a value outside a range. */
export type Outcome = 'refused' | 'referred' | 'declined';

export interface RequiredField {
  field: string;
  /** The portal's own label. */
  label: string;
  /** Business types the portal does not require it of. */
  exceptBusinessTypes?: readonly BusinessType[];
}

/**
 * A field the submission may leave out that answers a question of the portal (its label): without it,
 * the playbook asks a person. A field in another line's object is asked for only when the submission
 * carries that object (carrier-warnings.ts).
 */
export interface AskedField {
  field: string;
  label: string;
  /** Asked only when `businessOwners.buildingOwned` is true (an owner's building value). */
  ownersOnly?: boolean;
  /**
   * The field answers the question only with this value ("0 when there were none"); with any other a
   * person is still asked, for the portal wants more than the submission holds.
   */
  answersOnly?: { value: boolean | number; when: string };
  /** A text answers only when at least this long; a shorter one is asked for too. */
  minLength?: number;
  /**
   * Not asked when another field holds this value (no PCI question when no cards are taken); with `[]`,
   * when any element does.
   */
  notAskedWhen?: { field: string; value: boolean | number | string };
}

export interface Range {
  field: string;
  label: string;
  min?: number;
  max?: number;
  outcome: Outcome;
}

export interface OptionList {
  field: string;
  label: string;
  /** Canonical spellings: limits as "1000000/2000000", amounts as digits. */
  values: readonly string[];
  /** A value not offered is refused by the playbook, or quoted at the closest option offered. */
  otherwise: 'refused' | 'closest';
}

export interface GlClass {
  code: string;
  basis: ExposureBasis;
}

export interface WcClass {
  code: string;
  /** States where the portal does not offer the class. */
  notIn?: readonly string[];
}

export type UnderlyingLine = 'gl' | 'bop' | 'auto' | 'wc';

/** What an umbrella portal demands of the schedule of underlying policies. */
export interface UnderlyingRules {
  /** At least one of these lines must be scheduled. */
  requiredOneOf: readonly UnderlyingLine[];
  /** Lowest limits per line, part by part ("1000000/2000000": occurrence and aggregate). */
  minimums: Readonly<Partial<Record<UnderlyingLine, string>>>;
  /** Employers' liability (the WC policy) must be scheduled when the insured has employees. */
  employersLiabilityWithEmployees?: boolean;
}

export interface LineRequirements {
  /** The latest effective date the portal takes, in days after today. */
  maxDaysAhead: number;
  requiredFields: readonly RequiredField[];
  asked: readonly AskedField[];
  /** Legal entities the portal has no equivalent for: a person picks one. */
  businessTypesAsked: readonly BusinessType[];
  ranges: readonly Range[];
  options: readonly OptionList[];
  /** GL classes written, each on its premium basis; undefined: any ISO class, on any basis. */
  glClasses?: readonly GlClass[];
  /** WC classes written; undefined: the line is not WC. */
  wcClasses?: readonly WcClass[];
  /** Class codes the portal lists under another number (ours → its). */
  wcCrosswalk?: Readonly<Record<string, string>>;
  /** The portal refuses a GL exposure on gross sales above the applicant's revenue. */
  glSalesAtMostRevenue?: boolean;
  underlying?: UnderlyingRules;
  /** States a vehicle may be garaged in (by its garaging ZIP); others are refused. */
  garagingStates?: readonly string[];
  /** Drivers younger than this on the effective date: `outcome`. */
  driverMinAge?: { years: number; outcome: Outcome };
}
