// Cascade Commercial's repeating parts in real Chromium, driven by labels and roles as a playbook meets
// them: the BOP location list ("Add another location", a location's buildings and the business
// address's own further ones, errors under the field of the building they are about, removing one) and the loss table of GL and BOP ("Add a loss", a row's
// errors, the table agreeing with the count and total), each quoted at the formula of rating.ts.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalHarness, startPortalHarness } from '../../testing.ts';
import { CASCADE_ID, cascadePortal } from './index.ts';
import type { CascadeData } from './model.ts';
import { rateBop, rateGl } from './rating.ts';
import {
  answer,
  breakdownRows,
  business,
  chooseAddress,
  chooseClass,
  continueTo,
  dollars,
  fillBusiness,
  getQuote,
  heading,
  isoInDays,
  openSignedIn,
  shown,
  textOf,
  typeEffectiveDate,
  usDate,
} from './test-driver.ts';

let harness: PortalHarness;
let origin: string;

beforeAll(async () => {
  harness = await startPortalHarness({ portals: [cascadePortal] });
  origin = harness.sandbox.origin(CASCADE_ID);
});
afterAll(async () => harness?.close());

async function signedInPage(): Promise<Page> {
  const { page } = await harness.newPage();
  page.setDefaultTimeout(10_000);
  await openSignedIn(page, origin, harness.sandbox);
  return page;
}

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const lossRow = (page: Page, n: number) => page.getByRole('row', { name: `Loss ${n}`, exact: true });
const stored = (name: string) =>
  harness.sandbox.state.submissions.list(CASCADE_ID).find((s) => s.applicantName === name);

interface BuildingInput {
  construction: string;
  yearBuilt: string;
  stories: string;
  squareFeet: string;
  sprinklered: 'Yes' | 'No';
  buildingLimit: string;
  bpp: string;
}

async function fillBuilding(building: Locator, b: BuildingInput) {
  await building.getByLabel('Construction type').selectOption({ label: b.construction });
  await building.getByLabel('Year built').fill(b.yearBuilt);
  await building.getByLabel('Stories').fill(b.stories);
  await building.getByLabel('Square footage').fill(b.squareFeet);
  await building
    .getByRole('radiogroup', { name: 'Is the building fully sprinklered?' })
    .getByLabel(b.sprinklered, { exact: true })
    .check();
  await building.getByLabel('Building limit (USD)').fill(b.buildingLimit);
  await building.getByLabel('Business personal property limit (USD)').fill(b.bpp);
}

interface LossRowInput {
  date: string;
  type: string;
  paid: string;
  reserved: string;
  status: 'Open' | 'Closed';
}

async function fillLossRow(row: Locator, l: LossRowInput) {
  await row.getByLabel('Date of loss').fill(l.date);
  await row.getByLabel('Type of loss').selectOption({ label: l.type });
  await row.getByLabel('Amount paid (USD)').fill(l.paid);
  await row.getByLabel('Amount reserved (USD)').fill(l.reserved);
  await row.getByLabel('Claim status').selectOption({ label: l.status });
}

async function fillLossTotals(page: Page, count: string, incurred: string, open: 'Yes' | 'No') {
  await page.getByLabel('Number of losses in the past 3 years').fill(count);
  await page.getByLabel('Total incurred, past 3 years (USD)').fill(incurred);
  await answer(page, 'Are any claims still open?', open);
}

const SHED: BuildingInput = {
  construction: 'Frame',
  yearBuilt: '2001',
  stories: '1',
  squareFeet: '600',
  sprinklered: 'No',
  buildingLimit: '0',
  bpp: '20,000',
};

const PORTLAND: BuildingInput = {
  construction: 'Masonry non-combustible',
  yearBuilt: '2005',
  stories: '2',
  squareFeet: '3,000',
  sprinklered: 'Yes',
  buildingLimit: '400,000',
  bpp: '40,000',
};

