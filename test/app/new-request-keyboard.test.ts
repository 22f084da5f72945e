// The new-request page's Must show: a person with the keyboard only (no mouse button pressed) types the
// two-location bakery into the new-request page, its locations and its loss imported from CSV schedules,
// answers the questions the chosen carriers will ask (listed by POST /v1/quotes/requirements, each once,
// in the carriers' words), starts it and reads the quotes on the request page's board. The jobs run on the
// sandbox; the carrier whose questions were listed quotes without pausing. axe-clean; screenshots of the
// questions and of the board in docs/app/ (APP_SCREENSHOTS=1).
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { label, lineNames } from '../../web/src/format.ts';
import { itemNameOf, labelOf, optionText } from '../../web/src/new-request/schema.ts';
import { textAnswer } from '../e2e/support/person.ts';
import { bakeryBody } from '../fixtures/bakery.ts';
import { bakeryLocationsCsv, bakeryLossesCsv } from '../fixtures/schedules.ts';
import { getQuote } from '../helpers/stack.ts';
import { answerFormByKeys, countClicks, press, typeInto } from './keys.ts';
import { ADMIN, type AppHarness, expectAccessible, startAppHarness } from './support.ts';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const exactly = (name: string) => new RegExp(`^${escapeRe(name)}$`);
const control = (scope: Locator, key: string) =>
  scope.getByLabel(new RegExp(`^${escapeRe(labelOf(key))}( \\(required\\))?$`)).first();

async function typeValue(page: Page, scope: Locator, key: string, value: unknown): Promise<void> {
  if (value === undefined) return;
  if (Array.isArray(value) && value.some((v) => typeof v === 'object')) {
    const list = scope.getByRole('group', { name: exactly(labelOf(key)) }).first();
    const item = itemNameOf(key);
    for (let i = 0; i < value.length; i++) {
      await press(
        page,
        list.getByRole('button', { name: new RegExp(`^Add an? ${escapeRe(item.toLowerCase())}$`) }).last(),
      );
      const group = list.getByRole('group', { name: exactly(`${item} ${i + 1}`) }).first();
      await group.waitFor();
      await typeObject(page, group, value[i] as Record<string, unknown>);
    }
  } else if (Array.isArray(value)) {
    const group = scope.getByRole('group', { name: exactly(labelOf(key)) }).first();
    for (const v of value) await press(page, group.getByLabel(optionText(String(v)), { exact: true }));
  } else if (typeof value === 'object' && value !== null) {
    const group = scope.getByRole('group', { name: exactly(labelOf(key)) }).first();
    await typeObject(page, group, value as Record<string, unknown>);
  } else await typeInto(page, control(scope, key), String(value));
}

async function typeObject(page: Page, scope: Locator, values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values)) await typeValue(page, scope, key, value);
}

/**
 * Answers, with the keys, each question or field the section still shows unanswered, as the bakery's
 * person would: no to a yes/no, its one loss where a count of losses is a choice, none where a carrier
 * asks to enter None, a fitting number or text. Returns the carriers' words of what it answered.
 */
async function answerListed(page: Page, section: Locator): Promise<string[]> {
  const answered: string[] = [];
  for (let round = 0; round < 40; round++) {
    const open = section.locator('li.open').filter({ has: page.locator('select, input') });
    if ((await open.count()) === 0) {
      // The service may list a follow-up once an answer is in: ask again after its debounce.
      await page.waitForTimeout(1200);
      if ((await open.count()) === 0) return answered;
      continue;
    }
    const item = open.first();
    const need = await item.getAttribute('data-need');
    const field = item.locator('select, input').first();
    const words = (await item.locator('label').first().textContent()) ?? '';
    const hint = (await item.locator('small.hint').last().textContent()) ?? '';
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') {
      const options = await field.evaluate((el: HTMLSelectElement) => [...el.options].map((o) => o.value));
      const pick = options.includes('false') ? 'false' : options.includes('1') ? '1' : options[1]!;
      await typeInto(page, field, pick);
    } else if ((await field.getAttribute('type')) === 'number') {
      const typed = textAnswer(`${words} ${hint}`);
      await typeInto(page, field, /^\d+$/.test(typed) ? typed : '0');
    } else await typeInto(page, field, /enter None/i.test(words) ? 'None' : textAnswer(`${words} ${hint}`));
    answered.push(words);
    await expect
      .poll(() => section.locator(`li.open[data-need="${need}"]`).count(), {
        message: `still open after it was answered: ${need} (${words})`,
      })
      .toBe(0);
  }
  throw new Error(`still unanswered after 40 answers: ${answered.join(' | ')}`);
}

