// Reading carrier definition files (docs/decisions/0032-carrier-definitions-as-data.md): YAML or JSON
// bytes → a validated definition with its content hash, or every mistake named (file, JSON path,
// message). The schema's errors and the semantic problems (domain/carrier-definition/) together.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { parseDocument } from 'yaml';
import { flowProblems, unknownTransformProblems } from '../domain/carrier-definition/flow-problems.ts';
import { type CarrierDefinition, CarrierDefinitionSchema } from '../domain/carrier-definition/schema.ts';
import { definitionProblems, unknownPathProblems } from '../domain/carrier-definition/to-carrier.ts';
import { shareRepeatedSubschemas } from '../domain/shared-subschemas.ts';
import { createAjv } from '../domain/validation.ts';

/** A definition that validated: which file, its sha256 (hex, of the file's bytes) and its content. */
export interface LoadedDefinition {
  id: string;
  file: string;
  hash: string;
  definition: CarrierDefinition;
}

export interface DefinitionError {
  file: string;
  /** JSON pointer into the definition (`/lines/gl/requirements/asked/0/field`); `` for the whole file. */
  path: string;
  message: string;
}

export type ReadResult = { ok: true; loaded: LoadedDefinition } | { ok: false; errors: DefinitionError[] };

/** The JSON Schema the schema file holds and editors read. */
export const SCHEMA_FILE = 'carrier-definition.schema.json';

// Whether a definition is valid: the value schema and its like, written in full at each use by TypeBox,
// compiled once each (a start reads every definition). Its errors, when it is not, from the schema as
// written, compiled on the first invalid file: their schema paths nest as the unions do, which the
// folding below reads.
const validate = createAjv({ coerceTypes: false, inlineRefs: false }).compile(
  shareRepeatedSubschemas(CarrierDefinitionSchema),
);
let explain: ValidateFunction | undefined;
const errorsOf = (value: unknown): ErrorObject[] => {
  explain ??= createAjv({ coerceTypes: false }).compile(CarrierDefinitionSchema);
  explain(value);
  return explain.errors ?? [];
};

export const contentHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Definition files of a folder: `*.yaml`, `*.yml`, `*.json` but the schema, in name order. */
export function definitionFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => /\.(ya?ml|json)$/.test(name) && name !== SCHEMA_FILE && !name.startsWith('.'))
    .sort()
    .map((name) => path.join(dir, name));
}

function describeBranches(schema: unknown): string[] {
  if (!Array.isArray(schema)) return [];
  return schema.flatMap((branch: Record<string, unknown>) => {
    if ('const' in branch) return [JSON.stringify(branch.const)];
    if (Array.isArray(branch.enum)) return branch.enum.map((value) => JSON.stringify(value));
    if (Array.isArray(branch.anyOf)) return describeBranches(branch.anyOf);
    if (typeof branch.type === 'string')
      return [`a${/^[aeiou]/.test(branch.type) ? 'n' : ''} ${branch.type}`];
    return [];
  });
}

/** Ajv's errors as one line per mistake: a union's branch noise folded into the one error that counts. */
export function schemaErrors(file: string, errors: readonly ErrorObject[]): DefinitionError[] {
  let kept = [...errors];
  for (const union of errors.filter((e) => e.keyword === 'anyOf')) {
    const inside = (e: ErrorObject) =>
      e !== union &&
      e.schemaPath.startsWith(`${union.schemaPath}/`) &&
      (e.instancePath === union.instancePath || e.instancePath.startsWith(`${union.instancePath}/`));
    const deeper = kept.some((e) => inside(e) && e.instancePath !== union.instancePath);
    kept = kept.filter((e) => !(inside(e) && e.instancePath === union.instancePath));
    if (deeper) kept = kept.filter((e) => e !== union);
  }
  return kept.map((e) => {
    if (e.keyword === 'required') {
      return { file, path: `${e.instancePath}/${e.params.missingProperty}`, message: 'is required' };
    }
    if (e.keyword === 'additionalProperties') {
      return {
        file,
        path: `${e.instancePath}/${e.params.additionalProperty}`,
        message: 'is not a known key',
      };
    }
    if (e.keyword === 'anyOf') {
      return { file, path: e.instancePath, message: `must be ${describeBranches(e.schema).join(', or ')}` };
    }
    return { file, path: e.instancePath, message: e.message ?? e.keyword };
  });
}

/** Parses and checks one definition's bytes; `file` names it in errors and decides YAML or JSON. */
export function readDefinition(file: string, bytes: Uint8Array): ReadResult {
  const text = new TextDecoder().decode(bytes);
  let value: unknown;
  if (file.endsWith('.json')) {
    try {
      value = JSON.parse(text);
    } catch (error) {
      return { ok: false, errors: [{ file, path: '', message: (error as Error).message }] };
    }
  } else {
    const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
    if (document.errors.length > 0) {
      return {
        ok: false,
        errors: document.errors.map((e) => ({
          file,
          path: '',
          message: e.message.replace(/\s+/g, ' ').trim(),
        })),
      };
    }
    value = document.toJS();
  }
  const valid = validate(value);
  // A value with a transform the library lacks: named by its key, not as the union's shapes.
  const transforms = unknownTransformProblems(value);
  const named = new Set(transforms.map((p) => p.path.slice(0, p.path.lastIndexOf('/'))));
  const errors: DefinitionError[] = [
    ...transforms.map((p) => ({ file, ...p })),
    ...(valid ? definitionProblems(value as CarrierDefinition) : []).map((p) => ({ file, ...p })),
    ...(valid ? flowProblems(value as CarrierDefinition) : []).map((p) => ({ file, ...p })),
    ...(valid ? [] : schemaErrors(file, errorsOf(value)).filter((e) => !named.has(e.path))),
    ...unknownPathProblems(value).map((p) => ({ file, ...p })),
  ];
  const id = (value as { id?: unknown } | null)?.id;
  const expectedId = path.basename(file).replace(/\.(ya?ml|json)$/, '');
  if (typeof id === 'string' && id !== expectedId) {
    errors.push({ file, path: '/id', message: `must be the file's name, ${expectedId}` });
  }
  if (errors.length > 0 || !valid) return { ok: false, errors };
  const definition = value as CarrierDefinition;
  return { ok: true, loaded: { id: definition.id, file, hash: contentHash(bytes), definition } };
}

export const readDefinitionFile = (file: string): ReadResult => readDefinition(file, readFileSync(file));

/** Every definition of a folder: those that validate, and every mistake of those that do not. */
export function readDefinitionsDir(dir: string): { loaded: LoadedDefinition[]; errors: DefinitionError[] } {
  const loaded: LoadedDefinition[] = [];
  const errors: DefinitionError[] = [];
  for (const file of definitionFiles(dir)) {
    const result = readDefinitionFile(file);
    if (result.ok) loaded.push(result.loaded);
    else errors.push(...result.errors);
  }
  return { loaded, errors };
}
