// What a person in control of a job's page cannot do (docs/decisions/0028-take-over.md, point 6;
// docs/decisions/0031-live-view-across-nodes.md, point 7), on a real page: a navigation to file:// or
// chrome:// is undone, a download is cancelled, and the take-over's audited pages are the http ones only.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Download } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../store/db.ts';
import { type BrowserPool, createBrowserPool } from '../browser-pool.ts';
import { createTakeOverWait } from './await-control.ts';

const HOLD = { userId: 'usr_1', email: 'p@agency.test', since: new Date(), lastInputAt: new Date() };

describe('a person in control of the page', () => {
  let pool: BrowserPool;
  let context: BrowserContext;
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/file.bin') {
        // A download that takes its time: it is still coming when it is cancelled.
        res.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-disposition': 'attachment; filename="file.bin"',
          'content-length': String(1024 * 1024),
        });
        res.write(Buffer.alloc(1024));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<a id="get" href="/file.bin" download>Get</a>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    pool = createBrowserPool({ flavor: 'headless-shell' });
    context = await pool.newContext();
  });
  afterAll(async () => {
    await pool?.close();
    server?.closeAllConnections();
    server?.close();
  });

  it('stays on http(s) pages and downloads nothing', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/start`);
    let held = true;
    const db: Queryable = {
      async query<T>(text: string) {
        if (text.startsWith('UPDATE')) return [{ job_id: 'job_1' }] as T[];
        return (held ? [HOLD] : []) as T[];
      },
    };
    const paused: boolean[] = [];
    const audited: string[][] = [];
    const wait = createTakeOverWait({
      db,
      jobId: 'job_1',
      page,
      idleMs: 60_000,
      stopped: () => false,
      pause: (p) => paused.push(p),
      show: () => undefined,
      log: () => undefined,
      tookOver: async (h) => void audited.push(h.pages),
    });
    const done = wait();
    await expect.poll(() => paused, { timeout: 10_000 }).toEqual([true]);

    for (const target of ['file:///etc/passwd', 'chrome://version/']) {
      await page.goto(target, { timeout: 5_000 }).catch(() => undefined);
      await expect.poll(() => page.url(), { timeout: 10_000 }).toBe(`${origin}/start`);
    }
    // A click the page's own going back swallowed is made again.
    let download: Download | undefined;
    for (let i = 0; i < 3 && !download; i++) {
      const downloaded = page.waitForEvent('download', { timeout: 5_000 }).catch(() => undefined);
      await page.click('#get', { timeout: 5_000 }).catch(() => undefined);
      download = await downloaded;
    }
    if (!download) throw new Error('no download started');
    const notCancelled = new Promise<string>((r) =>
      setTimeout(() => r('not cancelled in 10 s'), 10_000).unref(),
    );
    expect(await Promise.race([download.failure(), notCancelled])).toBe('canceled');

    held = false;
    expect(await done).toBe(true);
    expect(audited).toHaveLength(1);
    expect(audited[0]!.every((url) => url.startsWith('http'))).toBe(true);
    await page.close();
  }, 30_000);
});
