// Our canonical submission in Cascade Commercial's terms: its labels, option values and formats.
//
// Formats: dates stay MM/DD/YYYY (the portal's too); amounts typed as whole dollars without
// separators; drop-downs picked by option VALUE where Cascade's values are our own spellings (limits
// "1000000/2000000", amounts "2500", construction "joisted_masonry", states "WA"), the legal entity by
// its text.
//
// Where the submission has no field, the choices below are what an agent at the agency would make:
// - Property damage deductible (GL): None. Our GL object has no deductible; `input.deductible` is the
//   BOP property deductible.
// - Limits, deductibles and retentions Cascade does not offer are quoted at the closest it offers, as
//   its catalog entry says (`otherwise: 'closest'`): never less cover than asked (the smallest limit at
//   or above ours, else the highest), never more retained (the largest deductible at or below ours,
//   else the smallest); the quote reports what was filed (`FiledTerms`).
// - Class code: the submission's GL class when Cascade lists it (the same business on every line),
//   else the classes Cascade lists for the NAICS code: one is taken, several are asked of a person.
// - Loss history: the losses the submission lists, one by one in the loss table (GL and BOP: parts.ts);
//   else none when the submission says so (no GL claims in five years on GL; no losses on the line in
//   the last 3 years or more, `lossFreeYears`; no cyber incident in five years on cyber), else asked.
// - Other locations and their buildings (BOP): parts.ts.

import { builtInCarrier } from '../../../carrier-definitions/built-in.ts';
import { glExposureOn } from '../../../domain/carriers/gl-exposure.ts';
import type { ExposureBasis, LineRequirements } from '../../../domain/carriers/requirements.ts';
import type { Line } from '../../../domain/lines.ts';
import type { Cyber } from '../../../domain/quote-request/model/lines/cyber.ts';
import type { Submission } from '../../../domain/quote-request/model/submission.ts';
import type { FiledTerms } from '../../playbook.ts';

export type CascadeLine = 'gl' | 'bop' | 'cyber';
export const CASCADE_LINES: readonly CascadeLine[] = ['gl', 'bop', 'cyber'];
export const CARRIER_ID = 'cascade-commercial';
export const CARRIER_NAME = 'Cascade Commercial';

export const isCascadeLine = (line: Line): line is CascadeLine => (CASCADE_LINES as string[]).includes(line);

/** How Cascade names each line: the dashboard's "New … quote" links and the quote page's Line. */
export const LINE_NAMES: Record<CascadeLine, string> = {
  gl: 'General Liability',
  bop: "Business Owner's Policy",
  cyber: 'Cyber',
};

/** Cascade's legal entities; `other` has no equivalent and is asked. */
export const ENTITY_TYPES = [
  'Corporation',
  'S corporation',
  'Limited liability company',
  'Partnership',
  'Sole proprietorship',
  'Non-profit',
  'Joint venture',
  'Trust',
] as const;

const ENTITY_BY_TYPE: Record<string, (typeof ENTITY_TYPES)[number]> = {
  corporation: 'Corporation',
  s_corporation: 'S corporation',
  llc: 'Limited liability company',
  partnership: 'Partnership',
  limited_partnership: 'Partnership',
  sole_proprietorship: 'Sole proprietorship',
  nonprofit: 'Non-profit',
  joint_venture: 'Joint venture',
  trust: 'Trust',
};

export const entityOf = (submission: Submission) => ENTITY_BY_TYPE[submission.input.businessType];

const whole = (amount: number) => String(Math.round(amount));

/** Business, field by field (the entity from the submission or a person). */
export function businessValues(submission: Submission, entity: string) {
  const input = submission.input;
  return {
    legalName: input.businessName,
    dba: input.dba ?? '',
    entity,
    yearStarted: String(input.yearEstablished),
    revenue: whole(input.annualRevenue),
    employees: String(input.numberOfEmployees),
    street: input.streetAddress,
    city: input.city,
    state: input.state.toUpperCase(),
    zip: input.zipCode,
  };
}

export type BusinessField = keyof ReturnType<typeof businessValues>;

/** The smallest offered limit at or above the one asked (never less cover), else the highest. */
export function closestLimit(requested: string, offered: readonly string[]): string {
  const first = (value: string) => Number(value.split('/')[0]);
  const sorted = [...offered].sort((a, b) => first(a) - first(b));
  return sorted.find((o) => first(o) >= first(requested)) ?? sorted[sorted.length - 1]!;
}

/** The largest offered deductible or retention at or below the one asked (never more retained), else the smallest. */
export function closestRetention(requested: string, offered: readonly string[]): string {
  const sorted = [...offered].sort((a, b) => Number(b) - Number(a));
  return sorted.find((o) => Number(o) <= Number(requested)) ?? sorted[sorted.length - 1]!;
}

/** Cascade's requirements of a line, from its definition (carriers/cascade-commercial.yaml). */
function cascadeLine(line: CascadeLine): LineRequirements {
  const requirements = builtInCarrier('cascade-commercial').lines[line]?.requirements;
  if (!requirements) throw new Error(`Cascade's definition has no ${line} line`);
  return requirements;
}

