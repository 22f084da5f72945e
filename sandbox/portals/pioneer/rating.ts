// Pioneer Casualty's rating plans: deterministic premiums from the inputs ProducerNet collects.
// Every component is rounded to whole dollars before it is added, so the lines of a quote add up.
import { CLASS_GROUPS, findNcciClass } from './reference.ts';

export interface PremiumLine {
  label: string;
  amount: number;
}

export interface RatingResult {
  premium: number;
  lines: PremiumLine[];
}

/** Property and liability state factors (BOP and umbrella). */
export const STATE_FACTORS: Record<string, number> = {
  CT: 1.15,
  IA: 0.92,
  IL: 1.08,
  IN: 0.95,
  KS: 0.94,
  MA: 1.18,
  MI: 1.05,
  MN: 1.0,
  MO: 0.97,
  NE: 0.93,
  NJ: 1.22,
  NY: 1.28,
  OH: 1.0,
  PA: 1.06,
  WI: 0.96,
};

/** Workers' compensation state factors (no OH: monopolistic state fund). */
export const WC_STATE_FACTORS: Record<string, number> = {
  CT: 1.25,
  IA: 0.95,
  IL: 1.32,
  IN: 0.78,
  KS: 0.88,
  MA: 0.98,
  MI: 0.92,
  MN: 1.1,
  MO: 1.02,
  NE: 1.05,
  NJ: 1.36,
  NY: 1.4,
  PA: 1.18,
  WI: 1.08,
};

export const BOP_RATES = { propertyPer100: 0.28, liabilityPer1000: 0.85, minimumPremium: 600 };
export const CONSTRUCTION_FACTORS: Record<string, number> = {
  F: 1.25,
  JM: 1.05,
  NC: 0.95,
  MNC: 0.9,
  FR: 0.8,
};
export const SPRINKLER_FACTOR = 0.85;
export const ALARM_FACTOR = 0.95;
export const BOP_DEDUCTIBLE_FACTORS: Record<number, number> = {
  500: 1.05,
  1000: 1.0,
  2500: 0.93,
  5000: 0.87,
};
export const BOP_LIMIT_FACTORS: Record<string, number> = {
  '500000/1000000': 0.85,
  '1000000/2000000': 1.0,
  '2000000/4000000': 1.32,
};

export const WC_RATES = { expenseConstant: 250, minimumPremium: 1000 };
export const WC_EL_FACTORS: Record<string, number> = {
  '100000/500000/100000': 1.0,
  '500000/500000/500000': 1.015,
  '1000000/1000000/1000000': 1.025,
};

export const UMBRELLA_RATES = { per1000Sales: 0.55, perVehicle: 55, minimumPremium: 750 };
export const UMBRELLA_LIMIT_FACTORS: Record<number, number> = {
  1000000: 1.0,
  2000000: 1.6,
  3000000: 2.05,
  5000000: 2.8,
  10000000: 4.3,
};
export const UMBRELLA_RETENTION_FACTORS: Record<number, number> = { 0: 1.0, 10000: 0.93, 25000: 0.88 };

const factor = <K extends string | number>(table: Record<K, number>, key: K, what: string): number => {
  const value = table[key];
  if (value === undefined) throw new Error(`no ${what} factor for ${key}`);
  return value;
};

export const classFactor = (naics: string) => {
  const group = CLASS_GROUPS[naics.slice(0, 2)];
  if (!group) throw new Error(`NAICS ${naics} is outside the class guide`);
  return group.factor;
};

function withMinimum(lines: PremiumLine[], minimum: number): RatingResult {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  if (subtotal < minimum) lines.push({ label: 'Minimum premium adjustment', amount: minimum - subtotal });
  return { premium: Math.max(subtotal, minimum), lines };
}

export interface BopRatingInput {
  state: string;
  naics: string;
  grossSales: number;
  buildingValue: number;
  bppValue: number;
  construction: string;
  sprinklered: boolean;
  alarm: boolean;
  liabilityLimit: string;
  deductible: number;
  /** The other locations' buildings (the Additional Locations schedule), each rated as location 1's. */
  otherBuildings?: OtherBuilding[];
}

/** A building at another location: its own state, values, construction and sprinklers; no alarm credit. */
export interface OtherBuilding {
  /** How the breakdown names it ("820 Water St, Kerrville"). */
  where: string;
  state: string;
  buildingValue: number;
  bppValue: number;
  construction: string;
  sprinklered: boolean;
}

