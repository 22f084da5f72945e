import { describe, expect, it } from 'vitest';
import { closestName } from './closest-name.ts';

const known = ['numberOfEmployees', 'fullTimeEmployees', 'zipCode', 'state', 'city', 'dba'];

describe('closestName', () => {
  it('names the known field a typo meant, in any case', () => {
    expect(closestName('numberOfEmployes', known)).toBe('numberOfEmployees');
    expect(closestName('zipcode', known)).toBe('zipCode');
    expect(closestName('ZIP_CODE', known)).toBe('zipCode');
    expect(closestName('sate', known)).toBe('state');
  });

  it('suggests nothing for a name far from every known one', () => {
    expect(closestName('favouriteColor', known)).toBeUndefined();
    expect(closestName('x_abc', known)).toBeUndefined();
    expect(closestName('anything', [])).toBeUndefined();
  });
});
