// The `lookup` transform of the value library (list-transforms-schema.ts): of `from` [a list, a key],
// a field of the element the key names, as a row of one list reads the element of another it refers to
// by id (a GL class's `locationId` → its location's city). Pure.
import type { Raw } from './values.ts';

export function lookup(value: Raw, { by, take }: { by: string; take: string }): Raw {
  const [list, key] = Array.isArray(value) ? value : [];
  if (!Array.isArray(list) || key === undefined || key === '') return undefined;
  const found = (list as unknown[]).find(
    (row) =>
      row !== null && typeof row === 'object' && String((row as Record<string, unknown>)[by]) === String(key),
  ) as Record<string, unknown> | undefined;
  const field = found?.[take];
  return field === null || typeof field === 'object' ? undefined : (field as Raw);
}
