import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseDate,
  parseDateUs,
  parseDeductible,
  parseLimits,
  parseMoney,
  parsePercent,
} from './portal-values.ts';

describe('parseMoney', () => {
  it.each([
    ['$1,234.56', 1234.56],
    ['(1,234)', -1234],
    ['($1,234.00)', -1234],
    ['-$50 credit', -50],
    ['$50 credit', -50],
    ['Credit: $50', -50],
    ['$50 CR', -50],
    ['\u2212$50', -50],
    ['$-255', -255],
    ['USD 1,234.00', 1234],
    ['1,234.00 USD', 1234],
    ['$1.2M', 1_200_000],
    ['$500K', 500_000],
    ['$1MM', 1_000_000],
    ['$2 million', 2_000_000],
    ['$0.00', 0],
    ['$0 credit', 0],
    ['1234', 1234],
    ['$1,234.565', 1234.57],
    ['Total premium: $1,234.56 per year', 1234.56],
    ['Total premium: $1,234.56.', 1234.56],
    ['General Liability \u2014 $1,234', 1234],
    ['Property - $1,234', 1234],
    ['Term 12 months: $1,200', 1200],
    ['$50 (credit applied: $50)', -50],
    ['Credit card fee $5', 5],
    ['$\u00A01,234', 1234],
  ])('%s → %d', (text, amount) => {
    expect(parseMoney(text)).toBe(amount);
  });

  it.each([
    'N/A',
    '\u2014',
    '',
    '   ',
    'None',
    'garbage',
    'abc123',
    '1,23,4',
    '1.234,56',
    '$1,000 / $2,000',
    'was $1,200, now $1,100',
    '$1,234 ($1,234.00)',
    '12 and 13',
    '5%',
    '12/31/2027',
    '$99999999999999999999',
  ])('rejects %j', (text) => {
    expect(parseMoney(text)).toBeUndefined();
  });

  it('rejects missing text', () => {
    expect(parseMoney(undefined)).toBeUndefined();
    expect(parseMoney(null)).toBeUndefined();
  });

  it('accepts the same amount said twice', () => {
    expect(parseMoney('Annual $1,234 \u2014 USD 1,234.00')).toBe(1234);
  });
});

describe('parseLimits', () => {
  it.each([
    [
      '1,000,000/2,000,000',
      { parts: [1_000_000, 2_000_000], perOccurrence: 1_000_000, aggregate: 2_000_000 },
    ],
    ['$1M / $2M', { parts: [1_000_000, 2_000_000], perOccurrence: 1_000_000, aggregate: 2_000_000 }],
    [
      '$1,000,000 Occurrence / $2,000,000 Aggregate',
      { parts: [1_000_000, 2_000_000], perOccurrence: 1_000_000, aggregate: 2_000_000 },
    ],
    ['1,000,000 / 2,000,000 / 1,000,000', { parts: [1_000_000, 2_000_000, 1_000_000] }],
    ['$1,000,000', { parts: [1_000_000] }],
    ['$1,000,000 CSL', { parts: [1_000_000] }],
  ])('%s', (text, limits) => {
    expect(parseLimits(text)).toEqual(limits);
  });

  it.each(['Statutory', 'N/A', '', '$1,000,000 (was $2,000,000)', '-$1,000,000', '$1,000,000 credit', '$0'])(
    'rejects %j',
    (text) => {
      expect(parseLimits(text)).toBeUndefined();
    },
  );
});

describe('parseDeductible', () => {
  it.each([
    ['$2,500 deductible', 2500],
    ['Deductible: $1,000 per claim', 1000],
    ['$500 property damage', 500],
    ['None', 0],
    ['None property damage', 0],
    ['No deductible', 0],
    ['$0', 0],
  ])('%s → %d', (text, amount) => {
    expect(parseDeductible(text)).toBe(amount);
  });

  it.each(['N/A', '', '$1,000 / $2,500', '-$500', '$500 credit', 'Nonetheless $5 and $6'])(
    'rejects %j',
    (text) => {
      expect(parseDeductible(text)).toBeUndefined();
    },
  );
});

describe('parsePercent', () => {
  it.each([
    ['12.5%', 12.5],
    ['-5% credit', -5],
    ['5% credit', -5],
    ['\u22125%', -5],
    ['(5%)', -5],
    ['+10%', 10],
    ['Schedule rating 2027: 7.5 percent', 7.5],
    ['0%', 0],
  ])('%s → %d', (text, percent) => {
    expect(parsePercent(text)).toBe(percent);
  });

  it.each(['12.5', 'N/A', '', '5% and 10%', '$5%', '5k%'])('rejects %j', (text) => {
    expect(parsePercent(text)).toBeUndefined();
  });
});

