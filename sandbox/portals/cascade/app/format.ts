// How the SPA writes amounts and dates.

/** 2119 → "$2,119"; -259 → "-$259". */
export const money = (amount: number) =>
  `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US')}`;

/** "2026-03-24" → "03/24/2026". */
export const usFromIso = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** "3/4/2026" or "03/04/2026" → "2026-03-04"; undefined when not a real date. */
export function isoFromUs(text: string): string | undefined {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const iso = `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : undefined;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const monthName = (month: number) => MONTHS[month]!;

/** "2026-03-24" → "March 24, 2026": a calendar day's accessible name. */
export function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${monthName(m - 1)} ${d}, ${y}`;
}
