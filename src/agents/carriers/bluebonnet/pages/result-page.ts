// The outcome (`/agentdesk/applications/<ref>/result`): Quote Summary or Premium Indication (premium,
// a definition list, a breakdown table, the quote letter link), or Referred to Underwriting / Declined
// with the reason in an alert.
import { portalChanged, portalUnavailable, sessionExpired } from '../../../errors.ts';
import { downloadInPage } from '../../../kit/download-in-page.ts';
import { unrecorded } from '../../../kit/unrecorded.ts';
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
  /** Where the quote letter link points, when the page shows one. */
  letterHref?: string;
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
    return unrecorded(this.desk.page, () =>
      this.desk.page.evaluate((letterLink) => {
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
        const link = [...document.querySelectorAll('a')].find((a) => norm(a.textContent) === letterLink);
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
          hasLetter: link !== undefined,
          ...(link?.getAttribute('href') ? { letterHref: link.getAttribute('href')! } : {}),
          notes: [...document.querySelectorAll('main [role=note]')].map((n) => norm(n.textContent)),
        };
      }, LETTER_LINK),
    );
  }

  /**
   * The quote letter behind the link the page showed (`href`), fetched from inside the page (the kit's
   * downloadInPage: the browser's session cookie and name resolution, no download folder). What
   * AgentDesk answers instead of a PDF says what went wrong: an outage, the sign-in page, or a change.
   */
  async downloadLetter(href: string | undefined): Promise<{ name: string; data: Buffer }> {
    if (!href) throw portalChanged(`AgentDesk shows ${LETTER_LINK} with no address`);
    const letter = await downloadInPage(this.desk.page, href).catch((error: unknown) => {
      throw portalUnavailable('AgentDesk did not answer the quote letter download', error);
    });
    if (letter.status >= 500)
      throw portalUnavailable(`AgentDesk answered HTTP ${letter.status} for the quote letter`);
    if (/^\/agentdesk\/login\/?$/.test(new URL(letter.url).pathname)) throw sessionExpired();
    if (letter.status !== 200 || !letter.contentType.includes('application/pdf'))
      throw portalChanged(
        `${LETTER_LINK} answered ${letter.status} ${letter.contentType || 'with no content type'}, not the letter`,
      );
    return { name: letter.fileName ?? 'Bluebonnet-quote-letter.pdf', data: letter.data };
  }
}
