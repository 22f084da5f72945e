// One answer to every invalid body: 400 VALIDATION_ERROR whose `field_errors` hold the schema's errors
// and the rules' errors together, merged by path, so a caller sees every failing field at once
// (contract section 7). Body routes set `attachValidation: true` so that the schema's errors reach the
// handler, which calls checkBody before it reads the body; errors in params, querystring or headers
// are thrown as they are (the error handler answers them).
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { mergeFieldErrors } from '../domain/field-errors-builder.ts';
import { ajvErrorsToFieldErrors, withoutRequiredOfMisspelled } from '../domain/validation.ts';
import { type FieldErrors, validationError } from '../errors.ts';

/**
 * A body's rules beyond its schema. They see the body as sent, which may not match the schema, and the
 * schema's errors (to leave alone a field the schema already refused).
 */
export type BodyRules = (body: unknown, schemaErrors: FieldErrors) => FieldErrors | Promise<FieldErrors>;

/** A Fastify validation failure as field errors: paths in the body bare, others under their part. */
export function schemaFieldErrors(error: {
  validation?: FastifySchemaValidationError[];
  validationContext?: string;
}): FieldErrors {
  const byPath = ajvErrorsToFieldErrors(error.validation);
  const part = error.validationContext;
  if (!part || part === 'body') return byPath;
  return Object.fromEntries(
    Object.entries(byPath).map(([path, list]) => [path === 'body' ? part : `${part}.${path}`, list]),
  );
}

/** Throws the body's schema and rule errors as one VALIDATION_ERROR; returns when there are none. */
export async function checkBody(request: FastifyRequest, rules?: BodyRules): Promise<void> {
  const failure = request.validationError;
  if (failure && failure.validationContext !== 'body') throw failure;
  const schemaErrors = failure ? schemaFieldErrors(failure) : {};
  const ruleErrors = rules ? await rules(request.body, schemaErrors) : {};
  const fieldErrors = withoutRequiredOfMisspelled(mergeFieldErrors(schemaErrors, ruleErrors));
  if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors);
}

/** `body[name]` for a rule to check further: undefined when the body lacks it or the schema refused it. */
export function fieldToCheck(body: unknown, schemaErrors: FieldErrors, name: string): unknown {
  if (schemaErrors[name] || typeof body !== 'object' || body === null || !Object.hasOwn(body, name)) {
    return undefined;
  }
  const value: unknown = Reflect.get(body, name);
  return value;
}
