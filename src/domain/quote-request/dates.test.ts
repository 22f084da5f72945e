import { describe, expect, it } from 'vitest';
import { addYears, formatUsDate, parseUsDate, usToday, yearsBetween } from './dates.ts';

const day = (value: string) => {
  const parsed = parseUsDate(value);
  if (!parsed.ok) throw new Error(`${value} is not a date`);
  return parsed.day;
};

describe('policy dates', () => {
  it('parses real dates and round-trips them', () => {
    for (const value of ['01/01/1970', '02/29/2028', '12/31/2026', '07/04/0776']) {
      expect(formatUsDate(day(value))).toBe(value);
    }
    expect(day('01/02/1970')).toBe(1);
  });

  it('tells a bad format from an impossible date', () => {
    expect(parseUsDate('2026-03-10')).toEqual({ ok: false, reason: 'format' });
    expect(parseUsDate('3/10/2026')).toEqual({ ok: false, reason: 'format' });
    expect(parseUsDate('02/29/2027')).toEqual({ ok: false, reason: 'calendar' });
    expect(parseUsDate('00/00/0000')).toEqual({ ok: false, reason: 'calendar' });
  });

  it('takes today as the date in Hawaii', () => {
    expect(formatUsDate(usToday(new Date('2026-03-11T09:59:59Z')))).toBe('03/10/2026');
    expect(formatUsDate(usToday(new Date('2026-03-11T10:00:00Z')))).toBe('03/11/2026');
  });

  it('adds years, moving February 29 to the 28th', () => {
    expect(formatUsDate(addYears(day('03/10/2026'), 1))).toBe('03/10/2027');
    expect(formatUsDate(addYears(day('02/29/2028'), 1))).toBe('02/28/2029');
    expect(formatUsDate(addYears(day('02/29/2028'), 4))).toBe('02/29/2032');
  });

  it('counts whole years of age', () => {
    expect(yearsBetween(day('03/10/2010'), day('03/10/2026'))).toBe(16);
    expect(yearsBetween(day('03/11/2010'), day('03/10/2026'))).toBe(15);
    expect(yearsBetween(day('01/01/2030'), day('03/10/2026'))).toBeLessThan(0);
  });
});
