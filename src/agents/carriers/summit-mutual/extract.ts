// Reads a Summit quote from what the quote page shows, in either layout: the classic "Quote Summary"
// table with its premium grid, or the "quote card" (a definition list and a premium detail list).
import type { Page } from 'playwright-core';
import { parseMoney } from '../../../domain/portal-values.ts';
import { portalChanged } from '../../errors.ts';
import { lineNamed } from '../../kit/line-named.ts';
import { unrecorded } from '../../kit/unrecorded.ts';
import type { QuoteExtract } from '../../playbook.ts';
import { LINE_NAMES } from './mapping.ts';

/** How AgentLink names each line on its pages ("Commercial General Liability"). */
const SEARCH_NAMES = Object.fromEntries(Object.entries(LINE_NAMES).map(([line, n]) => [line, n.search]));

/** The quote page's text, label by label, as gathered in the browser. */
export interface QuotePageText {
  /** Label/value pairs of two-cell table rows and of dt/dd pairs. */
  pairs: [string, string][];
  /** Rows of the premium table (the one with an "Annual Premium" column), total included. */
  premiumRows: [string, string][];
  /** List items that read "<coverage> — $<amount>" (the quote card's premium detail). */
  detailItems: string[];
  legends: string[];
  text: string;
}

export async function readQuotePage(page: Page): Promise<QuotePageText> {
  return unrecorded(page, () =>
    page.evaluate(() => {
      const clean = (node: Node | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const pairs: [string, string][] = [];
      const premiumRows: [string, string][] = [];
      for (const table of document.querySelectorAll('table')) {
        const premium = [...table.querySelectorAll('th[scope="col"]')].some((th) =>
          /Annual Premium/.test(clean(th)),
        );
        for (const row of table.rows) {
          const cells = [...row.cells];
          if (cells.length !== 2 || cells.some((c) => c.getAttribute('scope') === 'col')) continue;
          const pair: [string, string] = [clean(cells[0]).replace(/:$/, ''), clean(cells[1])];
          if (pair[0].length > 60) continue; // layout tables, not label cells
          (premium ? premiumRows : pairs).push(pair);
        }
      }
      for (const dt of document.querySelectorAll('dt')) {
        const dd = dt.nextElementSibling;
        if (dd?.tagName === 'DD') pairs.push([clean(dt), clean(dd)]);
      }
      const detailItems = [...document.querySelectorAll('li')]
        .map(clean)
        .filter((t) => /\s[—–-]\s[-−(]?\$[\d,.]+\)?(\s+credit)?$/i.test(t));
      const legends = [...document.querySelectorAll('legend')].map(clean);
      const form = document.querySelector('form') ?? document.body;
      return { pairs, premiumRows, detailItems, legends, text: clean(form) };
    }),
  );
}

/** An amount of the quote page (a credit negative); anything else means the page changed. */
const money = (text: string) => {
  const amount = parseMoney(text);
  if (amount === undefined) throw portalChanged(`Quote page: "${text}" is not an amount`);
  return amount;
};
const US_DATE = /\b\d{2}\/\d{2}\/\d{4}\b/g;

/** The quote's fields; the quote number and the total premium must be there. */
export function parseQuote(raw: QuotePageText): Omit<QuoteExtract, 'documents' | 'portalUrl'> {
  const value = (label: RegExp) => raw.pairs.find(([l]) => label.test(l))?.[1];
  const quoteNumber =
    value(/^Quote Number$/i) ??
    raw.legends.map((l) => /^Quote Reference\s+(\S+)$/i.exec(l)?.[1]).find(Boolean);
  const total =
    raw.premiumRows.find(([l]) => /^Total .*Premium$/i.test(l))?.[1] ?? value(/^Total .*Annual Premium$/i);
  if (!quoteNumber || !total) throw portalChanged('Quote page: no quote number or total premium');
  const period = value(/^Coverage Period$/i)?.match(US_DATE) ?? [];
  const breakdown = [
    ...raw.premiumRows
      .filter(([l]) => !/^Total /i.test(l))
      .map(([label, amount]) => ({ label, amount: money(amount) })),
    ...raw.detailItems.map((item) => {
      const [, label = item, amount = ''] =
        /^(.*?)\s+[—–-]\s+([-−(]?\$[\d,.]+\)?(?:\s+credit)?)$/i.exec(item) ?? [];
      return { label, amount: money(amount) };
    }),
  ];
  const status = value(/^Quote Status$/i) ?? /Status:\s*([a-z ]+)/i.exec(raw.text)?.[1]?.trim() ?? '';
  // Layout 1: "Quote Status: Bindable Quote"; layout 2: "Status: bindable.".
  const bindableMarker = /^bindable( quote)?$/i.test(status) ? status : undefined;
  const quote: Omit<QuoteExtract, 'documents' | 'portalUrl'> = {
    quoteNumber,
    annualPremium: money(total),
    quoteType: bindableMarker ? 'bindable' : 'indication',
  };
  // Layout 2: "Insured: <name> (<line>, submission <no>)".
  const layout2 = /^(.*?)\s*\(([^(),]+), submission [^()]*\)$/.exec(value(/^Insured$/i) ?? '');
  const insured = value(/^Named Insured$/i) ?? layout2?.[1];
  const lineName = value(/^Line of Business$/i) ?? layout2?.[2];
  const limits = value(/^(Each Occurrence \/ (General )?Aggregate|Umbrella Limit.*|Limits)$/i);
  const deductibleRow = raw.pairs.find(([l]) => /Deductible|Self-Insured Retention/i.test(l));
  const line = lineNamed(SEARCH_NAMES, lineName);
  // An umbrella quote's row is its self-insured retention, whatever the page calls it.
  const term =
    line === 'umbrella' || /Retention/i.test(deductibleRow?.[0] ?? '') ? 'retention' : 'deductible';
  const optional: Partial<QuoteExtract> = {
    bindableMarker,
    namedInsured: insured,
    line,
    policyStartDate: value(/^Proposed Effective Date$/i) ?? period[0],
    policyExpirationDate: value(/^Expiration Date$/i) ?? period[1],
    limits,
    deductible: deductibleRow?.[1],
    asQuoted: { limits, [term]: deductibleRow?.[1] },
    quoteExpiresAt: value(/^(Quote Valid Through|Quote Expires)$/i),
    premiumBreakdown: breakdown.length > 0 ? breakdown : undefined,
  };
  for (const [key, v] of Object.entries(optional)) if (v !== undefined) Object.assign(quote, { [key]: v });
  return quote;
}
