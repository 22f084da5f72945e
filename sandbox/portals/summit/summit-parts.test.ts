// Summit AgentLink's parts in real Chromium: the BOP Additional Premises grid (Add Location, Add
// Building, Remove, each row rated in its own state) and the CGL Schedule of Additional Locations and
// Loss History (each location's exposure rated, listed losses surcharged), premiums from rating.ts.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalHarness, startPortalHarness } from '../../testing.ts';
import { summitPortal } from './index.ts';
import { rateBop, rateGl } from './rating.ts';
import {
  answerBopGlQuestions,
  answerYesNo,
  displayedTotal,
  dollars,
  expectStep,
  fillApplicant,
  fillGlExposure,
  login,
  next,
  rate,
  startSubmission,
  usDate,
} from './test-driver.ts';

let harness: PortalHarness;

beforeAll(async () => {
  harness = await startPortalHarness({ portals: [summitPortal] });
});
afterAll(async () => {
  await harness?.close();
});

const bakery = (name: string) => ({
  name,
  state: 'TX',
  city: 'Fredericksburg',
  zip: '78624',
  naics: '445291',
  sales: 1_150_000,
  effectiveDate: usDate(14),
});

async function fillCells(page: Page, noun: string, n: number, cells: Record<string, string>) {
  for (const [column, value] of Object.entries(cells)) {
    const control = page.getByLabel(`${noun} ${n} ${column}`, { exact: true });
    if ((await control.evaluate((e: Element) => e.tagName)) === 'SELECT')
      await control.selectOption({ label: value });
    else await control.fill(value);
  }
}

const errors = (page: Page) => page.getByRole('alert').getByRole('listitem').allTextContents();

const KERRVILLE = {
  'Street Address': '820 Water St',
  City: 'Kerrville',
  State: 'TX',
  'ZIP Code': '78028',
  Interest: 'Tenant',
  'BPP Limit': '80,000',
  Construction: 'Joisted Masonry',
  'Yr Built': '1985',
  'Sq Ft': '1400',
  Sprinklered: 'Yes',
};

describe('Summit AgentLink: Additional Premises (BOP)', () => {
  it('takes a second location and a second building there, refuses an incomplete row, and rates each', async () => {
    const { page } = await harness.newPage();
    await login(page, harness);
    await startSubmission(page, 'Businessowners (BOP)');
    await fillApplicant(page, bakery('Hill Country Bakehouse BOP LLC'));
    await next(page);
    await expectStep(page, 'Location & Building');
    await page.getByLabel("Applicant's Interest").selectOption({ label: 'Owner' });
    await page.getByLabel('Building Limit').fill('640,000');
    await page.getByLabel('Business Personal Property Limit').fill('150,000');
    await page.getByLabel('Construction Type').selectOption({ label: 'Masonry Non-Combustible' });
    await page.getByLabel('Year Built').fill('1962');
    await page.getByLabel('Total Square Feet').fill('3200');
    await answerYesNo(page, 'Is the building fully sprinklered?', 'No');
    // One empty row is always shown; a second building at the premises copies its address.
    await fillCells(page, 'Premises', 1, KERRVILLE);
    await page.getByRole('button', { name: 'Add Building', exact: true }).click();
    await expect.poll(() => page.getByLabel('Premises 2 Street Address').inputValue()).toBe('820 Water St');
    const grid = page.locator('#ctl00_MainContent_gvPremises');
    expect(await grid.getByRole('row').nth(2).getByRole('cell').first().textContent()).toBe('Loc 2 / Bldg 2');
    await fillCells(page, 'Premises', 2, { 'BPP Limit': '20,000', Construction: 'Frame' });
    await next(page);
    expect(await errors(page)).toEqual([
      `Premises 2: Yr Built must be a 4-digit year between 1800 and ${new Date().getUTCFullYear()}.`,
      'Premises 2: Sq Ft must be a whole number between 1 and 500,000.',
      'Premises 2: Sprinklered is required.',
    ]);
    await page.getByRole('button', { name: 'Remove Premises 2', exact: true }).click();
    await expect.poll(() => page.getByLabel(/^Premises \d+ Street Address$/).count()).toBe(1);
    await next(page);
    await expectStep(page, 'Coverages');
    await page.getByLabel('Each Occurrence / Aggregate').selectOption({ label: '1,000,000/2,000,000' });
    await page.getByLabel('Property Deductible').selectOption({ label: '$1,000' });
    await next(page);
    await answerBopGlQuestions(page, { line: 'bop' });
    await next(page);
    await rate(page);

    const location1 = {
      state: 'TX',
      naics: '445291',
      buildingLimit: 640_000,
      bppLimit: 150_000,
      construction: '4',
      sprinklered: false,
      deductible: 1000,
      occurrenceLimit: 1_000_000,
      grossSales: 1_150_000,
      losses: 0,
      terrorism: true,
    };
    const label = 'Loc 2 / Bldg 1, 820 Water St, Kerrville';
    const expected = rateBop({
      ...location1,
      otherBuildings: [
        { label, state: 'TX', buildingLimit: 0, bppLimit: 80_000, construction: '2', sprinklered: true },
      ],
    });
    await page.getByRole('heading', { name: 'Quote', exact: true }).waitFor();
    expect(await displayedTotal(page)).toBe(expected.total);
    expect(expected.total).toBeGreaterThan(rateBop(location1).total);
    const row = page
      .locator('#ctl00_MainContent_gvPremium')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: `Property, ${label}`, exact: true }) });
    expect(dollars(await row.getByRole('cell').textContent())).toBe(expected.otherProperty![0]!.amount);
  });
});