const propertyOf = (b: Omit<OtherBuilding, 'where'>, alarm: boolean, deductible: number) =>
  ((b.buildingValue + b.bppValue) / 100) *
  BOP_RATES.propertyPer100 *
  factor(CONSTRUCTION_FACTORS, b.construction, 'construction') *
  (b.sprinklered ? SPRINKLER_FACTOR : 1) *
  (alarm ? ALARM_FACTOR : 1) *
  factor(BOP_DEDUCTIBLE_FACTORS, deductible, 'deductible') *
  factor(STATE_FACTORS, b.state, 'state');

export function rateBop(input: BopRatingInput): RatingResult {
  const state = factor(STATE_FACTORS, input.state, 'state');
  const property = propertyOf(input, input.alarm, input.deductible);
  const liability =
    (input.grossSales / 1000) *
    BOP_RATES.liabilityPer1000 *
    classFactor(input.naics) *
    factor(BOP_LIMIT_FACTORS, input.liabilityLimit, 'liability limit') *
    state;
  return withMinimum(
    [
      { label: 'Property', amount: Math.round(property) },
      ...(input.otherBuildings ?? []).map((b) => ({
        label: `Property, ${b.where}`,
        amount: Math.round(propertyOf(b, false, input.deductible)),
      })),
      { label: 'Liability', amount: Math.round(liability) },
    ],
    BOP_RATES.minimumPremium,
  );
}

export interface WcClassRow {
  state: string;
  classCode: string;
  payroll: number;
  employees: number;
}

/** An owner or officer of the Owners & Officers table; only an included one is rated. */
export interface WcOfficer {
  name: string;
  included: boolean;
  classCode: string;
  annualPay: number;
}

export interface WcRatingInput {
  classes: WcClassRow[];
  experienceMod: number;
  employersLiabilityLimit: string;
  officers?: WcOfficer[];
}

function classLine(state: string, classCode: string, payroll: number, prefix = ''): PremiumLine {
  const ncci = findNcciClass(classCode);
  if (!ncci) throw new Error(`unknown class code ${classCode}`);
  const amount = (payroll / 100) * ncci.rate * factor(WC_STATE_FACTORS, state, 'WC state');
  return { label: `${prefix}${state} ${classCode} ${ncci.description}`, amount: Math.round(amount) };
}

export function rateWc(input: WcRatingInput): RatingResult {
  // An included officer's pay is rated at the officer's class in the governing (first row's) state.
  const governing = input.classes[0]?.state ?? '';
  const lines: PremiumLine[] = [
    ...input.classes.map((row) => classLine(row.state, row.classCode, row.payroll)),
    ...(input.officers ?? [])
      .filter((o) => o.included)
      .map((o) => classLine(governing, o.classCode, o.annualPay, `Officer ${o.name}: `)),
  ];
  const manual = lines.reduce((sum, line) => sum + line.amount, 0);
  const modified = Math.round(manual * input.experienceMod);
  if (modified !== manual) {
    lines.push({
      label: `Experience modification (${input.experienceMod.toFixed(2)})`,
      amount: modified - manual,
    });
  }
  const elFactor = factor(WC_EL_FACTORS, input.employersLiabilityLimit, 'employers liability');
  const elCharge = Math.round(modified * (elFactor - 1));
  if (elCharge > 0) lines.push({ label: "Employers' liability increased limits", amount: elCharge });
  lines.push({ label: 'Expense constant', amount: WC_RATES.expenseConstant });
  return withMinimum(lines, WC_RATES.minimumPremium);
}

export interface UmbrellaRatingInput {
  state: string;
  naics: string;
  grossSales: number;
  limit: number;
  retention: number;
  vehicles: number;
}

export function rateUmbrella(input: UmbrellaRatingInput): RatingResult {
  const limitFactor = factor(UMBRELLA_LIMIT_FACTORS, input.limit, 'umbrella limit');
  const premises =
    (input.grossSales / 1000) *
    UMBRELLA_RATES.per1000Sales *
    classFactor(input.naics) *
    factor(STATE_FACTORS, input.state, 'state') *
    limitFactor *
    factor(UMBRELLA_RETENTION_FACTORS, input.retention, 'retention');
  const lines: PremiumLine[] = [{ label: 'Premises and operations', amount: Math.round(premises) }];
  if (input.vehicles > 0) {
    lines.push({
      label: `Automobile (${input.vehicles} vehicles)`,
      amount: Math.round(input.vehicles * UMBRELLA_RATES.perVehicle * limitFactor),
    });
  }
  return withMinimum(lines, UMBRELLA_RATES.minimumPremium);
}
