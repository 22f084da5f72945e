// Where the Broker Hub is. The single-page app keeps the previous view on screen until the next one has
// loaded, so a screen counts only once its heading matches the current route; the check runs in the page
// (one round trip per transition, not one per poll).
import type { Locator, Page } from 'playwright-core';
import { portalChanged, portalUnavailable, sessionExpired } from '../../../errors.ts';
import { readFormErrors } from './form.ts';

export type ScreenId =
  | 'login'
  | 'verify'
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
  | 'not-found'
  | 'server-error';

export interface Screen {
  id: ScreenId;
  heading: string;
  hash: string;
}

const SUBMISSION = '^#/submissions/HS-\\d+';

/** Each screen's `h1` and, where a stale view could still show it, the route it belongs to. */
const SCREENS: { id: ScreenId; heading: string; route?: string }[] = [
  { id: 'login', heading: '^Sign in to Broker Hub$', route: '^#/login' },
  { id: 'verify', heading: '^Two-step verification$', route: '^#/verify' },
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
  // The web tier's own error page ("503 Service Temporarily Unavailable"), outside the app.
  { id: 'server-error', heading: '^5\\d\\d\\b' },
];

/** Generous: the realistic portal takes ~1 s a screen, slower under the latency faults. */
export const SCREEN_TIMEOUT = 30_000;

/** The screen on show once it matches its route; `portalChanged`/`portalUnavailable` when none does. */
export async function waitForScreen(page: Page, timeout = SCREEN_TIMEOUT): Promise<Screen> {
  try {
    const handle = await page.waitForFunction(
      (screens) => {
        const h1 = document.querySelector('main h1') ?? document.querySelector('h1');
        const heading = (h1?.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (!heading) return null;
        const hash = location.hash;
        const found = screens.find(
          (s) => new RegExp(s.heading).test(heading) && (!s.route || new RegExp(s.route).test(hash)),
        );
        return found ? { id: found.id, heading, hash } : null;
      },
      SCREENS,
      { timeout, polling: 100 },
    );
    return (await handle.jsonValue()) as Screen;
  } catch (error) {
    if (page.isClosed()) throw portalUnavailable('The browser page closed', error);
    const heading = await page
      .evaluate(() => (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim())
      .catch(() => '');
    if (heading && !SCREENS.some((s) => new RegExp(s.heading).test(heading))) {
      throw portalChanged(`Broker Hub showed a screen the playbook does not know: "${heading}"`, error);
    }
    throw portalUnavailable(`Broker Hub did not finish loading within ${timeout / 1000} s`, error);
  }
}

/** Mid-flow, the sign-in screen means the session died; error screens mean the portal is down. */
export async function interruption(page: Page, screen: Screen): Promise<Error | undefined> {
  switch (screen.id) {
    case 'login':
    case 'verify':
      return sessionExpired('Broker Hub signed us out mid-flow: "Your session has expired."');
    case 'maintenance':
    case 'server-error':
      return portalUnavailable(`Broker Hub is unavailable: ${screen.heading}`);
    case 'load-error': {
      const detail = await page
        .getByRole('alert')
        .first()
        .textContent()
        .catch(() => '');
      return portalUnavailable(`Broker Hub could not load a screen: ${(detail ?? '').trim()}`);
    }
    case 'not-found':
      return portalChanged(`Broker Hub answered "${screen.heading}"`);
    default:
      return undefined;
  }
}

/** The next screen, or the interruption it stands for thrown. */
export async function nextScreen(page: Page): Promise<Screen> {
  const screen = await waitForScreen(page);
  const error = await interruption(page, screen);
  if (error) throw error;
  return screen;
}

/** How the app says the server is down or unreachable (toasts, alerts, dropdowns). */
export const UNAVAILABLE = /temporarily unavailable|error 5\d\d|could not reach Harborline|maintenance/i;

export type Settled = { moved: true } | { moved: false; messages: string[] };

/**
 * Presses a form's button and waits for the app to move on (the route changes) or to refuse (an alert
 * on the form, or an error toast where there is no form). A refusal that says the portal or the
 * session is down is thrown; one about our data is answered with the portal's messages.
 */
export async function submit(page: Page, button: Locator, timeout = SCREEN_TIMEOUT): Promise<Settled> {
  const before = new URL(page.url()).hash;
  await button.click();
  let toast = '';
  try {
    const handle = await page.waitForFunction(
      (before) => {
        if (location.hash !== before) return { toast: '' };
        const shown = (el: Element) => !(el as HTMLElement).hidden && el.getClientRects().length > 0;
        if ([...document.querySelectorAll('main form [role="alert"]')].some(shown)) return { toast: '' };
        const toast = [...document.querySelectorAll('[role="status"][aria-live]')].find(shown);
        const text = (toast?.textContent ?? '').trim();
        return text && !/^(Saving…|Saved)$/.test(text) ? { toast: text } : null;
      },
      before,
      { timeout, polling: 50 },
    );
    toast = ((await handle.jsonValue()) as { toast: string }).toast;
  } catch (error) {
    throw portalUnavailable(`Broker Hub did not answer within ${timeout / 1000} s`, error);
  }
  if (new URL(page.url()).hash !== before) return { moved: true };
  const messages = toast ? [toast] : await readFormErrors(page);
  const text = messages.join(' ');
  if (UNAVAILABLE.test(text)) {
    throw portalUnavailable(`Broker Hub refused to save: ${text}`);
  }
  if (/session has expired/i.test(text)) throw sessionExpired();
  return { moved: false, messages };
}
