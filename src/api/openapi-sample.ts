// An example value built from a JSON Schema: a field's own `examples[0]` (or const, default, first enum
// value) wins, so the documented examples are the field examples the schemas already carry.
type Schema = Record<string, unknown>;

const formatSamples: Record<string, string> = {
  'date-time': '2026-11-22T15:00:00.000Z',
  uri: 'https://quotes.example.com/app/quotes/qr_01jd4v7m3sfd0b7n5w8kq2x9yz',
  email: 'owner@example.com',
  binary: '',
};

export function sampleFromSchema(schema: unknown, components: Record<string, Schema>, depth = 0): unknown {
  if (!schema || typeof schema !== 'object' || depth > 12) return undefined;
  const s = schema as Schema;
  if (typeof s.$ref === 'string') {
    const name = s.$ref.replace('#/components/schemas/', '');
    return sampleFromSchema(components[name], components, depth + 1);
  }
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if ('example' in s) return s.example;
  if ('const' in s) return s.const;
  if ('default' in s) return s.default;
  if (Array.isArray(s.enum)) return s.enum[0];
  const branches = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (branches) {
    const branch = branches.find((b) => b.type !== 'null') ?? branches[0];
    return sampleFromSchema(branch, components, depth + 1);
  }
  if (Array.isArray(s.allOf)) {
    return Object.assign({}, ...s.allOf.map((part) => sampleFromSchema(part, components, depth + 1)));
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object':
      return sampleObject(s, components, depth);
    case 'array': {
      const item = sampleFromSchema(s.items, components, depth + 1);
      return item === undefined ? [] : [item];
    }
    case 'string':
      return typeof s.format === 'string' ? (formatSamples[s.format] ?? 'string') : 'string';
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? Math.max(s.minimum, 1) : 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return s.properties ? sampleObject(s, components, depth) : undefined;
  }
}

/** Required properties, plus optional ones that carry their own example. */
function sampleObject(s: Schema, components: Record<string, Schema>, depth: number) {
  const required = new Set((s.required as string[] | undefined) ?? []);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((s.properties as Record<string, Schema>) ?? {})) {
    const hasOwnExample = Array.isArray(value.examples) || 'example' in value;
    if (!required.has(key) && !hasOwnExample) continue;
    const sample = sampleFromSchema(value, components, depth + 1);
    if (sample !== undefined) out[key] = sample;
  }
  return out;
}
