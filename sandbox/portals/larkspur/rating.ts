// Larkspur Mutual's rating formulas (docs/sandbox-carriers/larkspur.md, "Rating"). Deterministic: the
// same inputs always give the same premium, rounded to whole dollars once, never below the minimum,
// plus the policy fee.

export interface PremiumResult {
  annualPremium: number;
  breakdown: { label: string; amount: number }[];
}

export const STATES = ['CO', 'UT', 'ID', 'MT', 'WY', 'NV'] as const;
export const STATE_NAMES: Record<string, string> = {
  CO: 'Colorado',
  UT: 'Utah',
  ID: 'Idaho',
  MT: 'Montana',
  WY: 'Wyoming',
  NV: 'Nevada',
};
export const STATE_FACTORS: Record<string, number> = {
  CO: 1.05,
  UT: 0.96,
  ID: 0.92,
  MT: 0.94,
  WY: 0.9,
  NV: 1.12,
};

export const POLICY_FEE = 75;

/** Years in business: new ventures pay more, long-established ones less. */
export function experienceFactor(yearsInBusiness: number): number {
  if (yearsInBusiness < 3) return 1.15;
  if (yearsInBusiness < 10) return 1;
  return 0.93;
}

export interface GlClass {
  code: string;
  description: string;
  basis: 'sales' | 'payroll';
  /** Rate per $1,000 of the basis. */
  rate: number;
  /** Larkspur does not write it: a decline for appetite, with these words. */
  declined?: string;
}

export const GL_CLASSES: GlClass[] = [
  { code: '10100', description: 'Retail store, general merchandise', basis: 'sales', rate: 0.85 },
  { code: '16900', description: 'Restaurant, no alcohol', basis: 'sales', rate: 1.4 },
  { code: '18501', description: 'Grocery store', basis: 'sales', rate: 0.7 },
  { code: '41650', description: 'Consultant, office only', basis: 'payroll', rate: 0.55 },
  { code: '91340', description: 'Carpentry, interior', basis: 'payroll', rate: 4.1 },
  { code: '96816', description: 'Janitorial services', basis: 'payroll', rate: 3.2 },
  {
    code: '91560',
    description: 'Roofing, residential',
    basis: 'payroll',
    rate: 9,
    declined: 'Larkspur Mutual does not write roofing operations.',
  },
];

export const GL = {
  minimumPremium: 500,
  limitFactors: { '500000/1000000': 0.82, '1000000/2000000': 1, '2000000/4000000': 1.28 } as Record<
    string,
    number
  >,
  deductibleFactors: { '0': 1, '500': 0.97, '1000': 0.94, '2500': 0.9 } as Record<string, number>,
};

export interface GlRatingInput {
  state: string;
  classCode: string;
  grossSales: number;
  payroll: number;
  limits: string;
  deductible: string;
  yearsInBusiness: number;
  /** The liability step's other exposures: each at its premises' state (location 1 is the main one). */
  otherExposures?: OtherExposure[];
}

export interface OtherExposure {
  /** The premises' number: 1 the main premises, 2 … the location step's other premises. */
  location: number;
  state: string;
  classCode: string;
  grossSales: number;
  payroll: number;
}

function finish(rated: { label: string; amount: number }[], minimum: number): PremiumResult {
  const total = Math.round(rated.reduce((sum, p) => sum + p.amount, 0));
  if (total < minimum) {
    return {
      annualPremium: minimum + POLICY_FEE,
      breakdown: [
        { label: 'Minimum premium', amount: minimum },
        { label: 'Policy fee', amount: POLICY_FEE },
      ],
    };
  }
  const lines = rated.map((p) => ({ label: p.label, amount: Math.round(p.amount) }));
  const last = lines[lines.length - 1]!;
  last.amount += total - lines.reduce((sum, p) => sum + p.amount, 0);
  return {
    annualPremium: total + POLICY_FEE,
    breakdown: [...lines, { label: 'Policy fee', amount: POLICY_FEE }],
  };
}

/**
 * GL: basis ÷ 1,000 × class rate × limits factor × deductible factor × state factor × experience
 * factor, at least $500, plus the $75 policy fee. The basis is gross sales or payroll, by class. Each
 * other exposure (another class, or another premises) adds its own basis ÷ 1,000 × its class rate ×
 * its premises' state factor × the same limits, deductible and experience factors.
 */
