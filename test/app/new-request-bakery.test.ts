// A full bakery submission (two locations, three buildings, a GL loss, prior insurance on every line,
// two owners of whom one is excluded from WC, two additional interests) typed into the new-request page
// field by field, list item by list item: the request it creates and starts is the one the API creates
// from the same body (every part, the skips, the jobs, the warnings), with the app as its source.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { label, lineNames } from '../../web/src/format.ts';
import { itemNameOf, labelOf, optionText } from '../../web/src/new-request/schema.ts';
import { bakeryBody } from '../fixtures/bakery.ts';
import { type AppHarness, expectAccessible, signIn, startAppHarness } from './support.ts';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const exactly = (name: string) => new RegExp(`^${escapeRe(name)}$`);

/** A field's own control in `scope`: the first, as an item's own fields come before its nested lists. */
const control = (scope: Locator, key: string) =>
  scope.getByLabel(new RegExp(`^${escapeRe(labelOf(key))}( \\(required\\))?$`)).first();

async function fillValue(page: Page, scope: Locator, key: string, value: unknown) {
  if (value === undefined) return;
  if (Array.isArray(value) && value.some((v) => typeof v === 'object')) {
    const list = scope.getByRole('group', { name: exactly(labelOf(key)) }).first();
    const item = itemNameOf(key);
    for (let i = 0; i < value.length; i++) {
      await list
        .getByRole('button', { name: new RegExp(`^Add an? ${escapeRe(item.toLowerCase())}$`) })
        .last()
        .click();
      const group = list.getByRole('group', { name: exactly(`${item} ${i + 1}`) }).first();
      await fillObject(page, group, value[i] as Record<string, unknown>);
    }
  } else if (Array.isArray(value)) {
    const group = scope.getByRole('group', { name: exactly(labelOf(key)) }).first();
    for (const v of value) await group.getByLabel(optionText(String(v)), { exact: true }).check();
  } else if (typeof value === 'object' && value !== null) {
    await fillObject(
      page,
      scope.getByRole('group', { name: exactly(labelOf(key)) }).first(),
      value as Record<string, unknown>,
    );
  } else {
    const field = control(scope, key);
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(String(value));
    else await field.fill(String(value));
  }
}

async function fillObject(page: Page, scope: Locator, values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values)) await fillValue(page, scope, key, value);
}

describe('agency app: the full bakery typed into the new-request page', () => {
  let h: AppHarness;
  beforeAll(async () => {
    h = await startAppHarness({ workers: false });
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('creates and starts the request the API creates from the same body', async () => {
    const body = bakeryBody();
    const context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${h.url}/app/quotes/new`);
      await signIn(page);
      const region = (name: string) => page.getByRole('region', { name });
      await control(region('The business'), 'externalReference').fill('APP-BAKERY-1');
      await fillObject(page, region('The business'), body.input);
      const carriers = region('Lines and carriers');
      for (const line of body.linesRequested)
        await carriers
          .getByRole('group', { name: 'Lines to quote' })
          .getByLabel(label(lineNames, line))
          .check();
      await carriers.getByLabel('Summit Mutual Insurance').check();
      await carriers.getByLabel('Harborline Insurance').check();
      const lineData = region('Line data');
      for (const [line, key] of [
        ['bop', 'businessOwners'],
        ['gl', 'generalLiability'],
        ['wc', 'workersComp'],
      ] as const) {
        const group = lineData.getByRole('group', { name: exactly(label(lineNames, line)) });
        await fillObject(page, group, body[key] as Record<string, unknown>);
      }
      await fillValue(page, region('Locations and buildings'), 'locations', body.locations);
      await fillValue(page, region('Losses'), 'lossHistory', body.lossHistory);
      await fillObject(
        page,
        region('Losses').getByRole('group', { name: 'No losses in the last years, per line' }),
        body.lossFreeYears!,
      );
      await fillValue(page, region('Prior insurance'), 'priorInsurance', body.priorInsurance);
      await fillValue(page, region('Owners and officers'), 'ownersOfficers', body.ownersOfficers);
      await fillValue(page, region('Additional interests'), 'additionalInterests', body.additionalInterests);
      const start = region('Start');
      await expect
        .poll(() => start.textContent(), { timeout: 10_000 })
        .toContain('Ready: the service finds nothing missing or wrong.');
      await expectAccessible(page, 'new quote request with the full bakery');
      await start.getByRole('button', { name: 'Start quoting' }).click();
      await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/\/app\/quotes\/qr_/);
      const fromApp = await read(page.url().split('/').pop()!);

      const created = await h.stack.app.inject({
        method: 'POST',
        url: '/v1/quotes',
        headers: h.stack.headers,
        payload: { ...body, externalReference: 'APP-BAKERY-1', externalSource: 'agency-app' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const fromApi = await read(created.json().data.quoteRequestId);
      expect(fromApp.status).toBe('in_progress');
      expect(fromApi.status).toBe('pending');
      const same = (v: Record<string, unknown>) => {
        const {
          quoteRequestId,
          deepLink,
          createdAt,
          startedAt,
          status,
          jobs,
          warnings,
          awaitingActionCount,
          ...rest
        } = v as Record<string, unknown> & {
          jobs: { carrierId: string; lineOfBusiness: string }[];
          warnings: { jobId: string }[];
        };
        return {
          ...rest,
          jobs: jobs.map((j) => `${j.carrierId}:${j.lineOfBusiness}`).sort(),
          warnings: warnings.map(({ jobId: _, ...w }) => w),
        };
      };
      expect(same(fromApp)).toEqual(same(fromApi));
      expect(fromApp.externalSource).toBe('agency-app');
      expect((fromApp.locations as unknown[]).length).toBe(2);
      expect((fromApp.ownersOfficers as { workersComp: string }[]).map((o) => o.workersComp)).toEqual([
        'included',
        'excluded',
      ]);
    } finally {
      await context.close();
    }
  }, 240_000);

  async function read(id: string): Promise<Record<string, unknown>> {
    const res = await h.stack.app.inject({
      method: 'GET',
      url: `/v1/quotes/${id}`,
      headers: h.stack.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }
});
