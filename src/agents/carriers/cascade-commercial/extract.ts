// Reads a Cascade quote from what its quote page shows, in either layout: tables named by their
// captions ("Quote summary", "Coverage", "Premium breakdown", rows of a header cell and a value), or the
// second layout's regions of definition lists and a breakdown list ("Claims-free credit: -$65").
// Amounts through the kit's parser (a credit stays negative); dates checked by it and kept as shown.
import type { Page } from 'playwright-core';
import { parseDate, parseMoney } from '../../../domain/portal-values.ts';
import { portalChanged } from '../../errors.ts';
import { lineNamed } from '../../kit/line-named.ts';
import type { QuoteExtract } from '../../playbook.ts';
import { LINE_NAMES } from './mapping.ts';

/** The quote page's text as gathered in the browser. */
export interface QuotePageText {
  /** Label/value pairs of every table row and definition list, by their table or region's name. */
  sections: { name: string; pairs: [string, string][] }[];
  /** The list items of the breakdown region ("Label: amount"). */
  items: string[];
  /** Whether the page says the quote is bindable (its badge), with its words. */
  badge: string | undefined;
}

export async function readQuotePage(page: Page): Promise<QuotePageText> {
  return page.evaluate(() => {
    const clean = (node: Node | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const sections: { name: string; pairs: [string, string][] }[] = [];
    for (const table of document.querySelectorAll('main table')) {
      const pairs = [...(table as HTMLTableElement).rows].flatMap((row): [string, string][] => {
        const head = row.querySelector('th[scope="row"]');
        const cell = row.querySelector('td');
        return head && cell ? [[clean(head), clean(cell)]] : [];
      });
      sections.push({ name: clean((table as HTMLTableElement).caption), pairs });
    }
    for (const list of document.querySelectorAll('main dl')) {
      const region = list.closest('section');
      const name = clean(region?.querySelector('h2'));
      const pairs = [...list.querySelectorAll('dt')].flatMap((dt): [string, string][] => {
        const dd = dt.nextElementSibling;
        return dd?.tagName === 'DD' ? [[clean(dt), clean(dd)]] : [];
      });
      sections.push({ name, pairs });
    }
    const items = [...document.querySelectorAll('main section li')].map(clean);
    const badge = [...document.querySelectorAll('main p, main span')]
      .map(clean)
      .find((t) => /^Bindable quote$/i.test(t));
    return { sections, items, badge };
  });
}

/** An amount of the quote page (a credit negative); anything else means the page changed. */
const money = (text: string) => {
  const amount = parseMoney(text);
  if (amount === undefined) throw portalChanged(`Quote page: "${text}" is not an amount`);
  return amount;
};

/** A date as the page shows it (MM/DD/YYYY), when it is one. */
const date = (text: string | undefined) => (text && parseDate(text) ? text.trim() : undefined);

const TOTALS = /^(Total annual premium|Total payable)$/i;

export function parseQuote(raw: QuotePageText): Omit<QuoteExtract, 'documents' | 'portalUrl'> {
  const pairs = raw.sections.flatMap((s) => s.pairs);
  const value = (...labels: string[]) =>
    labels.map((l) => pairs.find(([label]) => label.toLowerCase() === l.toLowerCase())?.[1]).find(Boolean);
  const quoteNumber = value('Quote number');
  const total = pairs.find(([label]) => TOTALS.test(label))?.[1];
  if (!quoteNumber || !total) throw portalChanged('Quote page: no quote number or total premium');
  const table = raw.sections.find((s) => /^Premium breakdown$/i.test(s.name));
  const breakdown = table
    ? table.pairs
        .filter(([label]) => !TOTALS.test(label))
        .map(([label, amount]) => ({ label, amount: money(amount) }))
    : raw.items.map((item) => {
        const split = item.lastIndexOf(':');
        if (split < 0) throw portalChanged(`Quote page: "${item}" is not a premium line`);
        return { label: item.slice(0, split).trim(), amount: money(item.slice(split + 1)) };
      });
  const [start, end] = (value('Policy period') ?? '').split(/\s+to\s+/i);
  const limits = value(
    'Each occurrence / general aggregate',
    'Liability limits (each occurrence / aggregate)',
    'Aggregate limit',
  );
  const deductible = value('Property damage deductible', 'Property deductible');
  const retention = value('Retention');
  const quote: Omit<QuoteExtract, 'documents' | 'portalUrl'> = {
    quoteNumber,
    annualPremium: money(total),
    quoteType: raw.badge ? 'bindable' : 'indication',
  };
  const optional: Partial<QuoteExtract> = {
    bindableMarker: raw.badge,
    namedInsured: value('Insured'),
    line: lineNamed(LINE_NAMES, value('Line')),
    policyStartDate: date(start),
    policyExpirationDate: date(end),
    limits,
    deductible: deductible ?? retention,
    asQuoted: { limits, deductible, retention },
    quoteExpiresAt: value('Quote valid until'),
    premiumBreakdown: breakdown.length > 0 ? breakdown : undefined,
  };
  for (const [key, v] of Object.entries(optional)) if (v !== undefined) Object.assign(quote, { [key]: v });
  return quote;
}
