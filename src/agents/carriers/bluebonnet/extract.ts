// AgentDesk's outcome page → our outcome, read with the kit's parsers: money as numbers, its MM-DD-YYYY
// dates as MM/DD/YYYY, limits and deductibles in our canonical form (`1000000/2000000`, `2500`), its
// messages verbatim.
import type { Line } from '../../../domain/lines.ts';
import { parseDateUs, parseDeductible, parseLimits, parseMoney } from '../../../domain/portal-values.ts';
import { portalChanged } from '../../errors.ts';
import { lineNamed } from '../../kit/line-named.ts';
import type { PlaybookOutcome, QuoteExtract } from '../../playbook.ts';
import type { ResultView } from './pages/result-page.ts';

/** How the quote page names each line AgentDesk writes. */
const LINE_TITLES: Partial<Record<Line, string>> = {
  bop: 'Businessowners Policy (BOP)',
  auto: 'Commercial Auto',
  cyber: 'Cyber Liability',
};

/**
 * AgentDesk's class-of-business declines (its appetite), told apart from underwriting declines by
 * their wording when the decline was not seen happening (an application found by search).
 */
const CLASS_DECLINE = /not an eligible class of business|does not write (taverns|roofing contractors)/i;

/** Where each line shows its limit and its deductible (or retention) on the quote. */
const LIMIT_LABEL: Partial<Record<Line, string>> = {
  bop: 'Liability Limits',
  auto: 'Liability Limit',
  cyber: 'Aggregate Limit',
};
const DEDUCTIBLE_LABEL: Partial<Record<Line, string>> = {
  bop: 'Property Deductible',
  auto: 'Physical Damage Deductible',
  cyber: 'Retention',
};

export interface OutcomeOptions {
  line: Line;
  /** The decline came as Business Operations was saved: AgentDesk's class check. */
  declinedAtClassCheck: boolean;
  portalUrl: string;
}

export function outcomeOf(view: ResultView, options: OutcomeOptions): PlaybookOutcome {
  if (/^Referred/i.test(view.heading))
    return { kind: 'referred', message: required(view.message, 'referral reason') };
  if (/^Declined/i.test(view.heading)) {
    const message = required(view.message, 'decline reason');
    return {
      kind: 'declined',
      appetite: options.declinedAtClassCheck || CLASS_DECLINE.test(message),
      message,
    };
  }
  if (/^(Quote Summary|Premium Indication)/i.test(view.heading))
    return { kind: 'quoted', quote: quoteOf(view, options) };
  throw portalChanged(`The AgentDesk result page shows an unknown outcome: ${view.heading || 'no heading'}`);
}

export function quoteOf(view: ResultView, options: OutcomeOptions): QuoteExtract {
  const d = view.details;
  const quoteNumber = required(d['Quote Number'] ?? d['Indication Number'] ?? '', 'quote number');
  const annualPremium = parseMoney(view.premium);
  if (annualPremium === undefined) throw portalChanged('The AgentDesk quote no longer shows the premium');
  // "06-01-2026 to 06-01-2027"
  const [start, end] = (d['Policy Period'] ?? '').split(/\s+to\s+/).map(parseDateUs);
  const validThrough = parseDateUs(d['Quote Valid Through'] ?? d['Indication Valid Through']);
  const limitLabel = LIMIT_LABEL[options.line];
  const deductibleLabel = DEDUCTIBLE_LABEL[options.line];
  const breakdown = view.breakdown.flatMap(({ label, amount }) => {
    const value = parseMoney(amount);
    return value === undefined ? [] : [{ label, amount: value }];
  });
  const bindableMarker = /indication/i.test(view.heading)
    ? undefined
    : view.notes.find((note) => /^This quote is bindable\b/i.test(note));
  return {
    quoteNumber,
    annualPremium,
    quoteType: bindableMarker ? 'bindable' : 'indication',
    bindableMarker,
    namedInsured: d.Applicant,
    line: lineNamed(LINE_TITLES, d['Line of Business']),
    policyStartDate: start,
    policyExpirationDate: end,
    limits: limitLabel ? parseLimits(d[limitLabel])?.parts.join('/') : undefined,
    // "No physical damage (liability only)" has no amount: no deductible applies.
    deductible: deductibleLabel ? parseDeductible(d[deductibleLabel])?.toString() : undefined,
    asQuoted: {
      limits: limitLabel ? d[limitLabel] : undefined,
      [deductibleLabel === 'Retention' ? 'retention' : 'deductible']: deductibleLabel
        ? d[deductibleLabel]
        : undefined,
    },
    quoteExpiresAt: validThrough,
    premiumBreakdown: breakdown.length ? breakdown : undefined,
    portalUrl: options.portalUrl,
  };
}

function required(value: string, what: string): string {
  if (!value) throw portalChanged(`The AgentDesk result page no longer shows the ${what}`);
  return value;
}
