// Bluebonnet's quote letter in real Chromium, against pages a loopback server answers: the link's
// address read with the result, the letter fetched from inside the page with its session cookie, and
// what AgentDesk answers instead of a PDF told apart (an outage, the sign-in page, another page).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserPool, createBrowserPool } from '../../../browser-pool.ts';
import { AgentDesk } from './agentdesk.ts';
import { ResultPage } from './result-page.ts';

const RESULT = `<main><h1>Quote Summary</h1><p>Annual Premium</p><p>$2,211</p>
  <a href="/agentdesk/applications/AD-1/quote-letter">Download Quote Letter (PDF)</a></main>`;

/** How the server answers the letter's address. */
let letter: (req: http.IncomingMessage, res: http.ServerResponse) => void;
const server = http.createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (path.endsWith('/quote-letter')) return letter(req, res);
  res.setHeader('content-type', 'text/html');
  res.end(path === '/agentdesk/login' ? '<main><h1>Sign In</h1></main>' : RESULT);
});

let origin = '';
let pool: BrowserPool;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pool = createBrowserPool({ flavor: 'headless-shell' });
  context = await pool.newContext();
  page = await context.newPage();
});
afterAll(async () => {
  await pool.close();
  server.close();
});

async function resultPage(): Promise<{ result: ResultPage; href: string | undefined }> {
  const desk = new AgentDesk(page, origin);
  await desk.open('/agentdesk/applications/AD-1/result');
  const result = new ResultPage(desk);
  const view = await result.read();
  expect(view.hasLetter).toBe(true);
  return { result, href: view.letterHref };
}

describe('Bluebonnet quote letter', () => {
  it('fetches the PDF the link points to, with the name AgentDesk gives it and the session cookie', async () => {
    await context.addCookies([{ name: 'ad_session', value: 's-1', url: origin }]);
    let cookie = '';
    letter = (req, res) => {
      cookie = req.headers.cookie ?? '';
      res.setHeader('content-type', 'application/pdf');
      res.setHeader('content-disposition', 'attachment; filename="Bluebonnet_BQ-100.pdf"');
      res.end('%PDF-1.7 letter');
    };
    const { result, href } = await resultPage();
    expect(href).toBe('/agentdesk/applications/AD-1/quote-letter');
    const got = await result.downloadLetter(href);
    expect(got.name).toBe('Bluebonnet_BQ-100.pdf');
    expect(got.data.toString()).toBe('%PDF-1.7 letter');
    expect(cookie).toContain('ad_session=s-1');
  });

  it('tells an outage, an ended session and another page apart', async () => {
    const { result, href } = await resultPage();
    letter = (_req, res) => {
      res.statusCode = 503;
      res.end('Down for maintenance');
    };
    await expect(result.downloadLetter(href)).rejects.toMatchObject({ errorType: 'portal_unavailable' });
    letter = (_req, res) => {
      res.writeHead(302, { location: '/agentdesk/login' });
      res.end();
    };
    await expect(result.downloadLetter(href)).rejects.toMatchObject({ errorType: 'session_expired' });
    letter = (_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end('<h1>Page not found</h1>');
    };
    await expect(result.downloadLetter(href)).rejects.toMatchObject({ errorType: 'portal_changed' });
    await expect(result.downloadLetter(undefined)).rejects.toMatchObject({ errorType: 'portal_changed' });
  });
});
