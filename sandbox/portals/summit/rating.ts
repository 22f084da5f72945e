// Summit Mutual's rating formulas. Every premium the portal shows comes from here: base rate x
// exposure x state factor x class factor x limit factor x deductible factor (x loss / other factors),
// rounded to whole dollars per component, with a minimum premium per line.

export const STATE_FACTORS: Record<string, number> = {
  AZ: 1.0,
  CA: 1.25,
  CO: 1.05,
  CT: 1.1,
  FL: 1.3,
  GA: 1.05,
  IL: 1.1,
  IN: 0.95,
  MA: 1.15,
  MD: 1.05,
  MI: 1.1,
  MN: 0.95,
  NC: 0.95,
  NJ: 1.2,
  NY: 1.3,
  OH: 0.9,
  OR: 1.0,
  PA: 1.05,
  TN: 0.95,
  TX: 1.15,
  VA: 1.0,
  WA: 1.05,
  WI: 0.9,
};

/** NAICS prefix → class factor (longest prefix wins); anything else rates at OTHER_CLASS_FACTOR. */
export const NAICS_CLASS_FACTORS: Record<string, number> = {
  '44': 1.0,
  '45': 1.0,
  '7225': 1.4,
  '5411': 0.8,
  '5412': 0.75,
  '5413': 0.9,
  '5414': 0.8,
  '5415': 0.75,
  '5416': 0.75,
  '5418': 0.8,
  '8111': 1.5,
  '8121': 1.1,
  '8123': 1.3,
};
export const OTHER_CLASS_FACTOR = 1.2;

export const LOSS_FACTORS: Record<number, number> = { 0: 1.0, 1: 1.1, 2: 1.25 };

// Businessowners
export const BOP_PROPERTY_RATE = 0.28; // per $100 of building + business personal property
export const BOP_LIABILITY_RATE = 0.55; // per $1,000 of gross annual sales
export const CONSTRUCTION_FACTORS: Record<string, number> = {
  '1': 1.25,
  '2': 1.1,
  '3': 1.0,
  '4': 0.9,
  '5': 0.8,
  '6': 0.75,
};
export const SPRINKLER_FACTOR = 0.85;
export const PROPERTY_DEDUCTIBLE_FACTORS: Record<number, number> = {
  500: 1.05,
  1000: 1.0,
  2500: 0.92,
  5000: 0.85,
  10000: 0.78,
};
export const BOP_LIMIT_FACTORS: Record<number, number> = {
  300000: 0.75,
  500000: 0.85,
  1000000: 1.0,
  2000000: 1.3,
};
export const BOP_MINIMUM_PREMIUM = 500;
export const TERRORISM_RATE = 0.01;
export const BOP_POLICY_FEE = 150;

// General liability (class rates live in reference.ts GL_CLASSES)
export const GL_LIMIT_FACTORS: Record<number, number> = {
  300000: 0.7,
  500000: 0.82,
  1000000: 1.0,
  2000000: 1.28,
};
export const GL_DEDUCTIBLE_FACTORS: Record<number, number> = { 0: 1.0, 250: 0.97, 500: 0.95, 1000: 0.92 };
export const GL_MINIMUM_PREMIUM = 500;

// Umbrella
export const UMBRELLA_RATE = 0.3; // per $1,000 of gross annual sales, first $1,000,000 of limit
export const UMBRELLA_LIMIT_FACTORS: Record<number, number> = {
  1000000: 1.0,
  2000000: 1.6,
  3000000: 2.1,
  4000000: 2.55,
  5000000: 2.95,
  10000000: 4.5,
};
export const RETENTION_FACTORS: Record<number, number> = { 0: 1.0, 5000: 0.97, 10000: 0.95, 25000: 0.9 };
export const VEHICLE_FACTOR = 1.25;
export const SUMMIT_ACCOUNT_CREDIT = 0.9;
export const UMBRELLA_MINIMUM_PREMIUM = 750; // times the limit factor

function factor(table: Record<string | number, number>, key: string | number, name: string): number {
  const value = table[key];
  if (value === undefined) throw new Error(`no ${name} factor for ${key}`);
  return value;
}

export function classFactor(naics: string): number {
  for (let length = naics.length; length >= 2; length -= 1) {
    const value = NAICS_CLASS_FACTORS[naics.slice(0, length)];
    if (value !== undefined) return value;
  }
  return OTHER_CLASS_FACTOR;
}

export interface BopRatingInput {
  state: string;
  naics: string;
  buildingLimit: number;
  bppLimit: number;
  construction: string;
  sprinklered: boolean;
  deductible: number;
  /** Each-occurrence limit, e.g. 1000000. */
  occurrenceLimit: number;
  grossSales: number;
  losses: number;
  terrorism: boolean;
  /** The Additional Premises rows: every building at another premises (or a second one at location 1). */
  otherBuildings?: OtherBuilding[];
}

/** A building of the Additional Premises grid, rated as location 1's building in its own state. */
export interface OtherBuilding {
  /** How the breakdown names it ("Loc 2 Bldg 1, 820 Water St, Kerrville"). */
  label: string;
  state: string;
  /** 0 for a tenant: only an owner insures the building. */
  buildingLimit: number;
  bppLimit: number;
  construction: string;
  sprinklered: boolean;
}

export interface BopPremium {
  property: number;
  /** One line per Additional Premises row (absent without one). */
  otherProperty?: { label: string; amount: number }[];
  liability: number;
  minimumAdjustment: number;
  terrorism: number;
  policyFee: number;
  total: number;
}

