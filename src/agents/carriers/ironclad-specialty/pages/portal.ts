// Ironclad Exchange's screens on the kit's Navigator: page loads and form posts, each waited for and
// classified by the navigator (5xx or the maintenance page, 429, 404, the sign-in page once signed in:
// the session expired, in the portal's words). What is Ironclad's own is read here: which page the
// browser is on, told by its main heading, the status or alert box, and the error summary.
import type { Locator, Page } from 'playwright-core';
import { portalChanged, sessionExpired } from '../../../errors.ts';
import { Navigator } from '../../../kit/navigator.ts';
import type { LayerLog } from '../../../kit/overlays.ts';
import { unrecorded } from '../../../kit/unrecorded.ts';

export type Screen =
  | 'sign-in'
  | 'code'
  | 'dashboard'
  | 'search'
  | 'applicant'
  | 'coverage'
  | 'underwriting'
  | 'review'
  | 'quote'
  | 'referred'
  | 'declined';

// Headings of each page; layout 2 of the quote page says "Your Ironclad terms".
const SCREENS: [RegExp, Screen][] = [
  [/^Sign in to Ironclad Exchange$/, 'sign-in'],
  [/^Check your e-mail$/, 'code'],
  [/^Producer dashboard$/, 'dashboard'],
  [/^Find a submission$/, 'search'],
  [/^(New .+ submission|Applicant)$/, 'applicant'],
  [/^Coverage$/, 'coverage'],
  [/^Underwriting questions$/, 'underwriting'],
  [/^Review and submit$/, 'review'],
  [/^(Quote ready|Indication|Your Ironclad terms)$/, 'quote'],
  [/^Referred to underwriting$/, 'referred'],
  [/^Unable to offer terms$/, 'declined'],
];

/** The page a heading names, undefined for a page the flow does not know. */
export const screenOf = (heading: string): Screen | undefined =>
  SCREENS.find(([pattern]) => pattern.test(heading))?.[1];

const PORTAL_NAME = 'Ironclad Exchange';

export class Portal {
  readonly page: Page;
  readonly nav: Navigator;
  /** False until signed in: from then on the sign-in page means the session died. */
  signedIn = false;

  constructor(page: Page, origin: string, log?: LayerLog) {
    this.page = page;
    this.nav = new Navigator(page, {
      origin,
      log,
      name: PORTAL_NAME,
      signedOut: async (p) => (new URL(p.url()).pathname === '/signin' ? this.expiry() : undefined),
    });
  }

  /** Why the session ended, in the portal's words. */
  private async expiry(): Promise<string> {
    const notice = await this.statusMessage();
    return `The ${PORTAL_NAME} session expired${notice ? `: ${notice}` : ''}`;
  }

  /** Loads a page of the portal by path. */
  open(path: string): Promise<void> {
    return this.nav.open(path, { signInExpected: !this.signedIn });
  }

  /** Clicks a button or link that leads to another page (a post's redirect followed). */
  click(target: Locator): Promise<void> {
    return this.nav.press(target, { signInExpected: !this.signedIn });
  }

  /** Which page this is; the sign-in page after signing in means the session expired. */
  async screen(): Promise<Screen> {
    const heading = await this.heading();
    const screen = screenOf(heading);
    if (!screen) throw portalChanged(`${PORTAL_NAME} showed an unknown page: "${heading}"`);
    if (screen === 'sign-in' && this.signedIn) throw sessionExpired(await this.expiry());
    return screen;
  }

  /**
   * The text of the page's first level-one heading: read by a page script (an `h1` shown), else through
   * Playwright's role selector, which waits up to 5 s for one.
   */
  async heading(): Promise<string> {
    const shown = await unrecorded(this.page, () =>
      this.page.evaluate(() => {
        const h1 = [...document.querySelectorAll('h1:not([role]), [role="heading"][aria-level="1"]')].find(
          (e) =>
            e.closest('[aria-hidden="true"]') === null && e.checkVisibility({ visibilityProperty: true }),
        );
        return h1?.textContent ?? null;
      }),
    ).catch(() => null); // a page going away meanwhile: the locator below waits for the next one
    const h1 = this.page.getByRole('heading', { level: 1 }).first();
    const text = shown ?? (await unrecorded(h1, () => h1.textContent({ timeout: 5_000 })).catch(() => null));
    return (text ?? '').replace(/\s+/g, ' ').trim();
  }

  /** The text of the page's status or alert box, e.g. "Your session timed out for security…". */
  async statusMessage(): Promise<string> {
    const main = this.page.locator('main');
    const box = main.getByRole('status').or(main.getByRole('alert'));
    const text = await unrecorded(box, () => box.first().textContent({ timeout: 1_000 })).catch(() => null);
    return (text ?? '').replace(/\s+/g, ' ').trim();
  }

  /** The error summary's messages ("Please correct the following before you continue: …"). */
  validationErrors(): Promise<string[]> {
    return unrecorded(this.page, () =>
      this.page.evaluate(() => {
        const summary = Array.from(document.querySelectorAll('[role=alert]')).find((a) =>
          /correct the following/i.test(a.textContent ?? ''),
        );
        if (!summary) return [];
        return Array.from(summary.querySelectorAll('li')).map((li) => (li.textContent ?? '').trim());
      }),
    );
  }
}
