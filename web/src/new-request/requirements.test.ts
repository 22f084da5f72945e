import { describe, expect, it } from 'vitest';
import { conditionOf, schemaAt, whenWords, withAnswer } from './requirements.ts';

describe('the requirements as the new-request page shows them', () => {
  const text = (id: string) => ({ 'products.ownLabel': 'Any products sold under your own label?' })[id] ?? id;

  it('says a condition in words, on a field or on another question’s answer', () => {
    expect(whenWords({ field: 'businessOwners.buildingOwned', equals: true }, text)).toBe(
      'Building owned is Yes',
    );
    expect(whenWords({ field: 'input.state', not: ['NY', 'CA'] }, text)).toBe('State is not NY or CA');
    expect(whenWords({ question: 'products.ownLabel', answer: true }, text)).toBe(
      '“Any products sold under your own label?” is answered Yes',
    );
    expect(conditionOf([{ when: [{ question: 'products.ownLabel', answer: true }] }], text)).toBe(
      'Only if “Any products sold under your own label?” is answered Yes',
    );
    // One job asking it always: no condition.
    expect(conditionOf([{ when: [{ field: 'input.fein', present: true }] }, {}], text)).toBeUndefined();
  });

  it('keeps answers by question id, dots and all, and drops an emptied `answers`', () => {
    let draft = withAnswer({ input: {} }, 'history.lossesPast3Years', 'None');
    draft = withAnswer(draft, 'bluebonnet:roof_age', 4);
    expect(draft.answers).toEqual({ 'history.lossesPast3Years': 'None', 'bluebonnet:roof_age': 4 });
    draft = withAnswer(
      withAnswer(draft, 'history.lossesPast3Years', undefined),
      'bluebonnet:roof_age',
      undefined,
    );
    expect(draft).toEqual({ input: {} });
  });

  it('finds the schema of a body path through objects and list items', () => {
    const root = {
      properties: {
        locations: {
          type: 'array',
          items: { properties: { buildings: { items: { properties: { id: { type: 'string' } } } } } },
        },
      },
    };
    expect(schemaAt(root, 'locations[0].buildings[1].id')).toEqual({ type: 'string' });
    expect(schemaAt(root, 'locations[0].nothing')).toBeUndefined();
  });
});
