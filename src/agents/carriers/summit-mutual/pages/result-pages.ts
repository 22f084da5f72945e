// Where Rate (or a found submission) ends: Quote.aspx with the quote and its letter, or Status.aspx
// with a referral, a decline, or an unfinished draft to continue.
import { portalChanged, portalUnavailable, sessionExpired } from '../../../errors.ts';
import { linkFor } from '../../../kit/buttons.ts';
import { downloadInPage } from '../../../kit/download-in-page.ts';
import { region } from '../../../kit/region.ts';
import type { PlaybookContext, QuoteExtract } from '../../../playbook.ts';
import { parseQuote, readQuotePage } from '../extract.ts';
import { alertText } from './in-page.ts';
import type { AgentLink, Screen } from './portal.ts';

/** Headings of the result pages. */
export const isQuoteHeading = (heading: string) => /^(Quote|Your Summit Mutual Quote)$/i.test(heading);
export const STATUS_HEADINGS = {
  referred: 'Submission Referred to Underwriting',
  declined: 'Submission Declined',
  draft: 'Submission In Progress',
} as const;

export class QuotePage {
  private readonly portal: AgentLink;

  constructor(portal: AgentLink) {
    this.portal = portal;
  }

  async extract(ctx: PlaybookContext): Promise<QuoteExtract> {
    const page = this.portal.page;
    const quote: QuoteExtract = { ...parseQuote(await readQuotePage(page)), portalUrl: page.url() };
    // The first link whose name holds "Quote Letter", and its address, read by a page script (the
    // kit's linkFor; Playwright's role selector where that finds none).
    const letter = await linkFor(region(page, 'body'), /Quote Letter/);
    if (letter) quote.documents = [await this.downloadLetter(ctx, letter.href)];
    return quote;
  }

  /**
   * The letter link answers the PDF as an attachment, fetched from inside the page (the kit's
   * downloadInPage: the browser's session cookie and name resolution, no download folder).
   */
  private async downloadLetter(ctx: PlaybookContext, href: string | null) {
    if (!href) throw portalChanged('Quote page: the quote letter link has no address');
    const letter = await downloadInPage(this.portal.page, href).catch((error: Error) => {
      throw portalUnavailable(
        `Summit AgentLink did not answer for the quote letter: ${error.message}`,
        error,
      );
    });
    if (letter.status >= 500)
      throw portalUnavailable(`Summit AgentLink answered HTTP ${letter.status} for the quote letter`);
    if (!letter.contentType.includes('application/pdf')) {
      if (/\/Login\.aspx/i.test(letter.url)) throw sessionExpired();
      throw portalChanged(`Quote letter: expected a PDF, got ${letter.contentType || 'nothing'}`);
    }
    const name = letter.fileName ?? 'SummitMutual_Quote.pdf';
    return { name, path: await ctx.saveDocument(name, letter.data) };
  }
}

export class StatusPage {
  private readonly portal: AgentLink;

  constructor(portal: AgentLink) {
    this.portal = portal;
  }

  /** The portal's message under the status heading: the alert's text after its bold title. */
  async message(): Promise<string> {
    const text = await alertText(this.portal.page, true);
    if (text === undefined) throw portalChanged('Status page: no message');
    if (!text) throw portalChanged('Status page: empty message');
    return text;
  }

  /** An unfinished draft: "Continue Submission" opens its first unfinished step. */
  async continueDraft(): Promise<Screen> {
    const found = await linkFor(region(this.portal.page, 'body'), 'Continue Submission');
    if (!found) throw portalChanged('Status page: no "Continue Submission" link');
    return this.portal.press(found.link);
  }
}
