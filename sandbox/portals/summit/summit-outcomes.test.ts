// Summit AgentLink in real Chromium: declines (portal appetite, loss history), referrals (liquor,
// old building), the portal's own validation, layout version 2, maintenance and 503 faults.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PortalHarness, startPortalHarness } from '../../testing.ts';
import { summitPortal } from './index.ts';
import { rateGl } from './rating.ts';
import {
  answerBopGlQuestions,
  answerYesNo,
  CARRIER,
  expectStep,
  fillApplicant,
  fillGlExposure,
  glApplicant,
  login,
  next,
  rate,
  startSubmission,
  storedSubmissions,
  usDate,
} from './test-driver.ts';

let harness: PortalHarness;

beforeAll(async () => {
  harness = await startPortalHarness({ portals: [summitPortal] });
});
afterAll(async () => {
  await harness?.close();
});
afterEach(() => {
  harness.sandbox.state.faults.clear();
});

const faults = () => harness.sandbox.state.faults;
const storedStatus = (name: string) => storedSubmissions(harness, name);

describe('Summit AgentLink outcomes', () => {
  it('declines auto repair at the applicant step (declined_appetite)', async () => {
    const { page } = await harness.newPage();
    await login(page, harness);
    await startSubmission(page, 'Businessowners (BOP)');
    await fillApplicant(page, {
      ...glApplicant('Clark Street Collision LLC', '811121'),
      state: 'IL',
      city: 'Chicago',
      zip: '60610',
    });
    await next(page);
    await page.getByRole('heading', { name: 'Submission Declined' }).waitFor();
    const message =
      'Automotive repair and body shop risks are not eligible for Summit Mutual business owners or general liability programs.';
    expect(await page.locator('#ctl00_MainContent_lblMessage').textContent()).toBe(message);
    expect(await storedStatus('Clark Street Collision LLC')).toMatchObject([{ status: 'declined', message }]);
  });

  it('declines 3 or more losses at rating (underwriting decline)', async () => {
    const { page } = await harness.newPage();
    await login(page, harness);
    await startSubmission(page, 'Commercial General Liability (CGL)');
    await fillApplicant(page, glApplicant('Frequent Claims Consulting LLC'));
    await next(page);
    await fillGlExposure(page, {
      classCode: '41677',
      basis: 'Payroll',
      exposure: 300_000,
      limits: '1,000,000/2,000,000',
      deductible: 'None',
    });
    await next(page);
    await answerBopGlQuestions(page, { line: 'gl', losses: '3 or more' });
    await next(page);
    await rate(page);
    await page.getByRole('heading', { name: 'Submission Declined' }).waitFor();
    expect(await page.locator('#ctl00_MainContent_lblMessage').textContent()).toContain(
      '3 or more losses in the past 3 years',
    );
    expect((await storedStatus('Frequent Claims Consulting LLC'))[0]?.status).toBe('declined');
  });

  it('refers a liquor exposure to an underwriter', async () => {
    const { page } = await harness.newPage();
    await login(page, harness);
    await startSubmission(page, 'Commercial General Liability (CGL)');
    await fillApplicant(page, { ...glApplicant('Sixth Street Taproom LLC', '722410') });
    await next(page);
    await fillGlExposure(page, {
      classCode: '16910',
      basis: 'Gross Sales',
      exposure: 900_000,
      limits: '1,000,000/2,000,000',
      deductible: 'None',
    });
    await next(page);
    await answerBopGlQuestions(page, { line: 'gl', alcohol: 'Yes' });
    await next(page);
    await rate(page);
    await page.getByRole('heading', { name: 'Submission Referred to Underwriting' }).waitFor();
    expect(await page.locator('#ctl00_MainContent_lblMessage').textContent()).toContain(
      'Liquor liability exposure: the applicant sells, serves or furnishes alcoholic beverages.',
    );
    expect((await storedStatus('Sixth Street Taproom LLC'))[0]?.status).toBe('referred');
  });

  it('refers a BOP building built before 1950', async () => {
    const { page } = await harness.newPage();
    await login(page, harness);
    await startSubmission(page, 'Businessowners (BOP)');
    await fillApplicant(page, {
      ...glApplicant('Old Mill Antiques LLC', '453310'),
      state: 'MA',
      city: 'Boston',
      zip: '02108',
    });
    await next(page);
    await page.getByLabel("Applicant's Interest").selectOption({ label: 'Owner' });
    await page.getByLabel('Building Limit').fill('750000');
    await page.getByLabel('Construction Type').selectOption({ label: 'Masonry Non-Combustible' });
    await page.getByLabel('Year Built').fill('1938');
    await page.getByLabel('Total Square Feet').fill('4200');
    await answerYesNo(page, 'Is the building fully sprinklered?', 'No');
    await next(page);
    await page.getByLabel('Each Occurrence / Aggregate').selectOption({ label: '500,000/1,000,000' });
    await page.getByLabel('Property Deductible').selectOption({ label: '$2,500' });
    await next(page);
    await answerBopGlQuestions(page, { line: 'bop' });
    await next(page);
    await rate(page);
    await page.getByRole('heading', { name: 'Submission Referred to Underwriting' }).waitFor();
    expect(await page.locator('#ctl00_MainContent_lblMessage').textContent()).toContain(
      'Building constructed in 1938: buildings built before 1950 require underwriting review.',
    );
    expect((await storedStatus('Old Mill Antiques LLC'))[0]?.status).toBe('referred');
  });

  it('shows its own validation messages (60-day effective date, FEIN, ZIP) and accepts the corrections', async () => {
    const { page } = await harness.newPage();
    await login(page, harness);
    await startSubmission(page, 'Commercial General Liability (CGL)');
    await fillApplicant(page, {
      ...glApplicant('Far Future Holdings LLC'),
      effectiveDate: usDate(75),
      fein: '364412345',
      zip: '60610',
    });
    await next(page);
    const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following error(s):' });
    await summary.waitFor();
    const text = await summary.textContent();
    expect(text).toContain('Proposed Effective Date cannot be more than 60 days after today');
    expect(text).toContain('Federal Employer ID must be in the format 99-9999999.');
    expect(text).toContain('ZIP Code 60610 is not located in Texas.');
    expect(await storedStatus('Far Future Holdings LLC')).toEqual([]);
    await page.getByLabel('Proposed Effective Date').fill(usDate(45));
    await page.getByLabel('Federal Employer ID').fill('36-4412345');
    await page.getByLabel('ZIP Code').fill('78701');
    await next(page);
    await expectStep(page, 'Liability Exposure');
    await page.getByLabel('Exposure Amount').fill('0');
    await next(page);
    expect(await summary.textContent()).toContain(
      'Exposure Amount must be a whole number greater than zero.',
    );
  });
});

