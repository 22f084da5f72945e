// The one check every quote passes before a job may succeed: what the quote page echoes against what
// we filed (named insured, effective date, limits, deductible), and the quote's own arithmetic. A
// playbook only reads the page; the runtime runs this on every playbook's result. A wrong premium is
// the worst failure we can have, so anything that does not add up fails the job with the evidence.
import { carriesRetention, coverageOf } from '../domain/coverage.ts';
import type { Line } from '../domain/lines.ts';
import type { Submission } from '../domain/quote-request/model/submission.ts';
import type { FiledTerms, QuoteExtract } from './playbook.ts';

export interface Mismatch {
  field: string;
  expected: string;
  seen: string;
}

export interface Verified {
  /** The quote with `quoteType` settled and the expiry as an ISO date. */
  quote: QuoteExtract;
  mismatches: Mismatch[];
}

/** "Acme Grocery, Inc." and "ACME GROCERY INC" are the same insured. */
export const normaliseName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim();

/** "$2,500", "2500", "2,500.00" → "2500"; "None" → "0"; "$1M" → "1000000"; undefined when not an amount. */
export function normaliseAmount(text: string): string | undefined {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/[$,\s]/g, '');
  if (t === 'none' || t === 'nil') return '0';
  const match = /^(\d+(?:\.\d+)?)([km])?$/.exec(t);
  if (!match) return undefined;
  const scale = match[2] === 'm' ? 1_000_000 : match[2] === 'k' ? 1_000 : 1;
  return String(Math.round(Number(match[1]) * scale));
}

/** "1,000,000/2,000,000", "$1,000,000 / $2,000,000" and "1000000/2000000" compare equal. */
export function normaliseLimits(text: string): string | undefined {
  const parts = text.split('/').map(normaliseAmount);
  return parts.every((p) => p !== undefined) ? parts.join('/') : undefined;
}

/**
 * Limits compare part by part; a single limit also matches a page that shows it per occurrence and
 * in the aggregate ("2000000" against "$2,000,000 / $2,000,000", an umbrella).
 */
export function sameLimits(want: string, seen: string): boolean {
  const a = normaliseLimits(want);
  const b = normaliseLimits(seen);
  if (a === undefined || b === undefined) return false;
  return a === b || (!a.includes('/') && b.split('/').every((part) => part === a));
}

/** MM/DD/YYYY or YYYY-MM-DD → YYYY-MM-DD, undefined when it is no real date. */
export function isoDate(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  const iso = us ? `${us[3]}-${us[1]}-${us[2]}` : text.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return undefined;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : undefined;
}

const str = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/**
 * What we asked for on each line, read from the submission. A playbook that files something else
 * (the nearest limit the portal offers) says so in its outcome's `filed`, which wins.
 */
export function requestedTerms(submission: Submission, line: Line): FiledTerms {
  const { input, generalLiability, workersComp, cyber, umbrella } = submission;
  switch (line) {
    case 'bop':
      return { limits: str(input.bopCoverageLimit), deductible: str(input.deductible) };
    case 'gl':
      return { limits: str(generalLiability?.limits) };
    // Employers' liability, each part in its place (coverage.ts reads the triple).
    case 'wc':
      return { limits: str(workersComp?.employersLiabilityLimit) };
    case 'cyber':
      return { limits: str(cyber?.aggregateLimit), deductible: str(cyber?.retention) };
    case 'umbrella':
      return { limits: str(umbrella?.limit), deductible: str(umbrella?.retention) };
    default:
      return {};
  }
}

