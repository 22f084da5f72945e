// Carrier ids of a body the catalog does not know (the schema checks only that each is a string), for the
// create and the requirements operation alike.
import type { FieldErrors } from '../../errors.ts';
import type { Carrier } from './catalog.ts';

export function unknownCarrierErrors(body: unknown, carriers: readonly Carrier[]): FieldErrors {
  const carrierIds = typeof body === 'object' && body !== null && 'carrierIds' in body ? body.carrierIds : [];
  const fieldErrors: FieldErrors = {};
  if (!Array.isArray(carrierIds)) return fieldErrors;
  carrierIds.forEach((id, i) => {
    if (typeof id === 'string' && !carriers.some((c) => c.id === id)) {
      fieldErrors[`carrierIds[${i}]`] = [`unknown carrier "${id}"; GET /v1/carriers lists them`];
    }
  });
  return fieldErrors;
}
