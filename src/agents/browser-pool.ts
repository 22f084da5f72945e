// One browser per worker process, relaunched if it dies; one context per job, always closed.
// Images, fonts and media are blocked: an agent reads forms, not pictures.
import type { Browser, BrowserContext } from 'playwright-core';
import { type LaunchChromiumOptions, launchChromium } from './chromium.ts';

/** A context's cookies and local storage, as Playwright saves and restores them. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface BrowserPool {
  /** A new context; `storageState` starts it with a kept session's cookies and local storage. */
  newContext(options?: { storageState?: StorageState }): Promise<BrowserContext>;
  /** Contexts open right now (for metrics and tests). */
  openContexts(): number;
  close(): Promise<void>;
}

const blocked = new Set(['image', 'font', 'media']);

export function createBrowserPool(options: LaunchChromiumOptions = {}): BrowserPool {
  let browser: Promise<Browser> | undefined;
  let closed = false;
  const contexts = new Set<BrowserContext>();

  function current(): Promise<Browser> {
    if (closed) return Promise.reject(new Error('the browser pool is closed'));
    if (!browser) {
      const launching = launchChromium(options).then((b) => {
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
  }

  return {
    async newContext(options = {}) {
      const b = await current();
      const context = await b.newContext({
        ...(options.storageState ? { storageState: options.storageState } : {}),
        acceptDownloads: true,
        viewport: { width: 1280, height: 900 },
        locale: 'en-US',
        timezoneId: 'America/Chicago',
      });
      await context.route('**/*', (route) =>
        blocked.has(route.request().resourceType()) ? route.abort() : route.fallback(),
      );
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
      return context;
    },
    openContexts: () => contexts.size,
    async close() {
      closed = true;
      await Promise.all([...contexts].map((c) => c.close().catch(() => undefined)));
      const b = await browser?.catch(() => undefined);
      await b?.close().catch(() => undefined);
    },
  };
}
