// Moving around Ironclad Exchange: page loads and form posts with the portal's failure modes mapped to
// the agent taxonomy (5xx or no answer: unavailable; the sign-in page mid-flow: session expired), and
// which page the browser is on, told by its main heading.
import type { Locator, Page, Response } from 'playwright-core';
import { AgentError, portalChanged, portalUnavailable, sessionExpired } from '../../../errors.ts';

export type Screen =
  | 'signin'
  | 'email-code'
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
  [/^Sign in to Ironclad Exchange$/, 'signin'],
  [/^Check your e-mail$/, 'email-code'],
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

const isRedirect = (status: number) => status >= 300 && status < 400;

export class Portal {
  readonly page: Page;
  readonly origin: string;
  /** False until signed in: from then on the sign-in page means the session died. */
  signedIn = false;
  /** Set by the playbook: asks a person for the page's required fields still empty and fills them. */
  fillGaps?: () => Promise<boolean>;

  constructor(page: Page, origin: string) {
    this.page = page;
    this.origin = origin.replace(/\/$/, '');
  }

  /** Loads a page of the portal by path. */
  async open(path: string): Promise<void> {
    let response: Response | null;
    try {
      response = await this.page.goto(`${this.origin}${path}`, { waitUntil: 'domcontentloaded' });
    } catch (error) {
      throw portalUnavailable(`Ironclad Exchange did not answer: ${firstLine(error)}`, error);
    }
    await this.check(response);
  }

  /**
   * Runs an action that posts a form or follows a link, and waits for the next page: the final
   * (non-redirect) document response and the new document's DOM. A same-URL re-render (validation
   * errors) is a new document too.
   */
  async navigate(action: () => Promise<unknown>): Promise<void> {
    const main = this.page.mainFrame();
    const response = this.page.waitForResponse(
      (r) => r.request().isNavigationRequest() && r.frame() === main && !isRedirect(r.status()),
    );
    const committed = this.page.waitForEvent('framenavigated', { predicate: (frame) => frame === main });
    try {
      await action();
      const [final] = await Promise.all([response, committed]);
      await this.page.waitForLoadState('domcontentloaded');
      await this.check(final);
    } catch (error) {
      response.catch(() => undefined);
      committed.catch(() => undefined);
      if (error instanceof AgentError) throw error;
      throw portalUnavailable(`Ironclad Exchange did not answer: ${firstLine(error)}`, error);
    }
  }

  /** Clicks a button or link that leads to another page. */
  click(target: Locator): Promise<void> {
    return this.navigate(() => target.click());
  }

  /** Which page this is; the sign-in page after signing in means the session expired. */
  async screen(): Promise<Screen> {
    const heading = await this.heading();
    const screen = SCREENS.find(([pattern]) => pattern.test(heading))?.[1];
    if (!screen) throw portalChanged(`Ironclad Exchange showed an unknown page: "${heading}"`);
    if (screen === 'signin' && this.signedIn) throw await this.expired();
    return screen;
  }

  async heading(): Promise<string> {
    const h1 = this.page.getByRole('heading', { level: 1 }).first();
    const text = await h1.textContent({ timeout: 5_000 }).catch(() => null);
    return (text ?? '').replace(/\s+/g, ' ').trim();
  }

  /** The text of the page's status or alert box, e.g. "Your session timed out for security…". */
  async statusMessage(): Promise<string> {
    const box = this.page
      .locator('main')
      .getByRole('status')
      .or(this.page.locator('main').getByRole('alert'));
    const text = await box
      .first()
      .textContent({ timeout: 1_000 })
      .catch(() => null);
    return (text ?? '').replace(/\s+/g, ' ').trim();
  }

  private async check(response: Response | null): Promise<void> {
    const status = response?.status() ?? 0;
    if (status >= 500) {
      const heading = await this.heading();
      throw portalUnavailable(`Ironclad Exchange answered ${status}${heading ? `: ${heading}` : ''}`);
    }
    if (this.signedIn && new URL(this.page.url()).pathname === '/signin') throw await this.expired();
  }

  private async expired() {
    const notice = await this.statusMessage();
    return sessionExpired(`The Ironclad Exchange session expired${notice ? `: ${notice}` : ''}`);
  }
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];
