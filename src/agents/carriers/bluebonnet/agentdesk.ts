// Moving between AgentDesk pages. The portal is server-rendered with no JavaScript: every action is a
// full round trip, so each one waits for the main frame to navigate and then checks what came back
// (a 5xx or the maintenance notice, the sign-in page mid-flow, or one of the pages we know).
import type { Locator, Page, Response } from 'playwright-core';
import { portalChanged, portalUnavailable, sessionExpired } from '../../errors.ts';

export type PageKind = 'login' | 'terms' | 'home' | 'search' | 'form' | 'rates' | 'result';

const PAGES: [RegExp, PageKind][] = [
  [/^\/agentdesk\/login\/?$/, 'login'],
  [/^\/agentdesk\/terms\/?$/, 'terms'],
  [/^\/agentdesk\/home\/?$/, 'home'],
  [/^\/agentdesk\/applications\/?$/, 'search'],
  [/^\/agentdesk\/applications\/[^/]+\/rates\/?$/, 'rates'],
  [/^\/agentdesk\/applications\/[^/]+\/result\/?$/, 'result'],
  [/^\/agentdesk\/applications\/[^/]+\/?$/, 'form'],
];

/** Headings of AgentDesk's own outage pages (its maintenance notice, the bare 503 of its front end). */
const OUTAGE = /temporarily unavailable|scheduled (system )?maintenance|^\s*50\d\b/i;

export class AgentDesk {
  readonly page: Page;
  readonly origin: string;
  /** Set once signed in: from then on, landing on the sign-in page means the session timed out. */
  signedIn = false;
  /** The kind of page the browser is on now. */
  current: PageKind | undefined;
  #status = 0;
  readonly #onResponse = (response: Response) => {
    const request = response.request();
    if (request.isNavigationRequest() && request.frame() === this.page.mainFrame()) {
      this.#status = response.status();
    }
  };

  constructor(page: Page, origin: string) {
    this.page = page;
    this.origin = origin.replace(/\/+$/, '');
    page.on('response', this.#onResponse);
  }

  dispose(): void {
    this.page.off('response', this.#onResponse);
  }

  async goto(path: string): Promise<PageKind> {
    this.#status = 0;
    try {
      const response = await this.page.goto(`${this.origin}${path}`, { waitUntil: 'domcontentloaded' });
      if (response) this.#status = response.status();
    } catch (error) {
      throw portalUnavailable(`AgentDesk did not answer: ${reason(error)}`, error);
    }
    return this.arrived();
  }

  /** Clicks a button or link that posts or opens a page, and waits for the page it leads to. */
  async submit(control: Locator, what: string): Promise<PageKind> {
    try {
      await control.waitFor({ state: 'visible', timeout: 5_000 });
    } catch (error) {
      throw portalChanged(`AgentDesk no longer shows ${what}`, error);
    }
    this.#status = 0;
    const page = this.page;
    try {
      await Promise.all([
        page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() }),
        control.click(),
      ]);
      await page.waitForLoadState('domcontentloaded');
    } catch (error) {
      throw portalUnavailable(`AgentDesk did not answer after ${what}: ${reason(error)}`, error);
    }
    return this.arrived();
  }

  /** Classifies the page just loaded; throws for outages, a timed-out session and unknown pages. */
  async arrived(): Promise<PageKind> {
    const url = new URL(this.page.url());
    if (url.protocol === 'chrome-error:') throw portalUnavailable('AgentDesk could not be reached');
    const heading = await this.page
      .evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? '')
      .catch(() => '');
    if (this.#status >= 500 || OUTAGE.test(heading)) {
      throw portalUnavailable(
        `AgentDesk is unavailable (HTTP ${this.#status || '?'}: ${heading || 'no page'})`,
      );
    }
    if (this.#status >= 400)
      throw portalChanged(`AgentDesk answered ${this.#status} at ${url.pathname}: ${heading}`);
    const kind = PAGES.find(([pattern]) => pattern.test(url.pathname))?.[1];
    if (!kind) throw portalChanged(`AgentDesk showed an unexpected page: ${url.pathname}`);
    this.current = kind;
    if (kind === 'login' && this.signedIn)
      throw sessionExpired('The AgentDesk session timed out mid-application');
    return kind;
  }
}

function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'unknown error';
}

/** AgentDesk refused a value we sent (its validation messages): the run ends as `rejected_data`. */
export class PortalRefusal extends Error {
  override readonly name = 'PortalRefusal';
}
