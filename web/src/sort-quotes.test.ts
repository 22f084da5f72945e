import { describe, expect, it } from 'vitest';
import { sortByPremium } from './sort-quotes.ts';

const rows = [
  { carrierId: 'harborline', annualPremium: 2400 },
  { carrierId: 'summit-mutual', annualPremium: 1850 },
  { carrierId: 'bluebonnet', annualPremium: 2400 },
  { carrierId: 'keystone', annualPremium: 3100.5 },
];

describe('sortByPremium', () => {
  it('puts the cheapest first, ties by carrier, without changing the input', () => {
    expect(sortByPremium(rows, 'ascending').map((r) => r.carrierId)).toEqual([
      'summit-mutual',
      'bluebonnet',
      'harborline',
      'keystone',
    ]);
    expect(rows[0]?.carrierId).toBe('harborline');
  });

  it('puts the dearest first on the toggle, ties still by carrier', () => {
    expect(sortByPremium(rows, 'descending').map((r) => r.carrierId)).toEqual([
      'keystone',
      'bluebonnet',
      'harborline',
      'summit-mutual',
    ]);
  });
});
