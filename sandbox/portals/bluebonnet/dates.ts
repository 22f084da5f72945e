// AgentDesk dates: agents type MM-DD-YYYY (dashes), the store keeps ISO; "today" is Central time,
// where Bluebonnet's home office is.

const DASH_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/** `05-01-2025` -> `2025-05-01`, or undefined when the text is not a real MM-DD-YYYY date. */
export function parseDashDate(text: string): string | undefined {
  const match = DASH_DATE.exec(text.trim());
  if (!match) return undefined;
  const [, mm, dd, yyyy] = match;
  const iso = `${yyyy}-${mm}-${dd}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return undefined;
  return iso;
}

/** `2025-05-01` -> `05-01-2025`. */
export function toDashDate(iso: string): string {
  const [yyyy, mm, dd] = iso.split('-');
  return `${mm}-${dd}-${yyyy}`;
}

/** Today's date in Austin, as ISO. */
export function todayIso(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return parts;
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Same month and day a number of years later (Feb 29 rolls to Mar 1). */
export function addYears(iso: string, years: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);
}

/** Whole years of age on a given date. */
export function ageOn(birthIso: string, onIso: string): number {
  const [by, bm, bd] = birthIso.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onIso.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
