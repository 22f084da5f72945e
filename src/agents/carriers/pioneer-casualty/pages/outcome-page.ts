// The decision page (/submissions/<id>/outcome): a quote, an indication, a referral or a decline, read
// in one script; a quote's letter is downloaded from its link with the page's own session.
import { portalChanged, portalUnavailable, sessionExpired } from '../../../errors.ts';
import { downloadInPage } from '../../../kit/download-in-page.ts';
import { evaluateAt, region } from '../../../kit/region.ts';
import type { PlaybookContext } from '../../../playbook.ts';
import type { ProducerNet } from './producernet.ts';

/** Headings of the decision page: "Submission PN26123456". */
export const isOutcomeHeading = (heading: string) => /^Submission\s+\S+$/.test(heading);

export interface OutcomeView {
  heading: string;
  /** "Quote issued", "Indication only — …", "Referred to Underwriter", "Submission Declined". */
  banner: string;
  /** The paragraph under the banner: the referral or decline reason, or the quote's validity. */
  message: string;
  /** "Quote summary" rows, label → value. */
  summary: [string, string][];
  /** "Premium" rows, label → amount text. */
  premium: [string, string][];
  letterHref?: string;
  url: string;
}

export class OutcomePage {
  private readonly portal: ProducerNet;

  constructor(portal: ProducerNet) {
    this.portal = portal;
  }

  async read(): Promise<OutcomeView> {
    const page = this.portal.page;
    const main = region(page, 'main, [role="main"]', page.getByRole('main'));
    const view = await evaluateAt(main, (main) => {
      const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
      const rows = (name: string): [string, string][] => {
        const table = main.querySelector(`table[aria-label="${name}"]`);
        return [...(table?.querySelectorAll('tr') ?? [])].map((tr) => [
          clean(tr.querySelector('th')?.textContent),
          clean(tr.querySelector('td')?.textContent),
        ]);
      };
      // The banner is the first paragraph of the decision box; the reason follows it.
      const box = [...main.querySelectorAll('[role="status"], [role="alert"]')].find((el) =>
        el.querySelector('p'),
      );
      const paragraphs = [...(box?.querySelectorAll('p') ?? [])].map((p) => clean(p.textContent));
      const letter = [...main.querySelectorAll('a')].find((a) => /Quote Letter/i.test(a.textContent ?? ''));
      return {
        heading: clean(main.querySelector('h1')?.textContent),
        banner: paragraphs[0] ?? '',
        message: paragraphs.slice(1).join(' '),
        summary: rows('Quote summary'),
        premium: rows('Premium'),
        ...(letter ? { letterHref: letter.getAttribute('href') ?? '' } : {}),
      };
    });
    if (!view.banner) throw portalChanged(`${view.heading}: no decision shown`);
    return { ...view, url: page.url() };
  }

  /** The quote letter PDF, stored as a job document. */
  async downloadLetter(ctx: PlaybookContext, href: string): Promise<{ name: string; path: string }> {
    const letter = await downloadInPage(this.portal.page, href).catch((error: Error) => {
      throw portalUnavailable(
        `Pioneer ProducerNet did not answer for the quote letter: ${error.message}`,
        error,
      );
    });
    if (letter.status >= 500)
      throw portalUnavailable(`Pioneer ProducerNet answered HTTP ${letter.status} for the quote letter`);
    if (!letter.contentType.includes('application/pdf')) {
      if (/\/producernet\/login/.test(letter.url)) throw sessionExpired();
      throw portalChanged(`Quote letter: expected a PDF, got ${letter.contentType || 'nothing'}`);
    }
    const name = letter.fileName ?? 'Pioneer-Quote.pdf';
    return { name, path: await ctx.saveDocument(name, letter.data) };
  }
}
