// What carrier portals show on quote pages, read into typed values, the same way for every playbook
// and for the results' `coverage` (coverage.ts): money, limits and deductibles in dollars rounded to
// the cent, percentages in points ("12.5%" → 12.5), dates as ISO YYYY-MM-DD (or as our quotes write
// them, MM/DD/YYYY). Each parser returns undefined unless the text holds exactly one value of its
// kind: nothing, "N/A", garbage, an impossible date or two different amounts are all undefined.
//
// Dollars, not integer cents, because QuoteExtract, the API and the sandbox all speak dollars and a
// cents value passed where dollars are expected is a 100× premium. The digits are rounded to cents as
// a decimal string and divided once, so "$1,234.56" gives exactly the number 1234.56.

export interface Limits {
  /** Each amount in the order shown: one limit, occurrence / aggregate, or three or more split limits. */
  parts: number[];
  /** Set when the portal shows exactly two amounts, as portals write occurrence / aggregate. */
  perOccurrence?: number;
  aggregate?: number;
}

/** Decimal places each abbreviation moves the point ("$1.2M", "$500K", "$1MM"). */
const SCALES: Record<string, number> = { k: 3, thousand: 3, m: 6, mm: 6, million: 6, b: 9, billion: 9 };

/**
 * One amount as portals write it: a sign or accounting parentheses, a currency before or after,
 * digits grouped by thousands or not, decimals, a scale, a percent sign. The lookarounds keep it from
 * starting or ending inside a longer number or word ("A12", "1,23,4", "1.234,56", "12 months").
 * A sign counts only when attached: "Liability - $1,234" is a label and an amount.
 */
const AMOUNT = new RegExp(
  String.raw`(?<![\w.,])(?<open>\(\s*)?(?<sign>[-+])?(?<before>US\$|\$|USD\s?)?(?<innerSign>-)?` +
    String.raw`(?<int>\d{1,3}(?:,\d{3})+|\d+)(?:\.(?<frac>\d+))?(?!\d|[.,]\d)` +
    String.raw`(?:\s?(?<scale>mm|k|m|b|thousand|million|billion)(?![a-z]))?` +
    String.raw`(?<percent>\s*(?:%|percent\b))?(?:\s*(?<after>USD)\b)?(?<close>\s*\))?`,
  'gi',
);

/** "credit", "Credit:", "$50 CR": the amount is taken off, whatever sign the portal printed. */
const CREDIT = /\bcredits?\b(?!\s+cards?\b)|\bCR\b/i;

interface Amount {
  cents: number;
  negative: boolean;
  currency: boolean;
  scaled: boolean;
  percent: boolean;
  /** The amount as a decimal number, for percentages (which are not rounded). */
  exact: number;
  start: number;
  end: number;
}