describe('parseDate', () => {
  it.each([
    ['12/31/2027', '2027-12-31'],
    ['2027-12-31', '2027-12-31'],
    ['Dec 31, 2027', '2027-12-31'],
    ['31 December 2027', '2027-12-31'],
    ['1/2/2027', '2027-01-02'],
    ['12-31-2027', '2027-12-31'],
    ['Sept. 3rd, 2027', '2027-09-03'],
    ['02/29/2028', '2028-02-29'],
    ['Quote valid until Feb 12, 2027.', '2027-02-12'],
    ['Dec 31, 2027 (12/31/2027)', '2027-12-31'],
  ])('%s → %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it.each([
    '02/30/2027',
    '02/29/2027',
    '13/01/2027',
    '00/10/2027',
    '2027-12-32',
    'Feb 30, 2027',
    '31 April 2027',
    '12/31/27',
    '12/31-2027',
    '112/31/2027',
    '01/01/2027 to 01/01/2028',
    'N/A',
    '',
  ])('rejects %j', (text) => {
    expect(parseDate(text)).toBeUndefined();
  });

  it('writes a date as our quotes do (MM/DD/YYYY), or nothing when there is no one date', () => {
    expect(parseDateUs('Mar 4, 2027')).toBe('03/04/2027');
    expect(parseDateUs('12-31-2027')).toBe('12/31/2027');
    expect(parseDateUs('01/01/2027 to 01/01/2028')).toBeUndefined();
  });
});

/** Whole dollars with thousands separators, as portals print them. */
const grouped = (n: number, cents: boolean) =>
  n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });

describe('parse properties: format as portals do, parse, get the number back', () => {
  const cents = fc.integer({ min: 0, max: 100_000_000_000 });

  it('money, positive', () => {
    const styles = fc.constantFrom(
      (s: string) => `$${s}`,
      (s: string) => s,
      (s: string) => `USD ${s}`,
      (s: string) => `$${s} USD`,
      (s: string) => `Total premium: $${s} per year`,
    );
    fc.assert(
      fc.property(cents, styles, fc.boolean(), (c, style, showCents) => {
        const amount = showCents ? c / 100 : Math.round(c / 100);
        expect(parseMoney(style(grouped(amount, showCents)))).toBe(amount);
      }),
    );
  });

  it('money, negative and credits', () => {
    const styles = fc.constantFrom(
      (s: string) => `-$${s}`,
      (s: string) => `$-${s}`,
      (s: string) => `\u2212$${s}`,
      (s: string) => `(${s})`,
      (s: string) => `($${s})`,
      (s: string) => `$${s} credit`,
      (s: string) => `-$${s} credit`,
      (s: string) => `Credit: $${s}`,
      (s: string) => `$${s} CR`,
    );
    fc.assert(
      fc.property(cents, styles, (c, style) => {
        expect(parseMoney(style(grouped(c / 100, true)))).toBe(c === 0 ? 0 : -c / 100);
      }),
    );
  });

  it('abbreviated limits and split limits', () => {
    const limit = fc.integer({ min: 1, max: 50_000 }).map((n) => n * 100_000);
    const styles = fc.constantFrom(
      (n: number) => `$${grouped(n, false)}`,
      (n: number) => grouped(n, false),
      (n: number) => `$${n / 1_000_000}M`,
      (n: number) => `$${n / 1_000}K`,
    );
    fc.assert(
      fc.property(
        fc.array(limit, { minLength: 1, maxLength: 3 }),
        styles,
        fc.boolean(),
        (parts, style, spaced) => {
          expect(parseLimits(parts.map(style).join(spaced ? ' / ' : '/'))?.parts).toEqual(parts);
        },
      ),
    );
  });

  it('two different amounts are never read as one', () => {
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        fc.pre(a !== b);
        expect(parseMoney(`$${grouped(a / 100, true)} or $${grouped(b / 100, true)}`)).toBeUndefined();
      }),
    );
  });

  it('percentages', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (hundredths) => {
        expect(parsePercent(`${hundredths / 100}%`)).toBe(hundredths / 100);
      }),
    );
  });

  it('dates, in every form portals show', () => {
    const names = ['January', 'February', 'March', 'April', 'May', 'June'].concat([
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    const pad = (n: number) => String(n).padStart(2, '0');
    const styles = fc.constantFrom(
      (y: number, m: number, d: number) => `${m}/${d}/${y}`,
      (y: number, m: number, d: number) => `${pad(m)}/${pad(d)}/${y}`,
      (y: number, m: number, d: number) => `${pad(m)}-${pad(d)}-${y}`,
      (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`,
      (y: number, m: number, d: number) => `${names[m - 1]!.slice(0, 3)} ${d}, ${y}`,
      (y: number, m: number, d: number) => `${d} ${names[m - 1]} ${y}`,
    );
    const day = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2199-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, styles, (date, style) => {
        const iso = date.toISOString().slice(0, 10);
        const text = style(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
        expect(parseDate(text)).toBe(iso);
      }),
    );
  });

  it('a day past the end of its month is no date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2199 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
        expect(parseDate(`${month}/${last}/${year}`)).toBeDefined();
        expect(parseDate(`${month}/${last + 1}/${year}`)).toBeUndefined();
      }),
    );
  });

  it('never throws and returns only its own kind, whatever the text', () => {
    const number = (value: number | undefined) => value === undefined || Number.isFinite(value);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 40 }), (text) => {
        expect(number(parseMoney(text))).toBe(true);
        expect(number(parsePercent(text))).toBe(true);
        expect((parseDeductible(text) ?? 0) >= 0).toBe(true);
        expect(parseLimits(text)?.parts.every((part) => part > 0) ?? true).toBe(true);
        expect(parseDate(text) ?? '2027-01-01').toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
      { numRuns: 500 },
    );
  });
});
