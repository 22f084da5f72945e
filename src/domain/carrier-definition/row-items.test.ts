import { describe, expect, it } from 'vitest';
import { itemPathIn, nestedList, rowItems } from './row-items.ts';
import type { ValueScope } from './values.ts';

const scope = (submission: Record<string, unknown>): ValueScope => ({
  submission,
  job: { line: 'bop', id: 'job-1' },
  today: '2026-11-22',
});

describe('rowItems', () => {
  it('gives a plain list as it is', () => {
    const owners = [{ name: 'Ana' }, { name: 'Tomas' }];
    expect(rowItems(scope({ ownersOfficers: owners }), 'ownersOfficers')).toEqual(owners);
    expect(rowItems(scope({}), 'ownersOfficers')).toEqual([]);
  });

  it('gives a plain list of locations with the flagged primary first, the others in their order', () => {
    const [a, b, c] = [{ id: 'a' }, { id: 'b', primary: true }, { id: 'c' }];
    expect(rowItems(scope({ locations: [a, b, c] }), 'locations')).toEqual([b, a, c]);
    expect(rowItems(scope({ locations: [a, c] }), 'locations')).toEqual([a, c]);
  });

  it('gives every inner element with its outer one as parent, the flagged primary location first', () => {
    const kerrville = { id: 'k', city: 'Kerrville', buildings: [{ id: '1' }] };
    const main = { id: 'm', city: 'Fredericksburg', primary: true, buildings: [{ id: '1' }, { id: '2' }] };
    expect(rowItems(scope({ locations: [kerrville, main] }), 'locations[].buildings')).toEqual([
      { id: '1', parent: main },
      { id: '2', parent: main },
      { id: '1', parent: kerrville },
    ]);
  });

  it('keeps the list order when no element is flagged (the first is primary), and skips an outer without the list', () => {
    const first = { id: 'a', buildings: [{ id: '1' }] };
    const bare = { id: 'b' };
    expect(rowItems(scope({ locations: [first, bare] }), 'locations[].buildings')).toEqual([
      { id: '1', parent: first },
    ]);
  });
});

describe('paths of a nested list', () => {
  it('splits the outer and inner list, and reads item.parent as the outer element', () => {
    expect(nestedList('locations[].buildings')).toEqual(['locations', 'buildings']);
    expect(nestedList('ownersOfficers')).toBeUndefined();
    expect(itemPathIn('locations[].buildings', 'item.parent.city')).toBe('locations[].city');
    expect(itemPathIn('locations[].buildings', 'item.yearBuilt')).toBe('locations[].buildings[].yearBuilt');
    expect(itemPathIn('ownersOfficers', 'item.title')).toBe('ownersOfficers[].title');
  });
});
