// Our canonical submission in Ironclad Exchange's terms: its products, labels, formats and option
// lists. Decisions for what the portal asks and the submission does not carry are written here.
import type { Line } from '../../../domain/lines.ts';
import { parseDeductible, parseLimits } from '../../../domain/portal-values.ts';
import type { QuoteRequestInput } from '../../../domain/quote-request/model/input.ts';
import type { Cyber } from '../../../domain/quote-request/model/lines/cyber.ts';
import type { GeneralLiability } from '../../../domain/quote-request/model/lines/general-liability.ts';
import type { Umbrella, UnderlyingPolicy } from '../../../domain/quote-request/model/lines/umbrella.ts';
import type { Submission } from '../../../domain/quote-request/model/submission.ts';
import type { Fill } from '../../kit/fill.ts';

export const IRONCLAD_CARRIER_ID = 'ironclad-specialty';

export type IroncladLine = 'cyber' | 'gl' | 'umbrella';

/** The portal's product per line: the `product` of its URLs and the title its pages show. */
export const PRODUCTS: Record<IroncladLine, { product: string; title: string }> = {
  cyber: { product: 'cyber', title: 'Cyber Liability' },
  gl: { product: 'gl', title: 'General Liability' },
  umbrella: { product: 'umbrella', title: 'Commercial Umbrella' },
};

export const isIroncladLine = (line: Line): line is IroncladLine => Object.hasOwn(PRODUCTS, line);

/** Our MM/DD/YYYY → Ironclad's YYYY-MM-DD. */
export function isoFromUs(date: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  if (!match) throw new Error(`Not an MM/DD/YYYY date: ${date}`);
  return `${match[3]}-${match[1]}-${match[2]}`;
}

export const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;

// Legal entity: Ironclad has six; S corporations are corporations, limited partnerships and joint
// ventures are partnerships, trusts are "Other".
const ENTITIES: Record<QuoteRequestInput['businessType'], string> = {
  corporation: 'Corporation',
  s_corporation: 'Corporation',
  llc: 'Limited liability company',
  partnership: 'Partnership',
  limited_partnership: 'Partnership',
  joint_venture: 'Partnership',
  sole_proprietorship: 'Sole proprietor',
  nonprofit: 'Non-profit organization',
  trust: 'Other',
  other: 'Other',
};

/**
 * Step 1. Names go as sent (Ironclad allows 120 characters; a longer one is the portal's to refuse);
 * revenue and employees as plain digits; the phone as sent (the portal strips its formatting).
 */
export function applicantFills(submission: Submission): Fill[] {
  const input = submission.input;
  return [
    { label: 'Named insured (legal name)', value: input.businessName },
    { label: 'DBA (optional)', value: input.dba ?? '' },
    { label: 'Legal entity', value: ENTITIES[input.businessType] ?? 'Other' },
    { label: 'NAICS code (6 digits)', value: input.industryCode },
    { label: 'Street address', value: input.streetAddress },
    { label: 'City', value: input.city },
    { label: 'State', value: input.state },
    { label: 'ZIP code', value: input.zipCode },
    { label: 'Year business started', value: String(input.yearEstablished) },
    { label: 'Annual gross revenue (USD)', value: String(Math.round(input.annualRevenue)) },
    { label: 'Total employees', value: String(input.numberOfEmployees) },
    { label: 'Policy inception (YYYY-MM-DD)', value: isoFromUs(input.policyStartDate) },
    { label: 'Contact name', value: input.contactName },
    { label: 'Contact email', value: input.contactEmail },
    { label: 'Contact phone', value: input.contactPhone },
  ];
}

/**
 * Limits: the smallest offered limit at or above the one requested (never less cover than asked),
 * else the highest offered. The quote reports the limit actually quoted.
 */
export function pickLimit(requested: number, offered: number[]): number {
  const sorted = [...offered].sort((a, b) => a - b);
  return sorted.find((limit) => limit >= requested) ?? sorted[sorted.length - 1]!;
}

/**
 * Retentions and deductibles: the largest offered at or below the one requested (never more of the
 * loss on the insured than asked), else the smallest offered.
 */
export function pickRetention(requested: number, offered: number[]): number {
  const sorted = [...offered].sort((a, b) => b - a);
  return sorted.find((retention) => retention <= requested) ?? sorted[sorted.length - 1]!;
}

/** An option's amount: "$1,000,000", "None" (no deductible: 0), or "$1,000,000 / $2,000,000" by its first. */
const amountOf = (text: string) => parseDeductible(text) ?? parseLimits(text)?.parts[0];

/** Picks among a select's option texts by their amounts. */
function pickOption(options: string[], pick: (offered: number[]) => number): string {
  const priced = options.flatMap((text) => {
    const value = amountOf(text);
    return value === undefined ? [] : [{ text, value }];
  });
  const chosen = pick(priced.map((o) => o.value));
  return priced.find((o) => o.value === chosen)!.text;
}

export type OfferedOptions = Record<string, string[]>;

