// Ironclad Exchange rating: deterministic premiums per line. Each premium is
// base rate x exposure x state factor x class factor x limit factor x retention/deductible factor
// (x the line's own underwriting factors), rounded to whole dollars, never below the minimum premium.

export type RecordsBand = 'under100k' | '100k-500k' | '500k-1m' | 'over1m';
export type PciLevel = 'none' | 'level1' | 'level2' | 'level3' | 'level4';
export type ExposureBasis = 'payroll' | 'sales' | 'area' | 'units';

/** Cyber state factors; every state not listed is 1.00. */
export const CYBER_STATE_FACTORS: Record<string, number> = {
  CA: 1.18,
  NY: 1.15,
  NJ: 1.1,
  DC: 1.1,
  MA: 1.08,
  IL: 1.08,
  FL: 1.06,
  TX: 1.05,
  WA: 1.05,
};

/** GL and umbrella state factors; every state not listed is 1.00. */
export const LIABILITY_STATE_FACTORS: Record<string, number> = {
  NY: 1.25,
  FL: 1.2,
  CA: 1.15,
  LA: 1.15,
  NJ: 1.12,
  IL: 1.1,
  TX: 1.08,
  GA: 1.05,
};

/** Class factors by the first two digits of the NAICS code. */
export const CLASS_FACTORS: Record<'cyber' | 'gl' | 'umbrella', Record<string, number>> = {
  cyber: { '44': 1.2, '45': 1.2, '51': 1.3, '52': 1.4, '54': 1.1, '61': 1.25, '62': 1.45 },
  gl: { '44': 1.0, '45': 1.0, '51': 0.8, '52': 0.75, '54': 0.85, '61': 1.15, '62': 1.1 },
  umbrella: { '44': 1.05, '45': 1.05, '51': 0.85, '52': 0.8, '54': 0.9, '61': 1.2, '62': 1.15 },
};

export const CYBER_LIMIT_FACTORS: Record<number, number> = {
  1000000: 1.0,
  2000000: 1.55,
  3000000: 1.95,
  5000000: 2.6,
};
export const CYBER_RETENTION_FACTORS: Record<number, number> = {
  2500: 1.1,
  5000: 1.0,
  10000: 0.92,
  25000: 0.84,
  50000: 0.78,
};
export const SOCIAL_ENGINEERING_FACTORS: Record<number, number> = { 100000: 1.0, 250000: 1.06 };
export const RECORDS_FACTORS: Record<RecordsBand, number> = {
  under100k: 1.0,
  '100k-500k': 1.15,
  '500k-1m': 1.3,
  over1m: 1.5,
};
export const PCI_FACTORS: Record<PciLevel, number> = {
  none: 1.0,
  level4: 1.05,
  level3: 1.08,
  level2: 1.12,
  level1: 1.2,
};
export const CYBER_RATE_PER_1000_REVENUE = 0.55;
export const CYBER_MINIMUM_PREMIUM = 1_250;
export const CYBER_FEES = [
  { label: 'Policy fee', amount: 150 },
  { label: 'Risk management services fee', amount: 75 },
];

export const GL_BASE_RATES: Record<ExposureBasis, { rate: number; per: number }> = {
  payroll: { rate: 3.1, per: 1_000 },
  sales: { rate: 1.45, per: 1_000 },
  area: { rate: 85, per: 1_000 },
  units: { rate: 42, per: 1 },
};
export const GL_LIMIT_FACTORS: Record<string, number> = {
  '500000/1000000': 0.8,
  '1000000/2000000': 1.0,
  '2000000/4000000': 1.45,
};
export const GL_DEDUCTIBLE_FACTORS: Record<number, number> = {
  0: 1.0,
  500: 0.97,
  1000: 0.94,
  2500: 0.9,
  5000: 0.86,
};
export const GL_PRIVATE_LABEL_FACTOR = 1.2;
export const GL_MINIMUM_PREMIUM = 750;
/** Loss surcharge: per listed loss by its status, plus per full $5,000 incurred; the factor at most 1.50. */
export const GL_LOSS_SURCHARGE = { closed: 0.05, open: 0.1, per5000Incurred: 0.02, maximum: 1.5 };

export const UMBRELLA_RATE_PER_1000_REVENUE = 0.16;
export const UMBRELLA_LIMIT_FACTORS: Record<number, number> = {
  1000000: 1.0,
  2000000: 1.7,
  3000000: 2.3,
  4000000: 2.85,
  5000000: 3.35,
  10000000: 5.6,
};
export const UMBRELLA_RETENTION_FACTORS: Record<number, number> = { 0: 1.0, 10000: 0.95, 25000: 0.9 };
export const UMBRELLA_AUTO_FACTOR = 1.3;
export const UMBRELLA_MINIMUM_PREMIUM = 1_000;

export interface CyberRatingInput {
  state: string;
  naics: string;
  annualRevenue: number;
  aggregateLimit: number;
  retention: number;
  socialEngineeringSublimit: number;
  records: RecordsBand;
  /** Undefined when nobody reaches the network remotely. */
  remoteAccessMfa?: boolean;
  backupsEncrypted: boolean;
  edr: boolean;
  pci: PciLevel;
}

