// The value library on lists and split amounts (added for Bluebonnet's definition, general in use):
// `list[].field` reads a field of every element, `max` the largest, `part` a piece of a split limit,
// `yearsBefore` the whole years from a year to a date; `glExposure` with `whole`, every location of a class.
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

describe('the GL exposure of every location (glExposure whole)', () => {
  const classes = { sales: ['10113'], payroll: ['91340'] };
  const gl = (rows: object[]) => ({
    input: { annualRevenue: 1_150_000, annualPayroll: 410_000 },
    generalLiability: {
      classCode: '10113',
      exposureBasis: 'sales',
      exposure: 780_000,
      locationClassCodes: rows,
    },
  });
  const kerrville = {
    locationId: 'kerrville',
    classCode: '10113',
    exposureBasis: 'sales',
    exposure: 370_000,
  };
  const amount = (over: Record<string, unknown>, whole?: true) =>
    at(
      {
        from: 'generalLiability.classCode',
        glExposure: { classes, take: 'amount', ...(whole ? { whole } : {}) },
      },
      over,
    );

  it('adds every other location of the class to the primary’s, only when asked to', () => {
    expect(amount(gl([kerrville]), true)).toBe('1150000');
    expect(amount(gl([kerrville]))).toBe('780000');
    expect(amount(gl([]), true)).toBe('780000');
  });

  it('gives nothing (a person is asked) when another location has another class or basis', () => {
    expect(amount(gl([{ ...kerrville, classCode: '16902' }]), true)).toBeUndefined();
    expect(amount(gl([{ ...kerrville, exposureBasis: 'payroll' }]), true)).toBeUndefined();
  });
});
