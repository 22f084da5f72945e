// Moving around the Broker Hub, a single-page app over a JSON API, with the kit's navigator. The app
// keeps the previous view on screen until the next one has loaded, and disables the button it is
// working on (with a spinner over the page while it rates): a screen counts as shown once its heading
// matches the current route and nothing is busy. Which screen it is, and what a save answered (moved
// on, or the form's messages), is this portal's page knowledge.
import type { Locator, Page } from 'playwright-core';
import { portalChanged, portalUnavailable, sessionExpired } from '../../../errors.ts';
import { buttonNamed, clickButton, linkFor } from '../../../kit/buttons.ts';
import { Navigator, type ScreenCheck } from '../../../kit/navigator.ts';
import type { LayerLog } from '../../../kit/overlays.ts';
import { region } from '../../../kit/region.ts';
import { unrecorded } from '../../../kit/unrecorded.ts';
import { waitInPage } from '../../../kit/wait-in-page.ts';

export type ScreenId =
  | 'sign-in'
  | 'code'
  | 'dashboard'
  | 'search'
  | 'business'
  | 'wc-classes'
  | 'vehicles'
  | 'drivers'
  | 'gl-operations'
  | 'questions'
  | 'review'
  | 'quote'
  | 'referred'
  | 'declined'
  | 'draft'
  | 'maintenance'
  | 'load-error'
  | 'not-found';

export interface Screen {
  id: ScreenId;
  heading: string;
}

const SUBMISSION = '^#/submissions/HS-\\d+';

/** Each screen's `h1` and, where a stale view could still show it, the route it belongs to. */
const SCREENS: { id: ScreenId; heading: string; route?: string }[] = [
  { id: 'sign-in', heading: '^Sign in to Broker Hub$', route: '^#/login' },
  { id: 'code', heading: '^Two-step verification$', route: '^#/verify' },
  { id: 'dashboard', heading: '^Welcome back', route: '^(#/dashboard)?$' },
  { id: 'search', heading: '^Find a submission$', route: '^#/submissions(\\?|$)' },
  { id: 'business', heading: '^Business details$', route: `^#/quote/new/|${SUBMISSION}/business$` },
  { id: 'wc-classes', heading: '^Class codes & payroll$', route: `${SUBMISSION}/wc-classes$` },
  { id: 'vehicles', heading: '^Vehicles & coverage$', route: `${SUBMISSION}/vehicles$` },
  { id: 'drivers', heading: '^Drivers$', route: `${SUBMISSION}/drivers$` },
  { id: 'gl-operations', heading: '^Operations & coverage$', route: `${SUBMISSION}/gl-operations$` },
  { id: 'questions', heading: '^Underwriting questions$', route: `${SUBMISSION}/questions$` },
  { id: 'review', heading: '^Review & quote$', route: `${SUBMISSION}/review$` },
  {
    id: 'quote',
    heading: '^(Quote ready|Premium indication|Your Harborline quote)$',
    route: `${SUBMISSION}$`,
  },
  { id: 'referred', heading: '^Referred to underwriting$', route: `${SUBMISSION}$` },
  { id: 'declined', heading: "^We're unable to offer a quote$", route: `${SUBMISSION}$` },
  { id: 'draft', heading: '^Draft submission$', route: `${SUBMISSION}$` },
  { id: 'maintenance', heading: 'undergoing scheduled maintenance' },
  { id: 'load-error', heading: '^Something went wrong$' },
  { id: 'not-found', heading: "^We couldn't find that" },
];

/** Generous: the realistic portal takes ~1 s a screen, slower under the latency faults. */
export const SCREEN_TIMEOUT = 30_000;

/** How the app says the server is down or unreachable (toasts, alerts, dropdowns). */
export const UNAVAILABLE = /temporarily unavailable|error 5\d\d|could not reach Harborline|maintenance/i;

