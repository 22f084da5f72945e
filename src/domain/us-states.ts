// The two-letter codes we accept as a US state: the 50 states and DC (territories and military codes are
// not written by the carriers we quote).

// biome-ignore format: a compact table reads better than 51 lines
export const usStateCodes = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

export type UsStateCode = (typeof usStateCodes)[number];

const known = new Set<string>(usStateCodes);

/** Case-insensitive: `tx` is accepted and normalized to `TX`. */
export function isUsStateCode(value: string): boolean {
  return known.has(value.toUpperCase());
}
