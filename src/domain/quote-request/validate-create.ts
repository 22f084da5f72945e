// Validates a create-quote-request body in one pass: the schema's type-level errors and the semantic
// rules' errors, merged by path, so a partner sees every failing field at once (contract section 7).
import type { ValidateFunction } from 'ajv';
import type { FieldErrors } from '../../errors.ts';
import { mergeFieldErrors } from '../field-errors-builder.ts';
import { ajvErrorsToFieldErrors, createAjv, withoutRequiredOfMisspelled } from '../validation.ts';
import { checkSubmission } from './check-submission.ts';
import { type CreateQuoteRequest, CreateQuoteRequestBody } from './model/create-body.ts';
import { normalizeSubmission } from './normalize-submission.ts';

export type CreateQuoteRequestValidation =
  | { ok: true; value: CreateQuoteRequest }
  | { ok: false; fieldErrors: FieldErrors };

// Compiled on first use: compiling costs a few milliseconds that module loading need not pay.
let compiled: ValidateFunction | undefined;

function schemaErrors(body: unknown): FieldErrors {
  compiled ??= createAjv({ coerceTypes: false }).compile(CreateQuoteRequestBody);
  return compiled(body) ? {} : ajvErrorsToFieldErrors(compiled.errors);
}

/** `value` is the canonical form (see normalizeSubmission); `now` decides what "today" is. */
export function validateCreateQuoteRequest(body: unknown, now: Date): CreateQuoteRequestValidation {
  const fieldErrors = withoutRequiredOfMisspelled(
    mergeFieldErrors(schemaErrors(body), checkSubmission(body, now)),
  );
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, value: normalizeSubmission(body as CreateQuoteRequest) };
}
