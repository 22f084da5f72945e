// Drives Summit AgentLink in the browser tests the way an agent (or a playbook) would: by labels and
// roles. Not a test file itself.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PortalHarness } from '../../testing.ts';

export const CARRIER = 'summit-mutual';
export const DEMO = { username: 'demo.agent', password: 'Summit#Agent2024' };
export const CSR = { username: 'csr.agent', password: 'Summit#Csr2024' };

/** MM/DD/YYYY, `days` after today (UTC, as the portal counts). */
export function usDate(days: number, from = new Date()): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days));
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
}
export const isoFromUs = (us: string) => `${us.slice(6)}-${us.slice(0, 2)}-${us.slice(3, 5)}`;
export const dollars = (text: string | null) => Number((text ?? '').replace(/[$,\s]/g, ''));

export async function latestCode(harness: PortalHarness, username: string): Promise<string> {
  const response = await fetch(
    `${harness.sandbox.url}/_sandbox/mfa-codes?carrierId=${CARRIER}&username=${username}`,
  );
  const codes = (await response.json()) as { code: string }[];
  expect(codes.length).toBeGreaterThan(0);
  return codes[0]!.code;
}

export async function submitPassword(page: Page, harness: PortalHarness, account = DEMO) {
  if (!page.url().includes('/Login.aspx')) await page.goto(`${harness.sandbox.origin(CARRIER)}/`);
  await page.getByLabel('User ID').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

export async function enterCode(page: Page, code: string) {
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Password, then the SMS code from the sandbox inbox. Ends on the page after login. */
export async function login(page: Page, harness: PortalHarness, account = DEMO) {
  await submitPassword(page, harness, account);
  await page.waitForURL(/VerifyIdentity\.aspx/);
  await enterCode(page, await latestCode(harness, account.username));
  await page.waitForURL((url) => !url.pathname.endsWith('/VerifyIdentity.aspx'));
}

export async function startSubmission(
  page: Page,
  line: 'Businessowners (BOP)' | 'Commercial General Liability (CGL)' | 'Commercial Umbrella',
) {
  await page.getByRole('link', { name: 'New Submission', exact: true }).first().click();
  await page.getByRole('radio', { name: line }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Applicant Information', level: 1 }).waitFor();
}

export interface ApplicantInput {
  name: string;
  state: string;
  city: string;
  zip: string;
  naics: string;
  sales: number;
  effectiveDate: string;
  fein?: string;
}

export async function fillApplicant(page: Page, a: ApplicantInput) {
  await page.getByLabel('Named Insured').fill(a.name);
  await page.getByLabel('Doing Business As').fill('');
  await page.getByLabel('Entity Type').selectOption({ label: 'Limited Liability Company' });
  await page.getByLabel('Federal Employer ID').fill(a.fein ?? '36-4412345');
  await page.getByLabel('Years in Business').fill('8');
  await page.getByLabel('Street Address').fill('410 N Clark St');
  await page.getByLabel('City').fill(a.city);
  await page.getByLabel('State').selectOption(a.state);
  await page.getByLabel('ZIP Code').fill(a.zip);
  await page.getByLabel('NAICS Code').fill(a.naics);
  await page.getByLabel('Description of Operations').fill('Retail and professional operations');
  await page.getByLabel('Gross Annual Sales').fill(a.sales.toLocaleString('en-US'));
  await page.getByLabel('Number of Employees').fill('12');
  await page.getByLabel('Proposed Effective Date').fill(a.effectiveDate);
  await page.getByLabel('Contact Name').fill('Pat Lindgren');
  await page.getByLabel('Contact Phone').fill('312-555-0110');
  await page.getByLabel('Contact E-mail').fill('pat@example.com');
}

export const next = (page: Page) => page.getByRole('button', { name: 'Next >' }).click();

export async function expectStep(page: Page, title: string) {
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
}

export async function answerYesNo(page: Page, question: string | RegExp, answer: 'Yes' | 'No') {
  await page
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: answer, exact: true })
    .check();
}

export async function answerBopGlQuestions(
  page: Page,
  options: { alcohol?: 'Yes' | 'No'; losses?: string; line: 'bop' | 'gl' },
) {
  await answerYesNo(page, /alcoholic beverages/, options.alcohol ?? 'No');
  await page
    .getByLabel('Number of losses in the past 3 years')
    .selectOption({ label: options.losses ?? 'None' });
  await answerYesNo(page, /cancelled, declined or non-renewed/, 'No');
  if (options.line === 'bop') await answerYesNo(page, /other tenants/, 'No');
  else await answerYesNo(page, /subcontractors/, 'No');
}

export async function fillGlExposure(
  page: Page,
  e: { classCode: string; basis: string; exposure: number; limits: string; deductible: string },
) {
  await page.getByLabel('GL Class Code').fill(e.classCode);
  await page.getByLabel('Premium Basis').selectOption({ label: e.basis });
  await page.getByLabel('Exposure Amount').fill(String(e.exposure));
  await page.getByLabel('Each Occurrence / General Aggregate').selectOption({ label: e.limits });
  await page.getByLabel('Property Damage Deductible').selectOption({ label: e.deductible });
}

export async function rate(page: Page) {
  await expectStep(page, 'Review & Rate');
  await page.getByRole('button', { name: 'Rate' }).click();
}

export async function displayedTotal(page: Page): Promise<number> {
  const row = page.getByRole('row', { name: /Total Annual Premium/ });
  return dollars(await row.getByRole('cell').textContent());
}

export async function storedSubmissions(harness: PortalHarness, name: string) {
  const response = await fetch(`${harness.sandbox.url}/_sandbox/submissions?carrierId=${CARRIER}`);
  const body = (await response.json()) as {
    submissions: { applicantName: string; status: string; message?: string }[];
  };
  return body.submissions.filter((s) => s.applicantName === name);
}

export const glApplicant = (name: string, naics = '541611'): ApplicantInput => ({
  name,
  state: 'TX',
  city: 'Austin',
  zip: '78701',
  naics,
  sales: 900_000,
  effectiveDate: usDate(10),
});
