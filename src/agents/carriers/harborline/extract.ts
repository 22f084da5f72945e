// The quote page's text → our result fields. The page is read once into labelled sections (layout 1:
// the "Quote details" and "Premium breakdown" tables; layout 2: the "Total annual cost", "Policy" and
// "Limits" cards and the "How we priced it" list); this turns either into a QuoteExtract.

import { parseDateUs, parseDeductible, parseLimits, parseMoney } from '../../../domain/portal-values.ts';
import { portalChanged } from '../../errors.ts';
import { lineNamed } from '../../kit/line-named.ts';
import type { QuoteExtract } from '../../playbook.ts';
import { LINE_NAMES } from './mapping.ts';

/** A titled block of the quote page: table caption or card/list heading, its label/value pairs, its notes. */
export interface QuoteSection {
  title: string;
  pairs: [string, string][];
  notes: string[];
}

export interface QuotePageText {
  heading: string;
  sections: QuoteSection[];
}

/** "$1,000,000 / $2,000,000" → "1000000/2000000", "$1,000,000 CSL" → "1000000"; undefined for "Statutory". */
const limitDigits = (text: string) => parseLimits(text)?.parts.join('/');

export function parseQuotePage(page: QuotePageText): Omit<QuoteExtract, 'documents' | 'portalUrl'> {
  const section = (title: string) => page.sections.find((s) => s.title === title);
  const value = (title: string, label: string) => section(title)?.pairs.find(([l]) => l === label)?.[1];
  const field = (v1: string, v2: string) => value('Quote details', v1) ?? value('Policy', v2);

  const quoteNumber = field('Quote number', 'Reference');
  const premiumText = value('Quote details', 'Annual premium') ?? section('Total annual cost')?.notes[0];
  const annualPremium = parseMoney(premiumText);
  if (!quoteNumber || annualPremium === undefined) {
    throw portalChanged('The Harborline quote page has no quote number or premium the playbook can read');
  }
  // Layout 1 says "Quote type: Indication (not bindable)"; layout 2 only puts the indication banner text
  // in the cost card.
  const typeText = [
    page.heading,
    value('Quote details', 'Quote type') ?? '',
    ...(section('Total annual cost')?.notes ?? []),
  ].join(' ');
  const limitPairs =
    section('Quote details')
      ?.pairs.filter(([l]) => l.startsWith('Limit: '))
      .map(([l, v]): [string, string] => [l.slice('Limit: '.length), v]) ??
    section('Limits')?.pairs.filter(([l]) => l !== 'Deductible') ??
    [];
  // Our limits format: the amounts slash-separated; WC's statutory limit goes without saying, so WC
  // reports its employers' liability limits.
  const shown = limitPairs.map(([, v]) => v).filter((v) => limitDigits(v) !== undefined);
  const limits = shown.map(limitDigits);
  const deductibleText = value('Quote details', 'Deductible') ?? value('Limits', 'Deductible');
  // A line that shows no amount is left out: verifying the quote's total then tells the difference.
  const breakdown = ((section('Premium breakdown') ?? section('How we priced it'))?.pairs ?? []).flatMap(
    ([label, text]) => {
      const amount = parseMoney(text);
      return amount === undefined ? [] : [{ label, amount }];
    },
  );
  // The page's own bindable words: layout 1's "Quote type: Bindable", layout 2's "Ready to bind".
  const bindableMarker = [value('Quote details', 'Quote type'), section('Total annual cost')?.notes[1]].find(
    (text) => text === 'Bindable' || text === 'Ready to bind',
  );
  return {
    quoteNumber,
    annualPremium,
    quoteType: !bindableMarker || /indication/i.test(typeText) ? 'indication' : 'bindable',
    bindableMarker,
    namedInsured: field('Applicant', 'Business'),
    line: lineNamed(LINE_NAMES, field('Line of business', 'Coverage')),
    policyStartDate: parseDateUs(field('Effective date', 'Coverage starts')),
    policyExpirationDate: parseDateUs(field('Expiration date', 'Coverage ends')),
    limits: limits.length > 0 ? limits.join('; ') : undefined,
    deductible: parseDeductible(deductibleText)?.toString(),
    asQuoted: { limits: shown.length > 0 ? shown.join('; ') : undefined, deductible: deductibleText },
    quoteExpiresAt: parseDateUs(field('Quote valid until', 'Offer expires')),
    premiumBreakdown: breakdown.length > 0 ? breakdown : undefined,
  };
}
