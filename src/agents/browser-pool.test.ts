import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type BrowserPool, createBrowserPool, keepBrowser, launchAgentBrowser } from './browser-pool.ts';

describe('browser pool', () => {
  let pool: BrowserPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('gives a context per job, closes them, and relaunches a browser that died', async () => {
    pool = createBrowserPool({ flavor: 'headless-shell' });
    const first = await pool.newContext();
    expect(pool.openContexts()).toBe(1);
    const page = await first.newPage();
    await page.setContent('<p id="x">one</p>');
    expect(await page.textContent('#x')).toBe('one');
    // The browser process dies under the worker.
    await first.browser()!.close();
    await expect.poll(() => pool!.openContexts()).toBe(0);
    const second = await pool.newContext();
    const again = await second.newPage();
    await again.setContent('<p id="x">two</p>');
    expect(await again.textContent('#x')).toBe('two');
    expect(second.browser()).not.toBe(first.browser());
    await second.close();
    expect(pool.openContexts()).toBe(0);
  });

  it("times each context and page it opens, for the worker's seats, and forgets them once taken", async () => {
    pool = createBrowserPool({ flavor: 'headless-shell' });
    const context = await pool.newContext();
    await context.newPage();
    await context.newPage();
    const taken = pool.timings!.take();
    expect(taken.context).toHaveLength(1);
    expect(taken.page).toHaveLength(2);
    for (const ms of [...taken.context!, ...taken.page!]) expect(ms).toBeGreaterThan(0);
    expect(taken.screenshot).toBeUndefined();
    expect(pool.timings!.take()).toEqual({});
    await context.close();
  });

  it('blocks images, fonts, media and trackers, not pages, scripts and API calls', async () => {
    const hits: string[] = [];
    const server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/pop.html') {
        res.setHeader('content-type', 'text/html');
        res.end('<img src="/pop.png"><p>pop-up</p>');
      } else if (req.url === '/') {
        res.setHeader('content-type', 'text/html');
        res.end(
          '<style>@font-face{font-family:F;src:url(/brand.woff2)}p{font-family:F}</style>' +
            '<img src="/pixel.png"><img src="/logo?size=2"><video src="/intro.mp4"></video>' +
            '<script src="/app.js"></script><script src="http://www.google-analytics.com/analytics.js"></script>' +
            '<p id="x">page</p><script>fetch("/api/ping")</script>',
        );
      } else res.end('');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as AddressInfo;
    pool = createBrowserPool({ flavor: 'headless-shell' });
    const context = await pool.newContext();
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForLoadState('load');
    await expect.poll(() => hits).toContain('/api/ping');
    // A pop-up the portal opens is under the same block list.
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((url) => window.open(`${url}pop.html`), `http://127.0.0.1:${port}/`),
    ]);
    await popup.waitForLoadState('load');
    server.close();
    expect(hits).toContain('/pop.html');
    expect(hits).toContain('/');
    expect(hits).toContain('/app.js');
    for (const unneeded of ['/pixel.png', '/logo?size=2', '/brand.woff2', '/intro.mp4', '/pop.png'])
      expect(hits).not.toContain(unneeded);
  });

  it('shares a browser it does not own: its contexts closed with it, the browser left open and reused', async () => {
    const shared = keepBrowser(() => launchAgentBrowser({ flavor: 'headless-shell' }));
    const one = createBrowserPool({ browser: shared });
    const a = await one.newContext();
    const browser = a.browser()!;
    await one.close();
    expect(browser.isConnected()).toBe(true);
    expect(browser.contexts()).toEqual([]);
    pool = createBrowserPool({ browser: shared });
    const b = await pool.newContext();
    expect(b.browser()).toBe(browser);
    // Closed under the pools, the shared browser is launched again on next use.
    await browser.close();
    const c = await pool.newContext();
    expect(c.browser()).not.toBe(browser);
    expect(c.browser()!.isConnected()).toBe(true);
    await pool.close();
    await c.browser()!.close();
  });

  it("launches Chromium with Playwright's own switches kept where it repeats them", async () => {
    // A switch Chromium ignores marks this test's browser among any other this process launched.
    const marker = `--qs-test-marker=${process.pid}-${Date.now()}`;
    pool = createBrowserPool({ flavor: 'headless-shell', launch: { args: [marker] } });
    await pool.newContext();
    // Chromium keeps only the last of a repeated switch: the last --disable-features and --blink-settings
    // must hold everything the earlier ones (Playwright's) held, and what the pool adds.
    const browsers = childBrowsers().filter((args) => args.includes(marker));
    expect(browsers).toHaveLength(1);
    for (const args of browsers) {
      const features = values(args, '--disable-features');
      expect(features.length).toBeGreaterThan(1);
      const last = new Set(features.at(-1)!.split(','));
      for (const feature of [...features.flatMap((f) => f.split(',')), 'RenderDocument'])
        expect(last, `--disable-features keeps ${feature}`).toContain(feature);
      const blink = values(args, '--blink-settings');
      const lastBlink = new Set(blink.at(-1)!.split(','));
      for (const setting of [...blink.flatMap((b) => b.split(',')), 'imagesEnabled=false'])
        expect(lastBlink, `--blink-settings keeps ${setting}`).toContain(setting);
    }
  });
});

/** The command lines of the Chromium browser processes this test process launched. */
function childBrowsers(): string[][] {
  const found: string[][] = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (ppid === process.pid && args.includes('--remote-debugging-pipe')) found.push(args);
    } catch {
      // The process ended while it was read.
    }
  }
  return found;
}

function values(args: string[], name: string): string[] {
  return args.filter((a) => a.startsWith(`${name}=`)).map((a) => a.slice(name.length + 1));
}