export const CYBER_COVERAGE_SELECTS = ['Aggregate limit', 'Retention', 'Social engineering sublimit'];

/** Cyber: our submission has no social engineering sublimit: Ironclad's default, $100,000. */
export function cyberCoverageFills(cyber: Cyber, offered: OfferedOptions): Fill[] {
  return [
    {
      label: 'Aggregate limit',
      value: pickOption(offered['Aggregate limit']!, (o) => pickLimit(cyber.aggregateLimit, o)),
    },
    { label: 'Retention', value: pickOption(offered.Retention!, (o) => pickRetention(cyber.retention, o)) },
    { label: 'Social engineering sublimit', value: money(100_000) },
  ];
}

export const GL_COVERAGE_SELECTS = [
  'Limits (each occurrence / general aggregate)',
  'Property damage deductible',
];

const EXPOSURE_BASES: Record<GeneralLiability['exposureBasis'], string> = {
  payroll: 'Payroll',
  sales: 'Gross sales',
  area: 'Area (square feet)',
  units: 'Units',
};

/**
 * GL: limits matched on the each-occurrence amount. Our GL object has no property damage
 * deductible (`input.deductible` is the BOP property deductible, another coverage): "None".
 */
export function glCoverageFills(gl: GeneralLiability, offered: OfferedOptions): Fill[] {
  const occurrence = Number(gl.limits.split('/')[0]);
  const limitLabel = GL_COVERAGE_SELECTS[0]!;
  return [
    { label: 'GL class code', value: gl.classCode },
    { label: 'Exposure basis', value: EXPOSURE_BASES[gl.exposureBasis] },
    { label: 'Exposure amount', value: String(gl.exposure) },
    {
      label: limitLabel,
      value: pickOption(offered[limitLabel]!, (o) => pickLimit(occurrence, o)),
    },
    { label: 'Property damage deductible', value: 'None' },
  ];
}

export const UMBRELLA_COVERAGE_SELECTS = ['Umbrella limit', 'Self-insured retention'];

/** Ironclad schedules at most 8 underlying policies (the portal's own maximum). */
export const MAX_UNDERLYING = 8;

// Underlying lines: a BOP's liability section is general liability (the CGL form); workers'
// compensation is scheduled as its employers' liability part, whose limits are the EL limits.
const UNDERLYING_LINES: Record<UnderlyingPolicy['line'], string> = {
  gl: 'General liability',
  bop: 'General liability',
  auto: 'Commercial auto',
  wc: "Employers' liability",
};

/** The schedule rows, general liability first (Ironclad requires one) when there are too many. */
export function underlyingRows(umbrella: Umbrella): UnderlyingPolicy[] {
  const rank = (p: UnderlyingPolicy) => ['gl', 'bop', 'auto', 'wc'].indexOf(p.line);
  const policies =
    umbrella.underlyingPolicies.length > MAX_UNDERLYING
      ? [...umbrella.underlyingPolicies].sort((a, b) => rank(a) - rank(b)).slice(0, MAX_UNDERLYING)
      : umbrella.underlyingPolicies;
  return policies;
}

/** Umbrella: limit and SIR picked among the offered ones; `rows` schedule rows on the page. */
export function umbrellaCoverageFills(umbrella: Umbrella, offered: OfferedOptions, rows: number): Fill[] {
  const fills: Fill[] = [
    {
      label: 'Umbrella limit',
      value: pickOption(offered['Umbrella limit']!, (o) => pickLimit(umbrella.limit, o)),
    },
    {
      label: 'Self-insured retention',
      value: pickOption(offered['Self-insured retention']!, (o) => pickRetention(umbrella.retention, o)),
    },
  ];
  const policies = underlyingRows(umbrella);
  for (let n = 1; n <= rows; n += 1) {
    const policy = policies[n - 1];
    // Rows beyond ours (left by an earlier attempt) are blanked: the portal ignores blank rows.
    fills.push(
      { label: `Underlying line (policy ${n})`, value: policy ? UNDERLYING_LINES[policy.line] : '' },
      { label: `Carrier (policy ${n})`, value: policy?.carrier ?? '' },
      { label: `Limits (policy ${n})`, value: policy?.limits ?? '' },
    );
  }
  return fills;
}

/** Records held: our bands are Ironclad's four ranges. */
export const RECORDS: Record<Cyber['recordsHeld'], string> = {
  '<100k': 'Fewer than 100,000',
  '100k-500k': '100,000 to 500,000',
  '500k-1m': '500,001 to 1,000,000',
  '>1m': 'More than 1,000,000',
};

/** PCI answers as the portal words them; "No" when the submission says no cards are taken. */
export const PCI_CHOICES = [
  'No, we do not process payment cards',
  'Yes, PCI level 4 (fewer than 20,000 e-commerce transactions)',
  'Yes, PCI level 3 (20,000 to 1 million e-commerce transactions)',
  'Yes, PCI level 2 (1 to 6 million transactions)',
  'Yes, PCI level 1 (over 6 million transactions)',
];
