// Test helpers that drive Cascade Commercial the way a playbook would: by labels and roles only (the
// loss-history inputs inside the web component's open shadow root included). The e-mailed code is read
// from the sandbox mailbox.
import type { Locator, Page } from 'playwright-core';
import type { Sandbox } from '../../server.ts';
import { CASCADE_ACCOUNTS, CASCADE_ID } from './index.ts';

export const DEMO = CASCADE_ACCOUNTS[0]!;

/** Waits until the locator is visible (vitest has no Playwright matchers). */
export const shown = (locator: Locator) => locator.first().waitFor({ state: 'visible' });
export const gone = (locator: Locator) => locator.first().waitFor({ state: 'hidden' });

export async function textOf(locator: Locator): Promise<string> {
  await locator.waitFor();
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });

/** "2026-03-24" → "03/24/2026". */
export const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A calendar day's accessible name: "2026-03-24" → "March 24, 2026". */
export const longDateName = (iso: string) =>
  `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;

export function isoInDays(days: number, from = new Date()): string {
  const date = new Date(from);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const dollars = (amount: number) =>
  `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US')}`;

/** The newest code Cascade e-mailed to this login (the mailbox keeps what no relay took). */
export function mailedCode(sandbox: Sandbox, username = DEMO.username): string {
  const mail = sandbox.state.mail.list({ carrierId: CASCADE_ID, username })[0];
  const code = mail && /\b\d{6}\b/.exec(mail.subject)?.[0];
  if (!code) throw new Error(`no code mailed to ${username}`);
  return code;
}

export async function submitPassword(page: Page, username = DEMO.username, password = DEMO.password) {
  await page.getByLabel('E-mail address').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Password, then the mailed code; ends wherever the portal goes next. */
export async function signIn(page: Page, sandbox: Sandbox, account = DEMO) {
  await shown(heading(page, 'Sign in to Cascade Commercial'));
  await submitPassword(page, account.username, account.password);
  await shown(heading(page, 'Check your e-mail'));
  await page.getByLabel('Verification code').fill(mailedCode(sandbox, account.username));
  await page.getByRole('button', { name: 'Verify' }).click();
}

export async function openSignedIn(page: Page, origin: string, sandbox: Sandbox) {
  await page.goto(`${origin}/`);
  await signIn(page, sandbox);
  await shown(heading(page, /^Welcome, /));
}

export type LineName = 'General Liability' | "Business Owner's Policy" | 'Cyber';

export interface BusinessInput {
  name: string;
  entity: string;
  yearStarted: string;
  revenue: string;
  employees: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

export const business = (overrides: Partial<BusinessInput> = {}): BusinessInput => ({
  name: `Rainier Analytics ${Math.random().toString(36).slice(2, 7)} LLC`,
  entity: 'Limited liability company',
  yearStarted: '2014',
  revenue: '850,000',
  employees: '9',
  street: '1201 Third Avenue, Suite 400',
  city: 'Seattle',
  state: 'WA',
  zip: '98101',
  ...overrides,
});

/** From the dashboard: a new quote on that line, the Business step filled and continued. */
export async function fillBusiness(page: Page, line: LineName, b: BusinessInput) {
  await page.getByRole('link', { name: `New ${line} quote` }).click();
  await shown(heading(page, 'Business'));
  await fillBusinessForm(page, b);
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function fillBusinessForm(page: Page, b: BusinessInput) {
  await page.getByLabel('Legal business name').fill(b.name);
  await page.getByLabel('Legal entity').selectOption({ label: b.entity });
  await page.getByLabel('Year business started').fill(b.yearStarted);
  await page.getByLabel('Annual revenue (USD)').fill(b.revenue);
  await page.getByLabel('Total employees').fill(b.employees);
  await page.getByLabel('Street address').fill(b.street);
  await page.getByLabel('City').fill(b.city);
  await page.getByLabel('State').selectOption(b.state);
  await page.getByLabel('ZIP code').fill(b.zip);
}

export const addressDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'We found a standardized address' });

/** Answers the standardized-address dialog and waits for the Coverage step. */
export async function chooseAddress(page: Page, choice: 'suggested' | 'entered' = 'suggested') {
  const dialog = addressDialog(page);
  await shown(dialog);
  const button = choice === 'suggested' ? 'Use suggested address' : 'Keep address as entered';
  await dialog.getByRole('button', { name: button }).click();
  await shown(heading(page, 'Coverage'));
}

/** Types into the class-code combobox and picks the option. */
export async function chooseClass(page: Page, search: string, option: string) {
  await page.getByRole('combobox', { name: 'Class code' }).fill(search);
  await page.getByRole('option', { name: option }).click();
}

export async function typeEffectiveDate(page: Page, iso: string) {
  await page.getByLabel('Policy effective date').fill(usDate(iso));
}

export const answer = (page: Page, question: string, value: 'Yes' | 'No') =>
  page.getByRole('radiogroup', { name: question }).getByLabel(value, { exact: true }).check();

export async function continueTo(page: Page, next: string) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await shown(heading(page, next));
}

