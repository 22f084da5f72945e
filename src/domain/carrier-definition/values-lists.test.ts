// The value library on lists and split amounts (added for Bluebonnet's definition, general in use):
// `list[].field` reads a field of every element, `max` the largest, `part` a piece of a split limit,
// `yearsBefore` the whole years from a year to a date.
import { describe, expect, it } from 'vitest';
import type { Value } from './value-schema.ts';
import { evaluate } from './values.ts';

const submission = {
  input: { policyStartDate: '06/01/2026' },
  businessOwners: { roofUpdatedYear: 2018 },
  commercialAuto: {
    liabilityLimit: '100000/300000/50000',
    vehicles: [{ collisionDeductible: 500, comprehensiveDeductible: 250 }, { comprehensiveDeductible: 1000 }],
    drivers: [{ violationsLastThreeYears: 1 }, { violationsLastThreeYears: 3 }, {}],
  },
};
const at = (value: Value, over: Record<string, unknown> = {}) =>
  evaluate(value, {
    submission: { ...submission, ...over },
    job: { line: 'auto', id: 'j' },
    today: '2026-01-01',
  });

describe('values over lists', () => {
  it('reads a field of every element that has one, and takes the largest', () => {
    expect(at({ from: 'commercialAuto.vehicles[].collisionDeductible', max: true })).toBe('500');
    expect(at({ from: 'commercialAuto.vehicles[].comprehensiveDeductible', max: true })).toBe('1000');
    expect(at({ from: 'commercialAuto.drivers[].violationsLastThreeYears', max: true, above: 2 })).toBe(
      'true',
    );
  });

  it('takes the first list that has elements, else a default (a physical damage deductible)', () => {
    const deductible: Value = {
      from: [
        'commercialAuto.vehicles[].collisionDeductible',
        'commercialAuto.vehicles[].comprehensiveDeductible',
      ],
      first: true,
      default: 1000,
      max: true,
      atMost: [500, 1000, 2500],
      money: true,
    };
    expect(at(deductible)).toBe('$500');
    const none = { commercialAuto: { vehicles: [{}, {}] } };
    expect(at(deductible, none)).toBe('$1,000');
    const comprehensive = { commercialAuto: { vehicles: [{ comprehensiveDeductible: 5000 }] } };
    expect(at(deductible, comprehensive)).toBe('$2,500');
  });

  it('takes a part of a split limit, a single amount as it is', () => {
    const csl: Value = {
      from: 'commercialAuto.liabilityLimit',
      part: 2,
      atLeast: [300000, 500000, 1000000],
      money: true,
      template: '{value} CSL',
    };
    expect(at(csl)).toBe('$300,000 CSL');
    expect(at(csl, { commercialAuto: { liabilityLimit: '1000000' } })).toBe('$1,000,000 CSL');
    expect(at(csl, { commercialAuto: { liabilityLimit: '250000/500000' } })).toBe('$500,000 CSL');
  });

  it('counts whole years from a year to a date, never below 0, nothing without the year', () => {
    const roof: Value = {
      from: ['businessOwners.roofUpdatedYear', 'input.policyStartDate'],
      yearsBefore: true,
    };
    expect(at(roof)).toBe('8');
    expect(at(roof, { businessOwners: { roofUpdatedYear: 2027 } })).toBe('0');
    expect(at(roof, { businessOwners: {} })).toBeUndefined();
  });
});

describe('lookup', () => {
  const locations = [
    { id: 'main', streetAddress: '410 Main Ave', city: 'Durango' },
    { id: 'cortez', streetAddress: '22 Market St', city: 'Cortez', buildings: [] },
  ];
  const within = (value: Value, item: unknown) =>
    evaluate(value, {
      submission: { locations },
      job: { line: 'gl', id: 'j' },
      today: '2026-01-01',
      item,
    });

  it("finds an element of a list by a row's value: a location by its id", () => {
    const street: Value = {
      from: ['locations', 'item.locationId'],
      lookup: { by: 'id', take: 'streetAddress' },
    };
    expect(within(street, { locationId: 'cortez' })).toBe('22 Market St');
    expect(within(street, { locationId: 'main' })).toBe('410 Main Ave');
  });

  it('gives nothing for an id no element has, no id, or a field that is not a value', () => {
    const by = (take: string): Value => ({
      from: ['locations', 'item.locationId'],
      lookup: { by: 'id', take },
    });
    expect(within(by('streetAddress'), { locationId: 'kerrville' })).toBeUndefined();
    expect(within(by('streetAddress'), {})).toBeUndefined();
    expect(within(by('buildings'), { locationId: 'cortez' })).toBeUndefined();
  });
});
