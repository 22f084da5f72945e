// Harborline Broker Hub under layout drift (SANDBOX_DRIFT), in real Chromium: the SPA drifts its views
// from the plan in its shell; the test driver, looking controls up through the plan, quotes the same
// GL premium as without drift on seeds that together apply every kind of mutation; the new required
// question is refused while empty.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { driftedPage, seedsCoveringEveryKind, seedWith, underDrift } from '../../drift-testing.ts';
import { everyFormKind, tryingDecoyOnce } from '../../drift-testing-forms.ts';
import type { PortalHarness } from '../../testing.ts';
import { harborline } from './index.ts';
import { rateGl } from './rating.ts';
import {
  answerGlQuestions,
  displayedPremium,
  fillBusiness,
  fillGlOperations,
  isoDaysFromToday,
  quoteGl,
  saveAndContinue,
  signIn,
  startQuote,
  visible,
} from './test-support.ts';

async function quotedGl(page: Page, harness: PortalHarness) {
  await signIn(page, harness.sandbox.origin(harborline.id));
  const inputs = await quoteGl(page, 'Lakefront Advisory Group LLC');
  await visible(page.getByRole('heading', { name: 'Quote ready' }));
  return { expected: rateGl(inputs).premium, shown: await displayedPremium(page) };
}

describe('Harborline Broker Hub under layout drift', () => {
  it('quotes the same GL premium as without drift, on seeds that apply every kind of drift', async () => {
    const plain = await underDrift(harborline, undefined, quotedGl);
    expect(plain.shown).toBe(plain.expected);
    for (const seed of seedsCoveringEveryKind(harborline))
      expect((await underDrift(harborline, seed, quotedGl)).shown).toBe(plain.shown);
  });

  it('refuses Underwriting questions, with a field error, until the new required question is answered', async () => {
    const seed = seedWith(harborline, 'requiredQuestion');
    await underDrift(harborline, seed, async (_page, harness, drift, raw) => {
      const question = drift!.requiredQuestion!;
      const page = driftedPage(raw, { ...drift!, requiredQuestion: null });
      await signIn(page, harness.sandbox.origin(harborline.id));
      await startQuote(page, 'General Liability');
      await fillBusiness(page, {
        legalName: 'Lakefront Advisory Group LLC',
        naics: '541611',
        street: '233 S Wacker Dr',
        city: 'Chicago',
        state: 'IL',
        zip: '60606',
        effectiveDate: isoDaysFromToday(20),
      });
      await saveAndContinue(page, 'Operations & coverage');
      await fillGlOperations(page);
      await saveAndContinue(page, 'Underwriting questions');
      await answerGlQuestions(page);
      await page.getByRole('button', { name: 'Save and continue' }).click();
      const group = page.getByRole('group', { name: question.text }).or(page.getByLabel(question.text));
      await expect.poll(() => group.first().getAttribute('aria-invalid')).toBe('true');
      await driftedPage(raw, drift!).getByRole('button', { name: 'Save and continue' }).click();
      await visible(page.getByRole('heading', { name: 'Review & quote', exact: true }));
    });
  });

  it('quotes the same GL premium under every form kind, its step refusing a filled decoy with its message', async () => {
    const plain = await underDrift(harborline, undefined, quotedGl);
    const quoted = await underDrift(
      harborline,
      everyFormKind(harborline, 'email'),
      async (page, harness, drift, raw) => {
        const trial = tryingDecoyOnce(page, raw, drift!, 'ops@lakefront.example');
        return { ...(await quotedGl(trial.page, harness)), refused: trial.refused() };
      },
    );
    expect(quoted).toEqual({ ...plain, refused: true });
  });
});
