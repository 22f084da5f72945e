// A submission's own page: the quote (either layout), a referral or decline notice, or a draft to continue.
import type { Page } from 'playwright-core';
import { portalChanged, portalUnavailable, sessionExpired } from '../../../errors.ts';
import type { QuotePageText } from '../extract.ts';
import { nextScreen, SCREEN_TIMEOUT, type Screen } from './screen.ts';

export class OutcomePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** The quote page's labelled text in one read: tables (layout 1), cards and lists (layout 2). */
  readQuote(): Promise<QuotePageText> {
    return this.page.getByRole('main').evaluate((main) => {
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
    const alert = this.page.getByRole('main').getByRole('alert').first();
    await alert.waitFor({ timeout: SCREEN_TIMEOUT });
    return ((await alert.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }

  /** Downloads the quote letter (PDF) the page links to. */
  async downloadLetter(): Promise<{ name: string; data: Buffer }> {
    const link = this.page
      .getByRole('main')
      .getByRole('link', { name: /^Download quote (letter \(PDF\)|PDF)$/ });
    if ((await link.count()) === 0) throw portalChanged('The Harborline quote page has no quote letter link');
    const [download] = await Promise.all([
      this.page.waitForEvent('download', { timeout: SCREEN_TIMEOUT }),
      link.first().click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    if (!data.subarray(0, 5).toString('latin1').startsWith('%PDF')) {
      // The link downloads whatever the server answers: a JSON error when the session died, a 5xx page.
      const text = data.toString('utf8', 0, 500);
      if (/SESSION_EXPIRED|NOT_SIGNED_IN/.test(text)) throw sessionExpired();
      throw portalUnavailable('Broker Hub answered the quote letter download with an error');
    }
    return { name: download.suggestedFilename(), data };
  }

  /** "Continue submission": the draft resumes at its first step not yet saved. */
  async continueDraft(): Promise<Screen> {
    await this.page.getByRole('main').getByRole('link', { name: 'Continue submission' }).click();
    return nextScreen(this.page);
  }
}
