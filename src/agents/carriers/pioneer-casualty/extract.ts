// The decision page → our outcome: money as numbers (a credit negative), dates MM/DD/YYYY (ProducerNet's
// own format), limits and deductibles in our canonical form (`1000000/2000000`, `2500`), all read with
// the kit's parsers; ProducerNet's messages verbatim.

import { parseDateUs, parseDeductible, parseLimits, parseMoney } from '../../../domain/portal-values.ts';
import { portalChanged } from '../../errors.ts';
import { lineNamed } from '../../kit/line-named.ts';
import type { PlaybookContext, PlaybookOutcome, QuoteExtract } from '../../playbook.ts';
import { LINE_NAMES, type PioneerLine } from './mapping.ts';
import type { OutcomePage, OutcomeView } from './pages/outcome-page.ts';

/**
 * ProducerNet's class-of-business declines (its appetite: chemical manufacturing, sectors outside its
 * class guide), told apart by their wording when the decline was not seen happening (found by search).
 */
const CLASS_DECLINE = /outside Pioneer Casualty's appetite|does not have an eligible class/i;

/** Where each line's quote shows its limits and its deductible (or retention). */
const TERMS: Record<PioneerLine, { limits: string; deductible?: string }> = {
  bop: { limits: 'Liability Limits', deductible: 'Property Deductible' },
  wc: { limits: "Employers' Liability Limits" },
  umbrella: { limits: 'Umbrella Limit', deductible: 'Self-Insured Retention' },
};

const TOTAL = /^(Total|Indicated) Annual Premium$/;

/** "$1,000,000 Occurrence / $2,000,000 Aggregate" → "1000000/2000000". */
const limitsOf = (text: string | undefined) => parseLimits(text)?.parts.join('/');

/** "$2,500" → "2500". */
function deductibleOf(text: string | undefined): string | undefined {
  const amount = parseDeductible(text);
  return amount === undefined ? undefined : String(amount);
}

export interface OutcomeOptions {
  line: PioneerLine;
  /** The decline came as the classification was saved: Pioneer's class guide. */
  declinedAtClassification: boolean;
}

export function outcomeOf(view: OutcomeView, options: OutcomeOptions): PlaybookOutcome {
  if (/^Referred to Underwriter/i.test(view.banner))
    return { kind: 'referred', message: required(view.message, 'referral reason') };
  if (/Declined/i.test(view.banner)) {
    const message = required(view.message, 'decline reason');
    return {
      kind: 'declined',
      appetite: options.declinedAtClassification || CLASS_DECLINE.test(message),
      message,
    };
  }
  if (/^(Quote issued|Indication only)/i.test(view.banner))
    return { kind: 'quoted', quote: quoteOf(view, options.line) };
  throw portalChanged(`${view.heading}: unknown decision "${view.banner}"`);
}

export function quoteOf(view: OutcomeView, line: PioneerLine): QuoteExtract {
  const summary = new Map(view.summary);
  const indication = /^Indication only/i.test(view.banner) || summary.has('Indication Number');
  const quoteNumber = summary.get('Quote Number') ?? summary.get('Indication Number');
  const total = view.premium.find(([label]) => TOTAL.test(label));
  const annualPremium = parseMoney(total?.[1]);
  if (!quoteNumber || annualPremium === undefined)
    throw portalChanged(`${view.heading}: no quote number or total premium on the quote`);
  const terms = TERMS[line];
  const limitWords = summary.get(terms.limits);
  const deductibleWords = terms.deductible ? summary.get(terms.deductible) : undefined;
  const limits = limitsOf(limitWords);
  const deductible = deductibleOf(deductibleWords);
  const breakdown = view.premium
    .filter(([label]) => !TOTAL.test(label))
    .map(([label, amount]) => ({ label, amount: parseMoney(amount) }))
    .filter((row): row is { label: string; amount: number } => row.amount !== undefined);
  // "Quote issued" followed by "This quote is bindable through <date>.": the page's own words.
  const bindableMarker = !indication && /\bis bindable\b/i.test(view.message) ? view.message : undefined;
  const quote: QuoteExtract = {
    quoteNumber,
    annualPremium,
    quoteType: bindableMarker ? 'bindable' : 'indication',
    portalUrl: view.url,
  };
  const optional: Partial<QuoteExtract> = {
    bindableMarker,
    namedInsured: summary.get('Named Insured'),
    line: lineNamed(LINE_NAMES, summary.get('Line of Business')),
    policyStartDate: parseDateUs(summary.get('Effective Date')),
    policyExpirationDate: parseDateUs(summary.get('Expiration Date')),
    limits,
    deductible,
    asQuoted: {
      limits: limitWords,
      [line === 'umbrella' ? 'retention' : 'deductible']: deductibleWords,
    },
    quoteExpiresAt: parseDateUs(summary.get('Quote Valid Through')),
    premiumBreakdown: breakdown.length > 0 ? breakdown : undefined,
  };
  for (const [key, value] of Object.entries(optional))
    if (value !== undefined) Object.assign(quote, { [key]: value });
  return quote;
}

/** The outcome, with the quote letter downloaded and stored when the decision is a quote. */
export async function extractOutcome(
  f: { ctx: PlaybookContext },
  page: OutcomePage,
  view: OutcomeView,
  options: OutcomeOptions,
): Promise<PlaybookOutcome> {
  const outcome = outcomeOf(view, options);
  if (outcome.kind === 'quoted' && view.letterHref)
    outcome.quote.documents = [await page.downloadLetter(f.ctx, view.letterHref)];
  return outcome;
}

function required(text: string, what: string): string {
  if (!text) throw portalChanged(`The decision page shows no ${what}`);
  return text;
}