const propertyOf = (b: Omit<OtherBuilding, 'label'>, deductible: number, loss: number) =>
  Math.round(
    ((b.buildingLimit + b.bppLimit) / 100) *
      BOP_PROPERTY_RATE *
      factor(CONSTRUCTION_FACTORS, b.construction, 'construction') *
      (b.sprinklered ? SPRINKLER_FACTOR : 1) *
      factor(STATE_FACTORS, b.state, 'state') *
      factor(PROPERTY_DEDUCTIBLE_FACTORS, deductible, 'deductible') *
      loss,
  );

export function rateBop(input: BopRatingInput): BopPremium {
  const state = factor(STATE_FACTORS, input.state, 'state');
  const loss = factor(LOSS_FACTORS, input.losses, 'loss');
  const property = propertyOf(input, input.deductible, loss);
  const otherProperty = (input.otherBuildings ?? []).map((b) => ({
    label: `Property, ${b.label}`,
    amount: propertyOf(b, input.deductible, loss),
  }));
  const others = otherProperty.reduce((sum, line) => sum + line.amount, 0);
  const liability = Math.round(
    (input.grossSales / 1000) *
      BOP_LIABILITY_RATE *
      classFactor(input.naics) *
      state *
      factor(BOP_LIMIT_FACTORS, input.occurrenceLimit, 'limit') *
      loss,
  );
  const minimumAdjustment = Math.max(0, BOP_MINIMUM_PREMIUM - (property + others + liability));
  const subtotal = property + others + liability + minimumAdjustment;
  const terrorism = input.terrorism ? Math.round(subtotal * TERRORISM_RATE) : 0;
  const total = subtotal + terrorism + BOP_POLICY_FEE;
  return {
    property,
    ...(otherProperty.length ? { otherProperty } : {}),
    liability,
    minimumAdjustment,
    terrorism,
    policyFee: BOP_POLICY_FEE,
    total,
  };
}

export interface GlRatingInput {
  state: string;
  /** The class's rate per exposure unit (reference.ts GL_CLASSES). */
  classRate: number;
  basis: 'S' | 'P' | 'A' | 'U';
  exposure: number;
  occurrenceLimit: number;
  deductible: number;
  losses: number;
  /** The Schedule of Additional Locations: each one's class and exposure, rated in its own state. */
  otherLocations?: GlLocation[];
  /** The Loss History grid; when it lists losses, their surcharge replaces the answered count's factor. */
  listedLosses?: ListedLoss[];
}

export interface GlLocation {
  state: string;
  classRate: number;
  basis: GlRatingInput['basis'];
  exposure: number;
}

export interface ListedLoss {
  paid: number;
  reserved: number;
  open: boolean;
}

export const LISTED_LOSS_SURCHARGE = 0.1; // per listed loss
export const OPEN_LOSS_SURCHARGE = 0.05; // more per open loss
export const INCURRED_SURCHARGE = 0.01; // per full $1,000 paid + reserved, all losses together
export const MAX_LOSS_SURCHARGE_FACTOR = 1.75;

/** The Loss History grid's factor: 1 + 0.10 a loss + 0.05 an open one + 0.01 per $1,000 incurred, at most 1.75. */
export function listedLossFactor(losses: readonly ListedLoss[]): number {
  const incurred = losses.reduce((sum, l) => sum + l.paid + l.reserved, 0);
  const surcharge =
    losses.length * LISTED_LOSS_SURCHARGE +
    losses.filter((l) => l.open).length * OPEN_LOSS_SURCHARGE +
    Math.floor(incurred / 1000) * INCURRED_SURCHARGE;
  return Math.min(MAX_LOSS_SURCHARGE_FACTOR, Math.round((1 + surcharge) * 1000) / 1000);
}

/** Exposure units: per $1,000 of sales or payroll, per 1,000 sq ft of area, per unit. */
export const exposureUnits = (basis: GlRatingInput['basis'], exposure: number) =>
  basis === 'U' ? exposure : exposure / 1000;

export function rateGl(input: GlRatingInput): number {
  const base = (l: GlLocation) =>
    exposureUnits(l.basis, l.exposure) * l.classRate * factor(STATE_FACTORS, l.state, 'state');
  const exposures = (input.otherLocations ?? []).reduce((sum, l) => sum + base(l), base(input));
  const listed = input.listedLosses ?? [];
  const rated = Math.round(
    exposures *
      factor(GL_LIMIT_FACTORS, input.occurrenceLimit, 'limit') *
      factor(GL_DEDUCTIBLE_FACTORS, input.deductible, 'deductible') *
      (listed.length > 0 ? listedLossFactor(listed) : factor(LOSS_FACTORS, input.losses, 'loss')),
  );
  return Math.max(GL_MINIMUM_PREMIUM, rated);
}

export interface UmbrellaRatingInput {
  state: string;
  naics: string;
  grossSales: number;
  limit: number;
  retention: number;
  vehicles: boolean;
  summitUnderlying: boolean;
}

export function rateUmbrella(input: UmbrellaRatingInput): number {
  const limitFactor = factor(UMBRELLA_LIMIT_FACTORS, input.limit, 'umbrella limit');
  const rated = Math.round(
    (input.grossSales / 1000) *
      UMBRELLA_RATE *
      classFactor(input.naics) *
      factor(STATE_FACTORS, input.state, 'state') *
      limitFactor *
      factor(RETENTION_FACTORS, input.retention, 'retention') *
      (input.vehicles ? VEHICLE_FACTOR : 1) *
      (input.summitUnderlying ? SUMMIT_ACCOUNT_CREDIT : 1),
  );
  return Math.max(Math.round(UMBRELLA_MINIMUM_PREMIUM * limitFactor), rated);
}
