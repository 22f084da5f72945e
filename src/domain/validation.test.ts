import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { ajvErrorsToFieldErrors, createAjv, withoutRequiredOfMisspelled } from './validation.ts';

const Row = Type.Object(
  { payroll: Type.Number({ exclusiveMinimum: 0 }), state: Type.String({ maxLength: 2 }) },
  { additionalProperties: false },
);
const Body = Type.Object(
  {
    input: Type.Object(
      {
        zipCode: Type.String({
          pattern: '^[0-9]{5}$',
          maxLength: 5,
          errorMessage: 'a valid ZIP code is required',
        }),
        name: Type.String({ minLength: 1, maxLength: 5 }),
        email: Type.Optional(Type.String({ format: 'email' })),
        count: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
        kind: Type.Optional(Type.Enum(['a', 'b'])),
        tags: Type.Optional(Type.Array(Type.String(), { maxItems: 2, uniqueItems: true })),
      },
      { additionalProperties: false },
    ),
    workersComp: Type.Optional(Type.Object({ classCodes: Type.Array(Row) }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

const validate = createAjv({ coerceTypes: false }).compile(Body);
const errorsOf = (body: unknown) => {
  validate(body);
  return ajvErrorsToFieldErrors(validate.errors);
};

describe('ajvErrorsToFieldErrors', () => {
  it('keys errors by dotted path with array indexes', () => {
    expect(
      errorsOf({
        input: { zipCode: '78701', name: 'ok' },
        workersComp: {
          classCodes: [
            { payroll: 1, state: 'TX' },
            { payroll: 0, state: 'TX' },
          ],
        },
      }),
    ).toEqual({ 'workersComp.classCodes[1].payroll': ['must be greater than 0'] });
  });

  it('reports a missing property at its own path and an extra one as unknown', () => {
    expect(errorsOf({ input: { zipCode: '78701', extra: 1 }, surprise: true })).toEqual({
      surprise: ['is not a known field'],
      'input.name': ['is required'],
      'input.extra': ['is not a known field'],
    });
  });

  it('uses the errorMessage annotation instead of the generic message, once', () => {
    // pattern and maxLength both fail: one message
    expect(errorsOf({ input: { zipCode: '787010', name: 'ok' } })).toEqual({
      'input.zipCode': ['a valid ZIP code is required'],
    });
    expect(errorsOf({ input: { zipCode: 78701, name: 'ok' } })).toEqual({
      'input.zipCode': ['a valid ZIP code is required'],
    });
  });

  it('writes readable messages', () => {
    const errors = errorsOf({
      input: {
        zipCode: '78701',
        name: 'toolong',
        email: 'nope',
        count: 2.5,
        kind: 'c',
        tags: ['x', 'x', 'y'],
      },
    });
    expect(errors).toEqual({
      'input.name': ['must be at most 5 characters'],
      'input.email': ['must be a valid email address'],
      'input.count': ['must be a whole number'],
      'input.kind': ['must be one of: a, b'],
      'input.tags': ['must have at most 2 items', 'must not contain duplicate values'],
    });
    expect(errorsOf({ input: { zipCode: '78701', name: '', count: 11 } })).toEqual({
      'input.name': ['must not be empty'],
      'input.count': ['must be at most 10'],
    });
    expect(errorsOf({ input: 'x' })).toEqual({ input: ['must be an object'] });
    expect(errorsOf({ input: { zipCode: '78701', name: 5 } })).toEqual({
      'input.name': ['must be a string'],
    });
  });

  it('puts errors about the body itself under "body"', () => {
    expect(errorsOf(null)).toEqual({ body: ['must be an object'] });
    expect(errorsOf([])).toEqual({ body: ['must be an object'] });
  });

  it('quotes keys that are not identifiers and keeps __proto__ an ordinary key', () => {
    const errors = errorsOf(
      JSON.parse('{"input": {"zipCode": "78701", "name": "a", "a.b": 1}, "__proto__": 1}'),
    );
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'input["a.b"]']);
    expect(Object.hasOwn(errors, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(Object.entries(JSON.parse(JSON.stringify(errors)))).toContainEqual([
      '__proto__',
      ['is not a known field'],
    ]);
  });

  it('unescapes JSON pointer segments', () => {
    expect(
      ajvErrorsToFieldErrors([
        { instancePath: '/a~1b/c~0d/3', keyword: 'type', params: { type: 'string' }, schemaPath: '#' },
      ]),
    ).toEqual({ '["a/b"]["c~d"][3]': ['must be a string'] });
  });

  it('accepts null and undefined', () => {
    expect(ajvErrorsToFieldErrors(null)).toEqual({});
    expect(ajvErrorsToFieldErrors(undefined)).toEqual({});
  });
});

describe('withoutRequiredOfMisspelled', () => {
  it('leaves out "is required" for the field a misspelled one meant, and nothing else', () => {
    const meant = (name: string) => [`is not a known field: did you mean \`${name}\`?`];
    expect(
      withoutRequiredOfMisspelled({
        'input.numberOfEmployes': meant('numberOfEmployees'),
        'input.numberOfEmployees': ['is required'],
        linesRequestd: meant('linesRequested'),
        linesRequested: ['is required'],
        'workersComp.classCodes[0].payrol': meant('payroll'),
        'workersComp.classCodes[0].payroll': ['is required because linesRequested includes wc'],
        'input["zip code"]': meant('zipCode'),
        'input.zipCode': ['a valid ZIP code is required (form 12345)'],
        'input.city': ['is required'],
      }),
    ).toEqual({
      'input.numberOfEmployes': meant('numberOfEmployees'),
      linesRequestd: meant('linesRequested'),
      'workersComp.classCodes[0].payrol': meant('payroll'),
      'input["zip code"]': meant('zipCode'),
      'input.zipCode': ['a valid ZIP code is required (form 12345)'],
      'input.city': ['is required'],
    });
  });
});

describe('createAjv', () => {
  const schema = Type.Object({ n: Type.Number() });

  it('does not coerce body types when told not to', () => {
    expect(createAjv({ coerceTypes: false }).validate(schema, { n: '12' })).toBe(false);
  });

  it('coerces when told to (query strings)', () => {
    const data = { n: '12' };
    expect(createAjv({ coerceTypes: true }).validate(schema, data)).toBe(true);
    expect(data.n).toBe(12);
  });

  it('treats errorMessage as an annotation that never fails validation', () => {
    const ajv = createAjv({ coerceTypes: false });
    expect(ajv.validate(Type.String({ errorMessage: 'nope' }), 'fine')).toBe(true);
  });
});
