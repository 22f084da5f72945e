// The six lines of business: the id partners send, the body key of each line's data object, and its name.

export const lineIds = ['bop', 'gl', 'wc', 'auto', 'umbrella', 'cyber'] as const;

export type Line = (typeof lineIds)[number];

/** The create body's key holding each line's data object (`workersComp` for `wc`). */
export const lineObjectKeys = {
  bop: 'businessOwners',
  gl: 'generalLiability',
  wc: 'workersComp',
  auto: 'commercialAuto',
  umbrella: 'umbrella',
  cyber: 'cyber',
} as const satisfies Record<Line, string>;

export type LineObjectKey = (typeof lineObjectKeys)[Line];

/**
 * Whether a requested line needs its object. BOP's building details are optional: the BOP fields every
 * carrier needs sit in `input`.
 */
export const lineObjectRequired = {
  bop: false,
  gl: true,
  wc: true,
  auto: true,
  umbrella: true,
  cyber: true,
} as const satisfies Record<Line, boolean>;

export const lineNames: Record<Line, string> = {
  bop: "Business Owner's Policy",
  gl: 'General Liability',
  wc: "Workers' Compensation",
  auto: 'Commercial Auto',
  umbrella: 'Commercial Umbrella',
  cyber: 'Cyber Liability',
};

export function isLine(value: unknown): value is Line {
  return typeof value === 'string' && (lineIds as readonly string[]).includes(value);
}
