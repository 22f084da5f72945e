// Bluebonnet General's rating formulas. Deterministic: the same inputs always give the same premium,
// rounded to whole dollars once at the end, never below the line's minimum premium.

export interface PremiumResult {
  annualPremium: number;
  breakdown: { label: string; amount: number }[];
}

export const STATE_FACTORS: Record<string, number> = { TX: 1.0, OK: 0.94, LA: 1.18, AR: 0.91, NM: 0.97 };

/** Territory by the first three digits of the ZIP code; anything else is 1.00. */
export const TERRITORIES: { name: string; prefixes: string[]; factor: number }[] = [
  { name: 'Gulf Coast', prefixes: ['775', '776', '783', '784'], factor: 1.3 },
  { name: 'Houston metro', prefixes: ['770', '771', '772', '773', '774'], factor: 1.15 },
  { name: 'Dallas-Fort Worth', prefixes: ['750', '751', '752', '753', '760', '761'], factor: 1.1 },
  { name: 'Rio Grande Valley', prefixes: ['785'], factor: 1.08 },
  { name: 'Austin', prefixes: ['786', '787'], factor: 1.05 },
  { name: 'San Antonio', prefixes: ['780', '781', '782'], factor: 1.04 },
  { name: 'New Orleans', prefixes: ['700', '701'], factor: 1.2 },
  { name: 'Oklahoma City / Tulsa', prefixes: ['730', '731', '740', '741'], factor: 1.06 },
  { name: 'Albuquerque', prefixes: ['870', '871'], factor: 1.02 },
];

export function territoryFactor(zip: string): number {
  const prefix = zip.slice(0, 3);
  return TERRITORIES.find((t) => t.prefixes.includes(prefix))?.factor ?? 1;
}

const stateFactor = (state: string) => STATE_FACTORS[state] ?? 1;
const classFactor = (table: Record<string, number>, naics: string) => table[naics.slice(0, 2)] ?? 1;

function finish(parts: { label: string; amount: number }[], minimum: number): PremiumResult {
  const total = Math.round(parts.reduce((sum, p) => sum + p.amount, 0));
  if (total < minimum) {
    return { annualPremium: minimum, breakdown: [{ label: 'Minimum premium', amount: minimum }] };
  }
  const rounded = parts.map((p) => ({ label: p.label, amount: Math.round(p.amount) }));
  const last = rounded[rounded.length - 1]!;
  last.amount += total - rounded.reduce((sum, p) => sum + p.amount, 0);
  return { annualPremium: total, breakdown: rounded };
}

// --- Businessowners -------------------------------------------------------------------------------

export const BOP = {
  propertyRatePer100: 0.38,
  liabilityRatePer1000: 0.62,
  minimumPremium: 650,
  classFactors: { '23': 1.3, '44': 1.0, '45': 1.0, '53': 0.85, '54': 0.75, '72': 1.4, '81': 1.1 } as Record<
    string,
    number
  >,
  constructionFactors: {
    frame: 1.15,
    joisted_masonry: 1.05,
    non_combustible: 0.95,
    masonry_non_combustible: 0.92,
    modified_fire_resistive: 0.88,
    fire_resistive: 0.85,
  } as Record<string, number>,
  sprinklerFactor: { Y: 0.9, N: 1.0 } as Record<string, number>,
  limitFactors: { L300: 0.85, L500: 0.92, L1000: 1.0, L2000: 1.18 } as Record<string, number>,
  deductibleFactors: { '500': 1.05, '1000': 1.0, '2500': 0.94, '5000': 0.88, '10000': 0.82 } as Record<
    string,
    number
  >,
};

export interface BopRatingInput {
  state: string;
  zip: string;
  naics: string;
  annualReceipts: number;
  totalInsuredValue: number;
  construction: string;
  sprinklered: 'Y' | 'N';
  limit: string;
  deductible: string;
  /** The Additional Premises rows: each premises' property rated at its own address. */
  otherPremises?: OtherPremises[];
}

/** Another premises of the insured (a row of Additional Premises). */
export interface OtherPremises {
  /** How the breakdown names it ("820 Water St, Kerrville"). */
  where: string;
  state: string;
  zip: string;
  construction: string;
  sprinklered: 'Y' | 'N';
  buildingLimit: number;
  contentsLimit: number;
}

/** Property at one premises: its value, construction and sprinklers, the policy deductible, its location. */
function propertyAt(
  value: number,
  premises: { state: string; zip: string; construction: string; sprinklered: 'Y' | 'N' },
  input: BopRatingInput,
): number {
  const location =
    stateFactor(premises.state) * territoryFactor(premises.zip) * classFactor(BOP.classFactors, input.naics);
  return (
    (value / 100) *
    BOP.propertyRatePer100 *
    (BOP.constructionFactors[premises.construction] ?? 1) *
    (BOP.sprinklerFactor[premises.sprinklered] ?? 1) *
    (BOP.deductibleFactors[input.deductible] ?? 1) *
    location
  );
}