/** Runs in the page: the screen on show once the app is done with it; an unknown heading as is. */
function screenShown(screens: typeof SCREENS): Screen | { id: undefined; heading: string } | null {
  const h1 = document.querySelector('main h1') ?? document.querySelector('h1');
  const heading = (h1?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const busy =
    document.querySelector('main button:disabled') !== null ||
    document.querySelector('#overlay:not([hidden])') !== null;
  if (!heading || busy) return null;
  const known = screens.filter((s) => new RegExp(s.heading).test(heading));
  if (known.length === 0) return { id: undefined, heading };
  const found = known.find((s) => !s.route || new RegExp(s.route).test(location.hash));
  return found ? { id: found.id, heading } : null;
}

export class BrokerHub {
  readonly page: Page;
  readonly nav: Navigator;

  constructor(page: Page, origin: string, log?: LayerLog) {
    this.page = page;
    this.nav = new Navigator(page, {
      origin,
      log,
      name: 'Broker Hub',
      timeoutMs: SCREEN_TIMEOUT,
      // Polled by the kit's waitInPage, not Playwright's waitForFunction (decision 0016).
      ready: async (p) => {
        await waitInPage(p, screenShown, SCREENS, { timeoutMs: SCREEN_TIMEOUT, pollMs: 50 });
      },
      // Mid-flow, the sign-in or code screen means the session died; the app says why.
      signedOut: async (p) => {
        const shown = await p.evaluate(screenShown, SCREENS);
        if (shown?.id !== 'sign-in' && shown?.id !== 'code') return undefined;
        const notice = await this.alert();
        return `Broker Hub signed us out mid-flow: "${notice || 'Your session has expired.'}"`;
      },
    });
  }

  /** Opens a route of the app (`#/login`) and answers the screen it shows. */
  async open(route: string, check: ScreenCheck = {}): Promise<Screen> {
    await this.nav.open(`/${route}`, check);
    return this.screen();
  }

  /** Runs an action the app answers in place (a link, a button) and answers the screen it leads to. */
  async act(action: () => Promise<void>, check: ScreenCheck = {}): Promise<Screen> {
    await this.nav.act(action, check);
    return this.screen();
  }

  /** The screen shown once the app is ready, checked (see `screen`). */
  async current(): Promise<Screen> {
    await this.nav.settle();
    return this.screen();
  }

  /** The view (the app's `main`), a region the kit reads and presses by page script. */
  main(): Locator {
    return region(this.page, 'main, [role="main"]', this.page.getByRole('main'));
  }

  /** The top navigation, a region as `main`. */
  navigation(): Locator {
    return region(this.page, 'nav, [role="navigation"]', this.page.getByRole('navigation'));
  }

  /**
   * Clicks a link or button that moves to another screen: one the kit read (buttonFor, linkFor) where
   * a page script finds it, else by Playwright's click, which waits for it.
   */
  follow(target: Locator, check: ScreenCheck = {}): Promise<Screen> {
    return this.act(() => clickButton(target, SCREEN_TIMEOUT), check);
  }

  /**
   * The button captioned `caption` under `root` (a region), and no other, read by the kit
   * (`buttonNamed`) so `follow` and `clickButton` press it by page script; where the view shows no
   * button so captioned now, Playwright's role selector (`caption` in its name), which waits for it.
   */
  button(root: Locator, caption: string): Promise<Locator> {
    return buttonNamed(root, caption);
  }

  /**
   * Follows the link under `root` (a region) a person finds by `name`, as Playwright's role selector
   * names it: read and clicked by page script (the kit's linkFor); where neither that nor the role
   * selector finds it now, Playwright's click on the role selector waits for it.
   */
  async followLink(
    root: Locator,
    name: string | RegExp,
    options: { exact?: boolean } = {},
    check: ScreenCheck = {},
  ): Promise<Screen> {
    const found = await linkFor(root, name, options);
    return this.follow(found?.link ?? root.getByRole('link', { name, exact: options.exact }), check);
  }

  /** The screen the navigator has checked; the app's own error screens thrown for what they mean. */
  async screen(): Promise<Screen> {
    const shown = await unrecorded(this.page, () => this.page.evaluate(screenShown, SCREENS));
    if (!shown) throw portalChanged('Broker Hub shows no screen');
    if (!shown.id)
      throw portalChanged(`Broker Hub showed a screen the playbook does not know: "${shown.heading}"`);
    if (shown.id === 'maintenance') throw portalUnavailable(`Broker Hub is unavailable: ${shown.heading}`);
    if (shown.id === 'load-error')
      throw portalUnavailable(`Broker Hub could not load a screen: ${await this.alert()}`);
    if (shown.id === 'not-found') throw portalChanged(`Broker Hub answered "${shown.heading}"`);
    return shown;
  }

  /**
   * Presses a form's button and reads the app's answer: moved to another route, or the same screen
   * with the form's messages (or an error toast where the form shows none). A refusal that says the
   * portal or the session is down is thrown; one about our data is answered with the portal's words.
   */
  async save(button: Locator, check: ScreenCheck = {}): Promise<Saved> {
    const before = new URL(this.page.url()).hash;
    const screen = await this.act(() => clickButton(button, SCREEN_TIMEOUT), check);
    if (new URL(this.page.url()).hash !== before) return { moved: true, screen };
    const messages = await this.refusal();
    const text = messages.join(' ');
    if (UNAVAILABLE.test(text)) throw portalUnavailable(`Broker Hub refused to save: ${text}`);
    if (/session has expired/i.test(text)) throw sessionExpired();
    return { moved: false, messages };
  }

  /**
   * The app's messages after a refused save: each flagged field's message and any listed in the
   * form's error summary, else the summary itself, else an error toast.
   */
  private refusal(): Promise<string[]> {
    return this.page.evaluate(() => {
      const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
      const shown = (el: Element) => !(el as HTMLElement).hidden && el.getClientRects().length > 0;
      const messages = [
        ...[...document.querySelectorAll('main form [data-error-for]')]
          .filter(shown)
          .map((e) => norm(e.textContent)),
        ...[...document.querySelectorAll('main form [role="alert"] li')].map((e) => norm(e.textContent)),
      ].filter(Boolean);
      if (messages.length > 0) return [...new Set(messages)];
      const alert = [...document.querySelectorAll('main form [role="alert"]')].find(shown);
      if (alert) return [norm(alert.textContent)];
      const toast = [...document.querySelectorAll('[role="status"][aria-live]')].find(shown);
      const text = norm(toast?.textContent);
      return text && !/^(Saving…|Saved)$/.test(text) ? [text] : [];
    });
  }

  /** The first alert in the view (a notice, a decline, a referral), in the app's words. */
  async alert(): Promise<string> {
    // Read by a page script, as Playwright's role selector finds it (no waiting): role alert under the
    // view, shown, not hidden from assistive technology.
    const text = await this.page.evaluate(() => {
      const alert = [...document.querySelectorAll('main [role="alert"], [role="main"] [role="alert"]')].find(
        (e) =>
          e.closest('[aria-hidden="true"]') === null &&
          e.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions),
      );
      return alert?.textContent ?? '';
    });
    return text.replace(/\s+/g, ' ').trim();
  }
}

export type Saved = { moved: true; screen: Screen } | { moved: false; messages: string[] };
