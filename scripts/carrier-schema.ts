// Writes carriers/carrier-definition.schema.json from the TypeBox schema (npm run carriers:schema);
// test/docs/carrier-schema.test.ts fails when the committed file is not current.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { builtInCarriersDir } from '../src/carrier-definitions/built-in.ts';
import { SCHEMA_FILE } from '../src/carrier-definitions/read.ts';
import { carrierDefinitionJsonSchema } from '../src/domain/carrier-definition/json-schema.ts';

const file = path.join(builtInCarriersDir, SCHEMA_FILE);
writeFileSync(file, carrierDefinitionJsonSchema());
console.log(`wrote ${path.relative(process.cwd(), file)}`);
