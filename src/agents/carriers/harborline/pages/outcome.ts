// A submission's own page: the quote (either layout), a referral or decline notice, or a draft to continue.
import type { Page } from 'playwright-core';
import { portalChanged, portalUnavailable } from '../../../errors.ts';
import { linkFor } from '../../../kit/buttons.ts';
import { downloadInPage } from '../../../kit/download-in-page.ts';
import { evaluateAt } from '../../../kit/region.ts';
import type { QuotePageText } from '../extract.ts';
import type { BrokerHub, Screen } from './broker-hub.ts';

/** The quote letter's link, in either layout of the quote page. */
const LETTER_LINK = /^Download quote (letter \(PDF\)|PDF)$/;

export class OutcomePage {
  readonly hub: BrokerHub;
  readonly page: Page;

  constructor(hub: BrokerHub) {
    this.hub = hub;
    this.page = hub.page;
  }

  /** The quote page's labelled text in one read: tables (layout 1), cards and lists (layout 2). */
  readQuote(): Promise<QuotePageText> {
    return evaluateAt(this.hub.main(), (main) => {
      const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
      const pair = (el: Element): [string, string] => [
        norm(el.children[0]?.textContent),
        norm(el.children[1]?.textContent),
      ];
      const sections = [
        ...[...main.querySelectorAll('table')].map((table) => ({
          title: norm(table.caption?.textContent),
          pairs: [...table.querySelectorAll('tbody tr')].filter((tr) => tr.children.length === 2).map(pair),
          notes: [],
        })),
        ...[...main.querySelectorAll('article')].map((card) => ({
          title: norm(card.querySelector('h2, h3')?.textContent),
          pairs: [...card.children].filter((c) => c.children.length === 2 && c.tagName === 'DIV').map(pair),
          notes: [...card.querySelectorAll(':scope > p')].map((p) => norm(p.textContent)),
        })),
        ...[...main.querySelectorAll('h2 + ul')].map((list) => ({
          title: norm(list.previousElementSibling?.textContent),
          pairs: [...list.querySelectorAll(':scope > li')].map(pair),
          notes: [],
        })),
      ];
      return { heading: norm(main.querySelector('h1')?.textContent), sections };
    });
  }

  /** The referral or decline notice, in the portal's words. */
  async message(): Promise<string> {
    const message = await this.hub.alert();
    if (!message) throw portalChanged('The Harborline outcome page shows no message');
    return message;
  }

  /**
   * Downloads the quote letter (PDF) the page links to, fetched from inside the page at the link's
   * address (the kit's downloadInPage: the browser's session cookie, no download folder); undefined when
   * that fails (no answer, or anything but a PDF: a dead session's 401, a 5xx), as a download Chromium
   * cancels was.
   */
  async downloadLetter(): Promise<{ name: string; data: Buffer } | undefined> {
    const found = await linkFor(this.hub.main(), LETTER_LINK);
    if (!found) throw portalChanged('The Harborline quote page has no quote letter link');
    if (!found.href) return undefined;
    const letter = await downloadInPage(this.page, found.href).catch(() => undefined);
    if (letter?.status !== 200) return undefined;
    if (!letter.data.subarray(0, 5).toString('latin1').startsWith('%PDF')) return undefined;
    const address = new URL(letter.url);
    const name =
      letter.fileName ?? decodeURIComponent(address.pathname.split('/').pop() || 'quote-letter.pdf');
    return { name, data: letter.data };
  }

  /**
   * After a failed download: reloads the quote, which tells a dead session (the sign-in screen, thrown)
   * from a passing server error, and tries the download once more.
   */
  async downloadLetterAgain(): Promise<{ name: string; data: Buffer }> {
    const screen = await this.hub.act(async () => {
      await this.page.reload({ waitUntil: 'domcontentloaded' }).catch((error: unknown) => {
        throw portalUnavailable('Broker Hub did not answer a reload of the quote', error);
      });
    });
    if (screen.id !== 'quote') throw portalChanged(`Reloading the quote showed "${screen.heading}"`);
    const letter = await this.downloadLetter();
    if (!letter) throw portalUnavailable('Broker Hub failed the quote letter download twice');
    return letter;
  }

  /** "Continue submission": the draft resumes at its first step not yet saved. */
  continueDraft(): Promise<Screen> {
    return this.hub.followLink(this.hub.main(), 'Continue submission');
  }
}
