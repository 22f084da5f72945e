// Moving around Pioneer ProducerNet: server-rendered pages, plain form posts and redirects. Every action
// waits for the next document and reads what came back: a 5xx or maintenance page, the sign-in page
// (the session died, or another sign-in ended it), the code page, or a page of the flow. The
// classification step's iframe widget can also fail on its own (5xx) or send the whole window away.

import type { Locator, Page } from 'playwright-core';
import { portalChanged, portalUnavailable, sessionExpired } from '../../errors.ts';
import { openDocument, pressForDocument } from '../shared/navigate.ts';

/** What the browser shows after an action, as far as the flow cares. */
export type Screen =
  | { kind: 'login'; message: string }
  | { kind: 'verify'; message: string }
  | { kind: 'page'; heading: string; errors: string[] };

export const CARRIER_NAME = 'Pioneer Casualty';

export class ProducerNet {
  readonly page: Page;
  readonly origin: string;
  /** HTTP status of the last main-frame document (redirects end on the page shown). */
  private status = 0;
  /** HTTP status of the last document loaded in a frame (the classification widget). */
  private frameStatus = 0;
  private navigationError = '';

  constructor(page: Page, origin: string) {
    this.page = page;
    this.origin = origin.replace(/\/+$/, '');
    page.on('response', (response) => {
      if (!response.request().isNavigationRequest()) return;
      if (response.frame() === page.mainFrame()) {
        this.status = response.status();
        this.navigationError = '';
      } else this.frameStatus = response.status();
    });
    page.on('requestfailed', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        this.navigationError = request.failure()?.errorText ?? 'the request failed';
    });
  }

  /** Opens a ProducerNet path and reads the page (see `screen`). */
  async open(path: string, options: { loginExpected?: boolean } = {}): Promise<Screen> {
    const status = await openDocument(this.page, `${this.origin}${path}`, 'Pioneer ProducerNet');
    if (status) this.status = status;
    return this.screen(options);
  }

  /** Clicks a button or link that loads another document, waits for it and reads it. */
  async press(target: Locator, options: { loginExpected?: boolean } = {}): Promise<Screen> {
    await pressForDocument(this.page, target, 'Pioneer ProducerNet', () => this.status);
    return this.screen(options);
  }

  /**
   * Waits for the first of `conditions` (Playwright waits, e.g. a widget's text appearing), or for the
   * window to leave the step (`onStep` false: the widget sent the top window to a decision or to
   * sign-in, maybe before this was called), or for the widget's frame to answer 5xx. A left step is
   * read as a Screen. The waits that lose are left to time out; their failures are ignored.
   */
  async firstOf<K extends string>(
    onStep: (url: URL) => boolean,
    conditions: Record<K, () => Promise<unknown>>,
  ): Promise<{ kind: 'condition'; key: K } | { kind: 'left'; screen: Screen }> {
    if (this.frameStatus >= 500) throw this.frameUnavailable();
    const waits: Promise<{ key: K | 'left' | 'frame-failed' }>[] = [
      this.page
        .waitForURL((url) => !onStep(url), { waitUntil: 'domcontentloaded' })
        .then(() => ({ key: 'left' as const })),
      this.page
        .waitForResponse(
          (r) =>
            r.request().isNavigationRequest() && r.frame() !== this.page.mainFrame() && r.status() >= 500,
        )
        .then(() => ({ key: 'frame-failed' as const })),
      ...(Object.entries(conditions) as [K, () => Promise<unknown>][]).map(([key, wait]) =>
        wait().then(() => ({ key })),
      ),
    ];
    for (const wait of waits) wait.catch(() => undefined);
    let first: { key: K | 'left' | 'frame-failed' };
    try {
      first = await Promise.race(waits);
    } catch (error) {
      throw portalChanged(`${this.where()}: the expected content never appeared`, error);
    }
    if (first.key === 'frame-failed') throw this.frameUnavailable();
    if (first.key === 'left') return { kind: 'left', screen: await this.screen() };
    return { kind: 'condition', key: first.key as K };
  }

  /**
   * Reads the page: 5xx or maintenance → portalUnavailable; the sign-in page outside sign-in →
   * sessionExpired with ProducerNet's notice (timed out, or ended by a sign-in elsewhere); a 403
   * "could not be verified" (the form token no longer matches a session) → sessionExpired too, so the
   * retry signs in afresh; 404 → portalChanged.
   */
  async screen(options: { loginExpected?: boolean } = {}): Promise<Screen> {
    const url = new URL(this.page.url());
    if (url.protocol === 'chrome-error:' || this.navigationError)
      throw portalUnavailable(`Pioneer ProducerNet did not answer: ${this.navigationError || url.href}`);
    const seen = await this.page.evaluate(() => {
      const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
      const main = document.querySelector('main') ?? document.body;
      const errors = [...main.querySelectorAll('[role="alert"]')].flatMap((alert) => {
        const items = [...alert.querySelectorAll('li')].map((li) => clean(li.textContent));
        return items.length > 0 ? items : [clean(alert.textContent)];
      });
      const notice = [...main.querySelectorAll('[role="status"]')].map((s) => clean(s.textContent)).join(' ');
      return {
        heading: clean(document.querySelector('h1')?.textContent) || clean(document.title),
        password: document.querySelector('input[type="password"]') !== null,
        errors: errors.filter(Boolean),
        notice,
      };
    });
    if (this.status >= 500)
      throw portalUnavailable(`Pioneer ProducerNet answered HTTP ${this.status}: ${seen.heading}`);
    const message = [...seen.errors, seen.notice].filter(Boolean).join(' ');
    if (/\/producernet\/login$/.test(url.pathname) || seen.password) {
      if (options.loginExpected) return { kind: 'login', message };
      throw sessionExpired(message || 'The Pioneer ProducerNet session ended (back on the sign-in page)');
    }
    if (/\/producernet\/verify$/.test(url.pathname))
      return { kind: 'verify', message: seen.errors.join(' ') };
    if (this.status === 403)
      throw sessionExpired(`Pioneer ProducerNet refused the form: ${message || seen.heading}`);
    if (this.status === 404)
      throw portalChanged(`Pioneer ProducerNet has no page ${url.pathname}: ${message}`);
    return { kind: 'page', heading: seen.heading, errors: seen.errors };
  }

  /** Where the browser is, for messages. */
  where(): string {
    return new URL(this.page.url()).pathname;
  }

  private frameUnavailable() {
    return portalUnavailable(`Pioneer ProducerNet's classification widget answered HTTP ${this.frameStatus}`);
  }
}