/** The options Cascade's catalog entry declares for a field of a line. */
function offered(line: CascadeLine, field: string): readonly string[] {
  const list = cascadeLine(line).options.find((o) => o.field === field);
  if (!list) throw new Error(`Cascade's ${line} declares no options for ${field}`);
  return list.values;
}

/** What is filed for the limits and deductible the quote is checked against, where Cascade has ours or the closest. */
export interface CoverageTerms {
  filed: FiledTerms;
  /** Option values to pick, by the portal's labels. */
  values: Record<string, string>;
}

export function glTerms(submission: Submission): CoverageTerms {
  const limits = closestLimit(submission.generalLiability!.limits, offered('gl', 'generalLiability.limits'));
  return {
    filed: { limits },
    values: { 'Limits (each occurrence / aggregate)': limits, 'Property damage deductible': '0' },
  };
}

export function bopTerms(submission: Submission): CoverageTerms {
  const { bopCoverageLimit, deductible } = submission.input;
  const limits = bopCoverageLimit
    ? closestLimit(bopCoverageLimit, offered('bop', 'input.bopCoverageLimit'))
    : undefined;
  const retained = deductible ? closestRetention(deductible, offered('bop', 'input.deductible')) : undefined;
  return {
    filed: { ...(limits ? { limits } : {}), ...(retained ? { deductible: retained } : {}) },
    values: {
      ...(limits ? { 'Liability limits (each occurrence / aggregate)': limits } : {}),
      ...(retained ? { 'Property deductible': retained } : {}),
    },
  };
}

export const RECORDS: Record<Cyber['recordsHeld'], string> = {
  '<100k': 'under100k',
  '100k-500k': '100k-500k',
  '500k-1m': '500k-1m',
  '>1m': 'over1m',
};

export function cyberTerms(submission: Submission): CoverageTerms {
  const cyber = submission.cyber!;
  const limits = closestLimit(String(cyber.aggregateLimit), offered('cyber', 'cyber.aggregateLimit'));
  const retention = closestRetention(String(cyber.retention), offered('cyber', 'cyber.retention'));
  return {
    filed: { limits, deductible: retention },
    values: {
      'Aggregate limit': limits,
      Retention: retention,
      'Records with personal information': RECORDS[cyber.recordsHeld],
    },
  };
}

export const termsFor = (line: CascadeLine, submission: Submission): CoverageTerms =>
  line === 'gl' ? glTerms(submission) : line === 'bop' ? bopTerms(submission) : cyberTerms(submission);

/** The class codes Cascade writes, each on its GL premium basis (its catalog entry). */
const CLASSES = cascadeLine('gl').glClasses ?? [];

export const basisOf = (classCode: string): ExposureBasis | undefined =>
  CLASSES.find((c) => c.code === classCode)?.basis;

/**
 * The class to choose, when the submission names one Cascade lists (its GL class); undefined when
 * Cascade's classes for the NAICS code decide. A GL class Cascade does not list is still sent: the
 * portal's refusal names it.
 */
export function classCodeOf(line: CascadeLine, submission: Submission): string | undefined {
  const code = submission.generalLiability?.classCode;
  if (line === 'gl') return code;
  return code && basisOf(code) ? code : undefined;
}

/** "41677 — Consultants, NOC" → "41677". */
export const codeOfOption = (option: string) => /^\s*(\d{5})\b/.exec(option)?.[1];

/**
 * The GL exposure on the class's own basis at Cascade, from wherever the submission holds it (gross
 * sales in `annualRevenue`, payroll in `annualPayroll`, area in `squareFeet`); undefined when it holds
 * none (then a person is asked: another basis's amount would rate wrong).
 */
export function glExposure(
  submission: Submission,
  classCode: string,
): { basis: ExposureBasis; amount?: string } {
  const gl = submission.generalLiability!;
  const basis = basisOf(classCode) ?? gl.exposureBasis;
  const found = glExposureOn(submission, basis);
  return { basis, amount: found ? whole(found.amount) : undefined };
}

export const BASIS_WORDS: Record<ExposureBasis, string> = {
  sales: 'annual gross sales (USD)',
  payroll: 'annual payroll (USD)',
  area: 'square feet',
  units: 'number of units',
};

/** The loss history the submission states for the line, when it states one; undefined: ask. */
export function knownLossHistory(line: CascadeLine, submission: Submission): LossHistory | undefined {
  const none: LossHistory = { count: '0', incurred: '0', open: false };
  if (line === 'gl' && submission.generalLiability?.claimsLastFiveYears === 0) return none;
  if ((submission.lossFreeYears?.[line] ?? 0) >= 3) return none;
  if (line === 'cyber' && submission.cyber?.priorIncidents === false) return none;
  return undefined;
}

export interface LossHistory {
  count: string;
  incurred: string;
  open: boolean;
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
