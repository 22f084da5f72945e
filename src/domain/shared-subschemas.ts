// A JSON Schema with each subschema that occurs more than once (and is big enough to matter) moved to
// `definitions` and referred to by `$ref`: TypeBox writes a schema used in many places (a carrier
// definition's value, 21 times) in full at each, and Ajv then compiles each copy again. With the copies
// shared and `inlineRefs: false`, Ajv compiles each once (the carrier definition: 239 → 86 KB, its
// compile about three times faster; docs/performance.md, "The suite"). Only schema positions are
// walked (properties, items, the combinators…), so a property named `type` is never taken for a schema.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { [key: string]: Json };

const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs'];
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SCHEMA_ONE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];

const isSchema = (x: Json | undefined): x is Schema =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Calls `visit` on every subschema of `schema` (not itself), parents before children. */
function eachSubschema(schema: Schema, visit: (s: Schema) => Schema): Schema {
  const out: Schema = { ...schema };
  for (const key of SCHEMA_MAPS) {
    const map = schema[key];
    if (isSchema(map))
      out[key] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, isSchema(v) ? visit(v) : v]));
  }
  for (const key of SCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) out[key] = list.map((v) => (isSchema(v) ? visit(v) : v));
  }
  for (const key of SCHEMA_ONE) {
    const one = schema[key];
    if (isSchema(one)) out[key] = visit(one);
  }
  return out;
}

/**
 * The schema with every subschema of at least `minChars` (as JSON) that occurs twice or more replaced
 * by a `$ref` to `#/definitions/shared-N`. The schema's meaning is unchanged.
 */
export function shareRepeatedSubschemas(schema: object, minChars = 1500): Schema {
  const root = JSON.parse(JSON.stringify(schema)) as Schema;
  const counts = new Map<string, number>();
  const count = (s: Schema): Schema => {
    const key = JSON.stringify(s);
    if (key.length >= minChars) counts.set(key, (counts.get(key) ?? 0) + 1);
    return eachSubschema(s, count);
  };
  eachSubschema(root, count);
  const names = new Map<string, string>();
  for (const [key, n] of counts) if (n > 1) names.set(key, `shared-${names.size}`);
  if (names.size === 0) return root;
  const definitions: Schema = {};
  const replace = (s: Schema): Schema => {
    const key = JSON.stringify(s);
    const name = names.get(key);
    if (name) {
      if (!(name in definitions)) {
        definitions[name] = {}; // taken before its own walk: a copy inside it refers to it
        definitions[name] = eachSubschema(s, replace);
      }
      return { $ref: `#/definitions/${name}` };
    }
    return eachSubschema(s, replace);
  };
  const shared = eachSubschema(root, replace);
  const existing = isSchema(shared.definitions) ? shared.definitions : {};
  return { ...shared, definitions: { ...existing, ...definitions } };
}