export function rateBop(input: BopRatingInput): PremiumResult {
  const location =
    stateFactor(input.state) * territoryFactor(input.zip) * classFactor(BOP.classFactors, input.naics);
  const property = propertyAt(input.totalInsuredValue, input, input);
  const others = (input.otherPremises ?? []).map((p) => ({
    label: `Property, ${p.where}`,
    amount: propertyAt(p.buildingLimit + p.contentsLimit, p, input),
  }));
  const liability =
    (input.annualReceipts / 1000) *
    BOP.liabilityRatePer1000 *
    (BOP.limitFactors[input.limit] ?? 1) *
    location;
  return finish(
    [{ label: 'Property', amount: property }, ...others, { label: 'Business liability', amount: liability }],
    BOP.minimumPremium,
  );
}

// --- Commercial auto ------------------------------------------------------------------------------

export const AUTO = {
  baseRatePerVehicle: 1150,
  minimumPremium: 1250,
  useFactors: { service: 1.0, commercial: 1.15, retail: 0.95 } as Record<string, number>,
  radiusFactors: { local: 1.0, intermediate: 1.2, long: 1.45 } as Record<string, number>,
  classFactors: {
    '23': 1.25,
    '44': 1.05,
    '45': 1.05,
    '53': 0.95,
    '54': 0.9,
    '72': 1.1,
    '81': 1.05,
  } as Record<string, number>,
  limitFactors: { CSL300: 0.82, CSL500: 0.91, CSL1000: 1.0 } as Record<string, number>,
  physicalDamageFactors: { none: 0.68, '500': 1.0, '1000': 0.94, '2500': 0.87 } as Record<string, number>,
};

/** Vehicle age on the effective date: new vehicles carry more physical damage exposure. */
export function vehicleAgeFactor(modelYear: number, effectiveYear: number): number {
  const age = effectiveYear - modelYear;
  if (age <= 3) return 1.1;
  if (age <= 10) return 1.0;
  return 0.9;
}

/** The worst driver decides: under 25 -> 1.25, 70 or older -> 1.10, otherwise 1.00. */
export function driverFactor(driverAges: number[]): number {
  if (driverAges.some((age) => age < 25)) return 1.25;
  if (driverAges.some((age) => age >= 70)) return 1.1;
  return 1;
}

export interface AutoRatingInput {
  naics: string;
  effectiveYear: number;
  limit: string;
  physicalDamageDeductible: string;
  vehicles: { year: number; garagingZip: string; garagingState: string; use: string; radius: string }[];
  driverAges: number[];
}

export function rateAuto(input: AutoRatingInput): PremiumResult {
  const policy =
    classFactor(AUTO.classFactors, input.naics) *
    (AUTO.limitFactors[input.limit] ?? 1) *
    (AUTO.physicalDamageFactors[input.physicalDamageDeductible] ?? 1) *
    driverFactor(input.driverAges);
  const parts = input.vehicles.map((v, i) => ({
    label: `Vehicle ${i + 1} (${v.year})`,
    amount:
      AUTO.baseRatePerVehicle *
      (AUTO.useFactors[v.use] ?? 1) *
      (AUTO.radiusFactors[v.radius] ?? 1) *
      vehicleAgeFactor(v.year, input.effectiveYear) *
      stateFactor(v.garagingState) *
      territoryFactor(v.garagingZip) *
      policy,
  }));
  return finish(parts, AUTO.minimumPremium);
}

// --- Cyber ----------------------------------------------------------------------------------------

export const CYBER = {
  basePremium: 650,
  ratePer1000Receipts: 0.55,
  minimumPremium: 750,
  recordsFactors: { lt100k: 1.0, '100k_500k': 1.3, '500k_1m': 1.6, gt1m: 2.2 } as Record<string, number>,
  limitFactors: { C250: 0.6, C500: 0.78, C1000: 1.0, C2000: 1.45, C3000: 1.8 } as Record<string, number>,
  retentionFactors: { '2500': 1.08, '5000': 1.0, '10000': 0.92, '25000': 0.83 } as Record<string, number>,
  classFactors: { '23': 0.9, '44': 1.1, '45': 1.1, '53': 1.05, '54': 1.15, '72': 1.05, '81': 0.95 } as Record<
    string,
    number
  >,
  noEncryptionFactor: 1.15,
  noBackupsFactor: 1.2,
  paymentCardsFactor: 1.1,
};

export interface CyberRatingInput {
  state: string;
  naics: string;
  annualReceipts: number;
  records: string;
  limit: string;
  retention: string;
  encryption: boolean;
  backups: boolean;
  paymentCards: boolean;
}

export function rateCyber(input: CyberRatingInput): PremiumResult {
  const base = CYBER.basePremium + (input.annualReceipts / 1000) * CYBER.ratePer1000Receipts;
  const controls =
    (input.encryption ? 1 : CYBER.noEncryptionFactor) *
    (input.backups ? 1 : CYBER.noBackupsFactor) *
    (input.paymentCards ? CYBER.paymentCardsFactor : 1);
  const premium =
    base *
    (CYBER.recordsFactors[input.records] ?? 1) *
    (CYBER.limitFactors[input.limit] ?? 1) *
    (CYBER.retentionFactors[input.retention] ?? 1) *
    classFactor(CYBER.classFactors, input.naics) *
    stateFactor(input.state) *
    controls;
  return finish([{ label: 'Cyber liability and first-party', amount: premium }], CYBER.minimumPremium);
}
