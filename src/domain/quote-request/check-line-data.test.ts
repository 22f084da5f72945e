import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullLinesBody } from '../../../test/fixtures/quote-request.ts';
import { checkSubmission } from './check-submission.ts';

const now = new Date('2026-03-10T15:00:00Z');

type Change = [path: (string | number)[], value: unknown];

/** The full-lines body with each change applied (a value set at a path), checked. */
function checkWith(...changes: Change[]) {
  const body = fullLinesBody({}, now) as unknown as Record<string | number, unknown>;
  for (const [path, value] of changes) {
    let parent = body;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    parent[path[path.length - 1] as string | number] = value;
  }
  return checkSubmission(body, now);
}

describe('checkSubmission: workersComp', () => {
  it('reports class-code rows by index', () => {
    const errors = checkWith(
      [['workersComp', 'classCodes', 1, 'payroll'], 0],
      [['workersComp', 'classCodes', 1, 'state'], 'ZZ'],
      [['workersComp', 'classCodes', 0, 'payroll'], -5],
    );
    expect(errors).toEqual({
      'workersComp.classCodes[0].payroll': ['must be greater than 0'],
      'workersComp.classCodes[1].state': ['must be a two-letter US state code'],
      'workersComp.classCodes[1].payroll': ['must be greater than 0'],
    });
  });

  it('accepts class codes in another state than the business address', () => {
    expect(checkWith([['workersComp', 'classCodes', 1, 'state'], 'OK'])).toEqual({});
  });

  it('keeps the experience mod between 0.20 and 10', () => {
    for (const mod of [0.2, 1, 10]) {
      expect(checkWith([['workersComp', 'experienceMod'], mod])).toEqual({});
    }
    expect(checkWith([['workersComp', 'experienceMod'], 0.19])).toEqual({
      'workersComp.experienceMod': ['must be at least 0.2'],
    });
    expect(checkWith([['workersComp', 'experienceMod'], 10.5])).toEqual({
      'workersComp.experienceMod': ['must be at most 10'],
    });
  });

  it("checks the employers' liability limits", () => {
    expect(checkWith([['workersComp', 'employersLiabilityLimit'], '500000/500000'])).toEqual({
      'workersComp.employersLiabilityLimit': [
        'must be each-accident/disease-policy/disease-each-employee dollar amounts, for example 500000/500000/500000',
      ],
    });
    expect(checkWith([['workersComp', 'employersLiabilityLimit'], '100000/100000/500000'])).toEqual({
      'workersComp.employersLiabilityLimit': [
        'disease policy limit must be at least the disease each-employee limit',
      ],
    });
    expect(checkWith([['workersComp', 'employersLiabilityLimit'], '100000/500000/100000'])).toEqual({});
  });
});

describe('checkSubmission: commercialAuto', () => {
  it.each([
    '1FTBR1C89MKA6953',
    '1FTBR1C89MKA695321',
    '1FTBR1O89MKA69532',
    '1FTBR1C89MKI69532',
    'QFTBR1C89MKA69532',
  ])('rejects the VIN %s', (vin) => {
    expect(checkWith([['commercialAuto', 'vehicles', 0, 'vin'], vin])).toEqual({
      'commercialAuto.vehicles[0].vin': ['must be a 17-character VIN without the letters I, O or Q'],
    });
  });

  it('accepts a lower-case VIN', () => {
    expect(checkWith([['commercialAuto', 'vehicles', 0, 'vin'], '1ftbr1c89mka69532'])).toEqual({});
  });

  it('rejects an unknown garaging ZIP code', () => {
    expect(checkWith([['commercialAuto', 'vehicles', 0, 'garagingZip'], '00000'])).toEqual({
      'commercialAuto.vehicles[0].garagingZip': ['a valid ZIP code is required (form 12345)'],
    });
  });

  it('needs drivers aged 16 or more on a real date of birth', () => {
    const born = (dateOfBirth: string) =>
      checkWith([['commercialAuto', 'drivers', 0, 'dateOfBirth'], dateOfBirth]);
    expect(born('03/10/2010')).toEqual({});
    expect(born('03/11/2010')).toEqual({
      'commercialAuto.drivers[0].dateOfBirth': ['driver must be at least 16 years old'],
    });
    expect(born('01/01/2030')).toEqual({
      'commercialAuto.drivers[0].dateOfBirth': ['driver must be at least 16 years old'],
    });
    expect(born('02/29/1989')).toEqual({
      'commercialAuto.drivers[0].dateOfBirth': ['02/29/1989 is not a real calendar date'],
    });
    expect(born('1989-02-28')).toEqual({
      'commercialAuto.drivers[0].dateOfBirth': ['must be a date in the form MM/DD/YYYY'],
    });
  });

  it('checks the license state', () => {
    expect(checkWith([['commercialAuto', 'drivers', 0, 'licenseState'], 'XX'])).toEqual({
      'commercialAuto.drivers[0].licenseState': ['must be a two-letter US state code'],
    });
  });
});