export interface CyberInput {
  limit: string;
  retention: string;
  records: string;
  /** "No" answers among the security controls, by question. */
  missingControls: string[];
  priorIncidents: 'Yes' | 'No';
  acceptsCards: 'Yes' | 'No';
  pciCompliant?: 'Yes' | 'No';
}

export const CONTROL_QUESTIONS = [
  'Is multi-factor authentication required for e-mail and remote access?',
  'Is sensitive data encrypted at rest and in transit?',
  'Are backups kept offline or immutable, with restores tested?',
  'Is endpoint detection and response (EDR) deployed on every endpoint?',
  'Do employees complete security awareness training every year?',
  'Is there a written incident response plan?',
];

/** The cyber part of the Coverage step (after the class and date). */
export async function fillCyber(page: Page, c: CyberInput) {
  await page.getByLabel('Aggregate limit').selectOption({ label: c.limit });
  await page.getByLabel('Retention').selectOption({ label: c.retention });
  await page.getByLabel('Records with personal information').selectOption({ label: c.records });
  for (const question of CONTROL_QUESTIONS) {
    await answer(page, question, c.missingControls.includes(question) ? 'No' : 'Yes');
  }
  await answer(page, 'Any cyber incidents, breaches or cyber claims in the past 5 years?', c.priorIncidents);
  await answer(page, 'Does the business accept payment cards?', c.acceptsCards);
  if (c.pciCompliant) await answer(page, 'Is the business PCI DSS compliant?', c.pciCompliant);
}

export interface LossInput {
  count: string;
  incurred: string;
  open: 'Yes' | 'No';
}

/** The loss-history section (inside the web component) filled and continued to Review. */
export async function fillLossHistory(
  page: Page,
  losses: LossInput = { count: '0', incurred: '0', open: 'No' },
) {
  await page.getByLabel('Number of losses in the past 3 years').fill(losses.count);
  await page.getByLabel('Total incurred, past 3 years (USD)').fill(losses.incurred);
  await answer(page, 'Are any claims still open?', losses.open);
  await continueTo(page, 'Review and get quote');
}

export async function getQuote(page: Page, outcomeHeading: string) {
  await page.getByLabel('I confirm the information in this submission is accurate and complete').check();
  await page.getByRole('button', { name: 'Get quote' }).click();
  await shown(heading(page, outcomeHeading));
}

/** A row's value in one of the quote page's tables ("Quote summary", "Coverage", "Premium breakdown"). */
export async function quoteRow(page: Page, table: string, row: string): Promise<string> {
  return textOf(page.getByRole('table', { name: table }).getByRole('row', { name: row }).getByRole('cell'));
}

/** Every row of the "Premium breakdown" table's body, as [label, amount text]. */
export async function breakdownRows(page: Page): Promise<[string, string][]> {
  const rows = page.getByRole('table', { name: 'Premium breakdown' }).locator('tbody tr');
  await rows.first().waitFor();
  const found: [string, string][] = [];
  for (const row of await rows.all()) {
    found.push([await textOf(row.getByRole('rowheader')), await textOf(row.getByRole('cell'))]);
  }
  return found;
}
