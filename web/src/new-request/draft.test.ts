import { describe, expect, it } from 'vitest';
import { bodyOf, getAt, parsePath, setAt } from './draft.ts';

describe('the new-request draft', () => {
  it('reads and writes values at the paths field errors name', () => {
    expect(parsePath('locations[1].buildings[0].yearBuilt')).toEqual([
      'locations',
      1,
      'buildings',
      0,
      'yearBuilt',
    ]);
    let draft = setAt({}, 'locations[0].buildings[0].yearBuilt', 1975);
    expect(draft).toEqual({ locations: [{ buildings: [{ yearBuilt: 1975 }] }] });
    draft = setAt(draft, 'input.city', 'Austin');
    expect(getAt(draft, 'input.city')).toBe('Austin');
    expect(getAt(draft, 'locations[0].buildings[0].yearBuilt')).toBe(1975);
    expect(getAt(draft, 'locations[3].id')).toBeUndefined();
  });

  it('removes a value, an item of a list, and leaves the draft it was given as it was', () => {
    const draft = { input: { city: 'Austin' }, lossHistory: [{ line: 'gl' }, { line: 'wc' }] };
    expect(setAt(draft, 'input.city', undefined)).toEqual({ input: {}, lossHistory: draft.lossHistory });
    expect(setAt(draft, 'lossHistory[0]', undefined).lossHistory).toEqual([{ line: 'wc' }]);
    expect(draft.lossHistory).toHaveLength(2);
  });

  it('sends no empty object: a section opened and left blank', () => {
    expect(
      bodyOf({ input: { city: 'Austin' }, businessOwners: {}, cyber: { x: {} }, carrierIds: [] }),
    ).toEqual({
      input: { city: 'Austin' },
      carrierIds: [],
    });
  });
});
