// The outcome (`/agentdesk/applications/<ref>/result`): Quote Summary or Premium Indication (premium,
// a definition list, a breakdown table, the quote letter link), or Referred to Underwriting / Declined
// with the reason in an alert.
import { readFile } from 'node:fs/promises';
import { portalChanged, portalUnavailable } from '../../../errors.ts';
import type { AgentDesk } from './agentdesk.ts';

export interface ResultView {
  heading: string;
  /** The premium as shown (`$2,211`), on a quote or an indication. */
  premium: string;
  /** The definition list, label → value (Quote Number, Policy Period, limits, Quote Valid Through, …). */
  details: Record<string, string>;
  breakdown: { label: string; amount: string }[];
  /** The referral or decline reason. */
  message: string;
  hasLetter: boolean;
  /** The page's notes: "This quote is bindable …" or the indication notice. */
  notes: string[];
}

const LETTER_LINK = 'Download Quote Letter (PDF)';

export class ResultPage {
  readonly desk: AgentDesk;

  constructor(desk: AgentDesk) {
    this.desk = desk;
  }

  async read(): Promise<ResultView> {
    return this.desk.page.evaluate((letterLink) => {
      const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
      const details: Record<string, string> = {};
      for (const dt of document.querySelectorAll('main dl dt')) {
        const dd = dt.nextElementSibling;
        if (dd?.tagName === 'DD') details[norm(dt.textContent)] = norm(dd.textContent);
      }
      const table = [...document.querySelectorAll('table')].find((t) =>
        /premium breakdown/i.test(t.querySelector('caption')?.textContent ?? ''),
      );
      const breakdown = [...(table?.querySelectorAll('tbody tr') ?? [])].map((tr) => {
        const [label, amount] = [...tr.querySelectorAll('td')].map((td) => norm(td.textContent));
        return { label: label ?? '', amount: amount ?? '' };
      });
      const link = [...document.querySelectorAll('a')].some((a) => norm(a.textContent) === letterLink);
      // The amount stands under its caption ("Annual Premium", "Indicated Premium"), read as a person does.
      const caption = [...document.querySelectorAll('main p')].find((p) =>
        /^(annual|indicated) premium$/i.test(norm(p.textContent)),
      );
      return {
        heading: norm(document.querySelector('main h1')?.textContent),
        premium: norm(caption?.nextElementSibling?.textContent),
        details,
        breakdown,
        message: norm(document.querySelector('main [role=alert]')?.textContent),
        hasLetter: link,
        notes: [...document.querySelectorAll('main [role=note]')].map((n) => norm(n.textContent)),
      };
    }, LETTER_LINK);
  }

  /**
   * Downloads the quote letter as a person does (the link answers with an attachment). If AgentDesk
   * answers with a page instead (an outage, the sign-in page), that page says what went wrong.
   */
  async downloadLetter(): Promise<{ name: string; data: Buffer }> {
    const page = this.desk.page;
    const link = page.getByRole('link', { name: LETTER_LINK, exact: true });
    const downloaded = page.waitForEvent('download').then((download) => ({ download }));
    const navigated = page
      .waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() })
      .then(() => ({ download: undefined }));
    downloaded.catch(() => undefined);
    navigated.catch(() => undefined);
    await link.click({ timeout: 5_000 }).catch((error: unknown) => {
      throw portalChanged(`AgentDesk no longer shows ${LETTER_LINK}`, error);
    });
    const { download } = await Promise.race([downloaded, navigated]).catch((error: unknown) => {
      throw portalUnavailable('AgentDesk did not answer the quote letter download', error);
    });
    if (!download) {
      // The page it opened says what went wrong (an outage, the sign-in page), else the portal changed.
      await page.waitForLoadState('domcontentloaded');
      await this.desk.nav.check();
      throw portalChanged(`${LETTER_LINK} opened a page instead of the letter`);
    }
    const failure = await download.failure();
    const path = failure ? null : await download.path();
    if (!path) throw portalUnavailable(`The quote letter download failed: ${failure ?? 'no file'}`);
    return { name: download.suggestedFilename(), data: await readFile(path) };
  }
}
