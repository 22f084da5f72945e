// Summit AgentLink under layout drift (SANDBOX_DRIFT), in real Chromium: the test driver, looking
// controls up through the plan, quotes the same CGL premium as without drift on seeds that together
// apply every kind of mutation; the new required question is refused while empty.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { driftedPage, seedsCoveringEveryKind, seedWith, underDrift } from '../../drift-testing.ts';
import { everyFormKind, tryingDecoyOnce } from '../../drift-testing-forms.ts';
import type { PortalHarness } from '../../testing.ts';
import { summitPortal } from './index.ts';
import { rateGl } from './rating.ts';
import {
  answerBopGlQuestions,
  displayedTotal,
  expectStep,
  fillApplicant,
  fillGlExposure,
  login,
  next,
  rate,
  startSubmission,
  usDate,
} from './test-driver.ts';

async function throughUnderwriting(page: Page, harness: PortalHarness) {
  await login(page, harness);
  await startSubmission(page, 'Commercial General Liability (CGL)');
  await fillApplicant(page, {
    name: 'Harbor Street Bistro Inc',
    state: 'NY',
    city: 'New York',
    zip: '10013',
    naics: '722511',
    sales: 1_500_000,
    effectiveDate: usDate(20),
  });
  await next(page);
  await expectStep(page, 'Liability Exposure');
  await fillGlExposure(page, {
    classCode: '16900',
    basis: 'Gross Sales',
    exposure: 1_500_000,
    limits: '2,000,000/4,000,000',
    deductible: 'None',
  });
  await next(page);
  await expectStep(page, 'Underwriting Questions');
  await answerBopGlQuestions(page, { line: 'gl', losses: '1' });
}

async function quotedTotal(page: Page, harness: PortalHarness): Promise<number> {
  await throughUnderwriting(page, harness);
  await next(page);
  await rate(page);
  return displayedTotal(page);
}

describe('Summit AgentLink under layout drift', () => {
  it('quotes the same CGL premium as without drift, on seeds that apply every kind of drift', async () => {
    const expected = rateGl({
      state: 'NY',
      classRate: 2.9,
      basis: 'S',
      exposure: 1_500_000,
      occurrenceLimit: 2_000_000,
      deductible: 0,
      losses: 1,
    });
    expect(await underDrift(summitPortal, undefined, quotedTotal)).toBe(expected);
    for (const seed of seedsCoveringEveryKind(summitPortal))
      expect(await underDrift(summitPortal, seed, quotedTotal)).toBe(expected);
  });

  it('refuses Underwriting Questions, with its validator, until the new required question is answered', async () => {
    const seed = seedWith(summitPortal, 'requiredQuestion');
    await underDrift(summitPortal, seed, async (_page, harness, drift, raw) => {
      const question = drift!.requiredQuestion!;
      const page = driftedPage(raw, { ...drift!, requiredQuestion: null });
      await throughUnderwriting(page, harness);
      await page.getByRole('button', { name: 'Next >' }).click();
      await expectStep(page, 'Underwriting Questions');
      await expect.poll(() => page.getByRole('alert').textContent()).toContain(question.text);
      await driftedPage(raw, drift!).getByRole('button', { name: 'Next >' }).click();
      await expectStep(page, 'Review & Rate');
    });
  });

  it('quotes the same CGL premium under every form kind, refusing a filled decoy with its message', async () => {
    const expected = rateGl({
      state: 'NY',
      classRate: 2.9,
      basis: 'S',
      exposure: 1_500_000,
      occurrenceLimit: 2_000_000,
      deductible: 0,
      losses: 1,
    });
    for (const decoy of ['zip', 'phone'] as const) {
      const quoted = await underDrift(
        summitPortal,
        everyFormKind(summitPortal, decoy),
        async (page, harness, drift, raw) => {
          const trial = tryingDecoyOnce(page, raw, drift!, '10014');
          return { total: await quotedTotal(trial.page, harness), refused: trial.refused() };
        },
      );
      expect(quoted, decoy).toEqual({ total: expected, refused: true });
    }
  });
});
