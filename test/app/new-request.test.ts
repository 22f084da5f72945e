// The new-request page in real Chromium: a request typed in the app (the business, lines, a carrier,
// the line data, a location from a CSV schedule) is created and started through the partner operations
// with the app as its externalSource, its job runs on the sandbox and the webhook fires; the draft
// survives a reload; a CSV with a bad row is refused naming it and a good one imported; the appetite skip
// and a carrier's warning show from the service's check; Ironclad's questions listed once each with their
// conditions, answered into the draft; the questions section says Summit's are read from its portal; axe-clean with screenshots at 1280 and 390 px.
import { mkdir } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelOf } from '../../web/src/new-request/schema.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { AGENT, type AppHarness, expectAccessible, signIn, startAppHarness } from './support.ts';

const glBody = validCreateBody({
  externalReference: 'APP-NEW-1',
  carrierIds: ['summit-mutual'],
  linesRequested: ['gl'],
  businessOwners: undefined,
  workersComp: undefined,
  input: { bopCoverageLimit: undefined, deductible: undefined, propertyValue: undefined },
});

const locationsCsv = (yearBuilt: string) =>
  'Location Number,Street Address,City,State,ZIP Code,Building Number,Construction,Year Built\n' +
  '1,600 Congress Ave,Austin,TX,78701,1,Joisted Masonry,1998\n' +
  `2,1100 S Lamar Blvd,Austin,TX,78704,1,Frame,${yearBuilt}\n`;

/** The control labelled for `key` (its label may say "(required)") inside `scope`. */
const control = (scope: Locator, key: string) =>
  scope.getByLabel(new RegExp(`^${labelOf(key).replace(/[()/]/g, '\\$&')}( \\(required\\))?$`));

async function fillObject(scope: Locator, values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const field = control(scope, key);
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') {
      await field.selectOption(typeof value === 'boolean' ? String(value) : String(value));
    } else await field.fill(String(value));
  }
}

