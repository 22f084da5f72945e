// Pioneer ProducerNet driven in real Chromium, as an agent would: every line to its outcome, sign-in
// and MFA, faults, the second layout, search, the quote letter and submission counting.
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PortalHarness, startPortalHarness } from '../../testing.ts';
import { PIONEER_ID } from './index.ts';
import { rateBop, rateUmbrella, rateWc } from './rating.ts';
import {
  answerCommonQuestions,
  cellText,
  classify,
  continueAfterClassification,
  DEMO,
  displayedPremium,
  fillApplicant,
  fillClassRow,
  fillEffectiveDate,
  finishWc,
  isoInDays,
  latestCode,
  quoteBop,
  saveAndContinue,
  signIn,
  startQuote,
  submitCredentials,
  submitForQuote,
  wcThroughClassCodes,
} from './test-helpers.ts';

let harness: PortalHarness;
const origin = () => harness.sandbox.origin(PIONEER_ID);
const setFaults = (faults: Parameters<PortalHarness['sandbox']['state']['faults']['set']>[1]) =>
  harness.sandbox.state.faults.set(PIONEER_ID, faults);
const submissions = () => harness.sandbox.state.submissions.list(PIONEER_ID);

const BOP_EXPECTED = rateBop({
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

beforeAll(async () => {
  harness = await startPortalHarness();
});

afterEach(() => {
  harness.sandbox.state.faults.clear(PIONEER_ID);
});

afterAll(async () => {
  await harness?.close();
});

describe('quoting each line', () => {
  it('quotes a BOP with the rating plan premium', async () => {
    const { page } = await harness.newPage();
    await signIn(harness, page);
    await quoteBop(page, 'Hawkeye Tool & Die LLC', isoInDays(14));
    await page.getByText('Quote issued').waitFor();
    expect(await displayedPremium(page)).toBe(BOP_EXPECTED);
    const stored = submissions().find((s) => s.applicantName === 'Hawkeye Tool & Die LLC');
    expect(stored?.status).toBe('quoted');
    expect(stored?.effectiveDate).toBe(isoInDays(14));
    expect(stored?.quote?.annualPremium).toBe(BOP_EXPECTED);
    expect(stored?.quote?.quoteNumber).toMatch(/^PCQ-BOP-\d{7}$/);
    expect(await cellText(page, 'Quote Number')).toBe(stored?.quote?.quoteNumber);
  });

  it('quotes workers compensation from a class-code table built by round trips', async () => {
    const { page } = await harness.newPage();
    await signIn(harness, page);
    await wcThroughClassCodes(page, 'Prairie Machine Works Inc', isoInDays(20));
    await finishWc(page);
    await page.getByText('Quote issued').waitFor();
    const expected = rateWc({
      classes: [
        { state: 'IA', classCode: '8810', payroll: 250_000, employees: 4 },
        { state: 'IL', classCode: '3632', payroll: 400_000, employees: 9 },
      ],
      experienceMod: 0.87,
      employersLiabilityLimit: '500000/500000/500000',
    });
    expect(await displayedPremium(page)).toBe(expected.premium);
    expect(await cellText(page, 'States (Part One)')).toBe('IA, IL');
    const stored = submissions().find((s) => s.applicantName === 'Prairie Machine Works Inc');
    expect(stored).toMatchObject({
      line: 'wc',
      status: 'quoted',
      quote: { annualPremium: expected.premium },
    });
  });

  it('gives an umbrella indication, not a bindable quote', async () => {
    const { page } = await harness.newPage();
    await signIn(harness, page);
    await startQuote(page, 'Commercial Umbrella');
    await fillApplicant(page, { name: 'Cedar Valley Grocers Inc', effectiveDate: isoInDays(30) });
    await saveAndContinue(page);
    await classify(page, { naics: '445110', grossSales: '1,200,000', employees: '18' });
    await continueAfterClassification(page);
    await page.getByLabel('Umbrella Limit').selectOption('2000000');
    await page.getByLabel('Self-Insured Retention').selectOption('10000');
    await page.getByLabel('General Liability Carrier').fill('Grinnell Mutual');
    await page.getByLabel('General Liability Limits').selectOption('1000000/2000000');
    await page.getByLabel('Auto Liability Limit').selectOption('1000000');
    await page.getByLabel('Auto Liability Carrier').fill('Grinnell Mutual');
    await page.getByLabel('Number of Owned Vehicles').fill('3');
    await page.getByLabel('Employers Liability Limits').selectOption('500000/500000/500000');
    await page.getByLabel('Employers Liability Carrier').fill('EMC Insurance');
    await saveAndContinue(page);
    await answerCommonQuestions(page);
    await saveAndContinue(page);
    await submitForQuote(page, 'Request Indication');
    await page.getByText('Indication only — final terms subject to underwriting review').first().waitFor();
    const expected = rateUmbrella({
      state: 'IA',
      naics: '445110',
      grossSales: 1_200_000,
      limit: 2_000_000,
      retention: 10_000,
      vehicles: 3,
    });
    expect(await displayedPremium(page, 'Indicated Annual Premium')).toBe(expected.premium);
    const stored = submissions().find((s) => s.applicantName === 'Cedar Valley Grocers Inc');
    expect(stored).toMatchObject({
      status: 'indicated',
      quote: { quoteType: 'indication', annualPremium: expected.premium },
    });
  });
});

describe('sign-in', () => {
  it('shows the portal message for a wrong password', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${origin()}/producernet/login`);
    await submitCredentials(page, DEMO.username, 'not-the-password');
    await page.getByText('The User ID or Password you entered is incorrect.').waitFor();
    expect(page.url()).toContain('/producernet/login');
  });

  it('locks the account after 5 failures, even for the right password', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${origin()}/producernet/login`);
    for (let i = 1; i <= 4; i++) await submitCredentials(page, 'cornbelt.ins', `wrong-${i}`);
    await page.getByText('You have 1 attempt left before your account is locked.').waitFor();
    await submitCredentials(page, 'cornbelt.ins', 'wrong-5');
    await page.getByText('Your ProducerNet account is locked').waitFor();
    await submitCredentials(page, 'cornbelt.ins', 'Harvest!Moon88');
    await page.getByText('Your ProducerNet account is locked').waitFor();
  });

  it('texts a code from an unknown device only, and remembers a device for 30 days', async () => {
    const { context, page } = await harness.newPage();
    await page.goto(`${origin()}/producernet/login`);
    await submitCredentials(page, DEMO.username, DEMO.password);
    await page.getByText("We don't recognize this device.").waitFor();
    const code = await latestCode(harness, DEMO.username);
    await page.getByLabel('Verification Code').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The verification code is incorrect or has expired.').waitFor();
    await page.getByLabel('Verification Code').fill(code);
    await page.getByLabel('Remember this device for 30 days').check();
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Welcome to ProducerNet' }).waitFor();

    const device = (await context.cookies()).find((c) => c.name === 'pcg_device');
    expect(device?.value).toBeTruthy();
    const account = harness.sandbox.state.accounts.get(PIONEER_ID, DEMO.username);
    expect(account?.knownDevices.has(device!.value)).toBe(true);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('You have signed out of ProducerNet.').waitFor();
    const codesBefore = harness.sandbox.state.inbox.list({ carrierId: PIONEER_ID }).length;
    await submitCredentials(page, DEMO.username, DEMO.password);
    await page.getByRole('heading', { name: 'Welcome to ProducerNet' }).waitFor();
    expect(harness.sandbox.state.inbox.list({ carrierId: PIONEER_ID }).length).toBe(codesBefore);

    const other = await harness.newPage();
    await other.page.goto(`${origin()}/producernet/login`);
    await submitCredentials(other.page, DEMO.username, DEMO.password);
    await other.page.getByLabel('Verification Code').waitFor();
  });

  it('sends an expired session to sign-in and resumes the draft after signing in again', async () => {
    const { page } = await harness.newPage();
    await signIn(harness, page);
    await startQuote(page, 'Businessowners (BOP)');
    await fillApplicant(page, { name: 'Timber Ridge Outfitters', effectiveDate: isoInDays(14) });
    await saveAndContinue(page);
    await page.getByText('Step 2 of 5').waitFor();
    setFaults({ sessionExpiryAfterPages: 1 });
    await classify(page, { naics: '332710', grossSales: '1,200,000', employees: '12' });
    await page.waitForURL(/\/producernet\/login\?reason=timeout/);
    await page.getByText('Your ProducerNet session has timed out').waitFor();
    expect(submissions().filter((s) => s.applicantName === 'Timber Ridge Outfitters')).toMatchObject([
      { status: 'draft' },
    ]);

    harness.sandbox.state.faults.clear(PIONEER_ID);
    await signIn(harness, page, { openLogin: false });
    await page.getByText('Step 2 of 5').waitFor();
    await classify(page, { naics: '332710', grossSales: '1,200,000', employees: '12' });
    await continueAfterClassification(page);
    await page.getByText('Step 3 of 5').waitFor();
    const drafts = submissions().filter((s) => s.applicantName === 'Timber Ridge Outfitters');
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.data).toMatchObject({ completed: 2, classification: { naics: '332710' } });
  });
});