/** The digits with the point moved `shift` places right, rounded half up to cents; undefined when too large. */
function toCents(int: string, frac: string, shift: number): number | undefined {
  const places = frac.padEnd(shift + 3, '0');
  const cents = Number(int + places.slice(0, shift + 2)) + (places[shift + 2]! >= '5' ? 1 : 0);
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/** Unicode minus signs and non-breaking spaces as the ASCII a regular expression expects. */
const normalise = (text: string) =>
  text.replace(/[\u2212\uFE63\uFF0D]/g, '-').replace(/[\u00A0\u2009\u202F]/g, ' ');

function amountsIn(text: string): Amount[] | undefined {
  const found: Amount[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const g = m.groups!;
    const int = g.int!.replaceAll(',', '');
    const frac = g.frac ?? '';
    const shift = g.scale ? SCALES[g.scale.toLowerCase()]! : 0;
    const cents = toCents(int, frac, shift);
    if (cents === undefined) return undefined;
    found.push({
      cents,
      negative: g.sign === '-' || g.innerSign === '-' || (g.open !== undefined && g.close !== undefined),
      currency: g.before !== undefined || g.after !== undefined,
      scaled: g.scale !== undefined,
      percent: g.percent !== undefined,
      exact: Number(`${int}.${frac || '0'}`),
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  return found;
}

/** The money amounts of a text: those with a currency when any has one ("12 months: $1,200"). */
function moneyIn(text: string): Amount[] | undefined {
  const money = amountsIn(text)?.filter((a) => !a.percent);
  return money?.some((a) => a.currency) ? money.filter((a) => a.currency) : money;
}

const signed = (value: number, negative: boolean) => (negative && value !== 0 ? -value : value);

/** The one value all the amounts agree on, undefined when there is none or they differ. */
function single<T>(values: T[]): T | undefined {
  return values.length > 0 && values.every((v) => v === values[0]) ? values[0] : undefined;
}

/** "$1,234.56" → 1234.56, "(1,234)" → -1234, "$50 credit" → -50, "$1.2M" → 1200000. */
export function parseMoney(text: string | null | undefined): number | undefined {
  const clean = normalise(text ?? '');
  const credit = CREDIT.test(clean);
  const cents = single((moneyIn(clean) ?? []).map((a) => signed(a.cents, a.negative || credit)));
  return cents === undefined ? undefined : cents / 100;
}

/** "1,000,000/2,000,000", "$1M / $2M", "$1,000,000 CSL"; every amount positive, each pair split by "/". */
export function parseLimits(text: string | null | undefined): Limits | undefined {
  const clean = normalise(text ?? '');
  const found = moneyIn(clean);
  if (!found?.length || CREDIT.test(clean) || found.some((a) => a.negative || a.cents === 0))
    return undefined;
  const slashBetween = found.every(
    (a, i) => i === 0 || clean.slice(found[i - 1]!.end, a.start).includes('/'),
  );
  if (!slashBetween) return undefined;
  const parts = found.map((a) => a.cents / 100);
  return parts.length === 2 ? { parts, perOccurrence: parts[0], aggregate: parts[1] } : { parts };
}

/** "$2,500 deductible" → 2500, "Deductible: $1,000 per claim" → 1000, "None" → 0. */
export function parseDeductible(text: string | null | undefined): number | undefined {
  const clean = normalise(text ?? '');
  const found = moneyIn(clean);
  if (found?.length === 0 && /^\s*(none|nil)\b|\bno deductible\b/i.test(clean)) return 0;
  const amount = parseMoney(clean);
  return amount !== undefined && amount >= 0 ? amount : undefined;
}

/** "12.5%" → 12.5 (points, not 0.125), "-5% credit" and "5% credit" → -5. */
export function parsePercent(text: string | null | undefined): number | undefined {
  const clean = normalise(text ?? '');
  const found = amountsIn(clean)?.filter((a) => a.percent) ?? [];
  if (found.some((a) => a.currency || a.scaled)) return undefined;
  const credit = CREDIT.test(clean);
  return single(found.map((a) => signed(a.exact, a.negative || credit)));
}

/** A month's name or its abbreviation ("Dec", "Dec.", "Sept", "December"); its first three letters name it. */
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthNumber = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** The date forms portals show, each read as [year, month, day]. */
const DATES: {
  pattern: RegExp;
  order: (m: RegExpMatchArray) => [year: string, month: number, day: string];
}[] = [
  {
    pattern: /(?<![\w/.-])(\d{4})-(\d{1,2})-(\d{1,2})(?![\w/-]|\.\d)/g,
    order: (m) => [m[1]!, Number(m[2]), m[3]!],
  },
  // US order whatever the separator: AgentDesk writes 12-31-2027.
  {
    pattern: /(?<![\w/.-])(\d{1,2})([/-])(\d{1,2})\2(\d{4})(?![\w/-]|\.\d)/g,
    order: (m) => [m[4]!, Number(m[1]), m[3]!],
  },
  {
    pattern: new RegExp(String.raw`\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`, 'gi'),
    order: (m) => [m[3]!, monthNumber(m[1]!), m[2]!],
  },
  {
    pattern: new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+${MONTH},?\s+(\d{4})\b`, 'gi'),
    order: (m) => [m[3]!, monthNumber(m[2]!), m[1]!],
  },
];

function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** "12/31/2027" (US month first), "2027-12-31", "Dec 31, 2027", "31 December 2027" → "2027-12-31". */
export function parseDate(text: string | null | undefined): string | undefined {
  const found: (string | undefined)[] = [];
  for (const { pattern, order } of DATES) {
    for (const m of (text ?? '').matchAll(pattern)) {
      const [year, month, day] = order(m);
      const valid =
        month >= 1 && month <= 12 && Number(day) >= 1 && Number(day) <= daysIn(Number(year), month);
      found.push(valid ? `${year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}` : undefined);
    }
  }
  return single(found);
}

/** parseDate written as our submissions and quote results write dates: "Dec 31, 2027" → "12/31/2027". */
export function parseDateUs(text: string | null | undefined): string | undefined {
  const iso = parseDate(text);
  return iso && `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}
