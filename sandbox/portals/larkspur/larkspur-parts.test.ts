// Quote Studio's schedules in real Chromium, by their labels: other premises at "Where the business
// operates", other buildings (BOP) and other exposures (GL), each added by its button, refused cell by
// cell where a row is short, and quoted at the formula of rating.ts for the whole submission.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalHarness, startPortalHarness } from '../../testing.ts';
import { LARKSPUR_ID, larkspur } from './index.ts';
import { rateBop, rateGl } from './rating.ts';
import { DEMO, isoIn, totp } from './test-client.ts';

let harness: PortalHarness;
beforeAll(async () => {
  harness = await startPortalHarness({ portals: [larkspur] });
});
afterAll(() => harness?.close());

const START = isoIn(10);
const YEARS = Number(START.slice(0, 4)) - 2014;
const save = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

/** Signs in, starts a quote and fills About the business and the main premises in Durango, CO. */
async function begin(line: 'general liability' | 'businessowners'): Promise<Page> {
  const { page } = await harness.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(`${harness.sandbox.origin(LARKSPUR_ID)}/studio`);
  await page.getByLabel('Producer ID').fill(DEMO.username);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Authenticator code').fill(await totp(DEMO.totpSeed!));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('button', { name: `New ${line} quote` }).click();
  await page.getByLabel('Named insured').fill('San Juan Bakehouse LLC');
  await page.getByLabel('Type of business entity').selectOption({ label: 'Limited liability company' });
  await page.getByLabel('Year the business started').fill('2014');
  await page.getByLabel('Coverage start date').fill(START);
  await save(page);
  await page.getByLabel('Street address').fill('410 Main Ave');
  await page.getByLabel('City', { exact: true }).fill('Durango');
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Colorado' });
  await page.getByLabel('ZIP code').fill('81301');
  return page;
}

/** Other premises 1: the second shop in Cortez, CO, first refused for its ZIP. */
async function secondShop(page: Page) {
  const cell = (column: string) => page.getByLabel(`Other premises 1: ${column}`);
  await cell('street').fill('22 Market St');
  await cell('city').fill('Cortez');
  await cell('state').selectOption({ label: 'Colorado' });
  await save(page);
  await expect.poll(() => cell('ZIP').getAttribute('aria-invalid')).toBe('true');
  await page.getByText('Other premises 1: ZIP is required.').first().waitFor();
  expect(await cell('city').inputValue()).toBe('Cortez');
  await cell('ZIP').fill('81321');
  await save(page);
}

async function finish(page: Page): Promise<number> {
  await page.getByLabel('Number of losses in the past 3 years').fill('0');
  await page
    .getByRole('group', {
      name: 'Has any insurer cancelled or refused to renew this business in the past 3 years?',
    })
    .getByRole('radio', { name: 'No' })
    .check();
  await save(page);
  await page.getByLabel('The applicant confirmed these answers are true and complete').check();
  await page.getByRole('button', { name: 'Get my quote' }).click();
  await page.getByRole('heading', { name: 'Your quote is ready' }).waitFor();
  return Number(((await page.getByLabel('Annual premium').textContent()) ?? '').replace(/[$,]/g, ''));
}

