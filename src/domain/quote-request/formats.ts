// Text formats of the create body, written once: the schema uses the patterns, the semantic checks the
// regular expressions, and both report the same message (see ./messages.ts).

export const patterns = {
  /** Case-insensitive on purpose: `tx` is accepted and normalized to `TX`. */
  stateCode: '^[A-Za-z]{2}$',
  zipCode: '^[0-9]{5}$',
  fein: '^[0-9]{2}-[0-9]{7}$',
  naics: '^[0-9]{6}$',
  usDate: '^[0-9]{2}/[0-9]{2}/[0-9]{4}$',
  /** Readable carrier ids: lowercase words joined by single hyphens, at most 64 characters. */
  carrierSlug: '^(?=.{1,64}$)[a-z0-9]+(?:-[a-z0-9]+)*$',
  dollars: '^[0-9]{1,10}$',
  /** Per occurrence / aggregate, for example 1000000/2000000. */
  limitPair: '^[0-9]{1,10}/[0-9]{1,10}$',
  /** Employers liability: each accident / disease policy limit / disease each employee. */
  limitTriple: '^[0-9]{1,10}/[0-9]{1,10}/[0-9]{1,10}$',
  /** A combined single limit or a split limit: 1000000, 1000000/2000000, 100000/300000/100000. */
  limitAny: '^[0-9]{1,10}(?:/[0-9]{1,10}){0,2}$',
  /** 17 characters, no I, O or Q (they read as 1 and 0); lowercase is normalized to uppercase. */
  vin: '^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$',
  glClassCode: '^[0-9]{5}$',
  wcClassCode: '^[0-9]{4}$',
  /** A caller's id for a location or building, referred to by class codes and additional interests. */
  scheduleId: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$',
  /** ISO public protection class: 1 to 10, or the split classes 8B and 10W. */
  protectionClass: '^(?:[1-9]|10|8B|10W)$',
} as const;

export type FormatName = keyof typeof patterns;

const compiled = Object.fromEntries(
  Object.entries(patterns).map(([name, source]) => [name, new RegExp(source)]),
) as Record<FormatName, RegExp>;

export function matchesFormat(name: FormatName, value: string): boolean {
  return compiled[name].test(value);
}

/** Amounts of a slash-separated limit string, already checked against its pattern. */
export function limitAmounts(value: string): number[] {
  return value.split('/').map(Number);
}
