// Pioneer Casualty's reference tables: where it writes, its lines, legal entities, its class guide
// (NAICS class groups) and the NCCI class codes ProducerNet accepts for workers' compensation.

export type PioneerLine = 'bop' | 'wc' | 'umbrella';

export const LINE_NAMES: Record<PioneerLine, string> = {
  bop: 'Businessowners (BOP)',
  wc: "Workers' Compensation",
  umbrella: 'Commercial Umbrella',
};

/** The code ProducerNet shows in its own screens and URLs. */
export const LINE_CODES: Record<PioneerLine, string> = { bop: 'BOP', wc: 'WC', umbrella: 'UMB' };

export const lineFromCode = (code: string): PioneerLine | undefined =>
  (Object.keys(LINE_CODES) as PioneerLine[]).find((line) => LINE_CODES[line] === code.toUpperCase());

export const STATE_NAMES: Record<string, string> = {
  CT: 'Connecticut',
  IA: 'Iowa',
  IL: 'Illinois',
  IN: 'Indiana',
  KS: 'Kansas',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MO: 'Missouri',
  NE: 'Nebraska',
  NJ: 'New Jersey',
  NY: 'New York',
  OH: 'Ohio',
  PA: 'Pennsylvania',
  WI: 'Wisconsin',
};

export const OPERATING_STATES = Object.keys(STATE_NAMES).sort();

/** Monopolistic state-fund states: no private workers' compensation. */
export const WC_EXCLUDED_STATES = ['OH', 'ND', 'WA', 'WY'];

export const LEGAL_ENTITIES: [string, string][] = [
  ['CORP', 'Corporation'],
  ['SCORP', 'S Corporation'],
  ['LLC', 'LLC (Limited Liability Company)'],
  ['PART', 'Partnership'],
  ['LP', 'Limited Partnership'],
  ['SOLE', 'Sole Proprietor'],
  ['JV', 'Joint Venture'],
  ['NPO', 'Non-Profit Organization'],
  ['TRUST', 'Trust'],
];

export interface ClassGroup {
  code: string;
  name: string;
  /** Liability and umbrella class factor. */
  factor: number;
}

/** Pioneer's class guide, by NAICS sector. NAICS codes outside it are not written. */
export const CLASS_GROUPS: Record<string, ClassGroup> = {
  '31': { code: 'M1', name: 'Manufacturing: Food, Beverage & Textile', factor: 1.3 },
  '32': { code: 'M2', name: 'Manufacturing: Wood, Paper, Printing & Plastics', factor: 1.45 },
  '33': { code: 'M3', name: 'Manufacturing: Metal, Machinery & Electronics', factor: 1.4 },
  '42': { code: 'W1', name: 'Wholesale Trade', factor: 0.9 },
  '44': { code: 'R1', name: 'Retail Trade: Stores', factor: 1.0 },
  '45': { code: 'R2', name: 'Retail Trade: General Merchandise & Specialty', factor: 1.05 },
  '81': { code: 'S1', name: 'Repair, Maintenance & Personal Services', factor: 1.15 },
};

/** Chemical manufacturing: declined by Pioneer's own guidelines. */
export const DECLINED_NAICS_PREFIX = '325';

export interface NcciClass {
  code: string;
  description: string;
  /** Rate per $100 of payroll before the state factor. */
  rate: number;
}

export const NCCI_CLASSES: NcciClass[] = [
  { code: '2003', description: 'Bakery & Drivers', rate: 2.18 },
  { code: '2501', description: 'Clothing Manufacturing', rate: 1.22 },
  { code: '3076', description: 'Metal Fixture or Cabinet Manufacturing', rate: 2.95 },
  { code: '3179', description: 'Electrical Apparatus Manufacturing NOC', rate: 1.48 },
  { code: '3632', description: 'Machine Shop NOC', rate: 2.84 },
  { code: '4299', description: 'Printing', rate: 1.36 },
  { code: '7380', description: 'Drivers, Chauffeurs & Helpers NOC', rate: 3.6 },
  { code: '8017', description: 'Store: Retail NOC', rate: 1.12 },
  { code: '8018', description: 'Store: Wholesale NOC', rate: 1.74 },
  { code: '8033', description: 'Store: Meat, Grocery & Provision, Retail', rate: 1.58 },
  { code: '8046', description: 'Store: Automobile Accessories, Retail', rate: 1.44 },
  { code: '8232', description: 'Lumberyard & Building Material Dealer', rate: 3.12 },
  { code: '8380', description: 'Automobile Service or Repair Center', rate: 2.36 },
  { code: '8742', description: 'Salespersons, Collectors or Messengers: Outside', rate: 0.32 },
  { code: '8810', description: 'Clerical Office Employees NOC', rate: 0.16 },
  { code: '9014', description: 'Janitorial Services', rate: 2.75 },
  { code: '9586', description: 'Barber Shop, Beauty Parlor or Hair Styling Salon', rate: 0.62 },
];

export const findNcciClass = (code: string) => NCCI_CLASSES.find((c) => c.code === code);

export const CONSTRUCTION_TYPES: [string, string][] = [
  ['F', 'Frame'],
  ['JM', 'Joisted Masonry'],
  ['NC', 'Non-Combustible'],
  ['MNC', 'Masonry Non-Combustible'],
  ['FR', 'Fire Resistive'],
];

export const BOP_LIABILITY_LIMITS: [string, string][] = [
  ['500000/1000000', '$500,000 Occurrence / $1,000,000 Aggregate'],
  ['1000000/2000000', '$1,000,000 Occurrence / $2,000,000 Aggregate'],
  ['2000000/4000000', '$2,000,000 Occurrence / $4,000,000 Aggregate'],
];

export const BOP_DEDUCTIBLES = [500, 1000, 2500, 5000];

export const WC_EL_LIMITS: [string, string][] = [
  ['100000/500000/100000', '$100,000 / $500,000 / $100,000'],
  ['500000/500000/500000', '$500,000 / $500,000 / $500,000'],
  ['1000000/1000000/1000000', '$1,000,000 / $1,000,000 / $1,000,000'],
];

export const UMBRELLA_LIMITS = [1_000_000, 2_000_000, 3_000_000, 5_000_000, 10_000_000];
export const UMBRELLA_RETENTIONS = [0, 10_000, 25_000];

export const UNDERLYING_GL_LIMITS: [string, string][] = [
  ['500000/1000000', '$500,000 / $1,000,000'],
  ['1000000/2000000', '$1,000,000 / $2,000,000'],
  ['2000000/4000000', '$2,000,000 / $4,000,000'],
];

export const UNDERLYING_AUTO_LIMITS: [string, string][] = [
  ['none', 'No owned or hired autos'],
  ['500000', '$500,000 Combined Single Limit'],
  ['1000000', '$1,000,000 Combined Single Limit'],
];

export const LOSS_COUNTS: [string, string][] = [
  ['0', 'None'],
  ['1', '1'],
  ['2', '2'],
  ['3+', '3 or more'],
];
