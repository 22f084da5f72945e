// Step 5, the outcome: a quote or indication (layout 1: the "Quote details" and "Premium breakdown"
// tables; layout 2: one definition list and a bullet list), a referral, or a decline; and the quote
// letter behind "Download quote letter (PDF)".
import { portalChanged, portalUnavailable, sessionExpired } from '../../../errors.ts';
import { downloadInPage } from '../../../kit/download-in-page.ts';
import { unrecorded } from '../../../kit/unrecorded.ts';
import type { Portal } from './portal.ts';

export interface QuotePageData {
  layout: 'tables' | 'terms';
  /** Label → value rows of the quote, in page order. */
  terms: [string, string][];
  /** Breakdown lines as shown: label and amount text. */
  breakdown: [string, string][];
  indication: boolean;
  /** "Quote ready" (layout 1) or the "Bindable quote" badge (layout 2), when the page shows it. */
  bindableMarker?: string;
  /** The product badge over the outcome ("General Liability"). */
  product?: string;
}

export interface Letter {
  name: string;
  data: Buffer;
}

const LETTER_LINK = 'Download quote letter (PDF)';

export class OutcomePage {
  readonly portal: Portal;

  constructor(portal: Portal) {
    this.portal = portal;
  }

  /** Reads the quote in either layout in one pass over the page. */
  async readQuote(): Promise<QuotePageData> {
    const data = await this.portal.page.evaluate(() => {
      const norm = (node: Node | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const main = document.querySelector('main') ?? document.body;
      const terms: [string, string][] = [];
      const breakdown: [string, string][] = [];
      let layout: 'tables' | 'terms' | null = null;
      const details = main.querySelector('table[aria-label="Quote details"]');
      const list = main.querySelector('dl');
      if (details) {
        layout = 'tables';
        for (const row of Array.from(details.querySelectorAll('tr'))) {
          const cells = Array.from(row.querySelectorAll('th, td'));
          if (cells.length === 2) terms.push([norm(cells[0]), norm(cells[1])]);
        }
        const table = main.querySelector('table[aria-label="Premium breakdown"]');
        for (const row of Array.from(table?.querySelectorAll('tbody tr') ?? [])) {
          const cells = Array.from(row.querySelectorAll('td'));
          if (cells.length === 2) breakdown.push([norm(cells[0]), norm(cells[1])]);
        }
      } else if (list) {
        layout = 'terms';
        for (const dt of Array.from(list.querySelectorAll('dt'))) {
          const dd = dt.nextElementSibling;
          if (dd?.tagName === 'DD') terms.push([norm(dt), norm(dd)]);
        }
        const heading = Array.from(main.querySelectorAll('h2')).find((h) =>
          /how the premium is made up/i.test(norm(h)),
        );
        const items = heading?.nextElementSibling?.querySelectorAll('li') ?? [];
        for (const item of Array.from(items)) {
          // "Label: $1,234" (a credit "-$120" too): the amount is read by the kit's parser.
          const match = /^(.*):\s*([^:]*\d[^:]*)$/.exec(norm(item));
          if (match) breakdown.push([match[1]!.trim(), match[2]!]);
        }
      }
      const heading = norm(main.querySelector('h1'));
      const notices = Array.from(main.querySelectorAll('[role=status], [role=alert]')).map(norm);
      const indication = heading === 'Indication' || notices.some((text) => /^Indication\b/.test(text));
      const badges = Array.from(main.querySelectorAll('.ix-badge')).map(norm);
      const bindableMarker =
        heading === 'Quote ready' ? heading : badges.find((text) => text === 'Bindable quote');
      const product = norm(document.querySelector('.ix-card > .ix-badge'));
      return { layout, terms, breakdown, indication, bindableMarker, product };
    });
    if (!data.layout || data.terms.length === 0) throw portalChanged('Ironclad quote page: no quote details');
    return {
      ...data,
      layout: data.layout,
      bindableMarker: data.bindableMarker ?? undefined,
      product: data.product || undefined,
    };
  }

  /** The referral or decline notice (a decline's "Declined." label dropped). */
  async message(): Promise<string> {
    const text = await this.portal.statusMessage();
    if (!text) throw portalChanged('Ironclad outcome page: no message');
    return text.replace(/^Declined\.\s*/, '');
  }

  /**
   * Fetches the letter the download link points to from inside the page (the browser's cookies and
   * name resolution; a failed fetch is an answer, not a download dialog to wait on). Undefined when
   * the page offers none.
   */
  async letter(): Promise<Letter | undefined> {
    const { page } = this.portal;
    // The link read by a page script (its text or ARIA label); where none is found that way,
    // Playwright's role selector has the last word.
    const read = await unrecorded(page, () =>
      page.evaluate((name) => {
        const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
        const link = [...document.querySelectorAll('a[href]')].find(
          (a) => norm(a.getAttribute('aria-label') ?? a.textContent) === name,
        );
        return link?.getAttribute('href') ?? null;
      }, LETTER_LINK),
    );
    const link = page.getByRole('link', { name: LETTER_LINK, exact: true });
    const href = read ?? ((await link.count()) === 0 ? null : await link.getAttribute('href'));
    if (!href) return undefined;
    const fetched = await downloadInPage(page, href).catch((error: unknown) => {
      throw portalUnavailable('Ironclad Exchange did not send the quote letter', error);
    });
    if (fetched.status >= 500) throw portalUnavailable(`Ironclad quote letter: ${fetched.status}`);
    if (new URL(fetched.url).pathname === '/signin') throw sessionExpired();
    if (fetched.status !== 200 || !fetched.contentType.includes('pdf'))
      throw portalChanged(`Ironclad quote letter: ${fetched.status} ${fetched.contentType}`);
    return { name: fetched.fileName ?? 'Ironclad-quote-letter.pdf', data: fetched.data };
  }
}
