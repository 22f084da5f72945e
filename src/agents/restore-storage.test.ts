import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BrowserPool, createBrowserPool } from './browser-pool.ts';

// A page that says, as its own first script runs, what local storage held, and can write a new token.
const PAGE = `<!doctype html><title>portal</title><p id="seen"></p><script>
  document.getElementById('seen').textContent = localStorage.getItem('token') ?? 'none';
  if (location.search === '?renew') localStorage.setItem('token', 'renewed-by-portal');
</script>`;

let server: http.Server;
let origin: string;
let other: string;
let pool: BrowserPool;
beforeAll(async () => {
  server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  other = `http://localhost:${port}`;
  pool = createBrowserPool({ flavor: 'headless-shell' });
});
afterAll(async () => {
  await pool?.close();
  await new Promise((resolve) => server?.close(resolve));
});

it("restores a kept session's local storage before the portal's first script, and never over what the portal wrote since", async () => {
  const context = await pool.newContext({
    storageState: {
      cookies: [],
      origins: [
        { origin, localStorage: [{ name: 'token', value: 'kept-token' }] },
        { origin: other, localStorage: [{ name: 'token', value: 'kept-elsewhere' }] },
      ],
    },
  });
  const page = await context.newPage();
  await page.goto(`${origin}/app?renew`);
  // The portal's first script read the kept token, then wrote its own.
  expect(await page.textContent('#seen')).toBe('kept-token');
  await page.goto(`${origin}/app`);
  expect(await page.textContent('#seen')).toBe('renewed-by-portal');
  // Another tab of the same session sees what the portal wrote, not the kept value again.
  const tab = await context.newPage();
  await tab.goto(`${origin}/app`);
  expect(await tab.textContent('#seen')).toBe('renewed-by-portal');
  // The other origin gets its own items on its first page.
  await tab.goto(`${other}/app`);
  expect(await tab.textContent('#seen')).toBe('kept-elsewhere');
  // What the session keeps for the next job is the portal's latest.
  const state = await context.storageState();
  expect(state.origins.find((o) => o.origin === origin)?.localStorage).toEqual([
    { name: 'token', value: 'renewed-by-portal' },
  ]);
  await context.close();
});

it('leaves a context with no kept local storage as it is', async () => {
  const context = await pool.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(`${origin}/app`);
  expect(await page.textContent('#seen')).toBe('none');
  await context.close();
});
