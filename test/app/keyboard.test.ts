// The agency app with the keyboard alone: sign in, find the request in the list,
// start it, answer the carrier's questions (yes/no, choices, a year and a square footage checked in the
// browser, text) and read the quoted premium, without one mouse click.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textAnswer } from '../e2e/support/person.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { getQuote } from '../helpers/stack.ts';
import { ADMIN, type AppHarness, expectAccessible, startAppHarness } from './support.ts';

/** Presses Tab until `selector` (a CSS selector) holds the focus; fails after `limit` presses. */
async function tabTo(page: Page, selector: string, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} never took the focus in ${limit} Tab presses`);
}

interface Focused {
  tag: string;
  type: string;
  inForm: boolean;
  label: string;
  value: string;
  isYear: boolean;
}

/**
 * Walks the question form with Tab, answering each control as it takes the focus: Space and an arrow
 * for a yes/no (No), an arrow for a choice (the first), typing for the rest. A year or count field is
 * first given an impossible value, which the browser must refuse. Returns how many such fields it met.
 */
async function answerByKeyboard(page: Page): Promise<number> {
  let typedFields = 0;
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate((): Focused => {
      const el = document.activeElement as HTMLInputElement;
      return {
        tag: el.tagName,
        type: el.type ?? '',
        inForm: el.closest('form[aria-label="Questions from the carrier"]') !== null,
        label: (el.closest('label') ?? el.closest('fieldset'))?.textContent ?? '',
        value: el.value ?? '',
        isYear: el.getAttribute('max') !== null,
      };
    });
    if (!focus.inForm) continue;
    if (focus.tag === 'BUTTON') {
      await page.keyboard.press('Enter');
      return typedFields;
    }
    if (focus.type === 'radio') {
      await page.keyboard.press('Space'); // checks "Yes", the first of the pair
      await page.keyboard.press('ArrowRight'); // moves to "No" and checks it
    } else if (focus.tag === 'SELECT') {
      if (!focus.value) await page.keyboard.press('ArrowDown');
    } else if (!focus.value) {
      if (focus.type === 'number') {
        await page.keyboard.type(focus.isYear ? '1700' : '-3');
        const valid = await page.evaluate(() => (document.activeElement as HTMLInputElement).checkValidity());
        expect(valid, `the browser refuses an impossible value for ${focus.label}`).toBe(false);
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type(textAnswer(focus.label));
        typedFields += 1;
      } else {
        await page.keyboard.type(textAnswer(focus.label));
      }
    }
  }
  throw new Error('the question form has no submit button within reach');
}

describe('agency app with the keyboard alone', () => {
  let h: AppHarness;
  beforeAll(async () => {
    h = await startAppHarness({ concurrency: 1 });
  }, 180_000);
  afterAll(async () => h?.close());

  it('signs in, starts a request, answers typed questions and reads the premium', async () => {
    // A BOP request without the building's year and size: the carrier asks for them.
    const body = validCreateBody({
      externalReference: 'KEYBOARD-1',
      carrierIds: ['bluebonnet'],
      linesRequested: ['bop'],
      generalLiability: undefined,
      workersComp: undefined,
      businessOwners: { yearBuilt: undefined, squareFeet: undefined },
    });
    const created = await h.stack.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: h.stack.headers,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.quoteRequestId as string;

    const context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    let clicks = 0;
    await page.exposeFunction('countClick', () => {
      clicks += 1;
    });
    await page.addInitScript(() =>
      document.addEventListener(
        'mousedown',
        () => (window as unknown as { countClick(): void }).countClick(),
        true,
      ),
    );
    await page.goto(`${h.url}/app`);

    await tabTo(page, 'input[type=email]');
    await page.keyboard.type(ADMIN.email);
    await tabTo(page, 'input[type=password]');
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'Sign out' }).count()).toBe(1);

    await expect.poll(() => page.getByRole('link', { name: 'KEYBOARD-1' }).count()).toBe(1);
    await tabTo(page, `a[href="/app/quotes/${id}"]`);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('request-status').textContent()).toBe('Not started');

    await tabTo(page, 'button:not(.link):not(.skip)');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Start quoting');
    await page.keyboard.press('Enter');

    const job = page.getByRole('article').first();
    let typedFields = 0;
    for (let round = 0; round < 4; round++) {
      await expect
        .poll(() => job.getByTestId('job-status').textContent(), { timeout: 90_000 })
        .toMatch(/Waiting for answers|Quoted|Failed/);
      if ((await job.getByTestId('job-status').textContent()) !== 'Waiting for answers') break;
      if (round === 0) await expectAccessible(page, 'question form with typed fields');
      // Back to the top, then through the page to the form.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      typedFields += await answerByKeyboard(page);
      await expect
        .poll(() => job.getByRole('form', { name: 'Questions from the carrier' }).count(), {
          timeout: 30_000,
        })
        .toBe(0);
    }
    expect(typedFields, 'year built and square footage, typed and checked').toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => page.getByTestId('request-status').textContent(), { timeout: 120_000 })
      .toMatch(/Completed|Failed/);
    const quote = await getQuote(h.stack, id);
    expect(await page.getByTestId('request-status').textContent(), JSON.stringify(quote.jobs)).toBe(
      'Completed',
    );
    const shown = await page.getByTestId('premium').first().textContent();
    expect(Number(shown?.replace(/[^0-9.]/g, ''))).toBe(Math.round(quote.results[0].annualPremium));
    // The premium at a glance on the board of carriers × lines; at 1280 px the comparison under the
    // board (its nine columns would not fit beside it), and beside it on a screen 1500 px wide.
    const board = page.getByRole('table', { name: 'Carriers and lines' });
    const premium = Math.round(quote.results[0].annualPremium).toLocaleString('en-US');
    expect(await board.getByRole('row').nth(1).textContent()).toContain(`$${premium}`);
    const comparisonTable = page.getByRole('table', { name: / quotes$/ }).first();
    const under = { board: (await board.boundingBox())!, comparison: (await comparisonTable.boundingBox())! };
    expect(under.comparison.y, 'at 1280 px the comparison is under the board').toBeGreaterThanOrEqual(
      under.board.y + under.board.height,
    );
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect
      .poll(async () => (await comparisonTable.boundingBox())?.y)
      .toBeLessThan(under.board.y + under.board.height);
    const beside = {
      board: (await board.boundingBox())!,
      comparison: (await comparisonTable.boundingBox())!,
    };
    expect(beside.comparison.x, 'at 1600 px the comparison is right of the board').toBeGreaterThanOrEqual(
      beside.board.x + beside.board.width,
    );
    expect(clicks, 'no mouse button was pressed').toBe(0);
    await context.close();
  }, 240_000);
});
