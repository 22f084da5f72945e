// Cascade Commercial's rating formulas, one per line (docs/sandbox-carriers/cascade.md, "Rating"):
// a rated premium (factors multiplied in the order written, rounded to whole dollars, never below the
// line's minimum), then credits off the rated premium (each rounded, shown negative), then fees. The
// breakdown's lines add up to the total payable.
import {
  BASIS_UNITS,
  CONSTRUCTION_TYPES,
  type ConstructionType,
  CYBER_CONTROLS,
  CYBER_LIMITS,
  CYBER_RETENTIONS,
  type CyberControl,
  findClass,
  GL_DEDUCTIBLES,
  LIABILITY_LIMITS,
  type Option,
  PCI_NON_COMPLIANT_FACTOR,
  PROPERTY_DEDUCTIBLES,
  RECORDS_BANDS,
  type RecordsBand,
  SPRINKLER_FACTOR,
  STATE_FACTORS,
} from './reference.ts';

export interface PremiumLine {
  label: string;
  amount: number;
}

export interface Rating {
  /** Before credits and fees. */
  ratedPremium: number;
  /** Rated premium, credits (negative), fees, in that order. */
  breakdown: PremiumLine[];
  /** What the insured pays: the breakdown's sum. */
  total: number;
}

export const MINIMUM_PREMIUM = { gl: 500, bop: 600, cyber: 900 } as const;
export const CLAIMS_FREE_CREDIT = 0.1;
export const SECURITY_CONTROLS_CREDIT = 0.15;
export const CYBER_RATE_PER_1000_REVENUE = 0.6;
/** GL and BOP: the loss surcharge per loss listed in the loss table, and per full $1,000 incurred. */
export const LOSS_SURCHARGE_PER_LOSS = 0.15;
export const LOSS_SURCHARGE_PER_1000_INCURRED = 0.01;
export const LOSS_SURCHARGE_CAP = 0.75;
export const FEES = {
  gl: [{ label: 'Policy fee', amount: 150 }],
  bop: [{ label: 'Policy fee', amount: 125 }],
  cyber: [
    { label: 'Policy fee', amount: 100 },
    { label: 'Breach response services fee', amount: 75 },
  ],
} as const;

const factorOf = (options: readonly Option[], value: string, what: string) => {
  const option = options.find((o) => o.value === value);
  if (!option) throw new Error(`unknown ${what}: ${value}`);
  return option.factor;
};

const stateFactor = (state: string) => {
  const factor = STATE_FACTORS[state];
  if (factor === undefined) throw new Error(`Cascade does not write ${state}`);
  return factor;
};

const classOf = (code: string) => {
  const found = findClass(code);
  if (!found) throw new Error(`unknown class ${code}`);
  return found;
};

interface Credit {
  label: string;
  rate: number;
}

function priced(
  raw: number,
  minimum: number,
  credits: Credit[],
  fees: readonly PremiumLine[],
  surcharges: Credit[] = [],
): Rating {
  const ratedPremium = Math.max(Math.round(raw), minimum);
  const breakdown: PremiumLine[] = [
    { label: 'Rated premium', amount: ratedPremium },
    ...surcharges.map((c) => ({ label: c.label, amount: Math.round(ratedPremium * c.rate) })),
    ...credits.map((c) => ({ label: c.label, amount: -Math.round(ratedPremium * c.rate) })),
    ...fees.map((f) => ({ ...f })),
  ];
  return { ratedPremium, breakdown, total: breakdown.reduce((sum, line) => sum + line.amount, 0) };
}

const claimsFree = (lossCount: number): Credit[] =>
  lossCount === 0 ? [{ label: 'Claims-free credit', rate: CLAIMS_FREE_CREDIT }] : [];

/** A loss as the loss table lists it: what was paid and what is still reserved. */
export interface ListedLoss {
  paid: number;
  reserved: number;
}

/**
 * GL and BOP: 15% per listed loss plus 1% per full $1,000 incurred (paid + reserved, all listed losses
 * together), at most 75%; none when the losses were not listed one by one.
 */
export function lossSurchargeRate(losses: readonly ListedLoss[] = []): number {
  if (losses.length === 0) return 0;
  const incurred = losses.reduce((sum, l) => sum + l.paid + l.reserved, 0);
  const rate =
    losses.length * LOSS_SURCHARGE_PER_LOSS + Math.floor(incurred / 1_000) * LOSS_SURCHARGE_PER_1000_INCURRED;
  return Math.min(Math.round(rate * 100) / 100, LOSS_SURCHARGE_CAP);
}

const lossSurcharge = (losses?: readonly ListedLoss[]): Credit[] => {
  const rate = lossSurchargeRate(losses);
  return rate > 0 ? [{ label: 'Loss surcharge', rate }] : [];
};

export interface GlRatingInput {
  state: string;
  classCode: string;
  /** On the class's basis: dollars of payroll or sales, square feet, or units. */
  exposure: number;
  limits: string;
  deductible: string;
  lossCount: number;
  /** The loss table's rows, when the losses were listed. */
  losses?: readonly ListedLoss[];
}

