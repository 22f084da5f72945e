// Finds and launches Chromium: CHROMIUM_PATH, else Debian's headless shell (agents), else Debian's
// full chromium. Flags keep it off the network it must not reach here.
import { existsSync } from 'node:fs';
import { type Browser, chromium, type LaunchOptions } from 'playwright-core';

export type BrowserFlavor = 'headless-shell' | 'full';

const candidates: Record<BrowserFlavor, string[]> = {
  'headless-shell': [
    '/usr/lib/chromium/chromium-headless-shell',
    '/usr/bin/chromium-headless-shell',
    '/usr/lib/chromium/chromium',
    '/usr/bin/chromium',
  ],
  full: [
    '/usr/bin/chromium',
    '/usr/lib/chromium/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ],
};

// Playwright passes a `--disable-features` list of its own, and Chromium keeps only the last of a
// repeated switch: ours repeats Playwright's (browser-pool.test.ts checks it against the launched
// browser's command line, so a Playwright upgrade that adds one fails there) and adds what we measured
// (decision 0017):
// - RenderDocument: a new render frame for every cross-document navigation. Off, a navigation costs
//   the machine about 70 ms of CPU instead of 100 (docs/performance.md, "RenderDocument off").
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const disabledFeatures = [...playwrightDisabledFeatures, 'RenderDocument'];

export const chromiumArgs = [
  `--disable-features=${disabledFeatures.join(',')}`,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function findChromium(flavor: BrowserFlavor = 'headless-shell', explicit?: string): string {
  if (explicit) {
    if (!existsSync(explicit)) throw new Error(`CHROMIUM_PATH points to ${explicit}, which does not exist`);
    return explicit;
  }
  const found = candidates[flavor].find((path) => existsSync(path));
  if (!found) {
    throw new Error('No Chromium found: run `npm run setup` (installs Debian chromium) or set CHROMIUM_PATH');
  }
  return found;
}

export interface LaunchChromiumOptions {
  flavor?: BrowserFlavor;
  executablePath?: string;
  /** A remote browser server (BROWSER_WS_ENDPOINT) instead of a local binary. */
  wsEndpoint?: string;
  launch?: LaunchOptions;
}

export async function launchChromium(options: LaunchChromiumOptions = {}): Promise<Browser> {
  if (options.wsEndpoint) return chromium.connect(options.wsEndpoint);
  return chromium.launch({
    executablePath: findChromium(options.flavor, options.executablePath),
    args: chromiumArgs,
    ...options.launch,
  });
}
