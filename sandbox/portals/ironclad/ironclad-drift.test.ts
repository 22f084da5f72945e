// Ironclad Exchange under layout drift (SANDBOX_DRIFT), in real Chromium: the test driver, looking
// controls up through the plan, quotes the same cyber premium as without drift on seeds that together
// apply every kind of mutation; the new required question is refused while empty.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { driftedPage, seedsCoveringEveryKind, seedWith, underDrift } from '../../drift-testing.ts';
import { everyFormKind, tryingDecoyOnce } from '../../drift-testing-forms.ts';
import type { PortalHarness } from '../../testing.ts';
import { IRONCLAD_ID, ironcladPortal } from './index.ts';
import { rateCyber } from './rating.ts';
import {
  answerCyber,
  applicant,
  type CyberAnswers,
  dollars,
  fillApplicant,
  quoteDetail,
  shown,
  signIn,
  startSubmission,
  submitForQuote,
} from './test-agent.ts';

const answers: CyberAnswers = {
  mfaEmail: 'Yes',
  remoteAccess: 'Yes',
  mfaRemote: 'Yes',
  backupsEncrypted: 'Yes',
  edr: 'Yes',
  records: '100,000 to 500,000',
  priorIncidents: 'No',
  pci: 'Yes, PCI level 4 (fewer than 20,000 e-commerce transactions)',
};

async function toUnderwriting(page: Page, harness: PortalHarness) {
  const origin = harness.sandbox.origin(IRONCLAD_ID);
  await page.goto(`${origin}/`);
  await signIn(page, origin);
  await shown(page.getByRole('heading', { name: 'Producer dashboard', exact: true }));
  await startSubmission(page, 'Cyber Liability');
  await fillApplicant(page, applicant());
  await shown(page.getByRole('heading', { name: 'Coverage', exact: true }));
  await page.getByLabel('Aggregate limit').selectOption({ label: '$2,000,000' });
  await page.getByLabel('Retention').selectOption({ label: '$10,000' });
  await page.getByLabel('Social engineering sublimit').selectOption({ label: '$250,000' });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await shown(page.getByRole('heading', { name: 'Underwriting questions', exact: true }));
}

async function quotedCyber(page: Page, harness: PortalHarness): Promise<string> {
  await toUnderwriting(page, harness);
  await answerCyber(page, answers);
  await shown(page.getByRole('heading', { name: 'Review and submit', exact: true }));
  await submitForQuote(page);
  await shown(page.getByRole('heading', { name: 'Quote ready', exact: true }));
  return quoteDetail(page, 'Annual premium');
}

describe('Ironclad Exchange under layout drift', () => {
  it('quotes the same cyber premium as without drift, on seeds that apply every kind of drift', async () => {
    const a = applicant();
    const expected = rateCyber({
      state: a.state,
      naics: a.naics,
      annualRevenue: Number(a.revenue),
      aggregateLimit: 2_000_000,
      retention: 10_000,
      socialEngineeringSublimit: 250_000,
      records: '100k-500k',
      remoteAccessMfa: true,
      backupsEncrypted: true,
      edr: true,
      pci: 'level4',
    });
    expect(await underDrift(ironcladPortal, undefined, quotedCyber)).toBe(dollars(expected.total));
    for (const seed of seedsCoveringEveryKind(ironcladPortal))
      expect(await underDrift(ironcladPortal, seed, quotedCyber)).toBe(dollars(expected.total));
  });

  it("refuses Underwriting questions (the browser's required check) until the new required question is answered", async () => {
    const seed = seedWith(ironcladPortal, 'requiredQuestion');
    await underDrift(ironcladPortal, seed, async (_page, harness, drift, raw) => {
      const question = drift!.requiredQuestion!;
      const page = driftedPage(raw, { ...drift!, requiredQuestion: null });
      await toUnderwriting(page, harness);
      await answerCyber(page, answers);
      const control =
        question.kind === 'yesno'
          ? page.getByRole('group', { name: question.text }).getByRole('radio').first()
          : page.getByLabel(question.text);
      expect(await control.evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
      await shown(page.getByRole('heading', { name: 'Underwriting questions', exact: true }));
      await driftedPage(raw, drift!).getByRole('button', { name: 'Save and continue' }).click();
      await shown(page.getByRole('heading', { name: 'Review and submit', exact: true }));
    });
  });

  it('quotes the same cyber premium under every form kind, refusing a filled decoy with its message', async () => {
    const plain = await underDrift(ironcladPortal, undefined, quotedCyber);
    const quoted = await underDrift(
      ironcladPortal,
      everyFormKind(ironcladPortal, 'phone'),
      async (page, harness, drift, raw) => {
        const trial = tryingDecoyOnce(page, raw, drift!, '212-555-0199');
        return { premium: await quotedCyber(trial.page, harness), refused: trial.refused() };
      },
    );
    expect(quoted).toEqual({ premium: plain, refused: true });
  });
});
