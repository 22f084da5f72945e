// Moving around Summit AgentLink: every page is a full form post or link (no client script), so each
// action waits for the next document and then checks what came back: a server error or maintenance
// page, the login page (the session died), or a page of the flow.

import type { Locator, Page } from 'playwright-core';
import { portalChanged, portalUnavailable, sessionExpired } from '../../errors.ts';
import { openDocument, pressForDocument } from '../shared/navigate.ts';

/** What the browser shows after an action, as far as the flow cares. */
export type Screen =
  | { kind: 'login'; notice: string }
  | { kind: 'verify'; errors: string[] }
  | { kind: 'page'; heading: string; errors: string[] };

export class AgentLink {
  readonly page: Page;
  readonly origin: string;
  /** HTTP status of the last main-frame document (redirects end on the page shown). */
  private status = 0;

  constructor(page: Page, origin: string) {
    this.page = page;
    this.origin = origin.replace(/\/+$/, '');
    page.on('response', (response) => {
      if (response.request().isNavigationRequest() && response.frame() === page.mainFrame())
        this.status = response.status();
    });
  }

  /** Opens a page by its path and checks it (see `screen`). */
  async open(path: string, options: { loginExpected?: boolean } = {}): Promise<Screen> {
    const status = await openDocument(this.page, `${this.origin}${path}`, 'Summit AgentLink');
    if (status) this.status = status;
    return this.screen(options);
  }

  /** Clicks a button or link that loads another document, waits for it and checks it. */
  async press(target: Locator, options: { loginExpected?: boolean } = {}): Promise<Screen> {
    await pressForDocument(this.page, target, 'Summit AgentLink', () => this.status);
    return this.screen(options);
  }

  /**
   * Reads the page: 5xx and maintenance → portalUnavailable, 404 → portalChanged, the login page
   * outside login → sessionExpired (with the portal's notice: expired, or ended by another login).
   */
  async screen(options: { loginExpected?: boolean } = {}): Promise<Screen> {
    const seen = await this.page.evaluate(() => {
      const text = (selector: string) =>
        document.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const summary = document.querySelector('.validation-summary li')
        ? [...document.querySelectorAll('.validation-summary li')].map((li) =>
            (li.textContent ?? '').replace(/\s+/g, ' ').trim(),
          )
        : [];
      return {
        heading: text('h1') || document.title,
        detail: text('h2'),
        password: document.querySelector('input[type="password"]') !== null,
        notice: text('.notice'),
        errors: summary,
      };
    });
    const path = new URL(this.page.url()).pathname;
    if (this.status >= 500) {
      const what = [seen.heading, seen.detail].filter(Boolean).join(': ');
      throw portalUnavailable(`Summit AgentLink answered HTTP ${this.status}: ${what}`);
    }
    if (this.status === 404) throw portalChanged(`Summit AgentLink has no page ${path}: ${seen.detail}`);
    if (/\/Login\.aspx$/i.test(path) || seen.password) {
      if (options.loginExpected) return { kind: 'login', notice: seen.notice };
      throw sessionExpired(seen.notice || 'The Summit AgentLink session ended (back on the login page)');
    }
    if (/\/VerifyIdentity\.aspx$/i.test(path)) return { kind: 'verify', errors: seen.errors };
    return { kind: 'page', heading: seen.heading, errors: seen.errors };
  }
}
