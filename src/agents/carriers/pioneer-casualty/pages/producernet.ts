// Pioneer ProducerNet's screens on the kit's Navigator: server-rendered pages, plain form posts and
// redirects, so every action waits for the next document, which the navigator classifies (5xx or
// maintenance, 429, 404, the sign-in page outside sign-in with ProducerNet's notice of why). What is
// ProducerNet's own is read here: the heading, the red alert box, the code page, a 403 "could not be
// verified" (the form token no longer matches a session: signed in afresh by the retry), and the
// status of the classification widget's frame, which can fail on its own.
import type { Page } from 'playwright-core';
import { portalUnavailable, sessionExpired } from '../../../errors.ts';
import { Navigator, PortalScreens } from '../../../kit/navigator.ts';
import type { LayerLog } from '../../../kit/overlays.ts';

/** What the browser shows after an action, as far as the flow cares. */
export type Screen =
  | { kind: 'sign-in'; message: string }
  | { kind: 'code'; message: string }
  | { kind: 'page'; heading: string; errors: string[] };

export const CARRIER_NAME = 'Pioneer Casualty';
const PORTAL_NAME = 'Pioneer ProducerNet';

interface Seen {
  heading: string;
  password: boolean;
  errors: string[];
  notice: string;
}

/** The page's heading, its alert box's messages and its status notice, in one script. */
const read = (page: Page): Promise<Seen> =>
  page.evaluate(() => {
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

const onSignIn = (page: Page, seen: Seen) =>
  /\/producernet\/login$/.test(new URL(page.url()).pathname) || seen.password;

/** The sign-in page's words: its alert and notice (why the session ended, why the sign-in failed). */
const messageOf = (seen: Seen) => [...seen.errors, seen.notice].filter(Boolean).join(' ');

export class ProducerNet extends PortalScreens<Screen> {
  readonly page: Page;
  readonly nav: Navigator;
  /** HTTP status of the last document loaded in a frame (the classification widget). */
  private frameStatus = 0;

  constructor(page: Page, origin: string, log?: LayerLog) {
    super();
    this.page = page;
    this.nav = new Navigator(page, {
      origin,
      log,
      name: PORTAL_NAME,
      signedOut: async (p) => {
        const seen = await read(p);
        if (!onSignIn(p, seen)) return undefined;
        return messageOf(seen) || `The ${PORTAL_NAME} session ended (back on the sign-in page)`;
      },
    });
    page.on('response', (response) => {
      if (response.request().isNavigationRequest() && response.frame() !== page.mainFrame())
        this.frameStatus = response.status();
    });
  }

  /** Reads the page the window went to by itself (a widget sent it away): checked, then read. */
  async current(): Promise<Screen> {
    await this.nav.settle();
    return this.screen();
  }

  /**
   * Reads the page the navigator has checked: the sign-in page (only where sign-in is expected), the
   * code page, or a page of the flow. A failed load (Chromium's error page) is the portal unavailable;
   * a 403 is the session's form token refused.
   */
  async screen(): Promise<Screen> {
    const url = new URL(this.page.url());
    if (url.protocol === 'chrome-error:')
      throw portalUnavailable(`${PORTAL_NAME} did not answer: ${url.href}`);
    const seen = await read(this.page);
    if (onSignIn(this.page, seen)) return { kind: 'sign-in', message: messageOf(seen) };
    if (/\/producernet\/verify$/.test(url.pathname)) return { kind: 'code', message: seen.errors.join(' ') };
    if (this.nav.status === 403)
      throw sessionExpired(`${PORTAL_NAME} refused the form: ${messageOf(seen) || seen.heading}`);
    return { kind: 'page', heading: seen.heading, errors: seen.errors };
  }

  /** The classification widget's frame answered 5xx: thrown as the portal unavailable. */
  widgetFailed(status = this.frameStatus): Error | undefined {
    return status >= 500
      ? portalUnavailable(`${PORTAL_NAME}'s classification widget answered HTTP ${status}`)
      : undefined;
  }
}