describe('checkSubmission: general liability, umbrella, cyber', () => {
  it('checks the GL limits', () => {
    expect(checkWith([['generalLiability', 'limits'], '2000000/1000000'])).toEqual({
      'generalLiability.limits': ['aggregate must be at least the per-occurrence limit'],
    });
  });

  it('accepts only lines an umbrella can sit over', () => {
    for (const line of ['umbrella', 'cyber', 'life']) {
      expect(checkWith([['umbrella', 'underlyingPolicies', 1, 'line'], line])).toEqual({
        'umbrella.underlyingPolicies[1].line': ['must be one of: bop, gl, wc, auto'],
      });
    }
  });

  it('accepts only the records-held bands', () => {
    expect(checkWith([['cyber', 'recordsHeld'], '250k'])).toEqual({
      'cyber.recordsHeld': ['must be one of: <100k, 100k-500k, 500k-1m, >1m'],
    });
  });
});

describe('checkSubmission on any shape', () => {
  it.each([null, undefined, 'body', 42, true, [], [fullLinesBody({}, now)]])(
    'reports %j as not an object',
    (body) => {
      expect(checkSubmission(body, now)).toEqual({ body: ['must be an object'] });
    },
  );

  it('skips rules whose fields have the wrong type', () => {
    const body = {
      externalReference: 7,
      externalSource: ['x'],
      linesRequested: { bop: true },
      carrierIds: 'summit-mutual',
      input: {
        state: 5,
        zipCode: 78701,
        contactPhone: 5125550142,
        policyStartDate: 20260320,
        industryCode: 722511,
      },
      workersComp: { classCodes: [null, 'x', { state: ['TX'], payroll: '1000' }], experienceMod: '1.2' },
      commercialAuto: { vehicles: {}, drivers: [{ dateOfBirth: null }] },
      umbrella: [],
      cyber: 'yes',
    };
    const errors = checkSubmission(body, now);
    // only absences are reported; every wrong type is left to the schema
    expect(errors['input.businessName']).toEqual(['is required']);
    expect(
      Object.values(errors)
        .flat()
        .every((m) => m === 'is required'),
    ).toBe(true);
  });

  it('never throws, whatever JSON it gets', () => {
    const shapes = fc.oneof(
      fc.jsonValue(),
      fc.record({ input: fc.jsonValue(), linesRequested: fc.jsonValue(), workersComp: fc.jsonValue() }),
      fc
        .constant(fullLinesBody({}, now))
        .chain((body) =>
          fc
            .dictionary(fc.constantFrom(...Object.keys(body)), fc.jsonValue())
            .map((o) => ({ ...body, ...o })),
        ),
    );
    fc.assert(
      fc.property(shapes, (body) => {
        checkSubmission(body, now);
      }),
      { numRuns: 500 },
    );
  });

  it('reads own properties only', () => {
    const body = JSON.parse('{"__proto__": {"input": {}}, "constructor": 1}');
    expect(() => checkSubmission(body, now)).not.toThrow();
    expect(checkSubmission(body, now).input).toEqual(['is required']);
  });
});
