// The one way a playbook moves around a portal: open a page, act on it (a click that posts a form and
// loads the next document, or an action a single-page app answers in place), wait for the page's own
// readiness (never a fixed time), and tell what came back: the portal unavailable (5xx, maintenance,
// no answer), asking us to slow down (HTTP 429: the kit waits as long as `Retry-After` says and tries
// again, then fails `rate_limited`), the session gone (a sign-in page outside sign-in), or a page it
// does not have (404: `portal_changed`). What lies over a ready page and is not the portal's flow (a
// cookie banner, a notice dialog, even one that speaks of maintenance) is taken away (overlays.ts):
// a page is unavailable when the portal answers so, never because a working page mentions it. A page that is merely slow is waited for, up to the timeout,
// and then reported as unavailable, never as changed.
import type { Locator, Page, Response } from 'playwright-core';
import { portalChanged, portalUnavailable, rateLimited, sessionExpired } from '../errors.ts';
import { clickPointClearing, playwrightTarget, refuseCovered } from './buttons.ts';
import { clearLayers, type LayerLog } from './overlays.ts';
import { unrecorded } from './unrecorded.ts';

export interface NavigatorOptions {
  /** The portal's origin; `open` takes paths under it. */
  origin: string;
  /** The portal's name in messages ("Summit AgentLink"). */
  name: string;
  /**
   * Resolves when the page shows what the playbook reads: the portal's own readiness marker (a
   * heading, `aria-busy` gone). Default: the document's DOMContentLoaded.
   */
  ready?: (page: Page) => Promise<void>;
  /**
   * When the page is the portal's sign-in page: its notice (why the session ended, '' when none);
   * undefined on any other page. Default: a visible password field, with no notice.
   */
  signedOut?: (page: Page) => Promise<string | undefined>;
  /** How long a page may take to answer and be ready (default 30 s). */
  timeoutMs?: number;
  /** The longest `Retry-After` the kit waits out, and how many times (default 30 s, 3 times). */
  rateLimit?: { maxWaitMs: number; attempts: number };
  /** Where the kit tells what it took away from over a page (a cookie banner, a notice): the job's log. */
  log?: LayerLog;
}

export interface ScreenCheck {
  /** Outside sign-in, a sign-in page means the session ended. */
  signInExpected?: boolean;
}

/**
 * A password field shown (as Playwright's `:visible`: a box of some size, not hidden), open shadow
 * roots included: the sign-in page.
 */
const passwordShown = async (page: Page) =>
  (await page.evaluate(() => {
    const shown = (root: ParentNode): boolean =>
      [...root.querySelectorAll('*')].some((e) => {
        if (e.shadowRoot && shown(e.shadowRoot)) return true;
        if (!(e instanceof HTMLInputElement) || e.type !== 'password') return false;
        const box = e.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(e).visibility === 'visible';
      });
    return shown(document);
  }))
    ? ''
    : undefined;

export class Navigator {
  readonly page: Page;
  readonly origin: string;
  readonly name: string;
  private readonly options: NavigatorOptions;
  /** HTTP status of the last main-frame document. */
  private documentStatus = 0;
  /** The last 429 answered to any request, with its Retry-After in ms. */
  private throttled: { at: number; retryAfterMs: number } | undefined;

  constructor(page: Page, options: NavigatorOptions) {
    this.page = page;
    this.options = options;
    this.origin = options.origin.replace(/\/+$/, '');
    this.name = options.name;
    page.on('response', (response) => this.observe(response));
  }

  /** The HTTP status of the document shown (0 before any). */
  get status(): number {
    return this.documentStatus;
  }

  private observe(response: Response): void {
    if (response.request().isNavigationRequest() && response.frame() === this.page.mainFrame())
      this.documentStatus = response.status();
    if (response.status() === 429) {
      const header = Number(response.headers()['retry-after']);
      this.throttled = { at: Date.now(), retryAfterMs: Number.isFinite(header) ? header * 1000 : 1000 };
    }
  }

  private get timeoutMs(): number {
    return this.options.timeoutMs ?? 30_000;
  }

  /** Opens a path (or an absolute URL) under the portal, waits for it to be ready and checks it. */
  async open(path: string, check: ScreenCheck = {}): Promise<void> {
    const url = /^https?:/.test(path) ? path : `${this.origin}${path}`;
    await this.throttledRetry(async () => {
      try {
        await this.page.goto(url, { waitUntil: 'domcontentloaded', timeout: this.timeoutMs });
      } catch (error) {
        throw portalUnavailable(`${this.name} did not answer: ${(error as Error).message}`, error);
      }
    });
    await this.settle(check);
  }

