// Cascade Commercial's own reference data: the states it writes, its class codes (searched by the
// class-code combobox), and the options of every drop-down with the factor each one rates at.
// docs/sandbox-carriers/cascade.md prints the same tables.

export type CascadeLine = 'gl' | 'bop' | 'cyber';
export type ExposureBasis = 'payroll' | 'sales' | 'area' | 'units';

export const LINES: readonly CascadeLine[] = ['gl', 'bop', 'cyber'];
export const LINE_NAMES: Record<CascadeLine, string> = {
  gl: 'General Liability',
  bop: "Business Owner's Policy",
  cyber: 'Cyber',
};
export const isLine = (value: unknown): value is CascadeLine => LINES.includes(value as CascadeLine);

/** The western states Cascade writes, with the territory factor every line rates at. */
export const STATE_FACTORS: Readonly<Record<string, number>> = {
  AK: 1.12,
  AZ: 0.98,
  CA: 1.18,
  CO: 1.03,
  HI: 1.1,
  ID: 0.9,
  MT: 0.92,
  NV: 1.04,
  OR: 0.96,
  UT: 0.94,
  WA: 1.0,
  WY: 0.93,
};
export const WRITTEN_STATES = Object.keys(STATE_FACTORS);

export interface ClassCode {
  /** The ISO general liability class code. */
  code: string;
  description: string;
  /** What the GL premium is rated on. */
  basis: ExposureBasis;
  /** GL rate per exposure unit (per $1,000 of payroll or sales, per 1,000 sq ft, per unit). */
  glRate: number;
  /** BOP liability rate per $1,000 of annual revenue. */
  bopRate: number;
  /** Cyber class factor. */
  cyberFactor: number;
  /** NAICS codes the class fits (the combobox finds a class by them too). */
  naics: readonly string[];
  /** Words the combobox matches besides the description. */
  keywords: readonly string[];
}

// biome-ignore format: a table
export const CLASS_CODES: readonly ClassCode[] = [
  { code: '10113', description: 'Barber shops', basis: 'sales', glRate: 1.4, bopRate: 0.7, cyberFactor: 0.9, naics: ['812111'], keywords: ['barber', 'hair'] },
  { code: '10115', description: 'Beauty parlors and hair styling salons', basis: 'sales', glRate: 1.85, bopRate: 0.8, cyberFactor: 0.9, naics: ['812112'], keywords: ['salon', 'beauty', 'hair', 'stylist'] },
  { code: '13759', description: 'Grocery stores', basis: 'sales', glRate: 0.82, bopRate: 0.45, cyberFactor: 1.1, naics: ['445110'], keywords: ['grocery', 'food', 'market'] },
  { code: '15070', description: 'Hardware stores', basis: 'sales', glRate: 1.0, bopRate: 0.5, cyberFactor: 1.05, naics: ['444130'], keywords: ['hardware', 'tools', 'store'] },
  { code: '16902', description: 'Restaurants, with alcohol under 30% of receipts, with table service', basis: 'sales', glRate: 2.2, bopRate: 0.95, cyberFactor: 1.15, naics: ['722511'], keywords: ['restaurant', 'bar', 'dining'] },
  { code: '16911', description: 'Restaurants, without alcohol, with table service', basis: 'sales', glRate: 1.8, bopRate: 0.85, cyberFactor: 1.15, naics: ['722511'], keywords: ['restaurant', 'cafe', 'dining'] },
  { code: '16916', description: 'Restaurants, without alcohol, without table service', basis: 'sales', glRate: 1.5, bopRate: 0.75, cyberFactor: 1.15, naics: ['722513', '722515'], keywords: ['restaurant', 'coffee', 'cafe', 'counter', 'takeout'] },
  { code: '18501', description: 'Supermarkets', basis: 'sales', glRate: 0.68, bopRate: 0.4, cyberFactor: 1.1, naics: ['445110'], keywords: ['supermarket', 'grocery', 'food'] },
  { code: '41668', description: 'Computer consulting or programming', basis: 'sales', glRate: 0.46, bopRate: 0.3, cyberFactor: 1.35, naics: ['541511', '541512', '541519'], keywords: ['software', 'computer', 'it', 'programming', 'developer'] },
  { code: '41677', description: 'Consultants, NOC', basis: 'sales', glRate: 0.8, bopRate: 0.35, cyberFactor: 1.2, naics: ['541611', '541612', '541613', '541618', '541690'], keywords: ['consultant', 'consulting', 'management', 'advisory'] },
  { code: '60010', description: 'Apartment buildings', basis: 'units', glRate: 36, bopRate: 0.55, cyberFactor: 0.95, naics: ['531110'], keywords: ['apartment', 'residential', 'landlord', 'lessor'] },
  { code: '61226', description: 'Buildings or premises, office, occupied by insured', basis: 'area', glRate: 40, bopRate: 0.35, cyberFactor: 1.1, naics: ['531120'], keywords: ['office', 'premises', 'building'] },
  { code: '91111', description: 'Air conditioning systems, installation, servicing or repair', basis: 'payroll', glRate: 7.5, bopRate: 1.2, cyberFactor: 0.95, naics: ['238220'], keywords: ['hvac', 'air conditioning', 'heating', 'contractor'] },
  { code: '91340', description: 'Carpentry, construction of residential property', basis: 'payroll', glRate: 11, bopRate: 1.55, cyberFactor: 0.95, naics: ['238350', '238130'], keywords: ['carpentry', 'carpenter', 'framing', 'contractor'] },
  { code: '92478', description: 'Electrical work, within buildings', basis: 'payroll', glRate: 6.5, bopRate: 1.1, cyberFactor: 0.95, naics: ['238210'], keywords: ['electrical', 'electrician', 'contractor'] },
  { code: '96816', description: 'Janitorial services', basis: 'payroll', glRate: 7.8, bopRate: 1.05, cyberFactor: 0.95, naics: ['561720'], keywords: ['janitorial', 'cleaning', 'custodial'] },
  { code: '97047', description: 'Landscape gardening', basis: 'payroll', glRate: 6.9, bopRate: 1.0, cyberFactor: 0.95, naics: ['561730'], keywords: ['landscape', 'landscaping', 'gardening', 'lawn'] },
  { code: '98305', description: 'Painting, interior, buildings or structures', basis: 'payroll', glRate: 5.8, bopRate: 0.95, cyberFactor: 0.95, naics: ['238320'], keywords: ['painting', 'painter', 'contractor'] },
  { code: '98483', description: 'Plumbing, residential or domestic', basis: 'payroll', glRate: 8.1, bopRate: 1.25, cyberFactor: 0.95, naics: ['238220'], keywords: ['plumbing', 'plumber', 'contractor'] },
  { code: '98677', description: 'Roofing, residential', basis: 'payroll', glRate: 20.5, bopRate: 2.4, cyberFactor: 0.95, naics: ['238160'], keywords: ['roofing', 'roofer', 'contractor'] },
];

