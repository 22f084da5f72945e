// The committed JSON Schema of carrier definitions is the TypeBox schema's (npm run carriers:schema),
// and every built-in definition names it for an editor.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInCarriersDir } from '../../src/carrier-definitions/built-in.ts';
import { definitionFiles, SCHEMA_FILE } from '../../src/carrier-definitions/read.ts';
import { carrierDefinitionJsonSchema } from '../../src/domain/carrier-definition/json-schema.ts';

describe('the carrier definition JSON Schema', () => {
  it('is current (npm run carriers:schema writes it)', () => {
    const committed = readFileSync(path.join(builtInCarriersDir, SCHEMA_FILE), 'utf8');
    expect(committed).toBe(carrierDefinitionJsonSchema());
  });

  it('is named on the first line of every built-in definition', () => {
    const files = definitionFiles(builtInCarriersDir);
    expect(files.length).toBe(7);
    for (const file of files) {
      expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(
        `# yaml-language-server: $schema=./${SCHEMA_FILE}`,
      );
    }
  });
});
