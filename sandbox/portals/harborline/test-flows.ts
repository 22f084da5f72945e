// WC and auto wizard flows for the Broker Hub browser tests (GL lives in test-support.ts).
import type { Page } from 'playwright-core';
import { answer, fillBusiness, isoDaysFromToday, saveAndContinue, startQuote } from './test-support.ts';

export const WC_ROWS = [
  { state: 'GA', code: '5183', payroll: '300,000', ft: '6', pt: '1' },
  { state: 'FL', code: '8810', payroll: '$120,000', ft: '2', pt: '0' },
];

export async function fillWcRow(
  page: Page,
  n: number,
  row: { state: string; code: string; payroll: string; ft: string; pt: string },
) {
  await page.getByLabel(`State (row ${n})`, { exact: true }).selectOption(row.state);
  await page.getByLabel(`Class code (row ${n})`, { exact: true }).selectOption(row.code);
  await page.getByLabel(`Annual payroll (row ${n})`, { exact: true }).fill(row.payroll);
  await page.getByLabel(`Full-time employees (row ${n})`, { exact: true }).fill(row.ft);
  await page.getByLabel(`Part-time employees (row ${n})`, { exact: true }).fill(row.pt);
}

/** A WC submission up to the questions page: GA plumbing plus FL clerical, or the rows given. */
export async function wcToQuestions(page: Page, legalName: string, rows = WC_ROWS, mod = '0.95') {
  await startQuote(page, "Workers' Compensation");
  await fillBusiness(page, {
    legalName,
    naics: '238220',
    street: '191 Peachtree St NE',
    city: 'Atlanta',
    state: 'GA',
    zip: '30303',
    effectiveDate: isoDaysFromToday(30),
  });
  await saveAndContinue(page, 'Class codes & payroll');
  for (const [i, row] of rows.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Add class code' }).click();
    await fillWcRow(page, i + 1, row);
  }
  await page.getByLabel('Experience modification factor').fill(mod);
  await page.getByLabel("Employers' liability limits").selectOption('500000/500000/500000');
  await page
    .getByRole('group', { name: 'Include owners and officers in coverage?' })
    .getByLabel('No')
    .check();
}

export async function answerWc(page: Page, heights = 'No') {
  await answer(page, 'Do employees work at heights above 15 feet?', heights);
  await answer(
    page,
    "How many workers' compensation claims has the business had in the past 3 years?",
    'None',
  );
  await answer(page, 'Do you collect certificates of insurance from every subcontractor?', 'Yes');
}

export interface VehicleRow {
  vin: string;
  year: string;
  make: string;
  model: string;
  zip: string;
  use: string;
  radius: string;
}

export async function autoToQuestions(
  page: Page,
  legalName: string,
  vehicles: VehicleRow[],
  birthDates: string[],
) {
  await startQuote(page, 'Commercial Auto');
  await fillBusiness(page, {
    legalName,
    naics: '561720',
    street: '1500 Marilla St',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
    effectiveDate: isoDaysFromToday(14),
  });
  await saveAndContinue(page, 'Vehicles & coverage');
  for (const [i, v] of vehicles.entries()) {
    const n = i + 1;
    if (i > 0) await page.getByRole('button', { name: 'Add vehicle' }).click();
    await page.getByLabel(`VIN (vehicle ${n})`).fill(v.vin);
    await page.getByLabel(`Year (vehicle ${n})`).selectOption(v.year);
    await page.getByLabel(`Make (vehicle ${n})`).selectOption(v.make);
    await page.getByLabel(`Model (vehicle ${n})`).fill(v.model);
    await page.getByLabel(`Garaging ZIP (vehicle ${n})`).fill(v.zip);
    await page.getByLabel(`Use (vehicle ${n})`).selectOption(v.use);
    await page.getByLabel(`Radius (vehicle ${n})`).selectOption(v.radius);
  }
  await page.getByLabel('Liability limit (combined single limit)').selectOption({ label: '$1,000,000 CSL' });
  await page.getByLabel('Comprehensive and collision deductible').selectOption({ label: '$1,000' });
  await saveAndContinue(page, 'Drivers');
  for (const [i, dob] of birthDates.entries()) {
    const n = i + 1;
    if (i > 0) await page.getByRole('button', { name: 'Add driver' }).click();
    await page.getByLabel(`First name (driver ${n})`).fill(['Avery', 'Blake', 'Casey'][i % 3]!);
    await page.getByLabel(`Last name (driver ${n})`).fill('Morgan');
    await page.getByLabel(`Date of birth (driver ${n})`).fill(dob);
    await page.getByLabel(`License state (driver ${n})`).selectOption('TX');
    await page.getByLabel(`License number (driver ${n})`).fill(`TX${String(40_000_000 + i)}`);
  }
  await saveAndContinue(page, 'Underwriting questions');
}

export async function answerAuto(page: Page, hazmat = 'No') {
  await answer(page, 'Do any vehicles haul hazardous materials?', hazmat);
  await answer(page, 'Does anyone not listed as a driver operate these vehicles?', 'No');
  await answer(page, 'How many at-fault accidents have the listed drivers had in the past 3 years?', '0');
}

export const vin = (i: number) => `1GCWGAFG5L1${200_000 + i}`;