/** The class Cascade lists but declines (its appetite, beyond the service's table). */
export const DECLINED_CLASSES: Readonly<Record<string, string>> = {
  '98677': 'Cascade Commercial does not write roofing contractors.',
};

export const findClass = (code: string) => CLASS_CODES.find((c) => c.code === code);

/** The option text the combobox shows: "41677 — Consultants, NOC". */
export const classLabel = (c: ClassCode) => `${c.code} — ${c.description}`;

/**
 * The class-code search: every word of the query must match the start of the code, a NAICS code, a
 * word of the description or a keyword (case-insensitive). At most `limit` classes, in code order.
 */
export function searchClasses(query: string, limit = 8): ClassCode[] {
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return [];
  const matches = (c: ClassCode, word: string) =>
    c.code.startsWith(word) ||
    c.naics.some((n) => n.startsWith(word)) ||
    [...c.description.toLowerCase().split(/[^a-z0-9]+/), ...c.keywords.flatMap((k) => k.split(' '))].some(
      (w) => w.startsWith(word),
    );
  return CLASS_CODES.filter((c) => words.every((word) => matches(c, word))).slice(0, limit);
}

export interface Option<V extends string = string> {
  value: V;
  label: string;
  factor: number;
}

export const BASIS_UNITS: Record<ExposureBasis, { per: number; label: string; exposureLabel: string }> = {
  payroll: { per: 1_000, label: 'Payroll', exposureLabel: 'annual payroll (USD)' },
  sales: { per: 1_000, label: 'Gross sales', exposureLabel: 'annual gross sales (USD)' },
  area: { per: 1_000, label: 'Area', exposureLabel: 'square feet' },
  units: { per: 1, label: 'Units', exposureLabel: 'number of units' },
};

export const LIABILITY_LIMITS: Record<'gl' | 'bop', Option[]> = {
  gl: [
    { value: '500000/1000000', label: '$500,000 / $1,000,000', factor: 0.82 },
    { value: '1000000/2000000', label: '$1,000,000 / $2,000,000', factor: 1.0 },
    { value: '2000000/4000000', label: '$2,000,000 / $4,000,000', factor: 1.38 },
  ],
  bop: [
    { value: '500000/1000000', label: '$500,000 / $1,000,000', factor: 0.85 },
    { value: '1000000/2000000', label: '$1,000,000 / $2,000,000', factor: 1.0 },
    { value: '2000000/4000000', label: '$2,000,000 / $4,000,000', factor: 1.3 },
  ],
};

export const GL_DEDUCTIBLES: Option[] = [
  { value: '0', label: 'None', factor: 1.0 },
  { value: '500', label: '$500', factor: 0.96 },
  { value: '1000', label: '$1,000', factor: 0.93 },
  { value: '2500', label: '$2,500', factor: 0.88 },
];

