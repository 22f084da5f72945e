// Bluebonnet AgentDesk driven in real Chromium: a quote per line, sign-in, the Terms of Use
// interstitial, session expiry, every outcome, validation, faults, layout 2, search and the letter.
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { type PortalHarness, startPortalHarness } from '../../testing.ts';
import { completeAuto, completeBop, completeCyber, fillVehicleRow, VEHICLES } from './flows.ts';
import { formatMoney } from './html.ts';
import { rateCyber } from './rating.ts';
import {
  AUSTIN,
  acceptTerms,
  displayedPremium,
  effectiveIn,
  fillApplicant,
  fillLocation,
  SECOND_LOGIN,
  saveAndContinue,
  shown,
  signIn,
  signInAndAccept,
  startThroughOperations,
} from './test-agent.ts';

const ID = 'bluebonnet';
let harness: PortalHarness;
let origin: string;

beforeAll(async () => {
  harness = await startPortalHarness();
  origin = harness.sandbox.origin(ID);
});
afterAll(async () => {
  await harness?.close();
});
afterEach(() => {
  harness.sandbox.state.faults.clear(ID);
});

const submissions = async () =>
  (await (await fetch(`${harness.sandbox.url}/_sandbox/submissions?carrierId=${ID}`)).json()) as {
    counts: Record<string, number>;
    submissions: { id: string; status: string; applicantName: string; quote?: { annualPremium: number } }[];
  };

describe('quotes per line', () => {
  test('BOP: the displayed premium is the rating formula', async () => {
    const { page } = await harness.newPage();
    const expected = await completeBop(page, origin, { name: 'Pecan Street Hardware LLC' });
    expect(await shown(page.getByRole('heading', { name: 'Quote Summary' }))).toBe(true);
    expect(await displayedPremium(page)).toBe(expected);
    expect(await page.locator('#quote-number').textContent()).toMatch(/^BBG-BP-\d{7}$/);
  });

  test('Auto: two vehicles (Add vehicle) and a driver, premium from the formula', async () => {
    const { page } = await harness.newPage();
    const expected = await completeAuto(page, origin, 'Hill Country Plumbing LLC');
    expect(await shown(page.getByRole('heading', { name: 'Quote Summary' }))).toBe(true);
    expect(await displayedPremium(page)).toBe(expected);
  });

  test('Cyber: a bindable quote below a million records', async () => {
    const { page } = await harness.newPage();
    const expected = await completeCyber(page, origin, {
      name: 'Lone Star Bookkeeping LLC',
      records: '100k_500k',
      recordsLabel: '100,000 to 500,000',
    });
    expect(await page.locator('.status').textContent()).toBe('Quoted');
    expect(await displayedPremium(page)).toBe(expected);
  });
});

describe('sign-in and the Terms of Use interstitial', () => {
  test('a wrong password shows the portal message with attempts left', async () => {
    const { page } = await harness.newPage();
    await signIn(page, origin, { username: 'demo.agency', password: 'not-it' });
    const alert = await page.getByRole('alert').textContent();
    expect(alert).toContain('The User ID or Password you entered is incorrect.');
    expect(alert).toMatch(/You have \d attempts? remaining/);
  });

  test('five failures lock the account, even for the right password', async () => {
    const { page } = await harness.newPage();
    for (let i = 0; i < 5; i += 1) await signIn(page, origin, { ...SECOND_LOGIN, password: `wrong-${i}` });
    expect(await page.getByRole('alert').textContent()).toContain('Your AgentDesk account is locked');
    await signIn(page, origin, SECOND_LOGIN);
    expect(await page.getByRole('alert').textContent()).toContain('Your AgentDesk account is locked');
    harness.sandbox.state.accounts.reset();
  });

  test('every new session must accept the Producer Terms of Use first', async () => {
    const { page } = await harness.newPage();
    await signIn(page, origin);
    expect(new URL(page.url()).pathname).toBe('/agentdesk/terms');
    await page.goto(`${origin}/agentdesk/applications`);
    expect(new URL(page.url()).pathname).toBe('/agentdesk/terms');
    await page.getByRole('button', { name: 'I agree' }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('alert').textContent()).toBe(
      'You must accept the Producer Terms of Use to continue.',
    );
    await acceptTerms(page);
    expect(new URL(page.url()).pathname).toBe('/agentdesk/applications');
    const second = await harness.newPage();
    await signIn(second.page, origin);
    expect(await shown(second.page.getByRole('heading', { name: 'Producer Terms of Use' }))).toBe(true);
  });
});

