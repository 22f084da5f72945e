// Bluebonnet AgentDesk under layout drift (SANDBOX_DRIFT), in real Chromium: the test driver, looking
// controls up through the plan, quotes the same BOP premium as without drift on seeds that together
// apply every kind of mutation; the new required question is refused while empty.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { driftedPage, seedsCoveringEveryKind, seedWith, underDrift } from '../../drift-testing.ts';
import { everyFormKind, tryingDecoyOnce } from '../../drift-testing-forms.ts';
import type { PortalHarness } from '../../testing.ts';
import { completeBop, fillBop } from './flows.ts';
import { bluebonnet } from './index.ts';
import { displayedPremium, signInAndAccept } from './test-agent.ts';

async function quotedBop(page: Page, harness: PortalHarness): Promise<{ expected: number; shown: number }> {
  const origin = harness.sandbox.origin(bluebonnet.id);
  await signInAndAccept(page, origin);
  const expected = await completeBop(page, origin, { name: 'Pecan Street Hardware LLC' });
  return { expected, shown: await displayedPremium(page) };
}

describe('Bluebonnet AgentDesk under layout drift', () => {
  it('quotes the same BOP premium as without drift, on seeds that apply every kind of drift', async () => {
    const plain = await underDrift(bluebonnet, undefined, quotedBop);
    expect(plain.shown).toBe(plain.expected);
    for (const seed of seedsCoveringEveryKind(bluebonnet))
      expect((await underDrift(bluebonnet, seed, quotedBop)).shown).toBe(plain.shown);
  });

  it('refuses the Underwriting section, with a field error, until the new required question is answered', async () => {
    const seed = seedWith(bluebonnet, 'requiredQuestion');
    await underDrift(bluebonnet, seed, async (_page, harness, drift, raw) => {
      const question = drift!.requiredQuestion!;
      const page = driftedPage(raw, { ...drift!, requiredQuestion: null });
      const origin = harness.sandbox.origin(bluebonnet.id);
      await signInAndAccept(page, origin);
      await fillBop(page, origin, { name: 'Pecan Street Hardware LLC' });
      await page.getByRole('button', { name: 'Save & Continue' }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toContain(question.text);
      await driftedPage(raw, drift!).getByRole('button', { name: 'Save & Continue' }).click();
      await page.getByRole('button', { name: 'Get Rates' }).waitFor();
    });
  });

  it('quotes the same BOP premium under every form kind, refusing a filled decoy with its message', async () => {
    const plain = await underDrift(bluebonnet, undefined, quotedBop);
    const quoted = await underDrift(
      bluebonnet,
      everyFormKind(bluebonnet, 'zip'),
      async (page, harness, drift, raw) => {
        const trial = tryingDecoyOnce(page, raw, drift!, '78702');
        return { ...(await quotedBop(trial.page, harness)), refused: trial.refused() };
      },
    );
    expect(quoted).toEqual({ ...plain, refused: true });
  });
});
