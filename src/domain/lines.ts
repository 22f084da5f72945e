// The six lines of business: the id partners send, the body key of each line's data object, and its name.

export const lineIds = ['bop', 'gl', 'wc', 'auto', 'umbrella', 'cyber'] as const;

export type LineOfBusiness = (typeof lineIds)[number];

/** The create body's key holding each line's data object (`workersComp` for `wc`). */
export const lineObjectKeys = {
  bop: 'businessOwners',
  gl: 'generalLiability',
  wc: 'workersComp',
  auto: 'commercialAuto',
  umbrella: 'umbrella',
  cyber: 'cyber',
} as const satisfies Record<LineOfBusiness, string>;

export type LineObjectKey = (typeof lineObjectKeys)[LineOfBusiness];

export const lineNames: Record<LineOfBusiness, string> = {
  bop: "Business Owner's Policy",
  gl: 'General Liability',
  wc: "Workers' Compensation",
  auto: 'Commercial Auto',
  umbrella: 'Commercial Umbrella',
  cyber: 'Cyber Liability',
};

export function isLineOfBusiness(value: unknown): value is LineOfBusiness {
  return typeof value === 'string' && (lineIds as readonly string[]).includes(value);
}