describe('outcomes other than a quote', () => {
  it('declines chemical manufacturing from the classification widget (declined_appetite)', async () => {
    const { page } = await harness.newPage();
    await signIn(harness, page);
    await startQuote(page, 'Businessowners (BOP)');
    await fillApplicant(page, { name: 'Des Moines Resins Corp', effectiveDate: isoInDays(10) });
    await saveAndContinue(page);
    await classify(page, { naics: '325211', grossSales: '4,000,000', employees: '30' });
    await page.waitForURL(/\/outcome$/);
    await page.getByText('Submission Declined').waitFor();
    await page.getByText("Chemical manufacturing is outside Pioneer Casualty's appetite.").waitFor();
    const stored = submissions().find((s) => s.applicantName === 'Des Moines Resins Corp');
    expect(stored).toMatchObject({
      status: 'declined',
      message: "Chemical manufacturing is outside Pioneer Casualty's appetite.",
    });
  });

  it('declines on the manufacturing underwriting question', async () => {
    const { page } = await harness.newPage();
    await signIn(harness, page);
    await quoteBop(page, 'Quad Cities Brake Parts LLC', isoInDays(10), {
      answers: { 'Any manufacturing of products for aircraft, automotive or medical use?': 'Yes' },
    });
    await page.getByText('Submission Declined').waitFor();
    await page
      .getByText('does not write risks that manufacture products for aircraft, automotive or medical use')
      .waitFor();
    expect(submissions().find((s) => s.applicantName === 'Quad Cities Brake Parts LLC')?.status).toBe(
      'declined',
    );
  });

  it('refers a BOP whose building replacement cost is over $5,000,000', async () => {
    const { page } = await harness.newPage();
    await signIn(harness, page);
    await quoteBop(page, 'Mississippi River Storage LLC', isoInDays(12), { buildingValue: '6,250,000' });
    await page.getByText('Referred to Underwriter', { exact: true }).waitFor();
    await page.getByText('Building Replacement Cost over $5,000,000 requires underwriter review.').waitFor();
    const stored = submissions().find((s) => s.applicantName === 'Mississippi River Storage LLC');
    expect(stored?.status).toBe('referred');
    expect(stored?.message).toMatch(/^Referred to underwriter: Building Replacement Cost over \$5,000,000/);
  });

  it('refers WC with uninsured subcontractors', async () => {
    const { page } = await harness.newPage();
    await signIn(harness, page);
    await wcThroughClassCodes(page, 'Heartland Janitorial LLC', isoInDays(15));
    await finishWc(page, { 'Are there any uninsured subcontractors?': 'Yes' });
    await page.getByText('Uninsured subcontractors require underwriter review.').waitFor();
    expect(submissions().find((s) => s.applicantName === 'Heartland Janitorial LLC')?.status).toBe(
      'referred',
    );
  });
});