test('session expiry mid-form: sign in again and resume the saved draft', async () => {
  const { page } = await harness.newPage();
  await signInAndAccept(page, origin);
  harness.sandbox.state.faults.set(ID, { sessionExpiryAfterPages: 6 });
  await page.getByRole('link', { name: 'Start Cyber Liability application' }).click();
  await fillApplicant(page, { name: 'Bayou Dental Group LLC', effectiveDate: effectiveIn(10) });
  await saveAndContinue(page);
  await fillLocation(page, AUSTIN);
  await saveAndContinue(page);
  expect(new URL(page.url()).pathname).toBe('/agentdesk/login');
  expect(await page.getByRole('alert').textContent()).toContain('Your AgentDesk session timed out');
  harness.sandbox.state.faults.clear(ID);
  await page.getByLabel('User ID').fill('demo.agency');
  await page.getByLabel('Password').fill('Bluebonnet!2025');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForLoadState();
  await acceptTerms(page);
  expect(new URL(page.url()).pathname).toMatch(/^\/agentdesk\/applications\/AD-\d{2}-\d+$/);
  expect(await shown(page.getByText('Applicant: Bayou Dental Group LLC'))).toBe(true);
  expect(await shown(page.getByText('Section 2 of 6: Business Location'))).toBe(true);
  await fillLocation(page, AUSTIN);
  await saveAndContinue(page);
  expect(await shown(page.getByText('Section 3 of 6: Business Operations'))).toBe(true);
});

describe('outcomes', () => {
  test('decline: BOP for a bar (NAICS 722410) with the portal message', async () => {
    const { page } = await harness.newPage();
    await signInAndAccept(page, origin);
    await page.getByRole('link', { name: 'Start Businessowners (BOP) application' }).click();
    await fillApplicant(page, { name: 'Broken Spoke Tavern LLC', effectiveDate: effectiveIn(5) });
    await saveAndContinue(page);
    await fillLocation(page, AUSTIN);
    await saveAndContinue(page);
    await page.getByLabel('NAICS Code').fill('722410');
    await page.getByLabel('Description of Operations').fill('Neighborhood bar');
    await page.getByLabel('Annual Receipts').fill('900000');
    await page.getByLabel('Number of Employees').fill('9');
    await saveAndContinue(page);
    expect(await shown(page.getByRole('heading', { name: 'Declined' }))).toBe(true);
    expect(await page.getByRole('alert').textContent()).toBe(
      'Bluebonnet does not write taverns, bars or nightclubs.',
    );
    const found = (await submissions()).submissions.find(
      (s) => s.applicantName === 'Broken Spoke Tavern LLC',
    );
    expect(found?.status).toBe('declined');
  });

  test('referral: BOP in a Texas coastal ZIP (Galveston 77550)', async () => {
    const { page } = await harness.newPage();
    const galveston = { street: '2300 Strand St', city: 'Galveston', state: 'Texas', zip: '77550' };
    await completeBop(page, origin, { name: 'Strand Street Gifts LLC', location: galveston });
    expect(await shown(page.getByRole('heading', { name: 'Referred to Underwriting' }))).toBe(true);
    expect(await page.getByRole('alert').textContent()).toContain('Tier 1 coastal wind territory');
  });

  test('referral: a driver licensed outside the five states', async () => {
    const { page } = await harness.newPage();
    await completeAuto(page, origin, 'Red River Landscaping LLC', 'CA');
    expect(await shown(page.getByRole('heading', { name: 'Referred to Underwriting' }))).toBe(true);
    expect(await page.getByRole('alert').textContent()).toContain('Luis Garza (CA)');
  });

  test('indication: cyber with more than a million records', async () => {
    const { page } = await harness.newPage();
    const expected = await completeCyber(page, origin, {
      name: 'Panhandle Clinics LLC',
      records: 'gt1m',
      recordsLabel: 'More than 1,000,000',
    });
    expect(await shown(page.getByRole('heading', { name: 'Premium Indication' }))).toBe(true);
    expect(await displayedPremium(page)).toBe(expected);
    expect(expected).toBeGreaterThan(rateCyber({ ...baseCyber, records: '100k_500k' }).annualPremium);
    const found = (await submissions()).submissions.find((s) => s.applicantName === 'Panhandle Clinics LLC');
    expect(found?.status).toBe('indicated');
  });
});

const baseCyber = {
  state: 'TX',
  naics: '541211',
  annualReceipts: 2_400_000,
  records: 'gt1m',
  limit: 'C1000',
  retention: '10000',
  encryption: true,
  backups: false,
  paymentCards: true,
};

describe('portal validation', () => {
  test('effective dates: slashes and more than 60 days out are refused', async () => {
    const { page } = await harness.newPage();
    await signInAndAccept(page, origin);
    await page.getByRole('link', { name: 'Start Businessowners (BOP) application' }).click();
    await fillApplicant(page, {
      name: 'Slash Date Cafe LLC',
      effectiveDate: effectiveIn(10).replaceAll('-', '/'),
    });
    await saveAndContinue(page);
    expect(await page.getByRole('alert').textContent()).toContain(
      'Enter the Policy Effective Date as MM-DD-YYYY',
    );
    await page.getByLabel('Policy Effective Date').fill(effectiveIn(75));
    await saveAndContinue(page);
    expect(await page.getByRole('alert').textContent()).toContain('must be within 60 days of today');
    expect((await submissions()).submissions.some((s) => s.applicantName === 'Slash Date Cafe LLC')).toBe(
      false,
    );
  });

  test('vehicles: a VIN with O and a California garaging ZIP are refused', async () => {
    const { page } = await harness.newPage();
    await startThroughOperations(
      page,
      origin,
      'Commercial Auto',
      { name: 'Permian Hotshot LLC', effectiveDate: effectiveIn(9) },
      AUSTIN,
      OPS,
    );
    await fillVehicleRow(page, 1, { ...VEHICLES[1]!, vin: '1GCWGAFF4G12345O7', zip: '90210' });
    await saveAndContinue(page);
    const alert = await page.getByRole('alert').textContent();
    expect(alert).toContain('Vehicle 1: VIN must be 17 characters');
    expect(alert).toContain("Vehicle 1: Garaging ZIP 90210 (CA) is outside Bluebonnet's operating territory");
    expect(await shown(page.getByText('Section 4 of 7: Vehicle Schedule'))).toBe(true);
  });
});

