// Defensive reads for the semantic checks, which run on bodies that may have failed the schema: a rule
// asks for the type it needs and is skipped when the value has another type.

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Own properties only: `constructor` or `__proto__` never resolve to something inherited. */
export function prop(object: JsonObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

export function stringAt(object: JsonObject, key: string): string | undefined {
  const value = prop(object, key);
  return typeof value === 'string' ? value : undefined;
}

export function numberAt(object: JsonObject, key: string): number | undefined {
  const value = prop(object, key);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function integerAt(object: JsonObject, key: string): number | undefined {
  const value = numberAt(object, key);
  return value !== undefined && Number.isInteger(value) ? value : undefined;
}

export function objectAt(object: JsonObject, key: string): JsonObject | undefined {
  const value = prop(object, key);
  return isObject(value) ? value : undefined;
}

export function arrayAt(object: JsonObject, key: string): unknown[] | undefined {
  const value = prop(object, key);
  return Array.isArray(value) ? value : undefined;
}
