// The quote page's rows into our result fields, read with the kit's parsers: amounts as numbers (a
// credit negative), dates MM/DD/YYYY, limits and deductibles as plain digits ("1000000/2000000",
// "5000"), whichever layout the page used.

import { parseDateUs, parseDeductible, parseMoney } from '../../../domain/portal-values.ts';
import { portalChanged } from '../../errors.ts';
import { lineNamed } from '../../kit/line-named.ts';
import type { QuoteExtract } from '../../playbook.ts';
import { type IroncladLine, PRODUCTS } from './mapping.ts';
import type { QuotePageData } from './pages/outcome.ts';

const PRODUCT_TITLES = Object.fromEntries(Object.entries(PRODUCTS).map(([line, p]) => [line, p.title]));

// Each field under its layout 1 and layout 2 labels.
const LABELS = {
  quoteNumber: ['Quote number', 'Ref #'],
  premium: ['Annual premium', 'Total payable'],
  effective: ['Effective date'],
  expiration: ['Expiration date'],
  period: ['Coverage period'],
  validUntil: ['Quote valid until', 'Offer expires'],
  insured: ['Named insured', 'Insured'],
};

// `term`: what the quote calls its deductible (cyber and umbrella quotes carry a retention).
const LINE_TERMS: Record<
  IroncladLine,
  { limits: string[]; deductible: string; term: 'deductible' | 'retention' }
> = {
  cyber: { limits: ['Aggregate limit'], deductible: 'Retention', term: 'retention' },
  gl: {
    limits: ['Each occurrence', 'General aggregate'],
    deductible: 'Property damage deductible',
    term: 'deductible',
  },
  umbrella: { limits: ['Umbrella limit'], deductible: 'Self-insured retention', term: 'retention' },
};

/** One row's words, or several rows' as "Each occurrence: $1,000,000 / General aggregate: $2,000,000". */
function wordsOf(labels: string[], terms: Map<string, string>): string | undefined {
  const shown = labels.map((label) => terms.get(label));
  if (shown.some((v) => v === undefined)) return undefined;
  return labels.length === 1 ? shown[0] : labels.map((label, i) => `${label}: ${shown[i]}`).join(' / ');
}

/** "$1,000,000" → "1000000", "None" → "0". */
function digits(text: string | undefined): string | undefined {
  const value = parseDeductible(text);
  return value === undefined ? undefined : String(value);
}

export function quoteFromPage(line: IroncladLine, page: QuotePageData, portalUrl: string): QuoteExtract {
  const terms = new Map(page.terms);
  const get = (labels: string[]) => labels.map((label) => terms.get(label)).find((v) => v !== undefined);
  const quoteNumber = get(LABELS.quoteNumber);
  const annualPremium = parseMoney(get(LABELS.premium));
  if (!quoteNumber || annualPremium === undefined)
    throw portalChanged('Ironclad quote page: no quote number or premium');
  // Layout 2 shows the term as "2026-03-01 to 2027-03-01".
  const [periodStart, periodEnd] = (get(LABELS.period) ?? '').split(/\s+to\s+/);
  const start = get(LABELS.effective) ?? periodStart;
  const end = get(LABELS.expiration) ?? periodEnd;
  const { limits, deductible, term } = LINE_TERMS[line];
  const limitParts = limits.map((label) => digits(terms.get(label)));
  const quote: QuoteExtract = {
    quoteNumber,
    annualPremium,
    quoteType: page.bindableMarker && !page.indication ? 'bindable' : 'indication',
    bindableMarker: page.indication ? undefined : page.bindableMarker,
    namedInsured: get(LABELS.insured),
    line: lineNamed(PRODUCT_TITLES, page.product),
    policyStartDate: parseDateUs(start),
    policyExpirationDate: parseDateUs(end),
    limits: limitParts.every(Boolean) ? limitParts.join('/') : undefined,
    deductible: digits(terms.get(deductible)),
    asQuoted: { limits: wordsOf(limits, terms), [term]: terms.get(deductible) },
    quoteExpiresAt: parseDateUs(get(LABELS.validUntil)),
    portalUrl,
  };
  // A line whose amount cannot be read is left out: the runtime's sum check then fails the quote.
  const breakdown = page.breakdown.flatMap(([label, value]) => {
    const amount = parseMoney(value);
    return amount === undefined ? [] : [{ label, amount }];
  });
  if (breakdown.length > 0) quote.premiumBreakdown = breakdown;
  return Object.fromEntries(Object.entries(quote).filter(([, v]) => v !== undefined)) as QuoteExtract;
}

/**
 * Ironclad's eligibility declines (class, size, the Financial Institutions desk) are appetite; the
 * others are underwriting. Used when a decline is found by search, not reached in this run.
 */
export const isAppetiteDecline = (message: string) =>
  /Financial Institutions desk|outside the classes|outside Ironclad Exchange authority/i.test(message);
