import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MalformedBody, malformedBodyArb } from '../../../test/fixtures/malformed.ts';
import { fullLinesBody, validCreateBody } from '../../../test/fixtures/quote-request.ts';
import type { FieldErrors } from '../../errors.ts';
import { ajvErrorsToFieldErrors, createAjv } from '../validation.ts';
import { CreateQuoteRequestBody } from './model/create-body.ts';
import { validateCreateQuoteRequest } from './validate-create.ts';

const now = new Date('2026-03-10T15:00:00Z');

describe('validateCreateQuoteRequest', () => {
  it('accepts the fixtures and returns their canonical form', () => {
    for (const body of [validCreateBody({}, now), fullLinesBody({}, now)]) {
      const result = validateCreateQuoteRequest(body, now);
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.value.input.contactPhone).toBe('5125550142');
    }
  });

  it('accepts a body without any optional field', () => {
    const body = validCreateBody(
      {
        linesRequested: ['bop'],
        businessOwners: undefined,
        generalLiability: undefined,
        workersComp: undefined,
        input: {
          dba: undefined,
          industryDescription: undefined,
          fullTimeEmployees: undefined,
          partTimeEmployees: undefined,
          annualPayroll: undefined,
          fein: undefined,
          policyExpirationDate: undefined,
          agentContactName: undefined,
          agentContactEmail: undefined,
          agentContactPhone: undefined,
        },
      },
      now,
    );
    const result = validateCreateQuoteRequest(body, now);
    expect(result).toMatchObject({ ok: true, value: { input: { policyExpirationDate: '03/24/2027' } } });
  });

  it('reports schema and semantic problems together, by path', () => {
    const body = validCreateBody(
      { input: { zipCode: '10001', contactPhone: '555-1234', fein: undefined } },
      now,
    );
    const raw = body as unknown as Record<string, Record<string, unknown>>;
    raw.input!.annualRevenue = '2400000';
    raw.input!.favouriteColor = 'teal';
    raw.workersComp!.classCodes = [{ state: 'TX', classCode: '9082', payroll: 0, employees: 'many' }];
    expect(validateCreateQuoteRequest(body, now)).toEqual({
      ok: false,
      fieldErrors: {
        'input.annualRevenue': ['must be a number'],
        'input.favouriteColor': ['is not a known field'],
        'workersComp.classCodes[0].payroll': ['must be greater than 0'],
        'workersComp.classCodes[0].employees': ['must be a whole number'],
        'input.fein': ['is required because linesRequested includes wc'],
        'input.zipCode': ['ZIP code 10001 is in NY, not TX'],
        'input.contactPhone': ['phone must be 10 digits'],
      },
    });
  });

  it('says a problem both layers catch once', () => {
    const body = validCreateBody({ input: { zipCode: '7870', contactPhone: '5'.repeat(25), city: '' } }, now);
    expect(validateCreateQuoteRequest(body, now)).toEqual({
      ok: false,
      fieldErrors: {
        'input.city': ['must not be empty'],
        'input.zipCode': ['a valid ZIP code is required (form 12345)'],
        'input.contactPhone': ['phone must be 10 digits'],
      },
    });
  });

  it('reports a body that is not an object under "body"', () => {
    expect(validateCreateQuoteRequest('quote me', now)).toEqual({
      ok: false,
      fieldErrors: { body: ['must be an object'] },
    });
  });
});

type Validate = (body: unknown, now: Date) => { ok: true } | { ok: false; fieldErrors: FieldErrors };

/** Every planted path is reported; the body is refused; nothing throws. */
const everyPlantReported = (validate: Validate) =>
  fc.property(malformedBodyArb(now), ({ body, plantedPaths }: MalformedBody) => {
    const result = validate(body, now);
    if (result.ok) return false;
    return plantedPaths.every((path) => Object.hasOwn(result.fieldErrors, path));
  });

describe('validateCreateQuoteRequest on malformed bodies', () => {
  it('reports every planted problem at its path (2,500 bodies)', () => {
    fc.assert(everyPlantReported(validateCreateQuoteRequest), { numRuns: 2500 });
  });

  it('would notice a validator that skips the semantic rules', () => {
    // the property is only worth something if it can fail: the schema alone misses e.g. ZIP/state mismatches
    const validate = createAjv({ coerceTypes: false }).compile(CreateQuoteRequestBody);
    const schemaOnly: Validate = (body) =>
      validate(body) ? { ok: true } : { ok: false, fieldErrors: ajvErrorsToFieldErrors(validate.errors) };
    expect(fc.check(everyPlantReported(schemaOnly), { numRuns: 2500 }).failed).toBe(true);
  });

  it('plants one to five problems of every kind', () => {
    const samples = fc.sample(malformedBodyArb(now), { numRuns: 2000, seed: 7 });
    const counts = samples.map((s) => s.plantedPaths.length);
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBe(5);
    const kinds = new Set(samples.flatMap((s) => s.plants.map((p) => p.kind)));
    expect([...kinds].sort()).toEqual([
      'badDate',
      'badFormat',
      'badValue',
      'badZipState',
      'missing',
      'tooLong',
      'unknownField',
      'unrequestedLine',
      'wrongType',
    ]);
    // bodies survive a JSON round trip unchanged, so the HTTP-level fuzz sends exactly what is planted
    for (const { body } of samples.slice(0, 200)) expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });
});