describe('agency app: the bakery made with the keyboard only', () => {
  let h: AppHarness;
  beforeAll(async () => {
    h = await startAppHarness({ concurrency: 3 });
  }, 180_000);
  afterAll(async () => h?.close());

  it('imports its locations, answers what the carriers listed, starts it and reads the quotes', async () => {
    const body = bakeryBody();
    body.carrierIds = ['harborline', 'bluebonnet'];
    const context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const clicks = await countClicks(page);
    try {
      await page.goto(`${h.url}/app/quotes/new`);
      await typeInto(page, page.getByLabel('E-mail'), ADMIN.email);
      await typeInto(page, page.getByLabel('Password'), ADMIN.password);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('heading', { name: 'New quote request' }).count()).toBe(1);
      const region = (name: string) => page.getByRole('region', { name });

      await typeInto(page, control(region('The business'), 'externalReference'), 'KEYS-BAKERY-1');
      await typeObject(page, region('The business'), body.input);
      const chosen = region('Lines and carriers');
      for (const line of body.linesRequested)
        await press(
          page,
          chosen.getByRole('group', { name: 'Lines to quote' }).getByLabel(label(lineNames, line)),
        );
      await press(page, chosen.getByLabel('Harborline Insurance'));
      await press(page, chosen.getByLabel('Bluebonnet General'));
      for (const [line, key] of [
        ['bop', 'businessOwners'],
        ['gl', 'generalLiability'],
        ['wc', 'workersComp'],
      ] as const) {
        const group = region('Line data').getByRole('group', { name: exactly(label(lineNames, line)) });
        await typeObject(page, group, body[key] as Record<string, unknown>);
      }
      const schedules = region('Schedules from CSV');
      const [lost, reported] = [body.lossHistory![0]!.dateOfLoss, body.lossHistory![0]!.dateReported];
      await typeInto(page, schedules.getByLabel('Locations and buildings CSV text'), bakeryLocationsCsv);
      await typeInto(page, schedules.getByLabel('Losses CSV text'), bakeryLossesCsv(lost, reported!));
      await press(page, schedules.getByRole('button', { name: 'Import schedules' }));
      await expect
        .poll(() => schedules.getByRole('status').textContent())
        .toMatch(/^Imported 2 locations, 2 buildings/);
      await typeObject(
        page,
        region('Losses').getByRole('group', { name: 'No losses in the last years, per line' }),
        body.lossFreeYears!,
      );
      await typeValue(page, region('Prior insurance'), 'priorInsurance', body.priorInsurance);
      await typeValue(page, region('Owners and officers'), 'ownersOfficers', body.ownersOfficers);
      await typeValue(page, region('Additional interests'), 'additionalInterests', body.additionalInterests);

      // What the carriers will ask: each question once, in their words, with its condition.
      const questions = region('Questions the carriers will ask');
      await expect
        .poll(() => questions.getByRole('status').textContent(), { timeout: 15_000 })
        .toMatch(/still unanswered/);
      const text = (await questions.textContent()) ?? '';
      expect(text).toContain('Does the applicant sell or serve alcoholic beverages?');
      expect(text.split('Does the applicant sell or serve alcoholic beverages?')).toHaveLength(2);
      expect(text).toContain('Asked by Bluebonnet General, Business owners.');
      expect(text).toContain('Answered by the request: Business type.');
      // Harborline runs from its definition: its questions are listed too, none left to the portal alone.
      expect(text).toContain('Asked by Harborline Insurance');
      expect(text).not.toContain('Read from the portal as the job runs');
      const answered = await answerListed(page, questions);
      expect(answered.length).toBeGreaterThanOrEqual(3);
      await expect
        .poll(() => questions.getByRole('status').textContent(), { timeout: 15_000 })
        .toBe('Everything the carriers listed is answered: no job should pause for it.');
      await questions.evaluate((el) => el.scrollIntoView());
      await expectAccessible(page, 'new quote request with the questions the carriers will ask', {
        fullPage: false,
      });

      const start = region('Start');
      await expect.poll(() => start.textContent()).toContain('Ready: the service finds nothing missing');
      await press(page, start.getByRole('button', { name: 'Start quoting' }));
      await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/\/app\/quotes\/qr_/);
      const id = page.url().split('/').pop()!;
      const created = await getQuote(h.stack, id);
      expect(created.answers).toMatchObject({ 'operations.alcoholSales': false });
      expect(created.locations).toEqual(body.locations);
      expect(created.externalSource).toBe('agency-app');

      // What Bluebonnet asks was listed and answered: its job never waits for a person. Harborline also
      // reads its questions from its portal: what it asks there beyond its list is answered on the
      // request page, by keys too.
      const bluebonnetSeen = new Set<string>();
      const askedOnPage: string[] = [];
      const deadline = Date.now() + 420_000;
      let quote = await getQuote(h.stack, id);
      while (['in_progress', 'pending'].includes(quote.status)) {
        if (Date.now() > deadline) throw new Error(`still running: ${JSON.stringify(quote.jobs)}`);
        for (const j of quote.jobs as { carrierId: string; status: string }[])
          if (j.carrierId === 'bluebonnet') bluebonnetSeen.add(j.status);
        const form = page.getByRole('form', { name: 'Questions from the carrier' }).first();
        if (await form.count()) {
          askedOnPage.push(...(await answerFormByKeys(page, form, textAnswer)));
          await expect.poll(() => form.count(), { timeout: 30_000 }).toBe(0);
        } else await page.waitForTimeout(500);
        quote = await getQuote(h.stack, id);
      }
      const results = quote.results as { carrierId: string; lineOfBusiness: string; annualPremium: number }[];
      expect(
        results.map((r) => `${r.carrierId}:${r.lineOfBusiness}`).sort(),
        JSON.stringify(quote.jobs),
      ).toEqual(expect.arrayContaining(['bluebonnet:bop', 'harborline:wc']));
      expect([...bluebonnetSeen], `asked on the request page: ${askedOnPage.join(' | ')}`).not.toContain(
        'action_required',
      );

      // The quotes read on the board: each premium in its carrier's row.
      await expect
        .poll(() => page.getByTestId('request-status').textContent(), { timeout: 30_000 })
        .not.toMatch(/In progress|Not started/);
      const board = page.getByRole('table', { name: 'Carriers and lines' });
      for (const r of results) {
        const cell = board.getByTestId(`cell-${r.carrierId}-${r.lineOfBusiness}`);
        await expect
          .poll(() => cell.textContent())
          .toContain(`$${Math.round(r.annualPremium).toLocaleString('en-US')}`);
      }
      // At 1280 px the comparison is read whole: no line's table scrolls sideways in its frame.
      await page
        .getByRole('table', { name: /quotes$/ })
        .first()
        .waitFor();
      const scrolled = await page.evaluate(() =>
        [...document.querySelectorAll('.table-wrap')]
          .filter((wrap) => wrap.scrollWidth > wrap.clientWidth + 1)
          .map((wrap) => wrap.querySelector('table')?.getAttribute('aria-label')),
      );
      expect(scrolled, 'comparison tables wider than their frame at 1280 px').toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectAccessible(page, 'request page with the bakery quoted', { fullPage: false });
      expect(clicks(), 'no mouse button was pressed').toBe(0);
    } finally {
      await context.close();
    }
  }, 600_000);
});
