// Drives Pioneer ProducerNet the way an agent (or a playbook) would, for the portal's browser tests.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Faults } from '../../core/faults.ts';
import { type PortalHarness, startPortalHarness } from '../../testing.ts';
import { PIONEER_ID } from './index.ts';
import { rateBop } from './rating.ts';

export const DEMO = { username: 'demo.agency', password: 'Prairie#Quote2024' };

/** One sandbox and browser per test file; faults are reset after every test. */
export function usePioneerHarness() {
  let harness: PortalHarness | undefined;
  beforeAll(async () => {
    harness = await startPortalHarness();
  });
  afterEach(() => harness?.sandbox.state.faults.clear(PIONEER_ID));
  afterAll(async () => {
    await harness?.close();
  });
  const current = () => {
    if (!harness) throw new Error('harness not started');
    return harness;
  };
  return {
    harness: current,
    origin: () => current().sandbox.origin(PIONEER_ID),
    setFaults: (faults: Faults) => current().sandbox.state.faults.set(PIONEER_ID, faults),
    submissions: () => current().sandbox.state.submissions.list(PIONEER_ID),
  };
}

/** The premium of the BOP that `quoteBop` fills in (IA, NAICS 332710, alarm credit). */
export const BOP_EXPECTED = rateBop({
  state: 'IA',
  naics: '332710',
  grossSales: 1_200_000,
  buildingValue: 800_000,
  bppValue: 150_000,
  construction: 'MNC',
  sprinklered: true,
  alarm: true,
  liabilityLimit: '1000000/2000000',
  deductible: 1000,
}).premium;

export function isoInDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export async function latestCode(harness: PortalHarness, username: string): Promise<string> {
  const response = await fetch(
    `${harness.sandbox.url}/_sandbox/mfa-codes?carrierId=${PIONEER_ID}&username=${encodeURIComponent(username)}`,
  );
  const codes = (await response.json()) as { code: string }[];
  if (!codes[0]) throw new Error(`no SMS code for ${username}`);
  return codes[0].code;
}