describe('Summit AgentLink faults', () => {
  it('shows the maintenance page with 503', async () => {
    faults().set(CARRIER, { maintenance: true });
    const { page } = await harness.newPage();
    const response = await page.goto(`${harness.sandbox.origin(CARRIER)}/AgentLink/Login.aspx`);
    expect(response?.status()).toBe(503);
    await page.getByRole('heading', { name: 'Summit AgentLink is unavailable' }).waitFor();
  });

  it('answers 503 for failNext, then recovers', async () => {
    faults().set(CARRIER, { failNext: 1 });
    const { page } = await harness.newPage();
    const url = `${harness.sandbox.origin(CARRIER)}/AgentLink/Login.aspx`;
    expect((await page.goto(url))?.status()).toBe(503);
    expect((await page.goto(url))?.status()).toBe(200);
    await page.getByLabel('User ID').waitFor();
  });

  it('layout version 2 changes the applicant page and the quote page, not the data', async () => {
    faults().set(CARRIER, { layoutVersion: 2 });
    const { page } = await harness.newPage();
    await login(page, harness);
    await startSubmission(page, 'Commercial General Liability (CGL)');
    expect(await page.getByLabel('Named Insured').count()).toBe(0);
    await page.getByLabel('Policy Effective Date').fill(usDate(15));
    await page.getByLabel('Applicant Legal Name').fill('Second Layout Studio LLC');
    await page.getByLabel('Legal Entity').selectOption({ label: 'Corporation' });
    await page.getByLabel('FEIN').fill('74-1234567');
    await page.getByLabel('Year Business Started').fill('2015');
    await page.getByLabel('NAICS Industry Code').fill('541430');
    await page.getByLabel('Business Description').fill('Graphic design studio');
    await page.getByLabel('Annual Gross Receipts').fill('$750,000');
    await page.getByLabel('Total Employees').fill('6');
    await page.getByLabel('Street Address').fill('200 Congress Ave');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('Postal Code').fill('78701');
    await page.getByLabel('Primary Contact').fill('Ana Ruiz');
    await page.getByLabel('Contact Phone').fill('(512) 555-0199');
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await expectStep(page, 'Liability Exposure');
    await fillGlExposure(page, {
      classCode: '41677',
      basis: 'Payroll',
      exposure: 800_000,
      limits: '500,000/1,000,000',
      deductible: '$250',
    });
    await next(page);
    await answerBopGlQuestions(page, { line: 'gl' });
    await next(page);
    await rate(page);
    const premium = page.locator('#ctl00_MainContent_ucQuote_lblPremium');
    await page.getByText('Total Estimated Annual Premium').waitFor();
    const expected = rateGl({
      state: 'TX',
      classRate: 0.8,
      basis: 'P',
      exposure: 800_000,
      occurrenceLimit: 500_000,
      deductible: 250,
      losses: 0,
    });
    expect(Number((await premium.textContent())!.replace(/[$,]/g, ''))).toBe(expected);
    await page.getByRole('link', { name: 'Download Quote Letter (PDF)' }).waitFor();
  });
});
