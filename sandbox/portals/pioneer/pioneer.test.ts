// Pioneer ProducerNet driven in real Chromium, as an agent would: every line to its outcome, sign-in
// and MFA, faults, the second layout, search, the quote letter and submission counting.
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PortalHarness, startPortalHarness } from '../../testing.ts';
import { PIONEER_ID } from './index.ts';
import { rateBop, rateUmbrella, rateWc } from './rating.ts';
import {
  answer,
  answerCommonQuestions,
  classify,
  continueAfterClassification,
  DEMO,
  displayedPremium,
  fillApplicant,
  fillBopCoverage,
  isoInDays,
  latestCode,
  quoteBop,
  saveAndContinue,
  signIn,
  startQuote,
  submitCredentials,
  submitForQuote,
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
    expect(stored?.quote?.annualPremium).toBe(BOP_EXPECTED);
    expect(stored?.quote?.quoteNumber).toMatch(/^PCQ-BOP-\d{7}$/);
  });
});
