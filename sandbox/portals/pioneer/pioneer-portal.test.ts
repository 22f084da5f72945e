// Pioneer ProducerNet in real Chromium around the quote flow: sign-in, lockout, device-based MFA,
// session expiry and resume, faults, the second layout, search, the quote letter and counting.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PIONEER_ID } from './index.ts';
import {
  BOP_EXPECTED,
  cellText,
  classify,
  continueAfterClassification,
  DEMO,
  displayedPremium,
  fillApplicant,
  fillBopCoverage,
  fillEffectiveDate,
  isoInDays,
  latestCode,
  quoteBop,
  saveAndContinue,
  signIn,
  startQuote,
  submitCredentials,
  usePioneerHarness,
} from './test-helpers.ts';

const portal = usePioneerHarness();
const { origin, setFaults, submissions } = portal;

describe('sign-in', () => {
  it('shows the portal message for a wrong password', async () => {
    const { page } = await portal.harness().newPage();
    await page.goto(`${origin()}/producernet/login`);
    await submitCredentials(page, DEMO.username, 'not-the-password');
    await page.getByText('The User ID or Password you entered is incorrect.').waitFor();
    expect(page.url()).toContain('/producernet/login');
  });

  it('locks the account after 5 failures, even for the right password', async () => {
    const { page } = await portal.harness().newPage();
    await page.goto(`${origin()}/producernet/login`);
    for (let i = 1; i <= 4; i++) await submitCredentials(page, 'cornbelt.ins', `wrong-${i}`);
    await page.getByText('You have 1 attempt left before your account is locked.').waitFor();
    await submitCredentials(page, 'cornbelt.ins', 'wrong-5');
    await page.getByText('Your ProducerNet account is locked').waitFor();
    await submitCredentials(page, 'cornbelt.ins', 'Harvest!Moon88');
    await page.getByText('Your ProducerNet account is locked').waitFor();
  });

  it('texts a code from an unknown device only, and remembers a device for 30 days', async () => {
    const { context, page } = await portal.harness().newPage();
    await page.goto(`${origin()}/producernet/login`);
    await submitCredentials(page, DEMO.username, DEMO.password);
    await page.getByText("We don't recognize this device.").waitFor();
    const code = await latestCode(portal.harness(), DEMO.username);
    await page.getByLabel('Verification Code').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The verification code is incorrect or has expired.').waitFor();
    await page.getByLabel('Verification Code').fill(code);
    await page.getByLabel('Remember this device for 30 days').check();
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Welcome to ProducerNet' }).waitFor();

    const device = (await context.cookies()).find((c) => c.name === 'pcg_device');
    expect(device?.value).toBeTruthy();
    const account = portal.harness().sandbox.state.accounts.get(PIONEER_ID, DEMO.username);
    expect(account?.knownDevices.has(device!.value)).toBe(true);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('You have signed out of ProducerNet.').waitFor();
    const codesBefore = portal.harness().sandbox.state.inbox.list({ carrierId: PIONEER_ID }).length;
    await submitCredentials(page, DEMO.username, DEMO.password);
    await page.getByRole('heading', { name: 'Welcome to ProducerNet' }).waitFor();
    expect(portal.harness().sandbox.state.inbox.list({ carrierId: PIONEER_ID }).length).toBe(codesBefore);

    const other = await portal.harness().newPage();
    await other.page.goto(`${origin()}/producernet/login`);
    await submitCredentials(other.page, DEMO.username, DEMO.password);
    await other.page.getByLabel('Verification Code').waitFor();
  });

  it('sends an expired session to sign-in and resumes the draft after signing in again', async () => {
    const { page } = await portal.harness().newPage();
    await signIn(portal.harness(), page);
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

    portal.harness().sandbox.state.faults.clear(PIONEER_ID);
    await signIn(portal.harness(), page, { openLogin: false });
    await page.getByText('Step 2 of 5').waitFor();
    await classify(page, { naics: '332710', grossSales: '1,200,000', employees: '12' });
    await continueAfterClassification(page);
    await page.getByText('Step 3 of 5').waitFor();
    const drafts = submissions().filter((s) => s.applicantName === 'Timber Ridge Outfitters');
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.data).toMatchObject({ completed: 2, classification: { naics: '332710' } });
  });
});

describe('faults', () => {
  it('shows the maintenance page', async () => {
    const { page } = await portal.harness().newPage();
    setFaults({ maintenance: true });
    const response = await page.goto(`${origin()}/producernet/login`);
    expect(response?.status()).toBe(503);
    await page.getByRole('heading', { name: 'ProducerNet is temporarily unavailable' }).waitFor();
  });

  it('requires a Roof Type on Property & Liability under newRequirements, refused until it is picked', async () => {
    const { page } = await portal.harness().newPage();
    await signIn(portal.harness(), page);
    setFaults({ newRequirements: true });
    await startQuote(page, 'Businessowners (BOP)');
    await fillApplicant(page, { name: 'Roofline Hardware LLC', effectiveDate: isoInDays(14) });
    await saveAndContinue(page);
    await classify(page, { naics: '332710', grossSales: '1,200,000', employees: '12' });
    await continueAfterClassification(page);
    await page.getByRole('heading', { name: 'Property & Liability' }).waitFor();
    await fillBopCoverage(page);
    await saveAndContinue(page);
    await page.getByRole('alert').getByText('Select the Roof Type.').waitFor();
    await page.getByLabel('Roof Type').selectOption({ label: 'Metal' });
    await saveAndContinue(page);
    await page.getByRole('heading', { name: 'Underwriting Questions' }).waitFor();
  });

  it('answers 503 for failNext, then recovers', async () => {
    const { page } = await portal.harness().newPage();
    setFaults({ failNext: 1 });
    const failed = await page.goto(`${origin()}/producernet/login`);
    expect(failed?.status()).toBe(503);
    const retried = await page.goto(`${origin()}/producernet/login`);
    expect(retried?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Producer Sign In' }).waitFor();
  });

  it('renders the applicant step in layout version 2 with its own labels and split address', async () => {
    const { page } = await portal.harness().newPage();
    await signIn(portal.harness(), page);
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
    const { page } = await portal.harness().newPage();
    await signIn(portal.harness(), page);
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
    const { page } = await portal.harness().newPage();
    await signIn(portal.harness(), page);
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
      const response = await fetch(
        `${portal.harness().sandbox.url}/_sandbox/submissions?carrierId=${PIONEER_ID}`,
      );
      return (await response.json()) as {
        counts: Record<string, number>;
        submissions: { applicantName: string; status: string }[];
      };
    };
    const before = await count();
    const { page } = await portal.harness().newPage();
    await signIn(portal.harness(), page);
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
