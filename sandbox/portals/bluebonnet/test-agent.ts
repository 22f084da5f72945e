// Test helpers that drive AgentDesk the way a playbook would: labels and roles only.
import type { Locator, Page } from 'playwright-core';
import { addDays, toDashDate, todayIso } from './dates.ts';

export const DEMO_LOGIN = { username: 'demo.agency', password: 'Bluebonnet!2025' };
export const SECOND_LOGIN = { username: 'second.producer', password: 'Wildflower!2025' };

/** An effective date AgentDesk accepts, `days` from today, as MM-DD-YYYY. */
export const effectiveIn = (days: number) => toDashDate(addDays(todayIso(new Date()), days));

export async function signIn(page: Page, origin: string, login = DEMO_LOGIN): Promise<void> {
  await page.goto(`${origin}/agentdesk/login`);
  await page.getByLabel('User ID').fill(login.username);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForLoadState();
}

export async function acceptTerms(page: Page): Promise<void> {
  await page.getByLabel('I have read and accept the Producer Terms of Use').check();
  await page.getByRole('button', { name: 'I agree' }).click();
  await page.waitForLoadState();
}

export async function signInAndAccept(page: Page, origin: string): Promise<void> {
  await signIn(page, origin);
  await acceptTerms(page);
}

export async function saveAndContinue(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await page.waitForLoadState();
}

export async function answer(page: Page, question: string, choice: 'Yes' | 'No'): Promise<void> {
  await page.getByRole('group', { name: question }).getByLabel(choice, { exact: true }).check();
}

export interface Applicant {
  name: string;
  effectiveDate: string;
}

export async function fillApplicant(page: Page, applicant: Applicant): Promise<void> {
  await page.getByLabel('Applicant Legal Name').fill(applicant.name);
  await page.getByLabel('Legal Entity').selectOption({ label: 'Limited Liability Company' });
  await page.getByLabel('Tax ID (FEIN)').fill('74-1234567');
  await page.getByLabel('Year Business Started').fill('2012');
  await page.getByLabel('Policy Effective Date').fill(applicant.effectiveDate);
  await page.getByLabel('Contact Name').fill('Rosa Delgado');
  await page.getByLabel('Contact Phone').fill('(512) 555-0147');
  await page.getByLabel('Contact Email').fill('rosa@example.com');
}

export interface Location {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export const AUSTIN: Location = {
  street: '1400 S Congress Ave',
  city: 'Austin',
  state: 'Texas',
  zip: '78704',
};

export async function fillLocation(page: Page, location: Location): Promise<void> {
  await page.getByLabel('Street Address').fill(location.street);
  await page.getByLabel('City').fill(location.city);
  await page.getByLabel('State', { exact: true }).selectOption({ label: location.state });
  await page.getByLabel('ZIP Code').fill(location.zip);
}

export interface Operations {
  naics: string;
  receipts: string;
  employees: string;
}

export async function fillOperations(page: Page, ops: Operations): Promise<void> {
  await page.getByLabel('NAICS Code').fill(ops.naics);
  await page.getByLabel('Description of Operations').fill('Retail store and light services.');
  await page.getByLabel('Annual Receipts').fill(ops.receipts);
  await page.getByLabel('Number of Employees').fill(ops.employees);
}

/** Signs in, opens a new application for a line, and completes the first three sections. */
export async function startThroughOperations(
  page: Page,
  origin: string,
  tile: string,
  applicant: Applicant,
  location: Location,
  ops: Operations,
): Promise<void> {
  await signInAndAccept(page, origin);
  await page.getByRole('link', { name: `Start ${tile} application` }).click();
  await fillApplicant(page, applicant);
  await saveAndContinue(page);
  await fillLocation(page, location);
  await saveAndContinue(page);
  await fillOperations(page, ops);
  await saveAndContinue(page);
}

/** The premium on the quote page, as a number. */
export async function displayedPremium(page: Page): Promise<number> {
  const text = await page.locator('#annual-premium').textContent();
  return Number((text ?? '').replace(/[$,]/g, ''));
}

/** Waits (up to 5 s) for the element to show; true when it does, so `expect(await shown(x)).toBe(true)`. */
export async function shown(locator: Locator): Promise<boolean> {
  await locator.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  return locator.isVisible();
}