export interface GlRatingInput {
  state: string;
  naics: string;
  exposureBasis: ExposureBasis;
  exposure: number;
  limits: string;
  deductible: number;
  privateLabel: boolean;
  /** The schedule of locations after location 1, each rated at its own state's factor. */
  otherLocations?: GlLocation[];
  /** The loss history: each listed loss surcharges the premium. */
  losses?: GlLoss[];
}

export interface GlLocation {
  state: string;
  exposureBasis: ExposureBasis;
  exposure: number;
}

export interface GlLoss {
  paid: number;
  reserved: number;
  open: boolean;
}

export interface UmbrellaRatingInput {
  state: string;
  naics: string;
  annualRevenue: number;
  limit: number;
  retention: number;
  hasAutoUnderlying: boolean;
}

export interface PremiumLine {
  label: string;
  amount: number;
}

export interface Rating {
  /** Premium before fees, whole dollars. */
  premium: number;
  fees: PremiumLine[];
  /** What the insured pays: premium plus fees. */
  total: number;
  breakdown: PremiumLine[];
}

function factor(table: Record<string | number, number>, key: string | number, what: string): number {
  const value = table[key];
  if (value === undefined) throw new Error(`no ${what} factor for ${key}`);
  return value;
}

const stateFactor = (table: Record<string, number>, state: string) => table[state] ?? 1.0;
const classFactor = (line: keyof typeof CLASS_FACTORS, naics: string) =>
  factor(CLASS_FACTORS[line], naics.slice(0, 2), `${line} class`);

export function rateCyber(input: CyberRatingInput): Rating {
  const technical =
    CYBER_RATE_PER_1000_REVENUE *
    (input.annualRevenue / 1_000) *
    stateFactor(CYBER_STATE_FACTORS, input.state) *
    classFactor('cyber', input.naics) *
    factor(CYBER_LIMIT_FACTORS, input.aggregateLimit, 'limit') *
    factor(CYBER_RETENTION_FACTORS, input.retention, 'retention') *
    factor(SOCIAL_ENGINEERING_FACTORS, input.socialEngineeringSublimit, 'social engineering') *
    RECORDS_FACTORS[input.records] *
    (input.remoteAccessMfa === false ? 1.2 : 1.0) *
    (input.backupsEncrypted ? 1.0 : 1.1) *
    (input.edr ? 1.0 : 1.15) *
    PCI_FACTORS[input.pci];
  const premium = Math.max(Math.round(technical), CYBER_MINIMUM_PREMIUM);
  const firstParty = Math.round(premium * 0.45);
  const socialEngineering = Math.round(premium * 0.12);
  const thirdParty = premium - firstParty - socialEngineering;
  const fees = CYBER_FEES.map((fee) => ({ ...fee }));
  const total = premium + fees.reduce((sum, fee) => sum + fee.amount, 0);
  return {
    premium,
    fees,
    total,
    breakdown: [
      { label: 'First-party coverage', amount: firstParty },
      { label: 'Third-party liability', amount: thirdParty },
      {
        label: `Social engineering (sublimit $${input.socialEngineeringSublimit.toLocaleString('en-US')})`,
        amount: socialEngineering,
      },
      ...fees,
    ],
  };
}

/** A location's exposure rated: base rate x exposure units x its state's factor. */
const glExposure = (location: GlLocation) => {
  const base = GL_BASE_RATES[location.exposureBasis];
  return base.rate * (location.exposure / base.per) * stateFactor(LIABILITY_STATE_FACTORS, location.state);
};

/** 1 + each loss's surcharge (by status, plus per full $5,000 paid and reserved), at most 1.50. */
export function glLossFactor(losses: GlLoss[] = []): number {
  const s = GL_LOSS_SURCHARGE;
  const surcharge = losses.reduce(
    (sum, loss) =>
      sum +
      (loss.open ? s.open : s.closed) +
      s.per5000Incurred * Math.floor((loss.paid + loss.reserved) / 5_000),
    0,
  );
  return Math.min(1 + surcharge, s.maximum);
}

export function rateGl(input: GlRatingInput): Rating {
  const exposure = (input.otherLocations ?? []).reduce(
    (sum, location) => sum + glExposure(location),
    glExposure(input),
  );
  const technical =
    exposure *
    classFactor('gl', input.naics) *
    factor(GL_LIMIT_FACTORS, input.limits, 'limit') *
    factor(GL_DEDUCTIBLE_FACTORS, input.deductible, 'deductible') *
    (input.privateLabel ? GL_PRIVATE_LABEL_FACTOR : 1.0) *
    glLossFactor(input.losses);
  const premium = Math.max(Math.round(technical), GL_MINIMUM_PREMIUM);
  return { premium, fees: [], total: premium, breakdown: [] };
}

export function rateUmbrella(input: UmbrellaRatingInput): Rating {
  const technical =
    UMBRELLA_RATE_PER_1000_REVENUE *
    (input.annualRevenue / 1_000) *
    stateFactor(LIABILITY_STATE_FACTORS, input.state) *
    classFactor('umbrella', input.naics) *
    factor(UMBRELLA_LIMIT_FACTORS, input.limit, 'limit') *
    factor(UMBRELLA_RETENTION_FACTORS, input.retention, 'retention') *
    (input.hasAutoUnderlying ? UMBRELLA_AUTO_FACTOR : 1.0);
  const premium = Math.max(Math.round(technical), UMBRELLA_MINIMUM_PREMIUM);
  return { premium, fees: [], total: premium, breakdown: [] };
}
