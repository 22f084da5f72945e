// The library's transforms that pick a piece out of a value (list-transforms-schema.ts): an element of a
// list by one of its fields, a text's part by a pattern, a number's decimals, a date's one part, and a
// path through a list (each element's field; a condition holding where any element does).
import { describe, expect, it } from 'vitest';
import type { Value } from './value-schema.ts';
import { evaluate, holds, type ValueScope } from './values.ts';

const scope = (submission: Record<string, unknown>): ValueScope => ({
  submission,
  job: { line: 'umbrella', id: 'job_1' },
  today: '2026-06-01',
});
const policies = {
  umbrella: {
    underlyingPolicies: [
      { line: 'auto', carrier: 'Acme Auto', limits: '1000000' },
      { line: 'bop', carrier: 'Hawkeye BOP', limits: '1000000/2000000' },
    ],
  },
};

describe('list transforms', () => {
  it('picks a list element by a field in the order wanted, and passes other values through', () => {
    const pick = (order: string[], take: string) =>
      evaluate({ from: 'umbrella.underlyingPolicies', pick: { by: 'line', order, take } }, scope(policies));
    expect(pick(['gl', 'bop'], 'carrier')).toBe('Hawkeye BOP');
    expect(pick(['auto'], 'limits')).toBe('1000000');
    expect(pick(['wc'], 'limits')).toBeUndefined();
    expect(
      evaluate(
        {
          from: 'umbrella.underlyingPolicies',
          pick: { by: 'line', order: ['wc'], take: 'limits' },
          default: 'none',
        },
        scope(policies),
      ),
    ).toBe('none');
    const first: Value = {
      from: ['input.priorCarrier', 'umbrella.underlyingPolicies'],
      first: true,
      pick: { by: 'line', order: ['bop'], take: 'carrier' },
    };
    expect(evaluate(first, scope({ ...policies, input: { priorCarrier: 'EMC' } }))).toBe('EMC');
    expect(evaluate(first, scope(policies))).toBe('Hawkeye BOP');
  });

  it('matches a part of a text: its first group, trimmed; nothing when it does not match', () => {
    const part = (pattern: string, streetAddress: string) =>
      evaluate({ from: 'input.streetAddress', match: pattern }, scope({ input: { streetAddress } }));
    expect(part('^\\s*(\\S+)', '412 Court Avenue, Suite 200')).toBe('412');
    expect(part(',\\s*(.+)$', '412 Court Avenue, Suite 200')).toBe('Suite 200');
    expect(part(',\\s*(.+)$', '600 Congress Ave')).toBeUndefined();
    expect(part('\\d+', 'Unit 7')).toBe('7');
  });

  it('writes decimals between a least and a most, and a date of one part', () => {
    const mod = (experienceMod: number) =>
      evaluate(
        { from: 'workersComp.experienceMod', decimals: [2, 3] },
        scope({ workersComp: { experienceMod } }),
      );
    expect([mod(1), mod(0.95), mod(0.875), mod(1.5)]).toEqual(['1.00', '0.95', '0.875', '1.50']);
    expect(evaluate({ from: 'x.n', decimals: [0, 2] } as never, scope({ x: { n: 2 } }))).toBe('2');
    const date = (format: string) =>
      evaluate(
        { from: 'input.policyStartDate', date: format },
        scope({ input: { policyStartDate: '03/01/2026' } }),
      );
    expect([date('MM'), date('DD'), date('YYYY')]).toEqual(['03', '01', '2026']);
  });

  it('reads a field through a list, which sums and tests as its elements', () => {
    const s = scope({ workersComp: { classCodes: [{ payroll: 100 }, { payroll: 250.4 }] }, ...policies });
    expect(evaluate({ from: 'workersComp.classCodes[].payroll', sum: true, digits: true }, s)).toBe('350');
    expect(holds({ path: 'umbrella.underlyingPolicies[].line', equals: 'auto' }, s)).toBe(true);
    expect(holds({ path: 'umbrella.underlyingPolicies[].line', not: 'auto' }, s)).toBe(false);
    expect(holds({ path: 'umbrella.underlyingPolicies[].line', equals: 'wc' }, s)).toBe(false);
  });

  it('gives nothing where the submission has a value at the unlessGiven path, else the value as it is', () => {
    const value: Value = {
      from: ['input.propertyValue', 'businessOwners.buildingValue'],
      sum: true,
      unlessGiven: 'locations',
    };
    const flat = { input: { propertyValue: 230_000 }, businessOwners: { buildingValue: 640_000 } };
    expect(evaluate(value, scope(flat))).toBe('870000');
    expect(evaluate(value, scope({ ...flat, locations: [{ id: 'main' }] }))).toBeUndefined();
    expect(evaluate(value, scope({ ...flat, locations: [] }))).toBe('870000');
  });

  it('looks up the element of another list a row names by id, and gives nothing for an unknown id', () => {
    const submission = {
      locations: [
        { id: 'main', city: 'Fredericksburg', areaOccupied: 3200 },
        { id: 'kerrville', city: 'Kerrville' },
      ],
    };
    const of = (item: unknown, take: string) =>
      evaluate(
        { from: ['locations', 'item.locationId'], lookup: { by: 'id', take } },
        { ...scope(submission), item },
      );
    expect(of({ locationId: 'kerrville' }, 'city')).toBe('Kerrville');
    expect(of({ locationId: 'main' }, 'areaOccupied')).toBe('3200');
    // The element lacks the field, the id names none, or the row names no location: nothing (asked).
    expect(of({ locationId: 'kerrville' }, 'areaOccupied')).toBeUndefined();
    expect(of({ locationId: 'elsewhere' }, 'city')).toBeUndefined();
    expect(of({}, 'city')).toBeUndefined();
    expect(of({ locationId: 'main' }, 'buildings')).toBeUndefined();
  });
});
