// ProducerNet's schedules in real Chromium: BOP's Additional Locations (add another, each building
// rated in its own state) and WC's Owners & Officers (an included officer's pay rated, an excluded one
// not), each quoted at the formula of rating.ts and refused, control by control, where a row is short.
import { describe, expect, it } from 'vitest';
import { rateBop, rateWc } from './rating.ts';
import {
  answer,
  answerCommonQuestions,
  BOP_EXPECTED,
  classify,
  continueAfterClassification,
  displayedPremium,
  fillApplicant,
  fillBopCoverage,
  fillClassRow,
  finishWc,
  isoInDays,
  saveAndContinue,
  signIn,
  startQuote,
  submitForQuote,
  usePioneerHarness,
} from './test-helpers.ts';

const portal = usePioneerHarness();

const OTHER = {
  where: '820 Water St, Peoria',
  state: 'IL',
  buildingValue: 0,
  bppValue: 80_000,
  construction: 'JM',
  sprinklered: true,
};

describe('BOP: Additional Locations', () => {
  it('quotes a second location at the formula, its building added to the premium', async () => {
    const { page } = await portal.harness().newPage();
    await signIn(portal.harness(), page);
    await startQuote(page, 'Businessowners (BOP)');
    await fillApplicant(page, { name: 'Two Shops Machining LLC', effectiveDate: isoInDays(20) });
    await saveAndContinue(page);
    await classify(page, { naics: '332710', grossSales: '$1,200,000', employees: '12' });
    await continueAfterClassification(page);
    await fillBopCoverage(page);
    const row = (label: string) => page.getByLabel(`${label} (additional location 1)`);
    await row('Street Address').fill('820 Water St');
    await row('City').fill('Peoria');
    await row('State').selectOption('IL');
    await row('Building Owned').selectOption('N');
    await row('Business Personal Property').fill('80,000');
    await row('Construction Type').selectOption({ label: 'Joisted Masonry' });
    await row('Year Built').fill('1985');
    await row('Square Footage').fill('1400');
    await row('Sprinklered').selectOption('Y');
    // A row short of its ZIP Code is refused by that control, and what was typed is kept.
    await saveAndContinue(page);
    await expect.poll(() => row('ZIP Code').getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Additional location 1: enter a valid 5-digit ZIP Code.').first().waitFor();
    expect(await row('City').inputValue()).toBe('Peoria');
    // "Add another location" keeps the rows typed and adds an empty one, which is no location.
    await page.getByRole('button', { name: 'Add another location' }).click();
    await page.getByLabel('Street Address (additional location 2)').waitFor();
    await row('ZIP Code').fill('61602');
    await saveAndContinue(page);
    await answerCommonQuestions(page, {
      'Is the premises protected by a central station burglar alarm?': 'Yes',
    });
    await saveAndContinue(page);
    await submitForQuote(page);
    const expected = rateBop({
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
      otherBuildings: [OTHER],
    });
    expect(await displayedPremium(page)).toBe(expected.premium);
    expect(expected.premium).toBeGreaterThan(BOP_EXPECTED);
    const saved = portal.submissions().find((s) => s.applicantName === 'Two Shops Machining LLC')!;
    expect(saved.quote?.annualPremium).toBe(expected.premium);
  });
});

describe('WC: Owners & Officers', () => {
  async function throughClasses(name: string) {
    const { page } = await portal.harness().newPage();
    await signIn(portal.harness(), page);
    await startQuote(page, "Workers' Compensation");
    await fillApplicant(page, { name, effectiveDate: isoInDays(20) });
    await saveAndContinue(page);
    await classify(page, { naics: '332710', grossSales: '3,400,000', employees: '13', payroll: '650,000' });
    await continueAfterClassification(page);
    await fillClassRow(page, 1, { state: 'IA', code: '8810', payroll: '250,000', employees: '4' });
    await page.getByRole('button', { name: 'Add another class' }).click();
    await fillClassRow(page, 2, { state: 'IL', code: '3632', payroll: '400000', employees: '9' });
    await page.getByLabel('Experience Modification Factor').fill('0.87');
    await page.getByLabel("Employers' Liability Limits").selectOption('500000/500000/500000');
    return page;
  }
  const owner = (page: Awaited<ReturnType<typeof throughClasses>>, n: number) => (label: string) =>
    page.getByLabel(`${label} (officer ${n})`);

  it('rates the included officer and not the excluded one, at the formula', async () => {
    const page = await throughClasses('Reyes Machine Works Inc');
    await answer(page, 'Include owners / officers in coverage?', 'Yes');
    await owner(page, 1)('Name').fill('Ana Reyes');
    await owner(page, 1)('Title').fill('President');
    await owner(page, 1)('Ownership %').fill('60');
    await owner(page, 1)('Coverage').selectOption({ label: 'Included' });
    await owner(page, 1)('Class Code').fill('8810');
    await page.getByRole('button', { name: 'Add another owner / officer' }).click();
    // The included officer's pay is required: the press refuses that control alone.
    await saveAndContinue(page);
    await expect.poll(() => owner(page, 1)('Annual Pay').getAttribute('aria-invalid')).toBe('true');
    await owner(page, 1)('Annual Pay').fill('60,000');
    await owner(page, 2)('Name').fill('Tomas Reyes');
    await owner(page, 2)('Title').fill('Secretary');
    await owner(page, 2)('Ownership %').fill('40');
    await owner(page, 2)('Coverage').selectOption({ label: 'Excluded' });
    await saveAndContinue(page);
    await finishWc(page);
    const input = {
      classes: [
        { state: 'IA', classCode: '8810', payroll: 250_000, employees: 4 },
        { state: 'IL', classCode: '3632', payroll: 400_000, employees: 9 },
      ],
      experienceMod: 0.87,
      employersLiabilityLimit: '500000/500000/500000',
    };
    const expected = rateWc({
      ...input,
      officers: [
        { name: 'Ana Reyes', included: true, classCode: '8810', annualPay: 60_000 },
        { name: 'Tomas Reyes', included: false, classCode: '', annualPay: 0 },
      ],
    });
    expect(await displayedPremium(page)).toBe(expected.premium);
    expect(expected.premium).toBeGreaterThan(rateWc(input).premium);
    const saved = portal.submissions().find((s) => s.applicantName === 'Reyes Machine Works Inc')!;
    expect((saved.data as { wc: { officers: unknown[] } }).wc.officers).toEqual([
      {
        name: 'Ana Reyes',
        title: 'President',
        ownership: 60,
        included: true,
        classCode: '8810',
        annualPay: 60_000,
      },
      {
        name: 'Tomas Reyes',
        title: 'Secretary',
        ownership: 40,
        included: false,
        classCode: '',
        annualPay: 0,
      },
    ]);
  });

  it('refuses ownership above 100% and an included officer while owners are excluded', async () => {
    const page = await throughClasses('Over Owned Tooling Inc');
    await answer(page, 'Include owners / officers in coverage?', 'No');
    await owner(page, 1)('Name').fill('Lena Ortiz');
    await owner(page, 1)('Title').fill('President');
    await owner(page, 1)('Ownership %').fill('110');
    await owner(page, 1)('Coverage').selectOption({ label: 'Included' });
    await owner(page, 1)('Class Code').fill('8810');
    await owner(page, 1)('Annual Pay').fill('50000');
    await saveAndContinue(page);
    await page.getByText('Officer 1: Ownership % must be a number from 0 to 100.').first().waitFor();
    await owner(page, 1)('Ownership %').fill('100');
    await saveAndContinue(page);
    await page
      .getByText('An officer in the table is included: answer Yes to include owners / officers in coverage.')
      .first()
      .waitFor();
    expect(page.url()).toMatch(/\/coverage$/);
  });
});