describe('Cascade Commercial: locations and buildings (BOP)', () => {
  it('takes a second location with its buildings, names each error under its building, and rates every one', async () => {
    const page = await signedInPage();
    const b = business();
    await fillBusiness(page, "Business Owner's Policy", b);
    await chooseAddress(page, 'suggested');
    await chooseClass(page, '16916', '16916 — Restaurants, without alcohol, without table service');
    await typeEffectiveDate(page, isoInDays(15));
    // Location 1: the business address, its building's contents only (no building limit).
    await page.getByLabel('Business personal property limit (USD)').fill('60,000');
    await page.getByLabel('Construction type').selectOption({ label: 'Joisted masonry' });
    await page.getByLabel('Year built').fill('1998');
    await page.getByLabel('Square footage').fill('2,400');
    await answer(page, 'Is the building fully sprinklered?', 'No');
    await page.getByLabel('Property deductible').selectOption({ label: '$1,000' });
    await page
      .getByLabel('Liability limits (each occurrence / aggregate)')
      .selectOption({ label: '$1,000,000 / $2,000,000' });

    // A second building at the business address.
    await page.getByRole('button', { name: 'Add another building to location 1' }).click();
    await fillBuilding(group(page, 'Location 1, building 2'), SHED);

    await page.getByRole('button', { name: 'Add another location' }).click();
    const second = group(page, 'Location 2');
    await second.getByLabel('Street address').fill('88 Pine Street');
    await second.getByLabel('City').fill('Portland');
    await second.getByLabel('State').selectOption('OR');
    await second.getByLabel('ZIP code').fill('97204');
    await fillBuilding(group(page, 'Location 2, building 1'), PORTLAND);
    await page.getByRole('button', { name: 'Add another building to location 2' }).click();
    await group(page, 'Location 2, building 2').getByLabel('Year built').fill('1700');

    // Saved with building 2 half filled: its errors, under its own fields; building 1 is clean.
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page.getByRole('alert').getByText('Enter a year built from 1800'));
    const broken = group(page, 'Location 2, building 2');
    expect(await broken.getByLabel('Year built').getAttribute('aria-invalid')).toBe('true');
    expect(await textOf(broken.locator('.error').first())).toBe('Choose the construction type.');
    expect(await group(page, 'Location 2, building 1').locator('[aria-invalid="true"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Remove Location 2, building 2' }).click();
    expect(await group(page, 'Location 2, building 2').count()).toBe(0);
    await continueTo(page, 'Loss history');

    // One loss, listed in the table; a count that disagrees with the table is refused first.
    await fillLossTotals(page, '2', '6,500', 'No');
    await page.getByRole('button', { name: 'Add a loss' }).click();
    const lossDate = usDate(isoInDays(-200));
    await fillLossRow(lossRow(page, 1), {
      date: lossDate,
      type: 'Water damage',
      paid: '6,500',
      reserved: '0',
      status: 'Closed',
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page.getByText('The loss table lists 1 losses; the number of losses says 2.'));
    await page.getByLabel('Number of losses in the past 3 years').fill('1');
    await continueTo(page, 'Review and get quote');
    const coverage = page.getByRole('region', { name: 'Coverage' });
    await shown(coverage.getByText('The business address, 2 buildings'));
    await shown(coverage.getByText('88 Pine Street, Portland, OR 97204, 1 building'));
    await shown(
      page
        .getByRole('region', { name: 'Loss history' })
        .getByText(`${lossDate}, Water damage, paid $6,500, reserved $0, closed`),
    );
    await getQuote(page, 'Quote ready');

    const expected = rateBop({
      state: 'WA',
      classCode: '16916',
      annualRevenue: 850_000,
      personalPropertyLimit: 60_000,
      construction: 'joisted_masonry',
      sprinklered: false,
      propertyDeductible: '1000',
      liabilityLimits: '1000000/2000000',
      lossCount: 1,
      buildings: [
        { construction: 'frame', sprinklered: false, buildingLimit: 0, personalPropertyLimit: 20_000 },
      ],
      locations: [
        {
          state: 'OR',
          buildings: [
            {
              construction: 'masonry_non_combustible',
              sprinklered: true,
              buildingLimit: 400_000,
              personalPropertyLimit: 40_000,
            },
          ],
        },
      ],
      losses: [{ paid: 6_500, reserved: 0 }],
    });
    expect(await breakdownRows(page)).toEqual(expected.breakdown.map((l) => [l.label, dollars(l.amount)]));
    expect(expected.breakdown.map((l) => l.label)).toContain('Loss surcharge');
    const data = stored(b.name)!.data as CascadeData;
    expect(data.coverage).toMatchObject({
      line: 'bop',
      buildings: [{ construction: 'frame', squareFeet: 600, personalPropertyLimit: 20_000 }],
      locations: [
        { city: 'Portland', state: 'OR', zip: '97204', buildings: [{ stories: 2, buildingLimit: 400_000 }] },
      ],
    });
    expect(data.lossHistory?.losses).toEqual([
      { date: isoInDays(-200), type: 'water', paid: 6_500, reserved: 0, open: false },
    ]);
  });
});

describe('Cascade Commercial: the loss table (GL)', () => {
  it('adds and removes rows, refuses a loss in the future under its cell, and surcharges the listed losses', async () => {
    const page = await signedInPage();
    const b = business();
    await fillBusiness(page, 'General Liability', b);
    await chooseAddress(page, 'suggested');
    await chooseClass(page, 'consult', '41677 — Consultants, NOC');
    await typeEffectiveDate(page, isoInDays(20));
    await page.getByLabel('Exposure').fill('850,000');
    await page.getByLabel('Limits (each occurrence / aggregate)').selectOption('1000000/2000000');
    await page.getByLabel('Property damage deductible').selectOption('0');
    await continueTo(page, 'Loss history');

    await fillLossTotals(page, '2', '16,000', 'No');
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Add a loss' }).click();
    await fillLossRow(lossRow(page, 1), {
      date: usDate(isoInDays(-400)),
      type: 'Bodily injury',
      paid: '12,000',
      reserved: '0',
      status: 'Closed',
    });
    await fillLossRow(lossRow(page, 2), {
      date: usDate(isoInDays(5)),
      type: 'Property damage',
      paid: '3,000',
      reserved: '1,000',
      status: 'Closed',
    });
    await page.getByRole('button', { name: 'Remove loss 3' }).click();
    expect(await lossRow(page, 3).count()).toBe(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(lossRow(page, 2).getByText('The date of loss cannot be in the future.'));
    expect(await lossRow(page, 2).getByLabel('Date of loss').getAttribute('aria-invalid')).toBe('true');
    await lossRow(page, 2)
      .getByLabel('Date of loss')
      .fill(usDate(isoInDays(-30)));
    await continueTo(page, 'Review and get quote');
    await getQuote(page, 'Quote ready');

    const expected = rateGl({
      state: 'WA',
      classCode: '41677',
      exposure: 850_000,
      limits: '1000000/2000000',
      deductible: '0',
      lossCount: 2,
      losses: [
        { paid: 12_000, reserved: 0 },
        { paid: 3_000, reserved: 1_000 },
      ],
    });
    expect(await breakdownRows(page)).toEqual(expected.breakdown.map((l) => [l.label, dollars(l.amount)]));
    expect(expected.breakdown[1]).toEqual({ label: 'Loss surcharge', amount: expect.any(Number) });
    await shown(heading(page, 'Quote ready'));
  });
});