export function rateGl(input: GlRatingInput): PremiumResult {
  const exposure = (e: Omit<OtherExposure, 'location'>) => {
    const klass = GL_CLASSES.find((c) => c.code === e.classCode);
    if (!klass) throw new Error(`unknown Larkspur GL class ${e.classCode}`);
    const basis = klass.basis === 'sales' ? e.grossSales : e.payroll;
    return (
      (basis / 1000) *
      klass.rate *
      (GL.limitFactors[input.limits] ?? 1) *
      (GL.deductibleFactors[input.deductible] ?? 1) *
      (STATE_FACTORS[e.state] ?? 1) *
      experienceFactor(input.yearsInBusiness)
    );
  };
  // Each other exposure is rated as the main one is, at its own class and its premises' state.
  return finish(
    [
      { label: 'General liability', amount: exposure(input) },
      ...(input.otherExposures ?? []).map((e) => ({
        label: `General liability, location ${e.location} (${e.classCode})`,
        amount: exposure(e),
      })),
    ],
    GL.minimumPremium,
  );
}

export interface BopClass {
  code: string;
  description: string;
  factor: number;
  declined?: string;
}

export const BOP_CLASSES: BopClass[] = [
  { code: 'R-100', description: 'Retail shop', factor: 1 },
  { code: 'R-210', description: 'Restaurant, limited cooking', factor: 1.35 },
  { code: 'O-300', description: 'Professional office', factor: 0.7 },
  { code: 'S-410', description: 'Beauty salon or barber', factor: 1.1 },
  { code: 'G-520', description: 'Grocery or convenience store', factor: 0.95 },
  {
    code: 'N-900',
    description: 'Nightclub or bar',
    factor: 2,
    declined: 'Nightclubs and bars are outside Larkspur Mutual’s businessowners program.',
  },
];

export const BOP = {
  propertyRatePer100: 0.32,
  liabilityRatePer1000: 0.45,
  minimumPremium: 650,
  constructionFactors: {
    frame: 1.2,
    joisted_masonry: 1.05,
    masonry_noncombustible: 0.9,
    fire_resistive: 0.8,
  } as Record<string, number>,
  sprinklerCredit: 0.88,
  limitFactors: { '500000/1000000': 0.85, '1000000/2000000': 1, '2000000/4000000': 1.22 } as Record<
    string,
    number
  >,
  deductibleFactors: { '500': 1.06, '1000': 1, '2500': 0.93, '5000': 0.87 } as Record<string, number>,
};

export interface BopRatingInput {
  state: string;
  classCode: string;
  grossSales: number;
  buildingLimit: number;
  contentsLimit: number;
  construction: string;
  sprinklered: boolean;
  limits: string;
  deductible: string;
  /** The property step's other buildings: each at its premises' state (location 1 is the main one). */
  otherBuildings?: OtherBuilding[];
}

export interface OtherBuilding {
  /** The premises' number (1 the main premises) and the building's number there. */
  location: number;
  building: number;
  state: string;
  buildingLimit: number;
  contentsLimit: number;
  construction: string;
  sprinklered: boolean;
}

/**
 * BOP: property = (building + business personal property) ÷ 100 × 0.32 × construction × sprinkler
 * credit × deductible × state; liability = gross sales ÷ 1,000 × 0.45 × class × limits × state; at
 * least $650, plus the $75 policy fee. Each other building adds its own property, at its premises'
 * state; liability stays on the whole business's gross sales.
 */
export function rateBop(input: BopRatingInput): PremiumResult {
  const klass = BOP_CLASSES.find((c) => c.code === input.classCode);
  if (!klass) throw new Error(`unknown Larkspur BOP class ${input.classCode}`);
  const state = STATE_FACTORS[input.state] ?? 1;
  const propertyOf = (b: Omit<OtherBuilding, 'location' | 'building'>) =>
    ((b.buildingLimit + b.contentsLimit) / 100) *
    BOP.propertyRatePer100 *
    (BOP.constructionFactors[b.construction] ?? 1) *
    (b.sprinklered ? BOP.sprinklerCredit : 1) *
    (BOP.deductibleFactors[input.deductible] ?? 1) *
    (STATE_FACTORS[b.state] ?? 1);
  const property = propertyOf(input);
  // Each other building's property is rated as the main one's is, at its premises' state.
  const others = (input.otherBuildings ?? []).map((b) => ({
    label: `Property, location ${b.location} building ${b.building}`,
    amount: propertyOf(b),
  }));
  const liability =
    (input.grossSales / 1000) *
    BOP.liabilityRatePer1000 *
    klass.factor *
    (BOP.limitFactors[input.limits] ?? 1) *
    state;
  return finish(
    [{ label: 'Property', amount: property }, ...others, { label: 'Business liability', amount: liability }],
    BOP.minimumPremium,
  );
}