const OPS = { naics: '238220', receipts: '3200000', employees: '22' };

describe('faults', () => {
  test('maintenance: the AgentDesk maintenance notice with 503', async () => {
    const { page } = await harness.newPage();
    harness.sandbox.state.faults.set(ID, { maintenance: true });
    const response = await page.goto(`${origin}/agentdesk/login`);
    expect(response?.status()).toBe(503);
    expect(await shown(page.getByRole('heading', { name: 'AgentDesk is temporarily unavailable' }))).toBe(
      true,
    );
  });

  test('failNext: one 503, then the page works again', async () => {
    const { page } = await harness.newPage();
    harness.sandbox.state.faults.set(ID, { failNext: 1 });
    expect((await page.goto(`${origin}/agentdesk/login`))?.status()).toBe(503);
    expect((await page.reload())?.status()).toBe(200);
    expect(await shown(page.getByRole('heading', { name: 'Producer Sign In' }))).toBe(true);
  });

  test('layout 2: the vehicle schedule becomes cards labelled VIN # and Model year', async () => {
    const { page } = await harness.newPage();
    harness.sandbox.state.faults.set(ID, { layoutVersion: 2 });
    await startThroughOperations(
      page,
      origin,
      'Commercial Auto',
      { name: 'Card Layout Couriers LLC', effectiveDate: effectiveIn(9) },
      AUSTIN,
      OPS,
    );
    const card = page.getByRole('group', { name: 'Vehicle 1' });
    await card.getByLabel('VIN #').fill(VEHICLES[0]!.vin);
    await card.getByLabel('Model year').fill(VEHICLES[0]!.year);
    await card.getByLabel('Make').fill('Ford');
    await card.getByLabel('Model', { exact: true }).fill('Transit');
    await card.getByLabel('Use').selectOption({ label: 'Commercial' });
    await card.getByLabel('Radius').selectOption({ label: 'Local (0-50 miles)' });
    await card.getByLabel('Garaging ZIP').fill('73102');
    expect(await page.getByLabel('Vehicle 1 Vehicle Identification Number').count()).toBe(0);
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    expect(await shown(page.getByRole('group', { name: 'Vehicle 2' }))).toBe(true);
    expect(await card.getByLabel('VIN #').inputValue()).toBe(VEHICLES[0]!.vin);
  });
});

describe('search, letter and counting', () => {
  test('Find an Application finds an earlier quote and shows it again', async () => {
    const { page } = await harness.newPage();
    const effectiveDate = effectiveIn(21);
    const expected = await completeBop(page, origin, { name: 'Search Me Saddlery LLC', effectiveDate });
    await page.getByRole('link', { name: 'Find an Application' }).click();
    await page.getByLabel('Applicant Legal Name').fill('saddlery');
    await page.getByLabel('Effective Date').fill(effectiveDate);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: /Search Me Saddlery LLC/ });
    expect(await shown(row.getByText('Quoted'))).toBe(true);
    await row.getByRole('link', { name: /Open/ }).click();
    expect(await displayedPremium(page)).toBe(expected);
  });

  test('the quote letter downloads as a PDF with the quote number and premium', async () => {
    const { page } = await harness.newPage();
    const expected = await completeBop(page, origin, { name: 'Letterpress Printing LLC' });
    const quoteNumber = await page.locator('#quote-number').textContent();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Quote Letter (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Bluebonnet_${quoteNumber}.pdf`);
    const pdf = (await readFile((await download.path())!)).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain(`Quote Number: ${quoteNumber}`);
    expect(pdf).toContain(`Annual Premium: ${formatMoney(expected)}`);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  test('GET /_sandbox/submissions counts a new draft', async () => {
    const before = (await submissions()).counts[ID] ?? 0;
    const { page } = await harness.newPage();
    await signInAndAccept(page, origin);
    await page.getByRole('link', { name: 'Start Businessowners (BOP) application' }).click();
    await fillApplicant(page, { name: 'Counted Candles LLC', effectiveDate: effectiveIn(3) });
    await saveAndContinue(page);
    const after = await submissions();
    expect(after.counts[ID]).toBe(before + 1);
    expect(after.submissions.find((s) => s.applicantName === 'Counted Candles LLC')?.status).toBe('draft');
  });
});
