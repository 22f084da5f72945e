// Moving between AgentDesk pages with the kit's navigator. The portal is server-rendered with no
// JavaScript: every action is a full round trip, and the navigator tells what came back (a 5xx or the
// maintenance notice, the sign-in page mid-flow with AgentDesk's own notice, a page it does not have).
// Which of its pages a path is, is this portal's page knowledge.
import type { Locator, Page } from 'playwright-core';
import { portalChanged } from '../../../errors.ts';
import { Navigator, type ScreenCheck } from '../../../kit/navigator.ts';
import type { LayerLog } from '../../../kit/overlays.ts';

export type PageKind = 'sign-in' | 'terms' | 'home' | 'search' | 'form' | 'rates' | 'result';

const PAGES: [RegExp, PageKind][] = [
  [/^\/agentdesk\/login\/?$/, 'sign-in'],
  [/^\/agentdesk\/terms\/?$/, 'terms'],
  [/^\/agentdesk\/home\/?$/, 'home'],
  [/^\/agentdesk\/applications\/?$/, 'search'],
  [/^\/agentdesk\/applications\/[^/]+\/rates\/?$/, 'rates'],
  [/^\/agentdesk\/applications\/[^/]+\/result\/?$/, 'result'],
  [/^\/agentdesk\/applications\/[^/]+\/?$/, 'form'],
];

const kindOf = (page: Page) => PAGES.find(([pattern]) => pattern.test(new URL(page.url()).pathname))?.[1];

export class AgentDesk {
  readonly page: Page;
  readonly nav: Navigator;
  /** The kind of page the browser is on now. */
  current: PageKind | undefined;

  constructor(page: Page, origin: string, log?: LayerLog) {
    this.page = page;
    this.nav = new Navigator(page, {
      origin,
      log,
      name: 'AgentDesk',
      // Outside sign-in, the sign-in page means the session timed out: AgentDesk's notice says so.
      signedOut: async (p) => {
        if (kindOf(p) !== 'sign-in') return undefined;
        const notice = p.getByRole('alert').first();
        const text = (await notice.count()) > 0 ? await notice.textContent() : '';
        return text?.replace(/\s+/g, ' ').trim() || 'The AgentDesk session timed out mid-application';
      },
    });
  }

  /** Opens a path (AgentDesk keeps deep links through sign-in) and answers the kind of page shown. */
  async open(path: string, check: ScreenCheck = {}): Promise<PageKind> {
    await this.nav.open(path, check);
    return this.arrived();
  }

  /** Clicks a button or link that posts or opens a page, and answers the kind of page it leads to. */
  async press(target: Locator, check: ScreenCheck = {}): Promise<PageKind> {
    await this.nav.press(target, check);
    return this.arrived();
  }

  /** The kind of page the navigator has checked; a path AgentDesk should not lead to is a changed portal. */
  arrived(): PageKind {
    const kind = kindOf(this.page);
    if (!kind) throw portalChanged(`AgentDesk showed an unexpected page: ${this.nav.path()}`);
    this.current = kind;
    return kind;
  }
}
