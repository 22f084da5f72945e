// The portal's refusal read from its marked controls (ask-missing.ts refusalOf): a value of ours it
// refuses is named, and a message that asks for a control we left empty is no refusal of the one
// beside it that shares it.
import { describe, expect, it } from 'vitest';
import { refusalOf } from './ask-missing.ts';
import type { InventoryItem } from './kit/inventory.ts';

const item = (label: string, value: string, error?: string): InventoryItem => ({
  label,
  control: 'text',
  value,
  required: true,
  shape: {},
  ...(error ? { error } : {}),
});

const ours = (label: string) => (label === 'FEIN' ? 'input.fein' : undefined);

describe('refusalOf', () => {
  it('names our field when the portal marks a value of ours', () => {
    expect(refusalOf([item('FEIN', '741234567', 'Enter the FEIN as NN-NNNNNNN.')], ours)).toBe(
      'input.fein: Enter the FEIN as NN-NNNNNNN.',
    );
  });

  it('is nothing when every marked control is one we left empty', () => {
    expect(refusalOf([item('FEIN', '', 'Enter the FEIN.')], ours)).toBeUndefined();
  });

  it('does not take a message tied to an empty control and to a filled one for a refusal of the filled one', () => {
    // Cascade drifted: "Enter the number of losses" marks the empty count and the "No" beside it.
    const message = 'Enter the number of losses (0 to 99).';
    expect(
      refusalOf(
        [
          item('Claims made in the last 36 months (count)', '', message),
          item('Are any claims still open?', 'No', message),
        ],
        ours,
      ),
    ).toBeUndefined();
  });
});
