// Moving around Summit AgentLink: every page is a full form post or link (no client script), so each
// action waits for the next document and then checks what came back: a server error or maintenance
// page, the login page (the session died), or a page of the flow.

import type { Page } from 'playwright-core';
import { Navigator, PortalScreens } from '../../../kit/navigator.ts';
import type { LayerLog } from '../../../kit/overlays.ts';

/** What the browser shows after an action, as far as the flow cares. */
export type Screen =
  | { kind: 'sign-in'; notice: string }
  | { kind: 'code'; errors: string[] }
  | { kind: 'page'; heading: string; errors: string[] };

interface Seen {
  heading: string;
  password: boolean;
  notice: string;
  errors: string[];
}

/** The page's heading, its notice, its validation summary, in one script. */
const read = (page: Page): Promise<Seen> =>
  page.evaluate(() => {
    const text = (selector: string) =>
      document.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    return {
      heading: text('h1') || document.title,
      password: document.querySelector('input[type="password"]') !== null,
      notice: text('.notice'),
      errors: [...document.querySelectorAll('[role="alert"] li')].map((li) =>
        (li.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ),
    };
  });

const onLoginPage = (page: Page, seen: Seen) =>
  /\/Login\.aspx$/i.test(new URL(page.url()).pathname) || seen.password;

export class AgentLink extends PortalScreens<Screen> {
  readonly page: Page;
  readonly origin: string;
  readonly nav: Navigator;

  constructor(page: Page, origin: string, log?: LayerLog) {
    super();
    this.page = page;
    this.nav = new Navigator(page, {
      origin,
      log,
      name: 'Summit AgentLink',
      // Outside login, the login page means the session ended: AgentLink's notice says why (expired,
      // or ended by another login).
      signedOut: async (p) => {
        const seen = await read(p);
        if (!onLoginPage(p, seen)) return undefined;
        return seen.notice || 'The Summit AgentLink session ended (back on the login page)';
      },
    });
    this.origin = this.nav.origin;
  }

  /** Reads the page the navigator has checked: the login, the code page, or a page of the flow. */
  async screen(): Promise<Screen> {
    const seen = await read(this.page);
    if (onLoginPage(this.page, seen)) return { kind: 'sign-in', notice: seen.notice };
    if (/\/VerifyIdentity\.aspx$/i.test(new URL(this.page.url()).pathname))
      return { kind: 'code', errors: seen.errors };
    return { kind: 'page', heading: seen.heading, errors: seen.errors };
  }
}
