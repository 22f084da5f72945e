// Ironclad Exchange's General Liability schedules driven in real Chromium: a second premises on the
// Coverage step's schedule of locations (rated at its own state) and a loss in its loss history (a
// surcharge), quoted at the formula for the whole submission; rows added and removed keep what was
// typed, and a row's problem is shown on its own control.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalHarness, startPortalHarness } from '../../testing.ts';
import { IRONCLAD_ID, ironcladPortal } from './index.ts';
import { rateGl } from './rating.ts';
import {
  answer,
  applicant,
  dollars,
  fillApplicant,
  hidden,
  quoteDetail,
  shown,
  signIn,
  startSubmission,
  submitForQuote,
} from './test-agent.ts';

let harness: PortalHarness;
let origin: string;

beforeAll(async () => {
  harness = await startPortalHarness({ portals: [ironcladPortal] });
  origin = harness.sandbox.origin(IRONCLAD_ID);
});
afterAll(async () => harness?.close());

const lastYear = new Date(Date.now() - 300 * 86_400_000).toISOString().slice(0, 10);

async function glCoverage(page: Page): Promise<void> {
  await page.goto(`${origin}/`);
  await signIn(page, origin);
  await startSubmission(page, 'General Liability');
  await fillApplicant(
    page,
    applicant({
      naics: '445291',
      revenue: '1150000',
      street: '410 W Main St',
      city: 'Fredericksburg',
      state: 'TX',
      zip: '78624',
    }),
  );
  await shown(page.getByRole('heading', { name: 'Coverage', exact: true }));
  await page.getByLabel('GL class code').fill('10113');
  await page.getByLabel('Exposure basis').selectOption({ label: 'Gross sales' });
  await page.getByLabel('Exposure amount').fill('780,000');
  await page.getByLabel('Limits (each occurrence / general aggregate)').selectOption('1000000/2000000');
}

async function fillLocation(page: Page, n: number, zip = '78028') {
  const field = (column: string) => page.getByLabel(`${column} (additional location ${n})`, { exact: true });
  await field('Street address').fill('820 Water St');
  await field('City').fill('Kerrville');
  await field('State').selectOption('TX');
  await field('ZIP code').fill(zip);
  await field('ISO class code').fill('10113');
  await field('Rating basis').selectOption({ label: 'Gross sales' });
  await field('Exposure').fill('370,000');
  await field('Owned or leased').selectOption({ label: 'Leased' });
  await field('Area occupied (square feet)').fill('1400');
}

async function fillLoss(page: Page, n: number, date = lastYear) {
  const field = (column: string) => page.getByLabel(`${column} (loss ${n})`, { exact: true });
  await field('Date of loss').fill(date);
  await field('Description or type').fill('Slip and fall at the counter');
  await field('Status').selectOption({ label: 'Closed' });
  await field('Amount paid').fill('8,200');
  await field('Amount reserved').fill('0');
}

async function underwriteAndSubmit(page: Page) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await shown(page.getByRole('heading', { name: 'Underwriting questions', exact: true }));
  await answer(page, 'Any products sold under your own label?', 'No');
  await answer(page, 'Do you use subcontractors?', 'No');
  await answer(page, 'Any general liability claims over $25,000 in the past 3 years?', 'No');
  await page
    .getByLabel("Describe the applicant's operations")
    .fill('Retail bakery with two shops in the Hill Country.');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await shown(page.getByRole('heading', { name: 'Review and submit', exact: true }));
}

const main = {
  state: 'TX',
  naics: '445291',
  exposureBasis: 'sales' as const,
  exposure: 780_000,
  limits: '1000000/2000000',
  deductible: 0,
  privateLabel: false,
};
const kerrville = { state: 'TX', exposureBasis: 'sales' as const, exposure: 370_000 };
const slipAndFall = { paid: 8_200, reserved: 0, open: false };

describe('Ironclad Exchange GL: schedule of locations and loss history', () => {
  it('quotes the second shop and the listed loss at the formula for the whole submission', async () => {
    const { page } = await harness.newPage();
    page.setDefaultTimeout(10_000);
    await glCoverage(page);
    await fillLocation(page, 1);
    await page.getByRole('button', { name: 'Add a loss', exact: true }).click();
    await fillLoss(page, 1);
    await underwriteAndSubmit(page);
    await shown(page.getByText('820 Water St, Kerrville, TX 78028: class 10113'));
    await submitForQuote(page);
    await shown(page.getByRole('heading', { name: 'Quote ready', exact: true }));
    const whole = rateGl({ ...main, otherLocations: [kerrville], losses: [slipAndFall] });
    // (1.45 x 780 x 1.08 + 1.45 x 370 x 1.08) x 1.07 = 1,926.96 -> 1,927
    expect(whole.premium).toBe(1_927);
    expect(await quoteDetail(page, 'Annual premium')).toBe(dollars(whole.premium));
    // The second shop and the loss are what the premium adds.
    expect(whole.premium).toBeGreaterThan(rateGl({ ...main, losses: [slipAndFall] }).premium);
    expect(whole.premium).toBeGreaterThan(rateGl({ ...main, otherLocations: [kerrville] }).premium);
  });

  it('keeps typed rows across add and remove, and shows a row problem on its control', async () => {
    const { page } = await harness.newPage();
    page.setDefaultTimeout(10_000);
    await glCoverage(page);
    await fillLocation(page, 1, '60505');
    await page.getByRole('button', { name: 'Add another location', exact: true }).click();
    await shown(page.getByLabel('City (additional location 2)', { exact: true }));
    expect(await page.getByLabel('City (additional location 1)', { exact: true }).inputValue()).toBe(
      'Kerrville',
    );
    expect(await page.getByLabel('City (additional location 2)', { exact: true }).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Remove additional location 2', exact: true }).click();
    await hidden(page.getByLabel('City (additional location 2)', { exact: true }));
    expect(await page.getByLabel('ZIP code (additional location 1)', { exact: true }).inputValue()).toBe(
      '60505',
    );
    await page.getByRole('button', { name: 'Add a loss', exact: true }).click();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await fillLoss(page, 1, tomorrow);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await shown(page.getByText('Please correct the following before you continue:'));
    const zip = page.getByLabel('ZIP code (additional location 1)', { exact: true });
    expect(await zip.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('ZIP code 60505 is in IL, not TX, for additional location 1').count()).toBe(
      2,
    );
    const date = page.getByLabel('Date of loss (loss 1)', { exact: true });
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('The date of loss cannot be in the future for loss 1').count()).toBe(2);
    await zip.fill('78028');
    await page.getByLabel('Date of loss (loss 1)', { exact: true }).fill(lastYear);
    await page.getByRole('button', { name: 'Remove loss 1', exact: true }).click();
    await shown(page.getByText('No losses listed.'));
    await underwriteAndSubmit(page);
    await submitForQuote(page);
    const locationsOnly = rateGl({ ...main, otherLocations: [kerrville] });
    expect(await quoteDetail(page, 'Annual premium')).toBe(dollars(locationsOnly.premium));
  });

  it('refuses gross sales of all locations above the revenue', async () => {
    const { page } = await harness.newPage();
    page.setDefaultTimeout(10_000);
    await glCoverage(page);
    await fillLocation(page, 1);
    await page.getByLabel('Exposure (additional location 1)', { exact: true }).fill('500,000');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await shown(
      page.getByText('Gross sales of all locations together cannot exceed the annual gross revenue').first(),
    );
    await shown(page.getByRole('heading', { name: 'Coverage', exact: true }));
  });
});