  /**
   * Clicks `target`, which posts a form or follows a link: waits for the next document, then for the
   * page to be ready, and checks it. A post answered 429 is not repeated here (the portal did not take
   * it; the attempt is retried from its start).
   */
  async press(target: Locator, check: ScreenCheck = {}): Promise<void> {
    // A button the kit read in the page is clicked where a page script finds it (buttons.ts), with no
    // Playwright locator on the page (decision 0016).
    const point = await clickPointClearing(target, this.options.log);
    if (!point) await refuseCovered(target, `${this.name}: ${this.path()}`);
    const playwrights = point ? undefined : await playwrightTarget(target);
    // The page is ready: a control it does not show is a changed page, not a slow one.
    if (playwrights && (await unrecorded(playwrights, () => playwrights.count())) === 0)
      throw portalChanged(
        `${this.name}: ${this.path()} shows no ${target.toString().replace(/^Locator@/, '')}`,
      );
    const navigated = this.page.waitForEvent('framenavigated', {
      predicate: (frame) => frame === this.page.mainFrame(),
      timeout: this.timeoutMs,
    });
    // Awaited below; a click that fails first leaves it to time out unheard.
    navigated.catch(() => undefined);
    try {
      if (point) await this.page.mouse.click(point.x, point.y);
      else await playwrights!.click({ timeout: this.timeoutMs });
      await navigated;
      await this.page.waitForLoadState('domcontentloaded', { timeout: this.timeoutMs });
    } catch (error) {
      if (this.documentStatus < 500 && this.documentStatus !== 429)
        throw portalUnavailable(`${this.name} did not answer: ${(error as Error).message}`, error);
    }
    await this.settle(check);
  }

  /**
   * An action a single-page app answers in place (a click, a key): runs it and waits for readiness. When
   * the portal answers one of its requests 429 meanwhile, waits as it asks and runs the action again.
   */
  async act(action: () => Promise<void>, check: ScreenCheck = {}): Promise<void> {
    await this.throttledRetry(action);
    await this.settle(check);
  }

  /** Runs `action`; after a 429 during it, waits `Retry-After` and runs it again (bounded). */
  private async throttledRetry(action: () => Promise<void>): Promise<void> {
    const { maxWaitMs, attempts } = this.options.rateLimit ?? { maxWaitMs: 30_000, attempts: 3 };
    for (let attempt = 0; ; attempt += 1) {
      const started = Date.now();
      this.throttled = undefined;
      await action();
      const throttled = this.throttled as { at: number; retryAfterMs: number } | undefined;
      if (!throttled || throttled.at < started) return;
      if (attempt + 1 >= attempts || throttled.retryAfterMs > maxWaitMs)
        throw rateLimited(
          `${this.name} answered "too many requests" (HTTP 429, retry after ${Math.round(throttled.retryAfterMs / 1000)} s)`,
        );
      await this.page.waitForTimeout(throttled.retryAfterMs);
    }
  }

  /**
   * Waits for the page's readiness, takes away what lies over it that is not the portal's flow (a
   * cookie banner, a notice dialog: overlays.ts), then checks what it is (see the class comment).
   */
  async settle(check: ScreenCheck = {}): Promise<void> {
    if (this.documentStatus < 400) {
      try {
        // A wait and the reads in it: not recorded in the trace (the action before it is).
        await unrecorded(this.page, () =>
          this.options.ready ? this.options.ready(this.page) : this.page.waitForLoadState('domcontentloaded'),
        );
      } catch (error) {
        if (this.documentStatus < 400)
          throw portalUnavailable(
            `${this.name} did not finish showing ${this.path()} within ${this.timeoutMs / 1000} s`,
            error,
          );
      }
      await clearLayers(this.page, this.options.log);
    }
    await this.check(check);
  }

  /** Classifies the page shown; throws for anything but a page of the portal's flow. */
  async check(check: ScreenCheck = {}): Promise<void> {
    const status = this.documentStatus;
    if (status === 429)
      throw rateLimited(`${this.name} answered "too many requests" (HTTP 429) at ${this.path()}`);
    if (status >= 500)
      throw portalUnavailable(`${this.name} answered HTTP ${status}: ${await this.headline()}`);
    if (status === 404)
      throw portalChanged(`${this.name} has no page ${this.path()}: ${await this.headline()}`);
    if (check.signInExpected) return;
    const notice = await unrecorded(this.page, () => (this.options.signedOut ?? passwordShown)(this.page));
    if (notice !== undefined)
      throw sessionExpired(
        notice || `The ${this.name} session ended (back on the sign-in page at ${this.path()})`,
      );
  }

  /** The path shown, for messages. */
  path(): string {
    return new URL(this.page.url()).pathname;
  }

  /** The page's main heading (or title), for messages. */
  async headline(): Promise<string> {
    return unrecorded(this.page, () =>
      this.page.evaluate(() => {
        const text = (e: Element | null) => e?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        return [text(document.querySelector('h1')) || document.title, text(document.querySelector('h2'))]
          .filter(Boolean)
          .join(': ');
      }),
    );
  }
}

/**
 * A portal whose every move ends in reading its screen: the navigator opens or presses, then the
 * carrier's own reading (`screen`: its headings, notices, messages) says where it is.
 */
export abstract class PortalScreens<S> {
  abstract readonly nav: Navigator;
  abstract screen(): Promise<S>;

  /** Opens a path under the portal and reads the screen. */
  async open(path: string, options: { signInExpected?: boolean } = {}): Promise<S> {
    await this.nav.open(path, options);
    return unrecorded(this.nav.page, () => this.screen());
  }

  /** Clicks a button or link that loads another document, waits for it and reads the screen. */
  async press(target: Locator, options: { signInExpected?: boolean } = {}): Promise<S> {
    await this.nav.press(target, options);
    return unrecorded(this.nav.page, () => this.screen());
  }
}
