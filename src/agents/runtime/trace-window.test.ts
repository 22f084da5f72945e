// Trace windows in real Chromium: a kept trace holds only the window it was kept in; a window that
// handled a secret stops recording at that moment and is never written; no screencast is recorded; the
// kit's reads are not recorded, and a kept trace ends with the page as it was. By default (`actions`) no
// DOM snapshot is taken: the window's requests come as HAR and the pages as they ended as HTML.

import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserPool, createBrowserPool } from '../browser-pool.ts';
import { readControlInfo } from '../kit/controls.ts';
import { unrecorded } from '../kit/unrecorded.ts';
import { openTraceWindow } from './trace-window.ts';

let pool: BrowserPool;
let dir: string;
beforeAll(async () => {
  pool = createBrowserPool({ flavor: 'headless-shell' });
  dir = await mkdtemp(path.join(tmpdir(), 'trace-window-'));
});
afterAll(async () => {
  await pool.close();
  await rm(dir, { recursive: true, force: true });
});

/** Every text entry of a trace archive, joined. */
const traceText = (file: string) =>
  Object.entries(unzipSync(readFileSync(file)))
    .filter(([name]) => !name.endsWith('.jpeg'))
    .map(([, bytes]) => strFromU8(bytes))
    .join('\n');

/** Files under Playwright's temporary artifacts folders that hold `text`. */
function filesHolding(text: string): string[] {
  const found: string[] = [];
  // Other test files' browsers create and remove such folders meanwhile: what vanishes is skipped.
  const gone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  const walk = (dir: string) => {
    let entries: Dirent[] = [];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      if (!gone(error)) throw error;
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else
        try {
          if (readFileSync(file).includes(text)) found.push(file);
        } catch (error) {
          if (!gone(error)) throw error;
        }
    }
  };
  for (const dir of readdirSync(tmpdir()).filter((d) => d.startsWith('playwright-artifacts-')))
    walk(path.join(tmpdir(), dir));
  return found;
}

describe('trace windows with DOM snapshots (full)', () => {
  it('keeps only the last window, with nothing typed after a taint, and no screencast', async () => {
    const context = await pool.newContext();
    const page = await context.newPage();
    await page.setContent('<label>Field <input id="a"></label>');
    const trace = await openTraceWindow(context, 'full');
    await trace.next();
    await page.fill('#a', 'first-window-value');
    await trace.next();
    await page.fill('#a', 'before-the-taint');
    await trace.taint();
    await page.fill('#a', 'typed-after-the-taint');
    // Not even the trace's temporary files (Playwright's artifacts folder) saw it.
    expect(filesHolding('typed-after-the-taint')).toEqual([]);
    expect(filesHolding('before-the-taint').length).toBeGreaterThan(0);
    // Then the page moves on, as a sign-in page does (a DOM snapshot shows what the page still holds).
    await page.setContent('<label>Next <input id="b"></label>');
    await trace.next();
    await page.fill('#b', 'last-window-value');
    const kept = await trace.keep(async () => path.join(dir, 'kept.zip'));
    await context.close();
    expect(kept).toEqual({ path: path.join(dir, 'kept.zip'), extra: {} });
    const text = traceText(kept!.path);
    expect(text).toContain('last-window-value');
    for (const earlier of ['first-window-value', 'before-the-taint', 'typed-after-the-taint'])
      expect(text, earlier).not.toContain(earlier);
    expect(text).toContain('"type":"frame-snapshot"');
    expect(text).not.toContain('"type":"screencast-frame"');
  });

  it("records the agent's actions, not its reads, and ends with the page as it was when kept", async () => {
    const context = await pool.newContext();
    const page = await context.newPage();
    await page.setContent('<main><label for="a">Field</label><input id="a"></main>');
    const trace = await openTraceWindow(context, 'full');
    await trace.next();
    expect((await readControlInfo(page)).map((c) => c.label)).toEqual(['Field']);
    await page.fill('#a', 'an-action');
    // The page changes after the last action, as a portal's script does, and a read sees it.
    await unrecorded(page, () =>
      page.evaluate(() => {
        document.querySelector('main')!.innerHTML = '<p>shown-when-it-ended</p>';
      }),
    );
    const kept = await trace.keep(async () => path.join(dir, 'actions.zip'));
    await context.close();
    const text = traceText(kept!.path);
    const calls = [...text.matchAll(/"type":"before"[^\n]*?"method":"(\w+)"/g)].map((m) => m[1]);
    expect(calls).toContain('fill');
    expect(calls.filter((m) => m!.startsWith('evaluate'))).toEqual([]);
    expect(text).toContain('The page when the try ended');
    expect(text).toContain('shown-when-it-ended');
  });

  it('writes nothing when the window it would keep handled a secret', async () => {
    const context = await pool.newContext();
    const page = await context.newPage();
    await page.setContent('<input id="a">');
    const trace = await openTraceWindow(context);
    await trace.next();
    await trace.taint();
    await page.fill('#a', 'a-password');
    expect(await trace.keep(async () => path.join(dir, 'never.zip'))).toBeUndefined();
    await context.close();
    expect(() => readFileSync(path.join(dir, 'never.zip'))).toThrow(/ENOENT/);
  });
});

