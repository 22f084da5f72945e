// The Ajv set-up every body is validated with (the API's schemas and the create request's model), and
// the translation of its errors into the contract's `field_errors`: one readable message per field and
// problem, keyed by path (`input.zipCode`, `workersComp.classCodes[0].payroll`, `body` for the body).
import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FieldErrors } from '../errors.ts';
import { closestName } from './closest-name.ts';
import { collectFieldErrors, joinPath, type PathSegment } from './field-errors-builder.ts';
import { fieldMessages as m } from './field-messages.ts';

// ajv-formats is CommonJS; under NodeNext its default import is the module object.
const addFormats = addFormatsModule.default;

export interface CreateAjvOptions {
  /** `false` for request bodies (a JSON "12" is not a number); Fastify's default `'array'` suits query strings. */
  coerceTypes: boolean | 'array';
  /** `false` compiles each `$ref`'d schema once, as its own function (see shared-subschemas.ts). */
  inlineRefs?: boolean;
}

export function createAjv({ coerceTypes, inlineRefs = true }: CreateAjvOptions): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    coerceTypes,
    inlineRefs,
    // verbose keeps `parentSchema` on every error, where the `errorMessage` annotation sits
    verbose: true,
    useDefaults: false,
    removeAdditional: false,
  });
  addFormats(ajv);
  // Annotation only: it never fails validation, ajvErrorsToFieldErrors reads it from the parent schema.
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
  return ajv;
}

/** Ajv errors → field errors. `errors` as left on a validate function (`validate.errors`). */
export function ajvErrorsToFieldErrors(errors: readonly ErrorObject[] | null | undefined): FieldErrors {
  const out = collectFieldErrors();
  for (const error of errors ?? []) {
    const segments = pointerSegments(error.instancePath);
    if (error.keyword === 'required') {
      out.add(joinPath([...segments, String(error.params.missingProperty)]), m.required);
    } else if (error.keyword === 'additionalProperties') {
      const name = String(error.params.additionalProperty);
      out.add(joinPath([...segments, name]), m.unknownField(closestName(name, knownFields(error))));
    } else if (error.keyword === 'errorMessage') {
      // never emitted (annotation keyword), listed so a future validating keyword is not mistaken for it
    } else {
      out.add(segments.length === 0 ? 'body' : joinPath(segments), messageFor(error));
    }
  }
  return out.toObject();
}

const suggested = /^is not a known field: did you mean `([^`]+)`\?$/;
const lastSegment = /(?:^|\.)[A-Za-z_$][\w$]*$|\[[^\]]*\]$/;

/**
 * One message per cause: a misspelled field is also a required field gone missing, and the suggestion
 * already names the fix of both, so the field it meant is not also reported as "is required".
 */
export function withoutRequiredOfMisspelled(errors: FieldErrors): FieldErrors {
  const meant = new Set<string>();
  for (const [path, list] of Object.entries(errors)) {
    for (const message of list) {
      const name = suggested.exec(message)?.[1];
      if (!name) continue;
      const parent = path.replace(lastSegment, '');
      meant.add(parent === '' ? name : `${parent}.${name}`);
    }
  }
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([path, list]) => !(meant.has(path) && list.every((message) => message.startsWith(m.required))),
    ),
  );
}

/** The fields the object holding an unknown one declares (its schema, kept by `verbose`). */
function knownFields(error: ErrorObject): string[] {
  const properties = (error.parentSchema as { properties?: unknown } | undefined)?.properties;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}

function messageFor(error: ErrorObject): string {
  const annotation = (error.parentSchema as { errorMessage?: unknown } | undefined)?.errorMessage;
  if (typeof annotation === 'string') return annotation;
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return m.type(Array.isArray(p.type) ? p.type : String(p.type).split(','));
    case 'enum':
      return m.oneOf(p.allowedValues as unknown[]);
    case 'const':
      return m.oneOf([p.allowedValue]);
    case 'minimum':
      return m.atLeast(Number(p.limit));
    case 'maximum':
      return m.atMost(Number(p.limit));
    case 'exclusiveMinimum':
      return m.greaterThan(Number(p.limit));
    case 'exclusiveMaximum':
      return m.lessThan(Number(p.limit));
    case 'multipleOf':
      return m.multipleOf(Number(p.multipleOf));
    case 'minLength':
      return m.minLength(Number(p.limit));
    case 'maxLength':
      return m.maxLength(Number(p.limit));
    case 'minItems':
      return m.minItems(Number(p.limit));
    case 'maxItems':
      return m.maxItems(Number(p.limit));
    case 'maxProperties':
      return m.maxProperties(Number(p.limit));
    case 'uniqueItems':
      return m.duplicates;
    case 'format':
      return m.format(String(p.format));
    case 'pattern':
      return m.pattern;
    default:
      return error.message ?? m.invalid;
  }
}

/** `/workersComp/classCodes/0/payroll` → ['workersComp', 'classCodes', 0, 'payroll'] (RFC 6901 unescaped). */
function pointerSegments(pointer: string): PathSegment[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      return /^(?:0|[1-9][0-9]*)$/.test(key) ? Number(key) : key;
    });
}
