// How many losses of a line fall in the last N years: one count for the create rules and for the claim
// counts derived from `lossHistory` (derive-flat-fields.ts), so the two cannot disagree.
import type { Line } from '../lines.ts';
import { addYears, type DayNumber, parseUsDate } from './dates.ts';

/** The windows of the line-level claim counts a v1 request carries. */
export const claimCountWindows = [
  { line: 'gl', object: 'generalLiability', field: 'claimsLastFiveYears', years: 5 },
  { line: 'wc', object: 'workersComp', field: 'claimsLastThreeYears', years: 3 },
] as const;

export interface DatedLoss {
  line: unknown;
  dateOfLoss: unknown;
}

/** Whether `dateOfLoss` (MM/DD/YYYY) is on or after the day `years` years before `today`. */
export function withinYears(dateOfLoss: unknown, years: number, today: DayNumber): boolean {
  if (typeof dateOfLoss !== 'string') return false;
  const parsed = parseUsDate(dateOfLoss);
  return parsed.ok && parsed.day >= addYears(today, -years) && parsed.day <= today;
}

export function countLosses(rows: readonly DatedLoss[], line: Line, years: number, today: DayNumber): number {
  return rows.filter((row) => row.line === line && withinYears(row.dateOfLoss, years, today)).length;
}
