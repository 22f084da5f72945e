// The in-place app control in real Chromium on a small app of its own (not Cascade's words): ready once
// its heading shows and nothing is loading or busy, a press answered by another path, a new status
// line, a dialog or the alert (never by an alert left from before while the app is busy), and the
// app's own words that it is down found in its alert.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserPool, createBrowserPool } from '../../browser-pool.ts';
import { clickAndAwait, type InPlaceSpec, inPlaceReady, inPlaceSpec, unavailableWords } from './in-place.ts';

let pool: BrowserPool;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  pool = createBrowserPool({ flavor: 'headless-shell' });
  context = await pool.newContext();
  page = await context.newPage();
});
afterAll(async () => {
  await pool.close();
});

const spec: InPlaceSpec = inPlaceSpec(
  {
    loading: '^Fetching',
    busy: 'button.save:disabled',
    dialog: '[role=dialog]',
    unavailable: ['closed for upgrades'],
  },
  { heading: 'h2.title' },
);

/**
 * An app that renders its heading late, and whose Save answers after a moment, as `answer` says: an
 * alert, a new path, a status line, a dialog, or the words that it is down.
 */
const APP = (answer: string) => `
<h2 class="title"></h2>
<p role="status">Fetching data</p>
<div role="alert" id="old">Check the highlighted fields.</div>
<button class="save">Save</button>
<script>
  setTimeout(() => {
    document.querySelector('h2.title').textContent = 'Vehicles';
    document.querySelector('[role=status]').textContent = '';
  }, 150);
  const save = document.querySelector('button.save');
  save.addEventListener('click', () => {
    save.disabled = true;
    document.getElementById('old').remove();
    setTimeout(() => {
      save.disabled = false;
      const answer = ${JSON.stringify(answer)};
      if (answer === 'path') history.pushState(null, '', '/next');
      if (answer === 'status') document.querySelector('[role=status]').textContent = 'We sent it again.';
      if (answer === 'dialog') document.body.insertAdjacentHTML('beforeend', '<div role="dialog">Confirm</div>');
      if (answer === 'alert' || answer === 'down')
        document.body.insertAdjacentHTML('beforeend', '<div role="alert">' + (answer === 'down' ? 'We are closed for upgrades.' : 'Enter a VIN.') + '</div>');
    }, 200);
  });
</script>`;

/** The app served at an origin of its own (its path can change). */
async function open(answer: string) {
  await page.unrouteAll();
  await page.route('http://app.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: APP(answer) }),
  );
  await page.goto('http://app.test/vehicles');
  await inPlaceReady(spec)(page);
}

const shown = (css: string) => page.evaluate((s) => document.querySelector(s)?.textContent ?? null, css);

describe('in-place app control', () => {
  it('is ready only once the heading shows and nothing says it is loading', async () => {
    await open('alert');
    expect(await shown('h2.title')).toBe('Vehicles');
    expect(await shown('[role=status]')).toBe('');
  });

  for (const [answer, check] of [
    ['alert', async () => expect(await shown('[role=alert]')).toBe('Enter a VIN.')],
    ['path', async () => expect(new URL(page.url()).pathname).toBe('/next')],
    ['status', async () => expect(await shown('[role=status]')).toBe('We sent it again.')],
    ['dialog', async () => expect(await shown('[role=dialog]')).toBe('Confirm')],
  ] as const)
    it(`waits for the app's answer: ${answer}`, async () => {
      await open(answer);
      await clickAndAwait(page, page.locator('button.save'), spec);
      await check();
      expect(
        await page.evaluate(() => document.querySelector<HTMLButtonElement>('button.save')!.disabled),
      ).toBe(false);
    });

  it("reads the app's own words that it is down", async () => {
    await open('down');
    expect(await unavailableWords(page, spec)).toBeUndefined();
    await clickAndAwait(page, page.locator('button.save'), spec);
    expect(await unavailableWords(page, spec)).toBe('We are closed for upgrades.');
  });
});