describe('BOP: other buildings at the main premises and at the other one', () => {
  it('quotes every building at the formula, more than the main building alone', async () => {
    const page = await begin('businessowners');
    // One more premises, then a third one removed again: nothing of it is kept.
    await page.getByRole('button', { name: 'Add another location' }).click();
    await page.getByLabel('Other premises 2: street').fill('9 Elm St');
    await page.getByRole('button', { name: 'Remove other premises 2' }).click();
    expect(await page.getByLabel('Other premises 2: street').count()).toBe(0);
    expect(await page.getByLabel('Street address').inputValue()).toBe('410 Main Ave');
    await secondShop(page);
    await page.getByLabel('Building limit').fill('640,000');
    await page.getByLabel('Business personal property limit').fill('150,000');
    await page.getByRole('radio', { name: 'Masonry non-combustible' }).check();
    await page.getByLabel('Year built').fill('1962');
    const row = (n: number, column: string) => page.getByLabel(`Other building ${n}: ${column}`);
    await row(1, 'premises').selectOption({ label: '22 Market St' });
    await row(1, 'building value').fill('0');
    await row(1, 'personal property').fill('80,000');
    await row(1, 'construction').selectOption({ label: 'Joisted masonry' });
    await row(1, 'fully sprinklered').selectOption({ label: 'Yes' });
    await page.getByRole('button', { name: 'Add another building' }).click();
    expect(await row(1, 'personal property').inputValue()).toBe('80,000');
    await row(2, 'premises').selectOption({ label: '410 Main Ave' });
    await row(2, 'building value').fill('0');
    await row(2, 'personal property').fill('20,000');
    await row(2, 'construction').selectOption({ label: 'Frame' });
    await row(2, 'year of construction').fill('2001');
    await row(2, 'fully sprinklered').selectOption({ label: 'No' });
    // Building 1 of the other premises is short of its year: refused by that cell.
    await save(page);
    await expect.poll(() => row(1, 'year of construction').getAttribute('aria-invalid')).toBe('true');
    await row(1, 'year of construction').fill('1985');
    await save(page);
    await page.getByLabel('Type of business').selectOption({ value: 'G-520' });
    await page.getByLabel('Annual gross sales').fill('1,150,000');
    await page.getByRole('radio', { name: '$1,000,000 / $2,000,000' }).check();
    await page.getByLabel('Property deductible').selectOption({ label: '$1,000' });
    await save(page);
    const shown = await finish(page);
    const main = {
      state: 'CO',
      classCode: 'G-520',
      grossSales: 1_150_000,
      buildingLimit: 640_000,
      contentsLimit: 150_000,
      construction: 'masonry_noncombustible',
      sprinklered: false,
      limits: '1000000/2000000',
      deductible: '1000',
    };
    const building = { buildingLimit: 0, state: 'CO' };
    const expected = rateBop({
      ...main,
      otherBuildings: [
        {
          ...building,
          location: 2,
          building: 1,
          contentsLimit: 80_000,
          construction: 'joisted_masonry',
          sprinklered: true,
        },
        {
          ...building,
          location: 1,
          building: 2,
          contentsLimit: 20_000,
          construction: 'frame',
          sprinklered: false,
        },
      ],
    });
    expect(shown).toBe(expected.annualPremium);
    expect(expected.annualPremium).toBeGreaterThan(rateBop(main).annualPremium);
    expect(await page.getByRole('cell', { name: 'Property, location 2 building 1' }).count()).toBe(1);
  });
});

describe('GL: other exposures', () => {
  it('quotes the exposure at the other premises at the formula, more than the main one alone', async () => {
    const page = await begin('general liability');
    await secondShop(page);
    await page.getByLabel('Business classification').selectOption({ value: '18501' });
    await page.getByLabel('Annual gross sales').fill('780,000');
    await page.getByLabel('Annual payroll').fill('250,000');
    await page.getByRole('radio', { name: '$1,000,000 / $2,000,000' }).check();
    await page.getByLabel('Deductible per claim').selectOption({ label: 'None' });
    const cell = (column: string) => page.getByLabel(`Other exposure 1: ${column}`);
    await cell('premises').selectOption({ label: '22 Market St' });
    await cell('class').selectOption({ value: '18501' });
    await cell('payroll').fill('98,000');
    // A sales class with no sales at that premises is refused by its cell.
    await save(page);
    await expect.poll(() => cell('gross sales').getAttribute('aria-invalid')).toBe('true');
    await page
      .getByText('Other exposure 1: class 18501 is rated on gross sales: enter more than $0.')
      .first()
      .waitFor();
    await cell('gross sales').fill('370,000');
    await save(page);
    const shown = await finish(page);
    const main = {
      state: 'CO',
      classCode: '18501',
      grossSales: 780_000,
      payroll: 250_000,
      limits: '1000000/2000000',
      deductible: '0',
      yearsInBusiness: YEARS,
    };
    const other = { location: 2, state: 'CO', classCode: '18501', grossSales: 370_000, payroll: 98_000 };
    const expected = rateGl({ ...main, otherExposures: [other] });
    expect(shown).toBe(expected.annualPremium);
    expect(expected.annualPremium).toBeGreaterThan(rateGl(main).annualPremium);
  });
});
