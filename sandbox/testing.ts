// Test helpers for the sandbox portals: a sandbox on a free port (fast profile) and real Chromium.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../src/agents/chromium.ts';
import { type Sandbox, type SandboxOptions, startSandbox } from './server.ts';

export interface PortalHarness {
  sandbox: Sandbox;
  browser: Browser;
  /** A fresh browser context (own cookies) with one page. */
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export async function startPortalHarness(options: SandboxOptions = {}): Promise<PortalHarness> {
  const sandbox = await startSandbox({ port: 0, profile: 'fast', ...options });
  const browser = await launchChromium({ flavor: 'headless-shell' });
  const contexts: BrowserContext[] = [];
  return {
    sandbox,
    browser,
    async newPage() {
      const context = await browser.newContext({ acceptDownloads: true });
      contexts.push(context);
      return { context, page: await context.newPage() };
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser.close();
      await sandbox.close();
    },
  };
}
