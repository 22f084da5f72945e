import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CarrierDefinitionSchema } from './carrier-definition/schema.ts';
import { shareRepeatedSubschemas } from './shared-subschemas.ts';
import { createAjv } from './validation.ts';

const root = path.resolve(import.meta.dirname, '../..');
const yamlIn = (dir: string) =>
  readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => [`${dir}/${f}`, parse(readFileSync(path.join(root, dir, f), 'utf8'))] as const);

describe('shareRepeatedSubschemas', () => {
  it('shares a repeated subschema once, by $ref, and leaves a property named like a keyword alone', () => {
    const address = {
      type: 'object',
      properties: { street: { type: 'string' }, zip: { type: 'string', pattern: '^[0-9]{5}$' } },
      required: ['street', 'zip'],
    };
    const schema = {
      type: 'object',
      properties: {
        type: { type: 'string' },
        home: address,
        work: address,
        others: { type: 'array', items: address },
      },
    };
    const shared = shareRepeatedSubschemas(schema, 60);
    expect(shared.properties).toMatchObject({
      type: { type: 'string' },
      home: { $ref: '#/definitions/shared-0' },
      work: { $ref: '#/definitions/shared-0' },
      others: { type: 'array', items: { $ref: '#/definitions/shared-0' } },
    });
    expect(shared.definitions).toEqual({ 'shared-0': address });
    const validate = createAjv({ coerceTypes: false, inlineRefs: false }).compile(shared);
    expect(validate({ home: { street: 'Main', zip: '12345' }, others: [{ street: 'A', zip: '1' }] })).toBe(
      false,
    );
    expect(
      validate({ home: { street: 'Main', zip: '12345' }, others: [{ street: 'A', zip: '54321' }] }),
    ).toBe(true);
  });

  it('judges every built-in and planted carrier definition as the schema written in full does, at under half its size', () => {
    const full = createAjv({ coerceTypes: false }).compile(CarrierDefinitionSchema);
    const sharedSchema = shareRepeatedSubschemas(CarrierDefinitionSchema);
    const shared = createAjv({ coerceTypes: false, inlineRefs: false }).compile(sharedSchema);
    expect(JSON.stringify(sharedSchema).length).toBeLessThan(
      JSON.stringify(CarrierDefinitionSchema).length / 2,
    );
    const files = [...yamlIn('carriers'), ...yamlIn('test/fixtures/carriers')];
    const verdicts = files.map(([file, value]) => [file, full(value), shared(value)]);
    expect(verdicts.filter(([, a, b]) => a !== b)).toEqual([]);
    // Both kinds are among them: the built-in files valid, the planted mistakes not.
    expect(new Set(verdicts.map(([, a]) => a))).toEqual(new Set([true, false]));
  });
});
