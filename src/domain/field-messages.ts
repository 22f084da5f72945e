// Wording shared by the schema error converter and the semantic checks: when both layers catch the same
// problem they produce the same sentence, so merging by path deduplicates it instead of saying it twice.

export const fieldMessages = {
  required: 'is required',
  /** With the known field the name most likely meant, when one is close (closest-name.ts). */
  unknownField: (suggestion?: string) =>
    suggestion ? `is not a known field: did you mean \`${suggestion}\`?` : 'is not a known field',
  notEmpty: 'must not be empty',
  duplicates: 'must not contain duplicate values',
  type: (types: string | readonly string[]) => `must be ${[types].flat().map(typeNoun).join(' or ')}`,
  oneOf: (values: readonly unknown[]) => `must be one of: ${values.map(String).join(', ')}`,
  atLeast: (limit: number) => `must be at least ${limit}`,
  atMost: (limit: number) => `must be at most ${limit}`,
  greaterThan: (limit: number) => `must be greater than ${limit}`,
  lessThan: (limit: number) => `must be less than ${limit}`,
  multipleOf: (step: number) => `must be a multiple of ${step}`,
  minLength: (limit: number) => (limit === 1 ? 'must not be empty' : `must be at least ${limit} characters`),
  maxLength: (limit: number) => `must be at most ${limit} character${limit === 1 ? '' : 's'}`,
  minItems: (limit: number) => `must have at least ${limit} item${limit === 1 ? '' : 's'}`,
  maxItems: (limit: number) => `must have at most ${limit} item${limit === 1 ? '' : 's'}`,
  maxProperties: (limit: number) => `must have at most ${limit} field${limit === 1 ? '' : 's'}`,
  format: (format: string) => formatMessages[format] ?? `must be a valid ${format}`,
  pattern: 'has an invalid format',
  invalid: 'is invalid',
} as const;

function typeNoun(type: string): string {
  if (type === 'integer') return 'a whole number';
  if (type === 'null') return 'null';
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}

const formatMessages: Record<string, string> = {
  email: 'must be a valid email address',
  uri: 'must be a valid URL',
  url: 'must be a valid URL',
  date: 'must be a date in the form YYYY-MM-DD',
  'date-time': 'must be an ISO 8601 timestamp',
  uuid: 'must be a UUID',
};