describe('trace windows of actions (the default)', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    // A page and a form post over real HTTP, so Chromium's network events are the ones a portal makes.
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        res.setHeader('content-type', req.method === 'POST' ? 'application/json' : 'text/html');
        res.end(
          req.method === 'POST' ? JSON.stringify({ got: body.length }) : `<main>page ${req.url}</main>`,
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (page: Page, body: string) =>
    page.evaluate(
      ([url, text]) =>
        fetch(url!, { method: 'POST', body: text! }).then(async (r) => (await r.text()) && r.status),
      [`${origin}/form`, body],
    );

  it("keeps the last window's actions and requests and the page as it ended, no DOM snapshot", async () => {
    const context = await pool.newContext();
    const page = await context.newPage();
    const trace = await openTraceWindow(context);
    await trace.next();
    await page.goto(`${origin}/first-window`);
    await trace.next();
    expect(await post(page, 'posted-before-the-taint')).toBe(200);
    await trace.taint();
    expect(await post(page, 'posted-after-the-taint')).toBe(200);
    await trace.next();
    await page.goto(`${origin}/last-window`);
    await page.setContent('<label>Field <input id="b"></label>');
    await page.fill('#b', 'last-window-value');
    expect(await post(page, 'posted-in-the-last-window')).toBe(200);
    await unrecorded(page, () =>
      page.evaluate(() => {
        document.body.insertAdjacentHTML('beforeend', '<p>shown-when-it-ended</p>');
      }),
    );
    const kept = await trace.keep(async () => path.join(dir, 'actions-only.zip'));
    await context.close();
    expect(kept?.path).toBe(path.join(dir, 'actions-only.zip'));

    const text = traceText(kept!.path);
    const calls = [...text.matchAll(/"type":"before"[^\n]*?"method":"(\w+)"/g)].map((m) => m[1]);
    expect(calls).toEqual(expect.arrayContaining(['goto', 'setContent', 'fill']));
    expect(text).toContain('last-window-value');
    expect(text).not.toContain('"type":"frame-snapshot"');
    expect(text).not.toContain('first-window');

    const har = JSON.parse(strFromU8(kept!.extra['requests.har']!)) as {
      log: {
        version: string;
        entries: {
          request: { method: string; url: string; postData?: { text: string } };
          response: { status: number; content: { mimeType: string } };
          time: number;
          startedDateTime: string;
        }[];
      };
    };
    expect(har.log.version).toBe('1.2');
    const requests = har.log.entries.map((e) => `${e.request.method} ${e.request.url.replace(origin, '')}`);
    expect(requests).toEqual(['GET /last-window', 'POST /form']);
    const [pageLoad, form] = har.log.entries;
    expect(pageLoad!.response).toMatchObject({ status: 200, content: { mimeType: 'text/html' } });
    expect(form!.request.postData?.text).toBe('posted-in-the-last-window');
    expect(form!.response.status).toBe(200);
    expect(form!.time).toBeGreaterThanOrEqual(0);
    expect(Date.parse(form!.startedDateTime)).toBeGreaterThan(Date.now() - 60_000);
    // Neither the earlier window's requests nor anything sent once the window handled a secret.
    const all = strFromU8(kept!.extra['requests.har']!);
    for (const earlier of ['first-window', 'posted-before-the-taint', 'posted-after-the-taint'])
      expect(all, earlier).not.toContain(earlier);

    expect(Object.keys(kept!.extra).sort()).toEqual(['pages/1.html', 'requests.har']);
    const html = strFromU8(kept!.extra['pages/1.html']!);
    expect(html).toContain('shown-when-it-ended');
    expect(html.split('\n')[0]).toContain(page.url());
  });

  it('writes nothing when the window it would keep handled a secret', async () => {
    const context = await pool.newContext();
    const page = await context.newPage();
    const trace = await openTraceWindow(context);
    await trace.next();
    await page.goto(`${origin}/sign-in`);
    await trace.taint();
    expect(await post(page, 'a-password')).toBe(200);
    expect(await trace.keep(async () => path.join(dir, 'never-actions.zip'))).toBeUndefined();
    await context.close();
    expect(() => readFileSync(path.join(dir, 'never-actions.zip'))).toThrow(/ENOENT/);
  });
});
