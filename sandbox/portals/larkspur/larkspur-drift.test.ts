// Larkspur Quote Studio under layout drift (SANDBOX_DRIFT), in real Chromium: the browser driver,
// looking labels and captions up through the plan, quotes the same GL premium as without drift on
// seeds that together apply every kind of drift the portal takes; the new required question is refused
// while empty.
import { describe, expect, it } from 'vitest';
import { driftedPage, seedsCoveringEveryKind, seedWith, underDrift } from '../../drift-testing.ts';
import { everyFormKind, tryingDecoyOnce } from '../../drift-testing-forms.ts';
import { larkspur } from './index.ts';
import { quoteGlInBrowser } from './test-driver.ts';

describe('Larkspur Quote Studio under layout drift', () => {
  it('quotes the same GL premium as without drift, on seeds that apply every kind of drift', async () => {
    const plain = await underDrift(larkspur, undefined, (page, harness) =>
      quoteGlInBrowser(page, harness.sandbox.origin(larkspur.id)),
    );
    expect(plain.shown).toBe(plain.expected);
    for (const seed of seedsCoveringEveryKind(larkspur))
      expect(
        (
          await underDrift(larkspur, seed, (page, harness) =>
            quoteGlInBrowser(page, harness.sandbox.origin(larkspur.id)),
          )
        ).shown,
        `seed ${seed}`,
      ).toBe(plain.shown);
  });

  it('refuses Eligibility questions, with the field error, until the new required question is answered', async () => {
    const seed = seedWith(larkspur, 'requiredQuestion');
    await underDrift(larkspur, seed, async (_page, harness, drift, raw) => {
      const question = drift!.requiredQuestion!;
      // A driver that does not answer the new question: the portal refuses the step with its message.
      const page = driftedPage(raw, { ...drift!, requiredQuestion: null });
      const shown = quoteGlInBrowser(page, harness.sandbox.origin(larkspur.id));
      await expect
        .poll(() => raw.getByRole('alert').textContent(), { timeout: 60_000 })
        .toContain(question.text);
      await driftedPage(raw, drift!).getByRole('button', { name: 'Save and continue' }).click();
      expect((await shown).shown).toBe((await shown).expected);
    });
  });

  it('quotes the same GL premium under every form kind, refusing a filled decoy with its message', async () => {
    const plain = await underDrift(larkspur, undefined, (page, harness) =>
      quoteGlInBrowser(page, harness.sandbox.origin(larkspur.id)),
    );
    const quoted = await underDrift(
      larkspur,
      everyFormKind(larkspur, 'zip'),
      async (page, harness, drift, raw) => {
        const trial = tryingDecoyOnce(page, raw, drift!, '59715');
        return {
          ...(await quoteGlInBrowser(trial.page, harness.sandbox.origin(larkspur.id))),
          refused: trial.refused(),
        };
      },
    );
    expect(quoted).toEqual({ ...plain, refused: true });
  });
});