export function verifyQuote(
  quote: QuoteExtract,
  expected: { submission: Submission; line: Line; filed?: FiledTerms },
): Verified {
  const mismatches: Mismatch[] = [];
  const miss = (field: string, want: string, seen: string | undefined) =>
    mismatches.push({ field, expected: want, seen: seen ?? '(not shown)' });
  const { input } = expected.submission;
  const terms = { ...requestedTerms(expected.submission, expected.line), ...expected.filed };

  if (!quote.quoteNumber?.trim()) miss('quoteNumber', 'a quote number', undefined);
  if (!(Number.isFinite(quote.annualPremium) && quote.annualPremium > 0))
    miss('annualPremium', 'a positive premium', String(quote.annualPremium));
  if (
    quote.namedInsured !== undefined &&
    normaliseName(quote.namedInsured) !== normaliseName(input.businessName)
  )
    miss('namedInsured', input.businessName, quote.namedInsured);
  if (quote.line !== undefined && quote.line !== expected.line) miss('line', expected.line, quote.line);
  if (
    quote.policyStartDate !== undefined &&
    isoDate(quote.policyStartDate) !== isoDate(input.policyStartDate)
  )
    miss('policyStartDate', input.policyStartDate, quote.policyStartDate);
  for (const key of ['limits', 'deductible'] as const) {
    const want = terms[key];
    const seen = quote[key];
    if (want === undefined || seen === undefined) continue;
    const same = key === 'limits' ? sameLimits(want, seen) : normaliseAmount(want) === normaliseAmount(seen);
    if (!same || normaliseAmount(want.split('/')[0] ?? '') === undefined) miss(key, want, seen);
  }
  // Each term once: the numbers' own mismatch only where the v1 string passed.
  const reported = new Set(mismatches.map((m) => m.field));
  mismatches.push(
    ...coverageMismatches(quote, expected.line, terms).filter(
      (m) => !reported.has(m.field === 'coverage.limits' ? 'limits' : 'deductible'),
    ),
  );
  if (quote.premiumBreakdown?.length) {
    const sum = quote.premiumBreakdown.reduce((total, item) => total + item.amount, 0);
    if (!(Math.abs(sum - quote.annualPremium) <= 0.01))
      miss('premiumBreakdown', `lines adding up to ${quote.annualPremium}`, `lines adding up to ${sum}`);
  }
  const expires = isoDate(quote.quoteExpiresAt);
  if (!expires) miss('quoteExpiresAt', 'an expiry date', quote.quoteExpiresAt);

  const { bindableMarker, ...rest } = quote;
  const settled: QuoteExtract = {
    ...rest,
    // Bindable only where the page said so; anything else is an indication.
    quoteType: quote.quoteType === 'bindable' && bindableMarker ? 'bindable' : 'indication',
    ...(expires ? { quoteExpiresAt: expires } : {}),
  };
  return { quote: settled, mismatches };
}

const sameNumbers = (a: object | number | null, b: object | number | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The numbers a partner reads (`coverage`, from the page's words in `asQuoted`) against what was
 * filed, read the same way: words that give no number are left to the checks above, as a term the
 * page does not show is.
 */
function coverageMismatches(quote: QuoteExtract, line: Line, terms: FiledTerms): Mismatch[] {
  if (!quote.asQuoted) return [];
  const seen = coverageOf(line, quote.asQuoted);
  const term = carriesRetention(line) ? 'retention' : 'deductible';
  const want = coverageOf(line, { limits: terms.limits, [term]: terms.deductible });
  const found: Mismatch[] = [];
  if (want.limits && seen.limits && !sameNumbers(want.limits, seen.limits))
    found.push({ field: 'coverage.limits', expected: terms.limits!, seen: quote.asQuoted.limits! });
  if (want[term] !== null && seen[term] !== null && want[term] !== seen[term])
    found.push({ field: `coverage.${term}`, expected: terms.deductible!, seen: quote.asQuoted[term]! });
  return found;
}

/** "limits: expected 2000000/4000000, seen 1,000,000/2,000,000; …" for the job's errorMessage. */
export const describeMismatches = (mismatches: readonly Mismatch[]) =>
  mismatches.map((m) => `${m.field}: expected ${m.expected}, seen ${m.seen}`).join('; ');
