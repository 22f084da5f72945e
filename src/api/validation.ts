// Ajv set up the way the API validates: every error reported, formats checked, and the
// `errorMessage` annotation (the contract's own wording) used in place of the generic message.
import type { ErrorObject } from 'ajv';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { FieldErrors } from '../errors.ts';

export function createAjv(options: { coerceTypes: boolean }) {
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    verbose: true,
    coerceTypes: options.coerceTypes ? 'array' : false,
    useDefaults: false,
    removeAdditional: false,
  });
  addFormats.default(ajv);
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
  return ajv;
}

function pathOf(instancePath: string, prefix?: string): string {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  let out = prefix ?? '';
  for (const part of parts) out += /^\d+$/.test(part) ? `[${part}]` : out ? `.${part}` : part;
  return out;
}

function message(error: ErrorObject): string {
  const custom = (error.parentSchema as { errorMessage?: string } | undefined)?.errorMessage;
  if (custom && error.keyword !== 'required' && error.keyword !== 'additionalProperties') return custom;
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a known field';
    case 'type':
      return `must be ${p.type === 'integer' ? 'an integer' : p.type === 'object' || p.type === 'array' ? `an ${p.type}` : `a ${p.type}`}`;
    case 'maxLength':
      return `must be at most ${p.limit} characters`;
    case 'minLength':
      return p.limit === 1 ? 'must not be empty' : `must be at least ${p.limit} characters`;
    case 'maxItems':
      return `must have at most ${p.limit} items`;
    case 'minItems':
      return `must have at least ${p.limit} item${p.limit === 1 ? '' : 's'}`;
    case 'maximum':
      return `must be at most ${p.limit}`;
    case 'minimum':
      return `must be at least ${p.limit}`;
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'format':
      return `must be a valid ${p.format}`;
    case 'pattern':
      return 'has an invalid format';
    case 'uniqueItems':
      return 'must not contain duplicates';
    default:
      return error.message ?? 'is invalid';
  }
}

/** Maps Ajv errors to `{ "input.zipCode": ["…"] }`; `prefix` names the HTTP part for non-body errors. */
export function ajvErrorsToFieldErrors(errors: readonly ErrorObject[], prefix?: string): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    const p = error.params as Record<string, unknown>;
    let path = pathOf(error.instancePath, prefix);
    if (error.keyword === 'required')
      path = path ? `${path}.${p.missingProperty}` : String(p.missingProperty);
    if (error.keyword === 'additionalProperties')
      path = path ? `${path}.${p.additionalProperty}` : String(p.additionalProperty);
    if (!path) path = 'body';
    const text = message(error);
    const list = (out[path] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return out;
}