/** exposure / basis divisor × class rate × state × limits × deductible; minimum $500. */
export function rateGl(input: GlRatingInput): Rating {
  const cls = classOf(input.classCode);
  const raw =
    (input.exposure / BASIS_UNITS[cls.basis].per) *
    cls.glRate *
    stateFactor(input.state) *
    factorOf(LIABILITY_LIMITS.gl, input.limits, 'GL limits') *
    factorOf(GL_DEDUCTIBLES, input.deductible, 'GL deductible');
  return priced(raw, MINIMUM_PREMIUM.gl, claimsFree(input.lossCount), FEES.gl, lossSurcharge(input.losses));
}

export interface BopRatingInput {
  state: string;
  classCode: string;
  annualRevenue: number;
  personalPropertyLimit: number;
  construction: ConstructionType;
  sprinklered: boolean;
  propertyDeductible: string;
  liabilityLimits: string;
  lossCount: number;
  /** Location 1's building limit (0 or absent: the building is not insured). */
  buildingLimit?: number;
  /** Location 1's buildings after its first. */
  buildings?: readonly BopBuildingInput[];
  /** Locations 2, 3, …, each with its buildings. */
  locations?: readonly BopLocationInput[];
  losses?: readonly ListedLoss[];
}

export interface BopBuildingInput {
  construction: ConstructionType;
  sprinklered: boolean;
  buildingLimit: number;
  personalPropertyLimit: number;
}

export interface BopLocationInput {
  state: string;
  buildings: readonly BopBuildingInput[];
}

/** One building's property: (building + BPP limits) / 100 × construction rate × 0.90 if sprinklered × deductible. */
function buildingProperty(building: BopBuildingInput, deductible: string): number {
  return (
    ((building.buildingLimit + building.personalPropertyLimit) / 100) *
    factorOf(CONSTRUCTION_TYPES, building.construction, 'construction') *
    (building.sprinklered ? SPRINKLER_FACTOR : 1) *
    factorOf(PROPERTY_DEDUCTIBLES, deductible, 'property deductible')
  );
}

/**
 * Every location's property (each building's, × the location's state) plus liability (revenue / 1,000
 * × class BOP rate × limits, × the business address's state); minimum $600. With one location and no
 * building limit: (BPP / 100 × construction × sprinklers × deductible + liability) × state.
 */
export function rateBop(input: BopRatingInput): Rating {
  const cls = classOf(input.classCode);
  const first: BopLocationInput = {
    state: input.state,
    buildings: [{ ...input, buildingLimit: input.buildingLimit ?? 0 }, ...(input.buildings ?? [])],
  };
  const property = [first, ...(input.locations ?? [])].reduce(
    (sum, location) =>
      sum +
      location.buildings.reduce((s, b) => s + buildingProperty(b, input.propertyDeductible), 0) *
        stateFactor(location.state),
    0,
  );
  const liability =
    (input.annualRevenue / 1_000) *
    cls.bopRate *
    factorOf(LIABILITY_LIMITS.bop, input.liabilityLimits, 'BOP limits') *
    stateFactor(input.state);
  return priced(
    property + liability,
    MINIMUM_PREMIUM.bop,
    claimsFree(input.lossCount),
    FEES.bop,
    lossSurcharge(input.losses),
  );
}

export interface CyberRatingInput {
  state: string;
  classCode: string;
  annualRevenue: number;
  aggregateLimit: string;
  retention: string;
  records: RecordsBand;
  controls: Record<CyberControl, boolean>;
  acceptsCards: boolean;
  /** Asked only when the business accepts cards. */
  pciCompliant?: boolean;
  lossCount: number;
}

/**
 * revenue / 1,000 × 0.60 × class cyber factor × state × limit × retention × records × each missing
 * control's factor × 1.25 when taking cards without PCI compliance; minimum $900.
 */
export function rateCyber(input: CyberRatingInput): Rating {
  const cls = classOf(input.classCode);
  const missing = CYBER_CONTROLS.filter((c) => !input.controls[c.id]).reduce((f, c) => f * c.noFactor, 1);
  const raw =
    (input.annualRevenue / 1_000) *
    CYBER_RATE_PER_1000_REVENUE *
    cls.cyberFactor *
    stateFactor(input.state) *
    factorOf(CYBER_LIMITS, input.aggregateLimit, 'cyber limit') *
    factorOf(CYBER_RETENTIONS, input.retention, 'cyber retention') *
    factorOf(RECORDS_BANDS, input.records, 'records band') *
    missing *
    (input.acceptsCards && input.pciCompliant === false ? PCI_NON_COMPLIANT_FACTOR : 1);
  const everyControl = CYBER_CONTROLS.every((c) => input.controls[c.id]);
  const credits = [
    ...claimsFree(input.lossCount),
    ...(everyControl ? [{ label: 'Security controls credit', rate: SECURITY_CONTROLS_CREDIT }] : []),
  ];
  return priced(raw, MINIMUM_PREMIUM.cyber, credits, FEES.cyber);
}
