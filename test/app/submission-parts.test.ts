// The request page shows the parts of a full submission (decision 0035) in real Chromium: the bakery's
// two locations with their buildings, its loss, prior insurance, owners and interests, axe-clean, at
// 1280 and 390 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeryBody } from '../fixtures/bakery.ts';
import { type AppHarness, expectAccessible, signIn, startAppHarness } from './support.ts';

describe('agency app: the parts of a full submission on the request page', () => {
  let h: AppHarness;
  let id: string;
  beforeAll(async () => {
    h = await startAppHarness({ workers: false });
    const created = await h.stack.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: h.stack.headers,
      payload: bakeryBody(),
    });
    expect(created.statusCode, created.body).toBe(201);
    id = created.json().data.quoteRequestId;
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it.each([1280, 390])('reads every part at %i px', async (width) => {
    const context = await h.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${h.url}/app/quotes/${id}`);
      await signIn(page);
      const locations = page.getByRole('region', { name: 'Locations and buildings' });
      await expect.poll(() => locations.isVisible(), { timeout: 15_000 }).toBe(true);
      const text = await locations.textContent();
      expect(text).toContain('main: 410 W Main St, Fredericksburg, TX 78624 (primary, mailing, owned)');
      expect(text).toContain('kerrville: 820 Water St, Kerrville, TX 78028 (leased)');
      expect(text).toContain('Building 1: Bakery with retail counter · masonry non combustible · built 1962');
      const losses = page.getByRole('table', { name: 'Loss history' });
      expect(await losses.textContent()).toContain('Slip and fall');
      expect(await page.getByRole('region', { name: 'Losses' }).textContent()).toContain(
        "Workers' comp: no losses in the last 5 years.",
      );
      const prior = await page.getByRole('table', { name: 'Prior insurance' }).textContent();
      for (const carrier of ['Texas Farm Mutual', 'Texas Mutual']) expect(prior).toContain(carrier);
      const owners = page.getByRole('table', { name: 'Owners and officers' });
      const cells = (name: string) =>
        owners.getByRole('row').filter({ hasText: name }).getByRole('cell').allTextContents();
      expect(await cells('Ana Reyes')).toEqual([
        'Ana Reyes',
        'President',
        '60 %',
        'included',
        '2003',
        '$62,000',
      ]);
      expect(await cells('Tomas Reyes')).toEqual(['Tomas Reyes', 'Secretary', '40 %', 'excluded', '', '']);
      const interests = await page.getByRole('region', { name: 'Additional interests' }).textContent();
      expect(interests).toContain('mortgagee: Hill Country Bank');
      expect(interests).toContain('location main, building 1');
      await expectAccessible(page, `request page with a full submission at ${width} px`);
    } finally {
      await context.close();
    }
  });
});
