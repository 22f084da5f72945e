// Cascade Commercial under layout drift (SANDBOX_DRIFT), in real Chromium: the React app drifts as it
// renders from the plan in its shell (labels and captions reworded, fields in the plan's order, classes
// and names renamed, the DBA moved to Coverage with the new questions); the test driver, looking
// controls up through the plan, quotes the same GL premium as without drift on seeds that together apply
// every kind of mutation; the new required question is refused while empty.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { driftedPage, seedsCoveringEveryKind, seedWith, underDrift } from '../../drift-testing.ts';
import { everyFormKind } from '../../drift-testing-forms.ts';
import type { PortalHarness } from '../../testing.ts';
import { CASCADE_ID, cascadePortal } from './index.ts';
import { rateGl } from './rating.ts';
import {
  business,
  chooseAddress,
  chooseClass,
  continueTo,
  fillBusinessForm,
  fillLossHistory,
  getQuote,
  heading,
  isoInDays,
  openSignedIn,
  shown,
  textOf,
  typeEffectiveDate,
} from './test-driver.ts';

/** A GL submission from the dashboard to its Coverage step, the DBA given where the portal asks it. */
async function toCoverage(page: Page, harness: PortalHarness) {
  await openSignedIn(page, harness.sandbox.origin(CASCADE_ID), harness.sandbox);
  await page.getByRole('link', { name: 'New General Liability quote' }).click();
  await shown(heading(page, 'Business'));
  await fillBusinessForm(page, business({ name: 'Rainier Drift Analytics LLC' }));
  // Where drift moved it, the drift-aware page fills it on Coverage.
  await page.getByLabel('DBA (optional)').fill('Rainier Data');
  await page.getByRole('button', { name: 'Continue' }).click();
  await chooseAddress(page, 'suggested');
  await chooseClass(page, 'consult', '41677 — Consultants, NOC');
  await typeEffectiveDate(page, isoInDays(20));
  await page.getByLabel('Exposure').fill('850000');
  await page
    .getByLabel('Limits (each occurrence / aggregate)')
    .selectOption({ label: '$1,000,000 / $2,000,000' });
  await page.getByLabel('Property damage deductible').selectOption({ label: '$500' });
}

async function quotedGl(page: Page, harness: PortalHarness) {
  await toCoverage(page, harness);
  await continueTo(page, 'Loss history');
  await fillLossHistory(page);
  await getQuote(page, 'Quote ready');
  const expected = rateGl({
    state: 'WA',
    classCode: '41677',
    exposure: 850_000,
    limits: '1000000/2000000',
    deductible: '500',
    lossCount: 0,
  }).total;
  const stored = harness.sandbox.state.submissions
    .list(CASCADE_ID)
    .find((s) => s.applicantName === 'Rainier Drift Analytics LLC');
  return {
    expected: `$${expected.toLocaleString('en-US')}`,
    shown: await textOf(page.locator('.premium strong')),
    dba: (stored?.data as { business?: { dba: string } } | undefined)?.business?.dba,
  };
}

describe('Cascade Commercial under layout drift', () => {
  it('quotes the same GL premium as without drift, on seeds that apply every kind of drift', async () => {
    const plain = await underDrift(cascadePortal, undefined, quotedGl);
    expect(plain.shown).toBe(plain.expected);
    expect(plain.dba).toBe('Rainier Data');
    const seeds = seedsCoveringEveryKind(cascadePortal);
    for (const seed of seeds) {
      const drifted = await underDrift(cascadePortal, seed, quotedGl);
      expect(drifted, `seed ${seed}`).toEqual(plain);
    }
  });

  it('refuses Coverage, with a field error, until the new required question is answered', async () => {
    const seed = seedWith(cascadePortal, 'requiredQuestion');
    await underDrift(cascadePortal, seed, async (_page, harness, drift, raw) => {
      const question = drift!.requiredQuestion!;
      const page = driftedPage(raw, { ...drift!, requiredQuestion: null });
      await toCoverage(page, harness);
      await page.getByRole('button', { name: 'Continue' }).click();
      const control = page
        .getByRole('radiogroup', { name: question.text })
        .or(page.getByLabel(question.text, { exact: true }));
      await expect.poll(() => control.first().getAttribute('aria-invalid')).toBe('true');
      await driftedPage(raw, drift!).getByRole('button', { name: 'Continue' }).click();
      await shown(heading(page, 'Loss history'));
    });
  });

  it('quotes the same GL premium with held-out labels and placeholder-only fields (its form kinds)', async () => {
    const plan = everyFormKind(cascadePortal);
    expect(plan.portals[0]!.kinds).toEqual(['unseenLabels', 'placeholderOnly']);
    const plain = await underDrift(cascadePortal, undefined, quotedGl);
    const drifted = await underDrift(cascadePortal, plan, quotedGl);
    expect(drifted).toEqual(plain);
  });
});