describe('agency app: a new quote request typed in the app', () => {
  let h: AppHarness;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    h = await startAppHarness({ concurrency: 1 });
    const hook = await h.stack.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: h.stack.headers,
      payload: { url: h.receiver.url, events: ['quote.action_required'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  }, 180_000);
  afterAll(async () => {
    await context?.close();
    await h?.close();
  });

  const business = () => page.getByRole('region', { name: 'The business' });
  const carriers = () => page.getByRole('region', { name: 'Lines and carriers' });

  it('keeps the draft through a reload', async () => {
    await page.goto(`${h.url}/app/quotes/new`);
    await signIn(page);
    await expect.poll(() => page.getByRole('heading', { name: 'New quote request' }).count()).toBe(1);
    await control(business(), 'businessName').fill('Draft Kept Bakery LLC');
    await control(business(), 'city').fill('Austin');
    await page.waitForTimeout(100);
    await page.reload();
    await expect.poll(() => control(business(), 'businessName').inputValue()).toBe('Draft Kept Bakery LLC');
    expect(await control(business(), 'city').inputValue()).toBe('Austin');
    // The draft is the person's: another person signed in on this browser starts blank.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, AGENT);
    await expect.poll(() => control(business(), 'businessName').count()).toBe(1);
    expect(await control(business(), 'businessName').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page);
    await expect.poll(() => control(business(), 'businessName').inputValue()).toBe('Draft Kept Bakery LLC');
  });

  it('shows the appetite skip and a carrier warning the service finds as the fields are filled', async () => {
    await page.getByRole('button', { name: 'Clear the draft' }).click();
    const lines = carriers().getByRole('group', { name: 'Lines to quote' });
    await lines.getByLabel("Workers' comp").check();
    await carriers().getByLabel('Harborline Insurance').check();
    await expect
      .poll(() => carriers().textContent())
      .toContain('Which lines each carrier skips shows once these are filled');
    await fillObject(business(), {
      state: 'OH',
      industryCode: '722511',
      annualRevenue: 900000,
      numberOfEmployees: 12,
    });
    const verdict = carriers().getByRole('list', { name: 'Harborline Insurance for this request' });
    await expect
      .poll(() => verdict.textContent(), { timeout: 10_000 })
      .toContain("Skipped: Workers' comp: Does not write WC in OH: monopolistic state fund");
    // Bluebonnet writes BOP in Texas and requires the FEIN of an LLC: its warning shows until one is typed.
    await lines.getByLabel("Workers' comp").uncheck();
    await lines.getByLabel('Business owners').check();
    await carriers().getByLabel('Bluebonnet General').check();
    await fillObject(business(), { state: 'TX', businessType: 'llc' });
    const bluebonnet = carriers().getByRole('list', { name: 'Bluebonnet General for this request' });
    await expect
      .poll(() => bluebonnet.textContent(), { timeout: 10_000 })
      .toContain('requires Tax ID (FEIN)');
    await control(business(), 'fein').fill('74-1234567');
    await expect.poll(() => bluebonnet.textContent(), { timeout: 10_000 }).not.toContain('FEIN');
  });

  it('lists what the chosen carriers will ask, each once with its condition, and keeps the answers', async () => {
    await page.getByRole('button', { name: 'Clear the draft' }).click();
    await carriers().getByRole('group', { name: 'Lines to quote' }).getByLabel('General liability').check();
    await carriers().getByLabel('Ironclad Specialty').check();
    await fillObject(business(), { state: 'TX', industryCode: '445291', businessType: 'llc' });
    const questions = page.getByRole('region', { name: 'Questions the carriers will ask' });
    const parent = 'Any products sold under your own label?';
    const followUp = questions
      .getByRole('listitem')
      .filter({ hasText: 'Describe the private-label products' });
    await expect
      .poll(() => followUp.textContent(), { timeout: 10_000 })
      .toContain(`Only if “${parent}” is answered Yes.`);
    expect(
      (await questions.textContent())!.split(parent).length - 1,
      'the question, and its follow-up’s condition',
    ).toBe(2);
    // Answered No, the follow-up is not asked; answered Yes, it is, and waits for its answer.
    await questions.getByLabel(parent).selectOption('false');
    await expect.poll(() => followUp.count(), { timeout: 10_000 }).toBe(0);
    expect(await questions.getByRole('listitem').filter({ hasText: parent }).first().textContent()).toContain(
      'Answered.',
    );
    await questions.getByLabel(parent).selectOption('true');
    await expect.poll(() => followUp.textContent(), { timeout: 10_000 }).toContain('Not answered yet.');
    await page.reload();
    await expect.poll(() => questions.getByLabel(parent).inputValue(), { timeout: 10_000 }).toBe('true');
  });

  it('names every field create refuses when Start is pressed too early, and creates nothing', async () => {
    await page.getByRole('button', { name: 'Clear the draft' }).click();
    // The service's check of the typed draft answers only after create refused it (late, as on a loaded
    // machine): the refusal of that very draft stays shown.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const CHECK = '**/app/api/quotes/check';
    await page.route(CHECK, async (route) => {
      await held;
      await route.continue();
    });
    await control(business(), 'businessName').fill('Too Early LLC');
    const start = page.getByRole('region', { name: 'Start' });
    // Started from the keyboard.
    await start.getByRole('button', { name: 'Start quoting' }).focus();
    await page.keyboard.press('Enter');
    const refused = start.getByRole('list', { name: 'Fields missing or wrong' });
    await expect.poll(() => refused.textContent()).toContain('input.city');
    const checked = page.waitForResponse((r) => r.url().endsWith('/app/api/quotes/check'));
    release();
    await checked;
    await page.unroute(CHECK);
    // Two frames: React has rendered what the late answer set.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await refused.count()).toBe(1);
    expect(await refused.textContent()).toContain('carrierIds');
    // Each field says it too, typed or not.
    await expect.poll(() => control(business(), 'city').getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toBe(`${h.url}/app/quotes/new`);
    const list = await h.stack.app.inject({ method: 'GET', url: '/v1/quotes', headers: h.stack.headers });
    expect(list.body).not.toContain('Too Early LLC');
  });

  it('refuses a locations CSV with a bad row, naming it, and imports a good one', async () => {
    await page.getByRole('button', { name: 'Clear the draft' }).click();
    const schedules = page.getByRole('region', { name: 'Schedules from CSV' });
    const locations = page.getByRole('region', { name: 'Locations and buildings' });
    await schedules.getByLabel('Locations and buildings CSV text').fill(locationsCsv('19x5'));
    await schedules.getByRole('button', { name: 'Import schedules' }).click();
    const problems = schedules.getByRole('list', { name: 'Problems in the schedules' });
    await expect
      .poll(() => problems.textContent())
      .toContain('Locations and buildings, row 3, column Year Built');
    expect(await locations.getByRole('group', { name: 'Location 1' }).count()).toBe(0);
    await schedules.getByLabel('Locations and buildings CSV text').fill(locationsCsv('1975'));
    await schedules.getByRole('button', { name: 'Import schedules' }).click();
    await expect
      .poll(() => schedules.getByRole('status').textContent())
      .toBe('Imported 2 locations, 2 buildings.');
    expect(await problems.count()).toBe(0);
    const second = locations.getByRole('group', { name: 'Location 2' });
    expect(await control(second, 'streetAddress').first().inputValue()).toBe('1100 S Lamar Blvd');
    const building = second.getByRole('group', { name: 'Building 1' });
    expect(await control(building, 'yearBuilt').inputValue()).toBe('1975');
  });

  it('creates and starts the request through the partner operations, and its job runs on the sandbox', async () => {
    await page.getByRole('button', { name: 'Clear the draft' }).click();
    await control(business(), 'externalReference').fill(glBody.externalReference);
    await fillObject(business(), glBody.input);
    await carriers().getByRole('group', { name: 'Lines to quote' }).getByLabel('General liability').check();
    await carriers().getByLabel('Summit Mutual').check();
    const gl = page
      .getByRole('region', { name: 'Line data' })
      .getByRole('group', { name: 'General liability' });
    await fillObject(gl, glBody.generalLiability!);
    const schedules = page.getByRole('region', { name: 'Schedules from CSV' });
    await schedules.getByLabel('Locations and buildings CSV text').fill(locationsCsv('1975'));
    await schedules.getByRole('button', { name: 'Import schedules' }).click();
    await expect.poll(() => schedules.getByRole('status').textContent()).toContain('Imported 2 locations');
    const start = page.getByRole('region', { name: 'Start' });
    await expect
      .poll(() => start.textContent(), { timeout: 10_000 })
      .toContain('Ready: the service finds nothing missing or wrong.');
    // Summit runs from its definition: the questions its run would ask are listed up front, by who asks.
    const questions = page.getByRole('region', { name: 'Questions the carriers will ask' });
    await expect
      .poll(() => questions.textContent(), { timeout: 10_000 })
      .toContain('Asked by Summit Mutual Insurance, General liability.');
    expect(await questions.textContent()).not.toContain('Read from the portal as the job runs');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `new quote request at ${width} px`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
      await mkdir('test-results/app', { recursive: true });
      await page.screenshot({ path: `test-results/app/new-quote-request-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Started from the keyboard.
    await start.getByRole('button', { name: 'Start quoting' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/\/app\/quotes\/qr_/);
    const id = page.url().split('/').pop()!;
    const read = await h.stack.app.inject({
      method: 'GET',
      url: `/v1/quotes/${id}`,
      headers: h.stack.headers,
    });
    expect(read.json().data).toMatchObject({
      externalReference: 'APP-NEW-1',
      externalSource: 'agency-app',
      linesRequested: ['gl'],
      carrierIds: ['summit-mutual'],
    });
    expect(read.json().data.locations).toHaveLength(2);
    expect(read.json().data.status).not.toBe('pending');
    const job = page.getByRole('article', { name: /Summit Mutual|summit-mutual/ });
    await expect
      .poll(() => job.first().getByTestId('job-status').textContent(), { timeout: 90_000 })
      .toBe('Waiting for a code');
    // The board: carriers by their names × lines, the job's state and what it waits for.
    const board = page.getByRole('table', { name: 'Carriers and lines' });
    const row = board.getByRole('row', { name: /Summit Mutual Insurance/ });
    expect(await row.getByRole('cell').first().textContent()).toBe('Waiting for a code needs a sign-in code');
    expect(await row.getByRole('link', { name: 'needs a sign-in code' }).getAttribute('href')).toMatch(
      new RegExp(`/app/quotes/${id}/jobs/job_`),
    );
    await expectAccessible(page, 'request page with the board of carriers and lines');
    await expect
      .poll(() => h.receiver.received.some((b) => b.includes(id) && b.includes('quote.action_required')), {
        timeout: 30_000,
      })
      .toBe(true);
    // The draft is gone once started.
    await page.goto(`${h.url}/app/quotes/new`);
    await expect.poll(() => control(business(), 'businessName').count()).toBe(1);
    expect(await control(business(), 'businessName').inputValue()).toBe('');
  });
});
