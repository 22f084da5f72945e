// Test helpers that drive Ironclad Exchange the way an agent would: by labels and roles only.
import type { Locator, Page } from 'playwright-core';
import { IRONCLAD_ACCOUNTS } from './index.ts';

export const DEMO = IRONCLAD_ACCOUNTS[0]!;

export function isoInDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface ApplicantInput {
  name: string;
  naics: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  yearStarted: string;
  revenue: string;
  employees: string;
  inception: string;
}

export const applicant = (overrides: Partial<ApplicantInput> = {}): ApplicantInput => ({
  name: `Northwind Analytics ${Math.random().toString(36).slice(2, 7)}`,
  naics: '541511',
  street: '200 Park Ave',
  city: 'New York',
  state: 'NY',
  zip: '10166',
  yearStarted: '2012',
  revenue: '5000000',
  employees: '40',
  inception: isoInDays(14),
  ...overrides,
});

export async function signIn(page: Page, origin: string, username = DEMO.username, password = DEMO.password) {
  if (!page.url().includes('/signin')) await page.goto(`${origin}/signin`);
  await page.getByLabel('User ID').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function startSubmission(
  page: Page,
  product: 'Cyber Liability' | 'General Liability' | 'Commercial Umbrella',
) {
  await page.getByRole('link', { name: `New ${product} submission` }).click();
}

export async function fillApplicant(page: Page, a: ApplicantInput) {
  await page.getByLabel('Named insured (legal name)').fill(a.name);
  await page.getByLabel('Legal entity').selectOption({ label: 'Limited liability company' });
  await page.getByLabel('NAICS code (6 digits)').fill(a.naics);
  await page.getByLabel('Street address').fill(a.street);
  await page.getByLabel('City').fill(a.city);
  await page.getByLabel('State', { exact: true }).selectOption(a.state);
  await page.getByLabel('ZIP code').fill(a.zip);
  await page.getByLabel('Year business started').fill(a.yearStarted);
  await page.getByLabel('Annual gross revenue (USD)').fill(a.revenue);
  await page.getByLabel('Total employees').fill(a.employees);
  await page.getByLabel('Policy inception (YYYY-MM-DD)').fill(a.inception);
  await page.getByLabel('Contact name').fill('Dana Whitfield');
  await page.getByLabel('Contact email').fill('dana@example.com');
  await page.getByLabel('Contact phone').fill('(212) 555-0147');
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

/** Answers a Yes/No question by its wording. */
export async function answer(page: Page, question: string, value: 'Yes' | 'No') {
  await page.getByRole('group', { name: question }).getByLabel(value, { exact: true }).check();
}

export interface CyberAnswers {
  mfaEmail: 'Yes' | 'No';
  remoteAccess: 'Yes' | 'No';
  mfaRemote?: 'Yes' | 'No';
  backupsEncrypted: 'Yes' | 'No';
  edr: 'Yes' | 'No';
  records: string;
  priorIncidents: 'Yes' | 'No';
  pci: string;
}

export async function answerCyber(page: Page, a: CyberAnswers) {
  await answer(
    page,
    'Is multi-factor authentication (MFA) enforced for all access to company email, including webmail and mobile?',
    a.mfaEmail,
  );
  await answer(
    page,
    'Can employees or vendors reach your network remotely (VPN, RDP or remote desktop tools)?',
    a.remoteAccess,
  );
  if (a.mfaRemote) await answer(page, 'Is MFA required for all remote network access?', a.mfaRemote);
  await answer(page, 'Do you back up critical systems and data at least weekly?', 'Yes');
  await answer(page, 'Are those backups encrypted?', a.backupsEncrypted);
  await page
    .getByLabel('Describe your backup and restore procedure')
    .fill('Nightly snapshots to immutable cloud storage; a full restore is tested every quarter.');
  await answer(page, 'Is endpoint detection and response (EDR) deployed on all endpoints?', a.edr);
  if (a.edr === 'Yes') await page.getByLabel('EDR product in use').fill('SentinelOne');
  await page.getByLabel('Records containing personal information held').selectOption({ label: a.records });
  await answer(
    page,
    'Any cyber incidents, data breaches, ransomware events or cyber claims in the past 5 years?',
    a.priorIncidents,
  );
  if (a.priorIncidents === 'Yes')
    await page
      .getByLabel('Describe each incident, its cost and what changed afterwards')
      .fill('Business email compromise in 2022, $40,000 wire loss; MFA rolled out afterwards.');
  await page.getByLabel('Do you process payment cards? If so, PCI level').selectOption({ label: a.pci });
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

export async function submitForQuote(page: Page) {
  await page
    .getByLabel('I confirm the applicant has reviewed these answers and they are true and complete')
    .check();
  await page.getByRole('button', { name: 'Submit for quote' }).click();
}

/** Reads a row of the "Quote details" table (layout 1). */
export async function quoteDetail(page: Page, label: string): Promise<string> {
  const table = page.getByRole('table', { name: 'Quote details' });
  return (await table.getByRole('row', { name: label }).getByRole('cell').textContent())?.trim() ?? '';
}

export const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** Waits until the locator is visible (vitest has no Playwright matchers). */
export const shown = (locator: Locator) => locator.waitFor({ state: 'visible' });
export const hidden = (locator: Locator) => locator.waitFor({ state: 'hidden' });
export async function textOf(locator: Locator): Promise<string> {
  await locator.waitFor();
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}
