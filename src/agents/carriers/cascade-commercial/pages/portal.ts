// Moving around Cascade Commercial's agent portal, a React single-page app over a JSON API, with the
// kit's navigator. A screen is shown once it has a heading and nothing on it is loading or busy (the
// app disables the button it is working on); which screen it is comes from that heading. A save is
// answered in place: the app moves to another path, opens a dialog, or shows the form's messages in its
// alert, and that alert also says when the portal is down or asks us to slow down (the navigator waits
// out the 429's Retry-After and runs the save again).
import type { Locator, Page } from 'playwright-core';
import { portalChanged, portalUnavailable } from '../../../errors.ts';
import { clickButton } from '../../../kit/buttons.ts';
import { Navigator, type ScreenCheck } from '../../../kit/navigator.ts';
import type { LayerLog } from '../../../kit/overlays.ts';
import { waitInPage } from '../../../kit/wait-in-page.ts';

export type ScreenId =
  | 'sign-in'
  | 'code'
  | 'dashboard'
  | 'business'
  | 'coverage'
  | 'loss-history'
  | 'review'
  | 'quote'
  | 'indication'
  | 'referred'
  | 'declined'
  | 'loss-runs'
  | 'search';

/** Each screen's `h1` (the quote page's second layout has its own). */
const SCREENS: [ScreenId, RegExp][] = [
  ['sign-in', /^Sign in to Cascade Commercial$/],
  ['code', /^Check your e-mail$/],
  ['dashboard', /^Welcome, /],
  ['business', /^Business$/],
  ['coverage', /^Coverage$/],
  ['loss-history', /^Loss history$/],
  ['review', /^Review and get quote$/],
  ['quote', /^(Quote ready|Your Cascade quote)$/],
  ['indication', /^Indication$/],
  ['referred', /^Referred to an underwriter$/],
  ['declined', /^Declined$/],
  ['loss-runs', /^Loss runs required$/],
  ['search', /^Find a submission$/],
];

/** How the app says the portal is down (its maintenance notice, an outage, a failed load). */
export const UNAVAILABLE =
  /maintenance|temporarily unavailable|error 5\d\d|could not reach Cascade|Something went wrong/i;

export interface Screen {
  id: ScreenId;
  heading: string;
  /** The app's path (`/quotes/CC-240001/coverage`). */
  path: string;
  /** The form's alert: its list of messages, else its text. */
  messages: string[];
  /** The screen's status line (the code page's instructions, an outcome's message, a sign-in notice). */
  notice: string;
}

interface Seen {
  heading: string;
  path: string;
  alert: string;
  messages: string[];
  notice: string;
  dialog: boolean;
  busy: boolean;
  loading: boolean;
}

/** Runs in the page: what the app shows, in one script. */
function seen(): Seen {
  const clean = (e: Element | null | undefined) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const visible = (e: Element) => (e as HTMLElement).checkVisibility?.() ?? true;
  const all = (selector: string) => [...document.querySelectorAll(selector)].filter(visible);
  const alerts = all('[role="alert"]');
  const statuses = all('[role="status"]').map(clean).filter(Boolean);
  const calendar = (e: Element) => e.closest('[role="dialog"]')?.querySelector('[role="grid"]') != null;
  return {
    heading: clean(all('h1')[0]),
    path: location.pathname,
    alert: alerts.map(clean).join(' '),
    messages: alerts.flatMap((a) => [...a.querySelectorAll('li')].map(clean)).filter(Boolean),
    notice: statuses.filter((s) => !/^Loading/.test(s)).join(' '),
    dialog: all('[role="dialog"]').some((d) => !d.querySelector('[role="grid"]')),
    busy: all('button:disabled').some(
      (b) =>
        !calendar(b) && ((b as HTMLButtonElement).type === 'submit' || b.closest('[role="dialog"]') !== null),
    ),
    loading: statuses.some((s) => /^Loading/.test(s)),
  };
}

/**
 * Runs in the page: the app has answered an action begun on `before`: another path, a dialog opened,
 * or (nothing busy any more) the form's alert. The app disables the button it works on as the click
 * is handled, so an alert left from before is not taken for the answer.
 */
function answered(before: Seen): boolean {
  const visible = (e: Element) => (e as HTMLElement).checkVisibility?.() ?? true;
  const calendar = (e: Element) => e.closest('[role="dialog"]')?.querySelector('[role="grid"]') != null;
  if (location.pathname !== before.path) return true;
  const busy = [...document.querySelectorAll('button:disabled')].some(
    (b) =>
      visible(b) &&
      !calendar(b) &&
      ((b as HTMLButtonElement).type === 'submit' || b.closest('[role="dialog"]') !== null),
  );
  if (busy) return false;
  const dialog = [...document.querySelectorAll('[role="dialog"]')].some(
    (d) => visible(d) && !d.querySelector('[role="grid"]'),
  );
  if (dialog) return !before.dialog;
  return [...document.querySelectorAll('[role="alert"]')].some(visible);
}

