// Pioneer ProducerNet driven in real Chromium, as an agent would: each line to its quote or
// indication, the declines and referrals, and the portal's own validation.
import { describe, expect, it } from 'vitest';
import { rateUmbrella, rateWc } from './rating.ts';
import {
  answerCommonQuestions,
  BOP_EXPECTED,
  cellText,
  classify,
  continueAfterClassification,
  displayedPremium,
  fillApplicant,
  fillClassRow,
  fillEffectiveDate,
  finishWc,
  isoInDays,
  quoteBop,
  saveAndContinue,
  signIn,
  startQuote,
  submitForQuote,
  usePioneerHarness,
  wcThroughClassCodes,
} from './test-helpers.ts';

const portal = usePioneerHarness();
const { submissions } = portal;

describe('quoting each line', () => {
  it('quotes a BOP with the rating plan premium', async () => {
    const { page } = await portal.harness().newPage();
    await signIn(portal.harness(), page);
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
    const { page } = await portal.harness().newPage();
    await signIn(portal.harness(), page);
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
    const { page } = await portal.harness().newPage();
    await signIn(portal.harness(), page);
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

describe('outcomes other than a quote', () => {
  it('declines chemical manufacturing from the classification widget (declined_appetite)', async () => {
    const { page } = await portal.harness().newPage();
    await signIn(portal.harness(), page);
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
    const { page } = await portal.harness().newPage();
    await signIn(portal.harness(), page);
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
    const { page } = await portal.harness().newPage();
    await signIn(portal.harness(), page);
    await quoteBop(page, 'Mississippi River Storage LLC', isoInDays(12), { buildingValue: '6,250,000' });
    await page.getByText('Referred to Underwriter', { exact: true }).waitFor();
    await page.getByText('Building Replacement Cost over $5,000,000 requires underwriter review.').waitFor();
    const stored = submissions().find((s) => s.applicantName === 'Mississippi River Storage LLC');
    expect(stored?.status).toBe('referred');
    expect(stored?.message).toMatch(/^Referred to underwriter: Building Replacement Cost over \$5,000,000/);
  });

  it('refers WC with uninsured subcontractors', async () => {
    const { page } = await portal.harness().newPage();
    await signIn(portal.harness(), page);
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
    const { page } = await portal.harness().newPage();
    await signIn(portal.harness(), page);
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
    const { page } = await portal.harness().newPage();
    await signIn(portal.harness(), page);
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
