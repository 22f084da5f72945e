// The take-over recorder in real Chromium: controls set (labelled as the kit reads them) and buttons
// pressed, across a navigation to a new document, a page that stops propagation and looks for the
// recorder, a password never recorded, and nothing recorded once stopped.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BrowserPool, createBrowserPool } from '../browser-pool.ts';
import { startTakeOverRecorder } from './take-over-record.ts';

let pool: BrowserPool;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  pool = createBrowserPool({ flavor: 'headless-shell' });
  context = await pool.newContext();
  page = await context.newPage();
  await page.route('http://portal.test/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    return route.fulfill({ contentType: 'text/html', body: PAGES[path] ?? '<h1>Not found</h1>' });
  });
});
afterAll(() => pool.close());

const PAGES: Record<string, string> = {
  '/territory': `<main><h1>Territory confirmation</h1><form action="/review">
    <label for="zip">Zip/Postal *</label><input id="zip" name="z">
    <label>Portal PIN <input type="password" id="pin"></label>
    <label><input type="checkbox" id="own"> We own the premises</label>
    <input id="code" aria-label="Code sent" autocomplete="one-time-code">
    <button type="submit" id="lodge">Lodge</button></form>
    <script>
      // The page stops every click and change from reaching its ancestors, and looks for a recorder.
      for (const type of ['click', 'change', 'input'])
        document.addEventListener(type, (e) => e.stopImmediatePropagation(), true);
      window.seen = () => Object.keys(window).filter((k) => /qs|record/i.test(k));
    </script></main>`,
  '/review': '<main><h1>Review</h1><label for="city">City</label><input id="city"></main>',
};

it('records what a person sets and presses, never a secret, in the page’s sight nowhere', async () => {
  await page.goto('http://portal.test/territory');
  const recorder = await startTakeOverRecorder(page);
  await page.locator('#zip').pressSequentially('78701');
  await page.locator('#pin').fill('s3cret-78701');
  await page.locator('#code').fill('654321');
  await page.locator('#own').check();
  expect(await page.evaluate(() => (window as unknown as { seen(): string[] }).seen())).toEqual([]);
  await Promise.all([page.waitForURL('**/review**'), page.locator('#lodge').click()]);
  await page.locator('#city').fill('Austin');
  const recording = await recorder.stop();
  // After the hold, nothing more is recorded.
  await page.locator('#city').fill('Dallas');
  await page.locator('#city').blur();

  expect(recording.startHeading).toBe('Territory confirmation');
  expect(recording.endHeading).toBe('Review');
  const url = 'http://portal.test/territory';
  expect(recording.events).toEqual([
    {
      type: 'set',
      label: 'Zip/Postal',
      control: 'text',
      value: '78701',
      url,
      heading: 'Territory confirmation',
    },
    {
      type: 'set',
      label: 'Portal PIN',
      control: 'password',
      secret: true,
      secretKind: 'password',
      url,
      heading: 'Territory confirmation',
    },
    {
      type: 'set',
      label: 'Code sent',
      control: 'password',
      secret: true,
      secretKind: 'code',
      url,
      heading: 'Territory confirmation',
    },
    {
      type: 'set',
      label: 'We own the premises',
      control: 'checkbox',
      value: 'true',
      url,
      heading: 'Territory confirmation',
    },
    { type: 'press', caption: 'Lodge', url, heading: 'Territory confirmation' },
    {
      type: 'set',
      label: 'City',
      control: 'text',
      value: 'Austin',
      url: 'http://portal.test/review?z=78701',
      heading: 'Review',
    },
  ]);
  expect(JSON.stringify(recording)).not.toContain('s3cret');
  expect(JSON.stringify(recording)).not.toContain('654321');
});