describe('portal validation', () => {
  it('refuses a ZIP outside the state and an effective date more than 60 days out', async () => {
    const { page } = await harness.newPage();
    await signIn(harness, page);
    const before = submissions().length;
    await startQuote(page, 'Businessowners (BOP)');
    await fillApplicant(page, { name: 'Lincoln Way Bakery', effectiveDate: isoInDays(75), zip: '60601' });
    await saveAndContinue(page);
    await page.getByRole('alert').getByText('ZIP Code 60601 is not in Iowa.').waitFor();
    await page
      .getByRole('alert')
      .getByText('Proposed Effective Date must be within 60 days of today.', { exact: false })
      .waitFor();
    expect(submissions().length).toBe(before);
    await page.getByLabel('ZIP Code').fill('50010');
    await fillEffectiveDate(page, isoInDays(10));
    await saveAndContinue(page);
    await page.getByText('Step 2 of 5').waitFor();
    expect(submissions().length).toBe(before + 1);
  });

  it('refuses a WC class in Ohio and an unknown class code', async () => {
    const { page } = await harness.newPage();
    await signIn(harness, page);
    await startQuote(page, "Workers' Compensation");
    await fillApplicant(page, { name: 'Buckeye Line Supply', effectiveDate: isoInDays(10) });
    await saveAndContinue(page);
    await classify(page, { naics: '423810', grossSales: '2,000,000', employees: '6', payroll: '300000' });
    await continueAfterClassification(page);
    await fillClassRow(page, 1, { state: 'OH', code: '8018', payroll: '300000', employees: '6' });
    await page.getByRole('button', { name: 'Add another class' }).click();
    await fillClassRow(page, 2, { state: 'IA', code: '1234', payroll: '0', employees: '1' });
    await page.getByLabel('Experience Modification Factor').fill('1.00');
    await saveAndContinue(page);
    const alert = page.getByRole('alert');
    await alert
      .getByText("Pioneer Casualty does not write workers' compensation in OH.", { exact: false })
      .waitFor();
    await alert.getByText('Class code 1234 is not available on ProducerNet.', { exact: false }).waitFor();
    await alert.getByText('Class 2: Payroll must be greater than $0.').waitFor();
    await page.getByText('Step 3 of 5').waitFor();
  });
});

