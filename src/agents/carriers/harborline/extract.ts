// The quote page's text → our result fields. The page is read once into labelled sections (layout 1:
// the "Quote details" and "Premium breakdown" tables; layout 2: the "Total annual cost", "Policy" and
// "Limits" cards and the "How we priced it" list); this turns either into a QuoteExtract.
import { portalChanged } from '../../errors.ts';
import type { QuoteExtract } from '../../playbook.ts';
import { lineNamed } from '../shared/line-named.ts';
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mar 4, 2027" → "03/04/2027"; undefined when it is not such a date. */
export function usDate(display: string | undefined): string | undefined {
  const m = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec((display ?? '').trim());
  const month = m ? MONTHS.indexOf(m[1]!) + 1 : 0;
  if (!m || month === 0) return undefined;
  return `${String(month).padStart(2, '0')}/${m[2]!.padStart(2, '0')}/${m[3]}`;
}

/** "$7,863" → 7863; a credit ("$-255", "-$255", "($255)") is negative; NaN when there is no amount. */
export function dollars(text: string | undefined): number {
  const m = /(\(|-)?\s*\$?\s*(-)?\s*([\d,]+(\.\d+)?)/.exec(text ?? '');
  if (!m) return Number.NaN;
  const amount = Number(m[3]!.replace(/,/g, ''));
  return m[1] || m[2] ? -amount : amount;
}

/** "$1,000,000 / $2,000,000" → "1000000/2000000", "$1,000,000 CSL" → "1000000"; undefined for "Statutory". */
export function limitDigits(text: string): string | undefined {
  const amounts = text.match(/\$[\d,]+/g);
  return amounts ? amounts.map((a) => a.replace(/[$,]/g, '')).join('/') : undefined;
}

/** "$500 property damage" → "500", "None property damage" → "0"; the portal shows one deductible. */
export function deductibleDigits(text: string | undefined): string | undefined {
  if (!text) return undefined;
  if (/^none\b/i.test(text.trim())) return '0';
  const amount = dollars(text);
  return Number.isNaN(amount) ? undefined : String(amount);
}

export function parseQuotePage(page: QuotePageText): Omit<QuoteExtract, 'documents' | 'portalUrl'> {
  const section = (title: string) => page.sections.find((s) => s.title === title);
  const value = (title: string, label: string) => section(title)?.pairs.find(([l]) => l === label)?.[1];
  const field = (v1: string, v2: string) => value('Quote details', v1) ?? value('Policy', v2);

  const quoteNumber = field('Quote number', 'Reference');
  const premiumText = value('Quote details', 'Annual premium') ?? section('Total annual cost')?.notes[0];
  const annualPremium = dollars(premiumText);
  if (!quoteNumber || Number.isNaN(annualPremium)) {
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
  const limits = limitPairs.map(([, v]) => limitDigits(v)).filter((v) => v !== undefined);
  const breakdown = (section('Premium breakdown') ?? section('How we priced it'))?.pairs ?? [];
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
    policyStartDate: usDate(field('Effective date', 'Coverage starts')),
    policyExpirationDate: usDate(field('Expiration date', 'Coverage ends')),
    limits: limits.length > 0 ? limits.join('; ') : undefined,
    deductible: deductibleDigits(value('Quote details', 'Deductible') ?? value('Limits', 'Deductible')),
    quoteExpiresAt: usDate(field('Quote valid until', 'Offer expires')),
    premiumBreakdown:
      breakdown.length > 0
        ? breakdown.map(([label, amount]) => ({ label, amount: dollars(amount) }))
        : undefined,
  };
}
