// The value library of carrier definitions: each transform on its own, their order as written, what
// gives nothing (so a person is asked), conditions, and the schema refusing a transform it does not
// have or an argument a transform does not take, at its path.
import { describe, expect, it } from 'vitest';
import { createAjv } from '../validation.ts';
import { pathsOf, type Value, ValueSchema } from './value-schema.ts';
import { evaluate, holds, type ValueScope } from './values.ts';

const scope = (submission: Record<string, unknown>, item?: unknown): ValueScope => ({
  submission,
  job: { line: 'gl', id: 'job_123' },
  today: '2026-06-01',
  item,
});

const input = {
  businessName: 'Pine Street Outfitters LLC',
  businessType: 'llc',
  policyStartDate: '07/01/2026',
  state: 'CO',
  annualRevenue: 850000.4,
  annualPayroll: 120000,
  yearEstablished: 2012,
  industryCode: '445110',
  fein: '84-1234567',
  zipCode: ' 80202 ',
  deductible: 750,
};
const submission = {
  input,
  generalLiability: { limits: '1000000/2000000', classCode: '10100', exposureBasis: 'sales' },
  businessOwners: { sprinklered: true, buildingOwned: false },
};
const at = (value: Value, item?: unknown) => evaluate(value, scope(submission, item));

describe('carrier definition values', () => {
  it('reads paths, literals and the job', () => {
    expect(at('input.businessName')).toBe('Pine Street Outfitters LLC');
    expect(at('input.dba')).toBeUndefined();
    expect(at({ literal: 'true' })).toBe('true');
    expect(at('job.line')).toBe('gl');
    expect(at('item.vin', { vin: '1ftfw1e50pfa00001' })).toBe('1ftfw1e50pfa00001');
  });

  it('formats dates, money and digits', () => {
    expect(at({ from: 'input.policyStartDate', date: 'YYYY-MM-DD' })).toBe('2026-07-01');
    expect(at({ from: 'input.policyStartDate', date: 'MM-DD-YYYY' })).toBe('07-01-2026');
    expect(at({ from: 'input.annualRevenue', money: true })).toBe('$850,000');
    expect(at({ from: 'input.annualRevenue', digits: true })).toBe('850000');
    expect(at({ from: 'input.fein', digits: true })).toBe('841234567');
    expect(at({ from: 'input.policyStartDate', yearOf: true })).toBe('2026');
    expect(at({ from: 'input.yearEstablished', yearsSince: true })).toBe('14');
  });

  it('maps options strictly, replaces loosely, and by the longest prefix', () => {
    expect(at({ from: 'input.businessType', map: { llc: 'Limited liability company' } })).toBe(
      'Limited liability company',
    );
    // A value the map lacks gives nothing: the kit asks a person for the control.
    expect(at({ from: 'input.businessType', map: { corporation: 'Corporation' } })).toBeUndefined();
    expect(at({ from: 'input.state', map: 'us-state-names' })).toBe('Colorado');
    expect(at({ from: 'input.state', replace: { NV: 'Nevada' } })).toBe('CO');
    expect(at({ from: 'input.industryCode', mapPrefix: { '44': 'R-100', '4451': 'G-520' } })).toBe('G-520');
    expect(at({ from: 'input.industryCode', mapPrefix: { '72': 'R-210' } })).toBeUndefined();
  });

  it('chooses offered values: never less cover, never more out of pocket', () => {
    const offered = ['500000/1000000', '1000000/2000000', '2000000/4000000'];
    expect(at({ from: 'generalLiability.limits', atLeast: offered, limitPair: true })).toBe(
      '$1,000,000 / $2,000,000',
    );
    expect(
      evaluate(
        { from: 'generalLiability.limits', atLeast: offered },
        scope({ generalLiability: { limits: '750000/1500000' } }),
      ),
    ).toBe('1000000/2000000');
    expect(
      evaluate(
        { from: 'generalLiability.limits', atLeast: 'limits-500k-up' },
        scope({ generalLiability: { limits: '5000000/10000000' } }),
      ),
    ).toBe('2000000/4000000');
    expect(at({ from: 'input.deductible', atMost: [500, 1000, 2500, 5000], money: true })).toBe('$500');
    expect(at({ from: 'input.deductible', atLeast: [500, 1000, 2500], money: true })).toBe('$1,000');
    expect(
      evaluate({ from: 'input.deductible', atMost: [500, 1000] }, scope({ input: { deductible: 100 } })),
    ).toBe('500');
  });

  it('gathers several paths, supplies defaults, and applies transforms in the order written', () => {
    expect(at({ from: ['input.annualRevenue', 'input.annualPayroll'], sum: true, digits: true })).toBe(
      '970000',
    );
    expect(at({ from: ['input.dba', 'input.businessName'], first: true })).toBe('Pine Street Outfitters LLC');
    expect(at({ from: ['input.businessName', 'input.dba', 'input.state'], join: ', ' })).toBe(
      'Pine Street Outfitters LLC, CO',
    );
    expect(at({ from: 'businessOwners.buildingValue', default: 0, money: true })).toBe('$0');
    expect(at({ from: 'input.businessName', upper: true, maxLength: 8 })).toBe('PINE STR');
    expect(at({ from: 'input.businessName', maxLength: 8, upper: true })).toBe('PINE STR');
    expect(at({ from: 'input.zipCode', noSpaces: true })).toBe('80202');
    expect(at({ from: 'input.businessName', lower: true, template: 'insured: {value}' })).toBe(
      'insured: pine street outfitters llc',
    );
  });

  it('writes yes/no as the portal does, and NAICS titles', () => {
    expect(at({ from: 'businessOwners.sprinklered', yesNo: true })).toBe('Yes');
    expect(at({ from: 'businessOwners.buildingOwned', yesNo: ['true', 'false'] })).toBe('false');
    expect(at({ from: 'input.industryCode', naicsTitle: true })).toMatch(/supermarket/i);
  });

  it('counts lists, compares numbers, and keeps only texts long enough', () => {
    const vehicles = (n: number) => ({ commercialAuto: { vehicles: Array.from({ length: n }, () => ({})) } });
    const fleet: Value = { from: 'commercialAuto.vehicles', count: true, above: 25, yesNo: true };
    expect(evaluate(fleet, scope(vehicles(26)))).toBe('Yes');
    expect(evaluate(fleet, scope(vehicles(25)))).toBe('No');
    expect(evaluate(fleet, scope(vehicles(0)))).toBe('No');
    expect(evaluate(fleet, scope({}))).toBeUndefined();
    const subs: Value = { from: 'generalLiability.subcontractorCost', above: 0 };
    expect(evaluate(subs, scope({ generalLiability: { subcontractorCost: 12_000 } }))).toBe('true');
    expect(evaluate(subs, scope({ generalLiability: { subcontractorCost: 0 } }))).toBe('false');
    expect(evaluate(subs, scope({ generalLiability: {} }))).toBeUndefined();
    const ops: Value = { from: 'input.industryDescription', minLength: 20 };
    const described = (text: string) => scope({ input: { industryDescription: text } });
    expect(evaluate(ops, described('  Neighborhood grocery  '))).toBe('Neighborhood grocery');
    expect(evaluate(ops, described('Grocery store'))).toBeUndefined();
  });

  it('checks conditions', () => {
    const s = scope(submission);
    expect(holds({ path: 'generalLiability.exposureBasis', equals: 'sales' }, s)).toBe(true);
    expect(holds({ path: 'generalLiability.exposureBasis', equals: ['payroll', 'area'] }, s)).toBe(false);
    expect(holds({ path: 'generalLiability.exposureBasis', not: 'sales' }, s)).toBe(false);
    expect(holds({ path: 'input.dba', present: false }, s)).toBe(true);
    expect(holds({ path: 'businessOwners.sprinklered', equals: true }, s)).toBe(true);
  });

  it('names the paths a value reads', () => {
    expect(pathsOf({ from: ['input.dba', 'input.businessName'], first: true })).toEqual([
      'input.dba',
      'input.businessName',
    ]);
    expect(pathsOf({ literal: 1 })).toEqual([]);
  });
});