/** Generous: the realistic portal takes about a second a screen, more under the latency faults. */
const SCREEN_TIMEOUT = 30_000;

export class CascadePortal {
  readonly page: Page;
  readonly nav: Navigator;

  constructor(page: Page, origin: string, log?: LayerLog) {
    this.page = page;
    this.nav = new Navigator(page, {
      origin,
      log,
      name: 'Cascade Commercial',
      timeoutMs: SCREEN_TIMEOUT,
      // Polled by the kit's waitInPage, not Playwright's waitForFunction (decision 0016).
      ready: async (p) => {
        await waitInPage(
          p,
          () => {
            const visible = (e: Element) => (e as HTMLElement).checkVisibility?.() ?? true;
            const text = (e: Element) => (e.textContent ?? '').trim();
            const heading = [...document.querySelectorAll('h1')].some((h) => visible(h) && text(h) !== '');
            const loading = [...document.querySelectorAll('[role="status"]')].some(
              (s) => visible(s) && /^Loading/.test(text(s)),
            );
            const busy = [...document.querySelectorAll('button:disabled')].some(
              (b) =>
                visible(b) &&
                !b.closest('[role="dialog"]')?.querySelector('[role="grid"]') &&
                ((b as HTMLButtonElement).type === 'submit' || b.closest('[role="dialog"]') !== null),
            );
            return heading && !loading && !busy;
          },
          undefined,
          { timeoutMs: SCREEN_TIMEOUT, pollMs: 50 },
        );
      },
      // Mid-flow, the sign-in or code screen means the session ended; the app's notice says why.
      signedOut: async (p) => {
        const shown = await p.evaluate(seen);
        const id = screenOf(shown.heading);
        if (id !== 'sign-in' && id !== 'code') return undefined;
        return shown.notice
          ? `Cascade Commercial ended the session: ${shown.notice}`
          : 'The Cascade Commercial session ended (back on the sign-in screen)';
      },
    });
  }

  /** Opens a path of the app and answers the screen it shows. */
  async open(path: string, check: ScreenCheck = {}): Promise<Screen> {
    await this.nav.open(path, check);
    return this.screen();
  }

  /**
   * Runs an action the app answers in place (a link, a button, a dialog's choice) and waits until it
   * has answered: another path, a dialog, or the form's messages. A 429 meanwhile: the navigator waits
   * as long as the portal asks and runs the action again.
   */
  async act(action: () => Promise<void>, check: ScreenCheck = {}): Promise<Screen> {
    await this.nav.act(action, check);
    return this.screen();
  }

  /** Clicks `target` and waits for the app's answer (see `act`); for use inside an action. */
  async answer(target: Locator): Promise<void> {
    const before = await this.page.evaluate(seen);
    await clickButton(target, SCREEN_TIMEOUT);
    try {
      await waitInPage(this.page, answered, before, { timeoutMs: SCREEN_TIMEOUT, pollMs: 50 });
    } catch (error) {
      throw portalUnavailable(`Cascade Commercial did not answer on ${before.heading || before.path}`, error);
    }
  }

  /** Clicks a link or button and answers the screen it leads to. */
  follow(target: Locator, check: ScreenCheck = {}): Promise<Screen> {
    return this.act(() => this.answer(target), check);
  }

  /** Whether a dialog (not the calendar) is open. */
  async dialogShown(): Promise<boolean> {
    return (await this.page.evaluate(seen)).dialog;
  }

  /**
   * The screen shown, checked: the app's outage and maintenance notices (in its alert, its status line
   * or its heading) are thrown.
   */
  async screen(): Promise<Screen> {
    const shown = await this.page.evaluate(seen);
    const down = [shown.alert, shown.notice, shown.heading].find((text) => UNAVAILABLE.test(text));
    if (down) throw portalUnavailable(`Cascade Commercial is unavailable: ${down}`);
    const id = screenOf(shown.heading);
    if (!id)
      throw portalChanged(
        `Cascade Commercial showed a screen the playbook does not know: "${shown.heading}"`,
      );
    return {
      id,
      heading: shown.heading,
      path: shown.path,
      messages: shown.messages.length > 0 ? shown.messages : shown.alert ? [shown.alert] : [],
      notice: shown.notice,
    };
  }
}

const screenOf = (heading: string): ScreenId | undefined => SCREENS.find(([, h]) => h.test(heading))?.[0];