describe('faults', () => {
  it('shows the maintenance page', async () => {
    const { page } = await harness.newPage();
    setFaults({ maintenance: true });
    const response = await page.goto(`${origin()}/producernet/login`);
    expect(response?.status()).toBe(503);
    await page.getByRole('heading', { name: 'ProducerNet is temporarily unavailable' }).waitFor();
  });

  it('answers 503 for failNext, then recovers', async () => {
    const { page } = await harness.newPage();
    setFaults({ failNext: 1 });
    const failed = await page.goto(`${origin()}/producernet/login`);
    expect(failed?.status()).toBe(503);
    const retried = await page.goto(`${origin()}/producernet/login`);
    expect(retried?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Producer Sign In' }).waitFor();
  });

  it('renders the applicant step in layout version 2 with its own labels and split address', async () => {
    const { page } = await harness.newPage();
    await signIn(harness, page);
    setFaults({ layoutVersion: 2 });
    await startQuote(page, 'Businessowners (BOP)');
    await page.getByRole('heading', { name: 'Insured Details' }).waitFor();
    expect(await page.getByLabel('Named Insured').count()).toBe(0);
    await fillEffectiveDate(page, isoInDays(9), 'Policy Effective Date');
    await page.getByLabel('Insured Name').fill('Sioux Falls Feed & Seed');
    await page.getByLabel('Entity Type').selectOption('CORP');
    await page.getByLabel('Federal Employer ID (FEIN)').fill('421234567');
    await page.getByLabel('Year Established').fill('1987');
    await page.getByLabel('Street Number').fill('2200');
    await page.getByLabel('Street Name').fill('Ingersoll Avenue');
    await page.getByLabel('ZIP Code').fill('50312');
    await page.getByLabel('City').fill('Des Moines');
    await page.getByLabel('State').selectOption('IA');
    await page.getByLabel('Primary Contact').fill('Ole Hanson');
    await page.getByLabel('Email Address').fill('ole@example.com');
    await page.getByLabel('Business Phone').fill('515.555.0177');
    await saveAndContinue(page);
    await page.getByText('Step 2 of 5').waitFor();
    const stored = submissions().find((s) => s.applicantName === 'Sioux Falls Feed & Seed');
    expect(stored?.data).toMatchObject({
      applicant: { street: '2200 Ingersoll Avenue', fein: '42-1234567', contactPhone: '515-555-0177' },
    });
  });
});

describe('after quoting', () => {
  it('finds an earlier submission by Named Insured and effective date and shows its quote again', async () => {
    const { page } = await harness.newPage();
    await signIn(harness, page);
    const effective = isoInDays(21);
    await quoteBop(page, 'Loess Hills Hardware LLC', effective);
    const quoteNumber = await cellText(page, 'Quote Number');
    await page.getByRole('link', { name: 'Find Submissions' }).first().click();
    await page.getByLabel('Named Insured').fill('loess hills');
    await fillEffectiveDate(page, effective, 'Effective Date');
    await page.getByRole('button', { name: 'Search' }).click();
    const stored = submissions().find((s) => s.applicantName === 'Loess Hills Hardware LLC')!;
    await page.getByRole('link', { name: stored.id }).click();
    expect(await cellText(page, 'Quote Number')).toBe(quoteNumber);
    expect(await displayedPremium(page)).toBe(BOP_EXPECTED);
  });

  it('downloads the quote letter as a PDF', async () => {
    const { page } = await harness.newPage();
    await signIn(harness, page);
    await quoteBop(page, 'Amana Woodcraft LLC', isoInDays(7));
    const quoteNumber = await cellText(page, 'Quote Number');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Quote Letter (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Pioneer-Quote-${quoteNumber}.pdf`);
    const pdf = await readFile(await download.path());
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(quoteNumber);
    expect(text).toContain(`Total Annual Premium: $${BOP_EXPECTED.toLocaleString('en-US')}`);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('counts submissions, drafts included, at GET /_sandbox/submissions', async () => {
    const count = async () => {
      const response = await fetch(`${harness.sandbox.url}/_sandbox/submissions?carrierId=${PIONEER_ID}`);
      return (await response.json()) as {
        counts: Record<string, number>;
        submissions: { applicantName: string; status: string }[];
      };
    };
    const before = await count();
    const { page } = await harness.newPage();
    await signIn(harness, page);
    await startQuote(page, 'Commercial Umbrella');
    await fillApplicant(page, {
      name: 'Ames Bicycle Cooperative',
      effectiveDate: isoInDays(5),
      zip: '50010',
      city: 'Ames',
    });
    await saveAndContinue(page);
    await page.getByText('Step 2 of 5').waitFor();
    const after = await count();
    expect(after.counts[PIONEER_ID]).toBe((before.counts[PIONEER_ID] ?? 0) + 1);
    expect(after.submissions.filter((s) => s.applicantName === 'Ames Bicycle Cooperative')).toMatchObject([
      { status: 'draft' },
    ]);
  });
});
