// Page helpers for the Broker Hub browser tests, written the way a playbook would drive the portal:
// labels and roles only.
import { generate } from 'otplib';
import type { Locator, Page } from 'playwright-core';
import { HARBORLINE_DEMO } from './index.ts';

export const DEMO = HARBORLINE_DEMO;

/** Waits until the locator is visible (playwright-core has no `expect`). */
export const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible' });

export function isoDaysFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const totp = (secret: string, epochSeconds = Math.floor(Date.now() / 1000)) =>
  generate({ secret, epoch: epochSeconds });

export async function submitPassword(page: Page, origin: string, username: string, password: string) {
  await page.goto(`${origin}/#/login`);
  await page.getByLabel('Email address').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function enterCode(page: Page, secret = DEMO.totpSeed) {
  await visible(page.getByText('Enter the 6-digit code from your authenticator app'));
  await page.getByLabel('Authentication code').fill(await totp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
}

export async function signIn(page: Page, origin: string) {
  await submitPassword(page, origin, DEMO.username, DEMO.password);
  await enterCode(page);
  await visible(page.getByRole('heading', { name: /Welcome back/ }));
}

export interface BusinessInput {
  legalName: string;
  naics: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  effectiveDate: string;
  fein?: string;
  revenue?: string;
  employees?: string;
}

export async function startQuote(page: Page, lineName: string) {
  await page.getByRole('link', { name: 'New quote' }).click();
  await page.getByRole('link', { name: new RegExp(lineName) }).click();
  await visible(page.getByRole('heading', { name: 'Business details' }));
}

export async function fillBusiness(page: Page, b: BusinessInput) {
  const label = (text: string) => page.getByLabel(text, { exact: true });
  await label('Legal business name').fill(b.legalName);
  await label('FEIN').fill(b.fein ?? '58-1234567');
  await label('Business structure').selectOption({ label: 'Limited liability company (LLC)' });
  await label('NAICS code').fill(b.naics);
  await label('Year business started').fill('2012');
  await label('Annual revenue').fill(b.revenue ?? '1,250,000');
  await label('Total employees').fill(b.employees ?? '12');
  await label('Street address').fill(b.street);
  await label('City').fill(b.city);
  await label('State').selectOption(b.state);
  await label('ZIP code').fill(b.zip);
  await label('Contact name').fill('Jordan Ellis');
  await label('Contact email').fill('jordan@example.com');
  await label('Contact phone').fill('(404) 555-0188');
  await label('Policy effective date').fill(b.effectiveDate);
}

export async function saveAndContinue(page: Page, nextHeading: string) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await visible(page.getByRole('heading', { name: nextHeading, exact: true }));
}

/** Yes/No questions are radio groups named by the question; choices are dropdowns labelled by it. */
export async function answer(page: Page, question: string, value: string) {
  const group = page
    .getByRole('radiogroup', { name: question })
    .or(page.getByRole('group', { name: question }));
  if ((await group.count()) > 0) {
    await group.getByLabel(value, { exact: true }).check();
    return;
  }
  const control = page.getByLabel(question, { exact: true });
  if ((await control.evaluate((el) => el.tagName)) === 'SELECT') await control.selectOption(value);
  else await control.fill(value);
}

export async function getQuote(page: Page) {
  await visible(page.getByRole('heading', { name: 'Review & quote' }));
  await page.getByRole('button', { name: 'Get quote' }).click();
}

/** The "Annual premium" row of the v1 quote details table, as a number. */
export async function displayedPremium(page: Page): Promise<number> {
  const cell = page.getByRole('row', { name: /^Annual premium/ }).getByRole('cell');
  return Number(((await cell.textContent()) ?? '').replace(/[$,]/g, ''));
}

export const GL_QUESTIONS = {
  description: 'Describe any subcontracted work',
  share: 'What share of annual revenue is paid to subcontractors?',
  residential:
    'Does the business work on new residential construction (tract homes, condominiums, townhomes)?',
  lawsuits: 'Has the business had any general liability claims or lawsuits in the past 5 years?',
};

/** A consultant's GL quote from the dashboard to the quote page; answers the premium inputs. */
export async function quoteGl(page: Page, legalName: string, effectiveDate = isoDaysFromToday(20)) {
  await startQuote(page, 'General Liability');
  await fillBusiness(page, {
    legalName,
    naics: '541611',
    street: '233 S Wacker Dr',
    city: 'Chicago',
    state: 'IL',
    zip: '60606',
    effectiveDate,
  });
  await saveAndContinue(page, 'Operations & coverage');
  await fillGlOperations(page);
  await saveAndContinue(page, 'Underwriting questions');
  await answerGlQuestions(page);
  await saveAndContinue(page, 'Review & quote');
  await getQuote(page);
  return { state: 'IL', classCode: '41677', exposure: 850_000, limits: '1000000/2000000', deductible: 500 };
}

export async function fillGlOperations(page: Page) {
  await page.getByLabel('General liability class').selectOption('41677');
  await page.getByLabel('Exposure', { exact: true }).fill('850,000');
  await page.getByLabel('Limits of insurance (each occurrence / aggregate)').selectOption('1000000/2000000');
  await page.getByLabel('Property damage deductible').selectOption({ label: '$500' });
}

export async function answerGlQuestions(
  page: Page,
  overrides: Partial<Record<keyof typeof GL_QUESTIONS, string>> = {},
) {
  await answer(page, GL_QUESTIONS.description, overrides.description ?? 'None');
  await answer(page, GL_QUESTIONS.share, overrides.share ?? 'None');
  await answer(page, GL_QUESTIONS.residential, overrides.residential ?? 'No');
  await answer(page, GL_QUESTIONS.lawsuits, overrides.lawsuits ?? 'No');
}
