// Policy dates are calendar dates written MM/DD/YYYY, with no time zone. They are handled as day numbers
// (days since 1970-01-01) so "90 days ahead" and "one year later" are plain arithmetic.

const msPerDay = 86_400_000;

// A request sent at 9 pm in Honolulu is already "tomorrow" in UTC; "today" is taken in the westernmost
// US time zone of the 50 states (Hawaii, UTC-10, no daylight saving) so no US agency sees today refused.
const westernmostUsOffsetHours = -10;

export type DayNumber = number;

export type ParsedUsDate = { ok: true; day: DayNumber } | { ok: false; reason: 'format' | 'calendar' };

export function parseUsDate(value: string): ParsedUsDate {
  const match = /^([0-9]{2})\/([0-9]{2})\/([0-9]{4})$/.exec(value);
  if (!match) return { ok: false, reason: 'format' };
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 to 1900–1999
  date.setUTCFullYear(year, month - 1, day);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year > 0 ? { ok: true, day: date.getTime() / msPerDay } : { ok: false, reason: 'calendar' };
}

export function formatUsDate(day: DayNumber): string {
  const date = new Date(day * msPerDay);
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${String(date.getUTCFullYear()).padStart(4, '0')}`;
}

/** Today's date in every US state at `now` (see westernmostUsOffsetHours). */
export function usToday(now: Date): DayNumber {
  return Math.floor((now.getTime() + westernmostUsOffsetHours * 3_600_000) / msPerDay);
}

export function yearOf(day: DayNumber): number {
  return new Date(day * msPerDay).getUTCFullYear();
}

/** Same month and day `years` later; 02/29 becomes 02/28 in a year without it. */
export function addYears(day: DayNumber, years: number): DayNumber {
  const date = new Date(day * msPerDay);
  const target = new Date(0);
  target.setUTCFullYear(date.getUTCFullYear() + years, date.getUTCMonth(), 1);
  const lastDay = new Date(target.getTime());
  lastDay.setUTCMonth(lastDay.getUTCMonth() + 1, 0);
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay.getUTCDate()));
  return target.getTime() / msPerDay;
}

/** Whole years from `birth` to `on`, counting a birthday only once it has been reached. */
export function yearsBetween(birth: DayNumber, on: DayNumber): number {
  const a = new Date(birth * msPerDay);
  const b = new Date(on * msPerDay);
  const beforeBirthday =
    b.getUTCMonth() < a.getUTCMonth() ||
    (b.getUTCMonth() === a.getUTCMonth() && b.getUTCDate() < a.getUTCDate());
  return b.getUTCFullYear() - a.getUTCFullYear() - (beforeBirthday ? 1 : 0);
}
