import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { CreateQuoteRequestBody } from './create-body.ts';

type Schema = Record<string, unknown>;

/** Every subschema with the JSON path that leads to it. */
function* walk(schema: Schema, path = 'body'): Generator<[string, Schema]> {
  yield [path, schema];
  for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    yield* walk(child, `${path}.${key}`);
  }
  if (schema.items) yield* walk(schema.items as Schema, `${path}[]`);
}

const all = [...walk(CreateQuoteRequestBody as unknown as Schema)];

describe('CreateQuoteRequestBody', () => {
  it('refuses unknown fields in every object', () => {
    const open = all.filter(([, s]) => s.type === 'object' && s.additionalProperties !== false);
    expect(open.map(([path]) => path)).toEqual([]);
  });

  it('bounds every string, array and number', () => {
    const unbounded = all.filter(
      ([, s]) =>
        (s.type === 'string' && typeof s.maxLength !== 'number') ||
        (s.type === 'array' && typeof s.maxItems !== 'number') ||
        ((s.type === 'number' || s.type === 'integer') && s.maximum === undefined),
    );
    expect(unbounded.map(([path]) => path)).toEqual([]);
  });

  it('documents every field for the OpenAPI document', () => {
    const leaves = all.filter(
      ([path, s]) => !path.endsWith('[]') && s.type !== 'object' && s.type !== 'array',
    );
    expect(leaves.length).toBeGreaterThan(100);
    const undocumented = leaves.filter(([, s]) => !s.description || !Array.isArray(s.examples));
    expect(undocumented.map(([path]) => path)).toEqual([]);
  });

  it('carries the contract wording for phones and ZIP codes', () => {
    const input = (
      CreateQuoteRequestBody.properties.input as unknown as { properties: Record<string, Schema> }
    ).properties;
    expect(input.contactPhone?.errorMessage).toBe('phone must be 10 digits');
    expect(input.zipCode?.errorMessage).toBe('a valid ZIP code is required (form 12345)');
  });

  it('compiles under Ajv strict mode (no misspelt keywords)', () => {
    const ajv = new Ajv({ strict: true, allErrors: true });
    addFormatsModule.default(ajv);
    ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
    expect(() => ajv.compile(CreateQuoteRequestBody)).not.toThrow();
  });
});
