// What an admin accepted from a take-over, applied in real Chromium (decision 0030): a page no playbook
// knows is completed by its learned controls and continue button; a learned continue caption is what
// `buttonFor` presses on its screen (and nowhere else); a proposal never accepted is not in `learned`,
// so such a page is left to the wizard's failure (undefined here).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BrowserPool, createBrowserPool } from '../browser-pool.ts';
import type { LearnedMapping, PlaybookContext } from '../playbook.ts';
import { buttonFor } from './buttons.ts';
import { useLearned } from './learned-continue.ts';
import { completeLearnedPage } from './learned-page.ts';
import { driveWizard } from './wizard.ts';

let pool: BrowserPool;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  pool = createBrowserPool({ flavor: 'headless-shell' });
  context = await pool.newContext();
  page = await context.newPage();
  await page.route('http://portal.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: new URL(route.request().url()).pathname.startsWith('/next')
        ? '<main><h1>Coverage</h1></main>'
        : `<main><h1>Territory confirmation</h1><form action="/next">
            <label for="z">Zip/Postal</label><input id="z" name="z">
            <button type="button">Recalculate</button>
            <button type="button" onclick="this.form.submit()">Lodge</button></form></main>`,
    }),
  );
});
afterAll(() => pool.close());

const accepted: LearnedMapping[] = [
  {
    id: 'lmap_zip',
    kind: 'field',
    screen: 'Territory confirmation',
    label: 'Zip/Postal',
    field: 'input.zipCode',
  },
  { id: 'lmap_lodge', kind: 'continue', screen: 'territory confirmation', label: 'Lodge', field: '' },
];

const contextWith = (learned: LearnedMapping[]) => {
  const used: string[] = [];
  const ctx = {
    page,
    submission: { input: { zipCode: '78701', businessName: 'Lone Star Bakery LLC' } },
    learned,
    usedMapping: (id: string) => used.push(id),
    step: (_name: string, fn: () => Promise<unknown>) => fn(),
    log: () => undefined,
  } as unknown as PlaybookContext;
  return { ctx, used };
};

it('completes a page it knows only from what was accepted, and moves on', async () => {
  await page.goto('http://portal.test/territory');
  const { ctx, used } = contextWith(accepted);
  expect(await completeLearnedPage(ctx, 'Territory confirmation')).toEqual({ kind: 'next' });
  expect(page.url()).toBe('http://portal.test/next?z=78701');
  expect(used.sort()).toEqual(['lmap_lodge', 'lmap_zip']);
  // Nothing learned for a heading: not this function's page.
  expect(await completeLearnedPage(contextWith([]).ctx, 'Territory confirmation')).toBeUndefined();
  expect(await completeLearnedPage(ctx, 'Coverage')).toBeUndefined();
});

it('presses a learned continue caption on its screen only', async () => {
  await page.goto('http://portal.test/territory');
  const root = page.locator('main');
  useLearned(page, []);
  await expect(buttonFor(root, 'continue', [], 'Territory confirmation')).rejects.toThrow(
    /no button|several/,
  );
  useLearned(page, accepted);
  expect(await (await buttonFor(root, 'continue', [], 'Territory confirmation')).textContent()).toBe('Lodge');
  await expect(buttonFor(root, 'continue', [], 'Another screen')).rejects.toThrow(/no button|several/);
});

it('lets the wizard pass a page no playbook page knows, by what was accepted, and fail it without', async () => {
  const drive = (learned: LearnedMapping[]) =>
    driveWizard({
      ctx: contextWith(learned).ctx,
      state: null,
      pages: [],
      maxPages: 3,
      heading: async () => (await page.locator('h1').textContent()) ?? '',
      result: async (heading) =>
        heading === 'Coverage' ? { kind: 'declined', appetite: false, message: 'reached' } : undefined,
    });
  await page.goto('http://portal.test/territory');
  await expect(drive([])).rejects.toThrow('Unexpected page "Territory confirmation"');
  await expect(drive(accepted)).resolves.toMatchObject({ kind: 'declined', message: 'reached' });
  expect(page.url()).toBe('http://portal.test/next?z=78701');
});