export type ConstructionType =
  | 'frame'
  | 'joisted_masonry'
  | 'non_combustible'
  | 'masonry_non_combustible'
  | 'modified_fire_resistive'
  | 'fire_resistive';

/** BOP property rates per $100 of business personal property, by construction. */
export const CONSTRUCTION_TYPES: Option<ConstructionType>[] = [
  { value: 'frame', label: 'Frame', factor: 0.48 },
  { value: 'joisted_masonry', label: 'Joisted masonry', factor: 0.38 },
  { value: 'non_combustible', label: 'Non-combustible', factor: 0.3 },
  { value: 'masonry_non_combustible', label: 'Masonry non-combustible', factor: 0.27 },
  { value: 'modified_fire_resistive', label: 'Modified fire resistive', factor: 0.23 },
  { value: 'fire_resistive', label: 'Fire resistive', factor: 0.2 },
];

export const PROPERTY_DEDUCTIBLES: Option[] = [
  { value: '500', label: '$500', factor: 1.05 },
  { value: '1000', label: '$1,000', factor: 1.0 },
  { value: '2500', label: '$2,500', factor: 0.92 },
  { value: '5000', label: '$5,000', factor: 0.86 },
];

export const SPRINKLER_FACTOR = 0.9;

export const CYBER_LIMITS: Option[] = [
  { value: '500000', label: '$500,000', factor: 0.7 },
  { value: '1000000', label: '$1,000,000', factor: 1.0 },
  { value: '2000000', label: '$2,000,000', factor: 1.45 },
  { value: '3000000', label: '$3,000,000', factor: 1.85 },
];

export const CYBER_RETENTIONS: Option[] = [
  { value: '1000', label: '$1,000', factor: 1.12 },
  { value: '2500', label: '$2,500', factor: 1.05 },
  { value: '5000', label: '$5,000', factor: 1.0 },
  { value: '10000', label: '$10,000', factor: 0.93 },
  { value: '25000', label: '$25,000', factor: 0.85 },
];

export type RecordsBand = 'under100k' | '100k-500k' | '500k-1m' | 'over1m';

/** Records held; over 1,000,000 is referred, so it has no factor of its own. */
export const RECORDS_BANDS: Option<RecordsBand>[] = [
  { value: 'under100k', label: 'Fewer than 100,000', factor: 1.0 },
  { value: '100k-500k', label: '100,000 to 500,000', factor: 1.2 },
  { value: '500k-1m', label: '500,000 to 1,000,000', factor: 1.4 },
  { value: 'over1m', label: 'More than 1,000,000', factor: 1.4 },
];

export type CyberControl = 'mfa' | 'encryption' | 'backups' | 'edr' | 'training' | 'irPlan';

/** The security controls questions, each with the factor a "No" rates at (backups: No declines). */
export const CYBER_CONTROLS: { id: CyberControl; question: string; noFactor: number }[] = [
  {
    id: 'mfa',
    question: 'Is multi-factor authentication required for e-mail and remote access?',
    noFactor: 1.35,
  },
  { id: 'encryption', question: 'Is sensitive data encrypted at rest and in transit?', noFactor: 1.1 },
  { id: 'backups', question: 'Are backups kept offline or immutable, with restores tested?', noFactor: 1 },
  {
    id: 'edr',
    question: 'Is endpoint detection and response (EDR) deployed on every endpoint?',
    noFactor: 1.15,
  },
  {
    id: 'training',
    question: 'Do employees complete security awareness training every year?',
    noFactor: 1.05,
  },
  { id: 'irPlan', question: 'Is there a written incident response plan?', noFactor: 1.05 },
];

export const CYBER_QUESTIONS = {
  priorIncidents: 'Any cyber incidents, breaches or cyber claims in the past 5 years?',
  acceptsCards: 'Does the business accept payment cards?',
  pciCompliant: 'Is the business PCI DSS compliant?',
};

export const PCI_NON_COMPLIANT_FACTOR = 1.25;

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

/** How far ahead an effective date may be (the service allows 90). */
export const MAX_DAYS_AHEAD = 75;
export const MAX_REVENUE = 20_000_000;
export const MAX_EMPLOYEES = 150;

/** Coverage (BOP): locations beyond the business address, buildings per location. */
export const MAX_EXTRA_LOCATIONS = 9;
export const MAX_BUILDINGS_PER_LOCATION = 5;

/** The loss table (GL and BOP): its rows and the type of each loss. */
export const MAX_LOSS_ROWS = 20;
export const LOSS_TYPES = [
  { value: 'bodily_injury', label: 'Bodily injury' },
  { value: 'property_damage', label: 'Property damage' },
  { value: 'fire', label: 'Fire' },
  { value: 'water', label: 'Water damage' },
  { value: 'theft', label: 'Theft or burglary' },
  { value: 'wind_hail', label: 'Wind or hail' },
  { value: 'other', label: 'Other' },
] as const;
