// Harborline Broker Hub's repeating parts in real Chromium: the WC "Owners & officers" table (included
// officers rated at their class, excluded ones not) and the GL "Loss history" table (listed losses
// surcharged, agreeing with the claims answer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalHarness, startPortalHarness } from '../../testing.ts';
import { rateGl, rateWc } from './rating.ts';
import { answerWc, wcToQuestions } from './test-flows.ts';
import {
  answerGlQuestions,
  displayedPremium,
  fillBusiness,
  fillGlOperations,
  getQuote,
  isoDaysFromToday,
  saveAndContinue,
  signIn,
  startQuote,
  visible,
} from './test-support.ts';

const ID = 'harborline';
let harness: PortalHarness;
let origin: string;

beforeAll(async () => {
  harness = await startPortalHarness();
  origin = harness.sandbox.origin(ID);
});
afterAll(async () => harness?.close());

async function newPage() {
  const { page } = await harness.newPage();
  page.setDefaultTimeout(10_000);
  await signIn(page, origin);
  return page;
}

const ROWS = [{ state: 'GA', code: '5183', payroll: '300,000', ft: '6', pt: '1' }];
const cell = (what: string, n: number) => `${what} (owner ${n})`;

describe('Harborline owners and officers (WC)', () => {
  it('takes an included and an excluded officer and rates only the included one', async () => {
    const page = await newPage();
    await wcToQuestions(page, 'Reyes Plumbing LLC', ROWS, '1.00');
    const add = page.getByRole('button', { name: 'Add owner or officer' });
    await add.click();
    await page.getByLabel(cell('Name', 1), { exact: true }).fill('Ana Reyes');
    await page.getByLabel(cell('Title', 1), { exact: true }).fill('President');
    await page.getByLabel(cell('Ownership %', 1), { exact: true }).fill('60');
    await page.getByLabel(cell('Coverage', 1), { exact: true }).selectOption('included');
    await page.getByLabel(cell('Class code', 1), { exact: true }).selectOption('8810');
    await page.getByLabel(cell('Annual payroll', 1), { exact: true }).fill('$60,000');
    await add.click();
    await page.getByLabel(cell('Name', 2), { exact: true }).fill('Ben Reyes');
    await page.getByLabel(cell('Title', 2), { exact: true }).fill('Vice president');
    await page.getByLabel(cell('Ownership %', 2), { exact: true }).fill('50');
    await page.getByLabel(cell('Coverage', 2), { exact: true }).selectOption('excluded');
    // An excluded officer has no class or payroll to give; the row above kept what was typed.
    expect(await page.getByLabel(cell('Class code', 2), { exact: true }).count()).toBe(0);
    expect(await page.getByLabel(cell('Annual payroll', 1), { exact: true }).inputValue()).toBe('$60,000');

    // Ownership above 100 %, and "No" beside an included officer, are refused by name.
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await visible(page.getByText('Ownership adds up to more than 100 %.'));
    await visible(page.getByText('An officer listed below is included: answer Yes.'));
    await page.getByLabel(cell('Ownership %', 2), { exact: true }).fill('40');
    await page
      .getByRole('group', { name: 'Include owners and officers in coverage?' })
      .getByLabel('Yes')
      .check();
    await saveAndContinue(page, 'Underwriting questions');
    await answerWc(page);
    await saveAndContinue(page, 'Review & quote');
    const listed = page.getByRole('table', { name: 'Owners & officers' });
    await visible(listed.getByRole('row', { name: /Ana Reyes President 60 % Included 8810 \$60,000/ }));
    await visible(listed.getByRole('row', { name: /Ben Reyes Vice president 40 % Excluded/ }));
    await getQuote(page);
    await visible(page.getByRole('heading', { name: 'Quote ready' }));
    const classes = [{ state: 'GA', classCode: '5183', payroll: 300_000 }];
    const rating = { classes, experienceMod: 1, elLimit: '500000/500000/500000' };
    const officers = [
      { name: 'Ana Reyes', included: true, classCode: '8810', payroll: 60_000 },
      { name: 'Ben Reyes', included: false, classCode: '', payroll: 0 },
    ];
    const expected = rateWc({ ...rating, officers }).premium;
    expect(expected).toBeGreaterThan(rateWc(rating).premium);
    expect(await displayedPremium(page)).toBe(expected);
  });
});

describe('Harborline loss history (GL)', () => {
  it('surcharges a listed loss, which the claims answer must agree with', async () => {
    const page = await newPage();
    await startQuote(page, 'General Liability');
    await fillBusiness(page, {
      legalName: 'Loop Consulting LLC',
      naics: '541611',
      street: '233 S Wacker Dr',
      city: 'Chicago',
      state: 'IL',
      zip: '60606',
      effectiveDate: isoDaysFromToday(20),
    });
    await saveAndContinue(page, 'Operations & coverage');
    await fillGlOperations(page);
    await page.getByRole('button', { name: 'Add loss' }).click();
    await page.getByLabel('Date of loss (loss 1)', { exact: true }).fill(isoDaysFromToday(3));
    await page.getByLabel('Type of loss (loss 1)', { exact: true }).selectOption('bodily-injury');
    await page.getByLabel('Amount paid (loss 1)', { exact: true }).fill('8,200');
    await page.getByLabel('Amount reserved (loss 1)', { exact: true }).fill('0');
    await page.getByLabel('Status (loss 1)', { exact: true }).selectOption('closed');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await visible(page.getByText('The date of loss cannot be in the future.'));
    await page.getByLabel('Date of loss (loss 1)', { exact: true }).fill(isoDaysFromToday(-300));
    await saveAndContinue(page, 'Underwriting questions');
    await answerGlQuestions(page, { lawsuits: 'No' });
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await visible(
      page.getByText('You listed 1 loss of the past 5 years under Operations & coverage: answer Yes.'),
    );
    await answerGlQuestions(page, { lawsuits: 'Yes' });
    await saveAndContinue(page, 'Review & quote');
    const lossTable = page.getByRole('table', { name: 'Loss history' });
    await visible(lossTable.getByRole('row', { name: /Bodily injury \$8,200 \$0 Closed/ }));
    await getQuote(page);
    // Listed, the loss is surcharged instead of referred.
    await visible(page.getByRole('heading', { name: 'Quote ready' }));
    const inputs = {
      state: 'IL',
      classCode: '41677',
      exposure: 850_000,
      limits: '1000000/2000000',
      deductible: 500,
    };
    const losses = [{ paid: 8200, reserved: 0, status: 'closed' as const }];
    const expected = rateGl({ ...inputs, losses }).premium;
    expect(expected).toBeGreaterThan(rateGl(inputs).premium);
    expect(await displayedPremium(page)).toBe(expected);
  });
});
