// Bounds `field_errors`: a body with thousands of unknown keys would otherwise get an answer as large
// as itself. The first MAX_FIELDS fields are listed (paths and messages shortened), the message counts all.
import type { FieldErrors } from '../errors.ts';

export const MAX_FIELDS = 50;
const MAX_MESSAGES = 5;
const MAX_PATH = 200;

export function capFieldErrors(fieldErrors: FieldErrors): { fieldErrors: FieldErrors; total: number } {
  const paths = Object.keys(fieldErrors);
  const capped: FieldErrors = {};
  for (const path of paths.slice(0, MAX_FIELDS)) {
    const key = path.length > MAX_PATH ? `${path.slice(0, MAX_PATH)}…` : path;
    capped[key] = (fieldErrors[path] ?? []).slice(0, MAX_MESSAGES);
  }
  return { fieldErrors: capped, total: paths.length };
}

export function invalidFieldsMessage(total: number): string {
  const head = `${total} field${total === 1 ? ' is' : 's are'} invalid`;
  return total > MAX_FIELDS ? `${head}; the first ${MAX_FIELDS} are listed` : head;
}
