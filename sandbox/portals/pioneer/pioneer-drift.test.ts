// Pioneer ProducerNet under layout drift (SANDBOX_DRIFT), in real Chromium: the test driver, looking
// controls up through the plan, quotes the same BOP premium as without drift on seeds that together
// apply every kind of mutation; the new required question is refused while empty.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { driftedPage, seedsCoveringEveryKind, seedWith, underDrift } from '../../drift-testing.ts';
import { everyFormKind, tryingDecoyOnce } from '../../drift-testing-forms.ts';
import type { PortalHarness } from '../../testing.ts';
import { pioneer } from './index.ts';
import {
  answerCommonQuestions,
  BOP_EXPECTED,
  classify,
  continueAfterClassification,
  displayedPremium,
  fillApplicant,
  fillBopCoverage,
  isoInDays,
  quoteBop,
  saveAndContinue,
  signIn,
  startQuote,
} from './test-helpers.ts';

async function quotedBop(page: Page, harness: PortalHarness): Promise<number> {
  await signIn(harness, page);
  await quoteBop(page, 'Prairie Tool & Die LLC', isoInDays(14));
  return displayedPremium(page);
}

describe('Pioneer ProducerNet under layout drift', () => {
  it('quotes the same BOP premium as without drift, on seeds that apply every kind of drift', async () => {
    expect(await underDrift(pioneer, undefined, quotedBop)).toBe(BOP_EXPECTED);
    for (const seed of seedsCoveringEveryKind(pioneer))
      expect(await underDrift(pioneer, seed, quotedBop)).toBe(BOP_EXPECTED);
  });

  it('refuses Underwriting Questions, with a field error, until the new required question is answered', async () => {
    await underDrift(pioneer, seedWith(pioneer, 'requiredQuestion'), async (_page, harness, drift, raw) => {
      const question = drift!.requiredQuestion!;
      const page = driftedPage(raw, { ...drift!, requiredQuestion: null });
      await signIn(harness, page);
      await startQuote(page, 'Businessowners (BOP)');
      await fillApplicant(page, { name: 'Prairie Tool & Die LLC', effectiveDate: isoInDays(14) });
      await saveAndContinue(page);
      await classify(page, { naics: '332710', grossSales: '$1,200,000', employees: '12' });
      await continueAfterClassification(page);
      await fillBopCoverage(page);
      await saveAndContinue(page);
      await answerCommonQuestions(page);
      await saveAndContinue(page);
      await expect.poll(() => page.getByRole('alert').textContent()).toContain(question.text);
      expect(page.url()).toMatch(/\/questions$/);
      await driftedPage(raw, drift!).getByRole('button', { name: 'Save & Continue' }).click();
      await page.waitForURL(/\/review$/);
    });
  });

  it('quotes the same BOP premium under every form kind, refusing a filled decoy with its message', async () => {
    const quoted = await underDrift(
      pioneer,
      everyFormKind(pioneer, 'email'),
      async (page, harness, drift, raw) => {
        const trial = tryingDecoyOnce(page, raw, drift!, 'office@example.com');
        return { premium: await quotedBop(trial.page, harness), refused: trial.refused() };
      },
    );
    expect(quoted).toEqual({ premium: BOP_EXPECTED, refused: true });
  });
});