describe('the value schema', () => {
  const validate = createAjv({ coerceTypes: false }).compile(ValueSchema);
  it('accepts the library’s transforms with their arguments', () => {
    expect(validate({ from: 'input.policyStartDate', date: 'YYYY-MM-DD' })).toBe(true);
    expect(validate({ from: 'generalLiability.limits', atLeast: 'limits-500k-up', limitPair: true })).toBe(
      true,
    );
    expect(validate({ from: 'input.state', map: 'us-state-names' })).toBe(true);
  });
  it('refuses a count, a comparison or a length with the wrong argument', () => {
    expect(validate({ from: 'input.industryDescription', minLength: 0 })).toBe(false);
    expect(validate({ from: 'commercialAuto.vehicles', count: 'yes' })).toBe(false);
    expect(validate({ from: 'input.annualRevenue', above: '25' })).toBe(false);
    expect(validate({ from: 'commercialAuto.vehicles', count: true, above: 25, yesNo: true })).toBe(true);
  });

  it('refuses a transform it does not have and an argument a transform does not take', () => {
    expect(validate({ from: 'input.state', titleCase: true })).toBe(false);
    expect(validate({ from: 'input.policyStartDate', date: 'DD.MM.YY' })).toBe(false);
    expect(validate({ from: 'input.state', map: 'no-such-list' })).toBe(false);
    expect(validate({ from: 'input.businessName', maxLength: 0 })).toBe(false);
    expect(validate('Business name')).toBe(false);
  });
});
