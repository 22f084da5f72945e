// Parsing of what agents type into AgentLink: MM/DD/YYYY dates, dollar amounts, whole numbers, FEIN,
// phone, e-mail. Pages turn a failed parse into their own validation message.

const DAY_MS = 86_400_000;

/** A UTC midnight Date for a real MM/DD/YYYY (or M/D/YYYY) calendar date, else undefined. */
export function parseUsDate(text: string): Date | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return date;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const formatUsDate = (date: Date) =>
  `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
export const startOfDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
export const daysBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / DAY_MS);
export function addYears(date: Date, years: number): Date {
  const next = new Date(date);
  next.setUTCFullYear(date.getUTCFullYear() + years);
  return next;
}

/** Whole dollars from "1250000", "1,250,000", "$1,250,000.00"; undefined when not an amount. */
export function parseMoney(text: string): number | undefined {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '').trim();
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return Math.round(Number(cleaned));
}

/** A non-negative whole number ("1,200" allowed), else undefined. */
export function parseWholeNumber(text: string): number | undefined {
  const cleaned = text.trim().replaceAll(',', '');
  if (!/^\d{1,9}$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

export const isFein = (text: string) => /^\d{2}-\d{7}$/.test(text.trim());
export const phoneDigits = (text: string) => text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
export const isEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
export const formatPhone = (digits: string) =>
  digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

/** Limits typed as "1,000,000/2,000,000" → [1000000, 2000000]; undefined when malformed. */
export function parseLimits(text: string): number[] | undefined {
  const parts = text.replaceAll(',', '').replaceAll('$', '').replaceAll(' ', '').split('/');
  if (parts.length < 1 || parts.length > 3 || parts.some((p) => !/^\d{4,9}$/.test(p))) return undefined;
  return parts.map(Number);
}