export async function submitCredentials(page: Page, username: string, password: string) {
  await page.getByLabel('User ID').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in from the login page the browser is on (or opens it), answering the SMS code if asked. */
export async function signIn(
  harness: PortalHarness,
  page: Page,
  options: { remember?: boolean; openLogin?: boolean } = {},
) {
  if (options.openLogin !== false) await page.goto(`${harness.sandbox.origin(PIONEER_ID)}/producernet/login`);
  await submitCredentials(page, DEMO.username, DEMO.password);
  await page.waitForLoadState();
  if (page.url().includes('/producernet/verify')) {
    await page.getByLabel('Verification Code').fill(await latestCode(harness, DEMO.username));
    if (options.remember) await page.getByLabel('Remember this device for 30 days').check();
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
}

export interface ApplicantInput {
  name: string;
  effectiveDate: string;
  state?: string;
  zip?: string;
  city?: string;
  fein?: string;
}

export async function startQuote(page: Page, lineName: string) {
  await page.getByRole('link', { name: 'New Quote' }).click();
  await page.getByLabel(lineName).check();
  await page.getByRole('button', { name: 'Start Quote' }).click();
}

/** The three date selects, inside their fieldset (its legend names the date). */
export async function fillEffectiveDate(page: Page, iso: string, legend = 'Proposed Effective Date') {
  const [year, month, day] = iso.split('-') as [string, string, string];
  const group = page.getByRole('group', { name: legend });
  await group.getByLabel('Month').selectOption(month);
  await group.getByLabel('Day').selectOption(day);
  await group.getByLabel('Year').selectOption(year);
}

export async function fillApplicant(page: Page, a: ApplicantInput) {
  await page.getByLabel('Named Insured').fill(a.name);
  await page.getByLabel('Legal Entity').selectOption('LLC');
  await page.getByLabel('FEIN / Tax ID').fill(a.fein ?? '42-1234567');
  await page.getByLabel('Year Business Started').fill('2009');
  await page.getByLabel('Street Address').fill('412 Court Avenue');
  await page.getByLabel('City').fill(a.city ?? 'Des Moines');
  await page.getByLabel('State').selectOption(a.state ?? 'IA');
  await page.getByLabel('ZIP Code').fill(a.zip ?? '50309');
  await page.getByLabel('Contact Name').fill('Dana Lindqvist');
  await page.getByLabel('Contact Phone').fill('(515) 555-0110');
  await page.getByLabel('Contact Email').fill('dana@example.com');
  await fillEffectiveDate(page, a.effectiveDate);
}

export const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save & Continue' }).click();

export async function classify(
  page: Page,
  c: { naics: string; grossSales: string; employees: string; payroll?: string },
) {
  await page.getByText('Step 2 of 5').waitFor();
  const widget = page.frameLocator('iframe[title="Classification"]');
  await widget.getByLabel('NAICS Code').fill(c.naics);
  await widget.getByLabel('Description of Operations').fill('Family-owned business, single location.');
  await widget.getByLabel('Gross Sales').fill(c.grossSales);
  await widget.getByLabel('Number of Employees').fill(c.employees);
  if (c.payroll) await widget.getByLabel('Total Payroll').fill(c.payroll);
  await widget.getByRole('button', { name: 'Save Classification' }).click();
}

export async function continueAfterClassification(page: Page) {
  const next = page.getByRole('button', { name: 'Continue', exact: true });
  await expect.poll(() => next.isEnabled()).toBe(true);
  await next.click();
}

export async function answer(page: Page, question: string, value: 'Yes' | 'No') {
  await page.getByRole('group', { name: question }).getByLabel(value, { exact: true }).check();
}

export async function fillBopCoverage(page: Page, buildingValue = '800,000') {
  await answer(page, 'Does the insured own the building?', 'Yes');
  await page.getByLabel('Building Replacement Cost').fill(buildingValue);
  // Whole labels: the Additional Locations schedule has "Year Built (additional location 1)" and so on.
  const whole = (label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  await whole('Business Personal Property').fill('150000');
  await whole('Construction Type').selectOption({ label: 'Masonry Non-Combustible' });
  await whole('Year Built').fill('1998');
  await page.getByLabel('Total Square Footage').fill('6400');
  await answer(page, 'Is the building fully sprinklered?', 'Yes');
  await page.getByLabel('Liability Limits').selectOption('1000000/2000000');
  await page.getByLabel('Property Deductible').selectOption('1000');
}

export async function answerCommonQuestions(page: Page, overrides: Record<string, 'Yes' | 'No'> = {}) {
  const groups = page.locator('fieldset.question');
  for (const legend of await groups.locator('legend').allInnerTexts()) {
    const question = legend.replace(/\s*\*\s*$/, '').trim();
    await answer(page, question, overrides[question] ?? 'No');
  }
  await page.getByLabel('Number of losses in the past 3 years').selectOption({ label: 'None' });
}

export async function submitForQuote(page: Page, button = 'Get Quote') {
  await page.getByLabel(/I certify/).check();
  await page.getByRole('button', { name: button }).click();
}

export async function displayedPremium(page: Page, rowName = 'Total Annual Premium'): Promise<number> {
  return Number((await cellText(page, rowName)).replace(/[$,]/g, ''));
}

export interface FlowOptions {
  buildingValue?: string;
  /** Underwriting answers other than "No", by question text. */
  answers?: Record<string, 'Yes' | 'No'>;
}

/** A complete BOP submission from the home page to its outcome (IA, NAICS 332710). */
export async function quoteBop(page: Page, name: string, effectiveDate: string, options: FlowOptions = {}) {
  await startQuote(page, 'Businessowners (BOP)');
  await fillApplicant(page, { name, effectiveDate });
  await saveAndContinue(page);
  await classify(page, { naics: '332710', grossSales: '$1,200,000', employees: '12' });
  await continueAfterClassification(page);
  await fillBopCoverage(page, options.buildingValue);
  await saveAndContinue(page);
  await answerCommonQuestions(page, {
    'Is the premises protected by a central station burglar alarm?': 'Yes',
    ...options.answers,
  });
  await saveAndContinue(page);
  await submitForQuote(page);
}

export async function fillClassRow(
  page: Page,
  n: number,
  row: { state: string; code: string; payroll: string; employees: string },
) {
  await page.getByLabel(`State (class ${n})`).selectOption(row.state);
  await page.getByLabel(`NCCI Class Code (class ${n})`).fill(row.code);
  await page.getByLabel(`Payroll (class ${n})`).fill(row.payroll);
  await page.getByLabel(`Number of Employees (class ${n})`).fill(row.employees);
}

/** A WC submission through the class-code step (IA clerical + IL machine shop, mod 0.87). */
export async function wcThroughClassCodes(page: Page, name: string, effectiveDate: string) {
  await startQuote(page, "Workers' Compensation");
  await fillApplicant(page, { name, effectiveDate });
  await saveAndContinue(page);
  await classify(page, { naics: '332710', grossSales: '3,400,000', employees: '13', payroll: '650,000' });
  await continueAfterClassification(page);
  await fillClassRow(page, 1, { state: 'IA', code: '8810', payroll: '250,000', employees: '4' });
  await page.getByRole('button', { name: 'Add another class' }).click();
  await fillClassRow(page, 2, { state: 'IL', code: '3632', payroll: '400000', employees: '9' });
  await page.getByLabel('Experience Modification Factor').fill('0.87');
  await page.getByLabel("Employers' Liability Limits").selectOption('500000/500000/500000');
  await answer(page, 'Include owners / officers in coverage?', 'No');
  await saveAndContinue(page);
}

export async function finishWc(page: Page, answers: Record<string, 'Yes' | 'No'> = {}) {
  await answerCommonQuestions(page, answers);
  await page
    .getByLabel('Describe safety program')
    .fill('Monthly safety meetings, machine guarding audits, PPE training.');
  await saveAndContinue(page);
  await submitForQuote(page);
}

export async function cellText(page: Page, rowName: string): Promise<string> {
  return ((await page.getByRole('row', { name: rowName }).getByRole('cell').textContent()) ?? '').trim();
}
