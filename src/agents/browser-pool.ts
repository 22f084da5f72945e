// One browser per worker process, relaunched if it dies; one context per job, always closed.
// Images, fonts, media and analytics are blocked: an agent reads forms, not pictures. Blocked in the
// browser itself (Chromium's own URL block list, set once per page), not by routing every request
// through Playwright: a routed request is a round trip to this process and back, paid by every page,
// script and API call (docs/performance.md, "Capacity").
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { type ActionTimings, createActionTimings } from './action-timings.ts';
import { chromiumArgs, type LaunchChromiumOptions, launchChromium } from './chromium.ts';
import { restoreLocalStorage } from './restore-storage.ts';

/** A context's cookies and local storage, as Playwright saves and restores them. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface BrowserPool {
  /** A new context; `storageState` starts it with a kept session's cookies and local storage. */
  newContext(options?: { storageState?: StorageState }): Promise<BrowserContext>;
  /** Contexts open right now (for metrics and tests). */
  openContexts(): number;
  /** How long opening contexts and pages took here (and the steps' screenshots, told by the runtime). */
  timings?: ActionTimings;
  close(): Promise<void>;
}

/** What an agent never needs: pictures, fonts, media, and the trackers portals embed. */
export const BLOCKED_URLS = [
  ...['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'ico', 'bmp'].map((ext) => `*.${ext}`),
  ...['woff', 'woff2', 'ttf', 'otf', 'eot'].map((ext) => `*.${ext}`),
  ...['mp4', 'webm', 'mp3', 'ogg', 'wav', 'm4a'].map((ext) => `*.${ext}`),
  ...[
    'google-analytics.com',
    'googletagmanager.com',
    'doubleclick.net',
    'hotjar.com',
    'segment.io',
    'segment.com',
    'fullstory.com',
    'newrelic.com',
    'nr-data.net',
    'clarity.ms',
    'mixpanel.com',
  ].map((host) => `*://*${host}/*`),
];

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** The page's DevTools session (its block list, the step screenshots), opened once, on first use. */
export function devtools(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
    session.catch(() => sessions.delete(page));
  }
  return session;
}

/** Sets Chromium's block list on a page before it loads anything of the portal's. */
async function blockUnneeded(page: Page): Promise<void> {
  const cdp = await devtools(page);
  // Sent together: DevTools answers a session's commands in order, one round trip for both.
  await Promise.all([cdp.send('Network.enable'), cdp.send('Network.setBlockedURLs', { urls: BLOCKED_URLS })]);
}

/** Chromium as agents use it: pictures not even decoded (Blink is told not to load them). */
export function launchAgentBrowser(options: LaunchChromiumOptions = {}): Promise<Browser> {
  // Playwright's own headless settings (hover and pointer types) are repeated: Chromium keeps the last
  // `--blink-settings`.
  const blink = 'primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4';
  const args = [
    ...chromiumArgs,
    `--blink-settings=${blink},imagesEnabled=false`,
    ...(options.launch?.args ?? []),
  ];
  return launchChromium({ ...options, launch: { ...options.launch, args } });
}

/** One browser, launched on first use and again after it dies or closes. */
export interface KeptBrowser {
  (): Promise<Browser>;
  /** The browser if it is launched or launching, without launching one. */
  running(): Promise<Browser> | undefined;
}

export function keepBrowser(launch: () => Promise<Browser>): KeptBrowser {
  let browser: Promise<Browser> | undefined;
  const kept = () => {
    if (!browser) {
      const launching = launch().then((b) => {
        b.on('disconnected', () => {
          if (browser === launching) browser = undefined;
        });
        return b;
      });
      launching.catch(() => {
        if (browser === launching) browser = undefined;
      });
      browser = launching;
    }
    return browser;
  };
  return Object.assign(kept, { running: () => browser });
}

export interface BrowserPoolOptions extends LaunchChromiumOptions {
  /**
   * A browser the pool shares and does not own (a test worker's one browser): the pool opens its
   * contexts there and closes only those. Without it the pool launches its own, relaunched if it dies.
   */
  browser?: () => Promise<Browser>;
}

export function createBrowserPool(options: BrowserPoolOptions = {}): BrowserPool {
  const owned = options.browser ? undefined : keepBrowser(() => launchAgentBrowser(options));
  const browser = options.browser ?? owned!;
  const contexts = new Set<BrowserContext>();
  const timings = createActionTimings();
  let closed = false;

  /** The browser, launched (again) if it is not running. */
  function current(): Promise<Browser> {
    if (closed) throw new Error('the browser pool is closed');
    return browser();
  }

  return {
    async newContext(options = {}) {
      const b = await current();
      const opening = performance.now();
      // The kept cookies go in with the context; its local storage as the portal's pages load
      // (restore-storage.ts), which spares a page per origin before the job's first step.
      const kept = options.storageState;
      const context = await b.newContext({
        ...(kept ? { storageState: { cookies: kept.cookies, origins: [] } } : {}),
        acceptDownloads: true,
        viewport: { width: 1280, height: 900 },
        locale: 'en-US',
        timezoneId: 'America/Chicago',
      });
      if (kept) await restoreLocalStorage(context, kept.origins);
      timings.record('context', performance.now() - opening);
      // Pages are made by the agent (newPage) or by the portal (a pop-up): each gets the block list
      // once, and a page the agent asked for is handed over only once its list is set.
      const blocking = new WeakMap<Page, Promise<void>>();
      const block = (page: Page) => {
        let done = blocking.get(page);
        if (!done) {
          done = blockUnneeded(page).catch(() => undefined);
          blocking.set(page, done);
        }
        return done;
      };
      context.on('page', (page) => void block(page));
      const newPage = context.newPage.bind(context);
      context.newPage = async () => {
        const opening = performance.now();
        const page = await newPage();
        await block(page);
        timings.record('page', performance.now() - opening);
        return page;
      };
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
      return context;
    },
    openContexts: () => contexts.size,
    timings,
    async close() {
      closed = true;
      await Promise.all([...contexts].map((c) => c.close().catch(() => undefined)));
      const b = await owned?.running()?.catch(() => undefined);
      await b?.close().catch(() => undefined);
    },
  };
}