describe('Summit AgentLink: Additional Locations and Loss History (CGL)', () => {
  it('rates the second location and surcharges the listed loss; refuses a loss in the future', async () => {
    const { page } = await harness.newPage();
    await login(page, harness);
    await startSubmission(page, 'Commercial General Liability (CGL)');
    await fillApplicant(page, bakery('Hill Country Bakehouse CGL LLC'));
    await next(page);
    await expectStep(page, 'Liability Exposure');
    await fillGlExposure(page, {
      classCode: '10113',
      basis: 'Gross Sales',
      exposure: 780_000,
      limits: '1,000,000/2,000,000',
      deductible: 'None',
    });
    expect(await page.getByText('No losses entered.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Add Location', exact: true }).click();
    await fillCells(page, 'Location', 1, {
      'Street Address': '820 Water St',
      City: 'Kerrville',
      State: 'TX',
      'ZIP Code': '78028',
      'Class Code': '10113',
      Exposure: '370,000',
    });
    await page.getByRole('button', { name: 'Add Loss', exact: true }).click();
    const lossCells = {
      Type: 'Bodily Injury',
      'Amount Paid': '8,200',
      'Amount Reserved': '0',
      Status: 'Closed',
    };
    await fillCells(page, 'Loss', 1, { 'Date of Loss': usDate(3), ...lossCells });
    await next(page);
    expect(await errors(page)).toEqual(['Loss 1: Date of Loss cannot be in the future.']);
    expect(await page.getByLabel('Location 1 City', { exact: true }).inputValue()).toBe('Kerrville');
    await fillCells(page, 'Loss', 1, { 'Date of Loss': usDate(-300) });
    await next(page);
    await answerBopGlQuestions(page, { line: 'gl' });
    await next(page);
    await rate(page);

    const gl = {
      state: 'TX',
      classRate: 1.35,
      basis: 'S' as const,
      exposure: 780_000,
      occurrenceLimit: 1_000_000,
      deductible: 0,
      losses: 0,
    };
    const expected = rateGl({
      ...gl,
      otherLocations: [{ state: 'TX', classRate: 1.35, basis: 'S', exposure: 370_000 }],
      listedLosses: [{ paid: 8200, reserved: 0, open: false }],
    });
    expect(await displayedTotal(page)).toBe(expected);
    expect(expected).toBe(2107);
    expect(rateGl(gl)).toBe(1211);
  });
});
