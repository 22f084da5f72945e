// An agency's SMS number as people type it and as the provider sends it (`To`): E.164, a plus sign, the
// country code and at most 15 digits in all. Spaces, dashes, dots and brackets people write are
// dropped; anything else is refused with the reason, for the settings form's 400.

const E164 = /^\+[1-9][0-9]{6,14}$/;

export type SmsNumberCheck = { ok: true; number: string } | { ok: false; reason: string };

export function normaliseSmsNumber(raw: string): SmsNumberCheck {
  const compact = raw.trim().replace(/[\s\-.()]/g, '');
  if (!compact) return { ok: false, reason: 'is required' };
  if (!compact.startsWith('+'))
    return { ok: false, reason: 'must start with + and the country code (E.164), e.g. +15550100199' };
  if (!/^\+[0-9]+$/.test(compact)) return { ok: false, reason: 'may hold only digits after the +' };
  if (!E164.test(compact))
    return { ok: false, reason: 'must be a country code and number of 7 to 15 digits in all (E.164)' };
  return { ok: true, number: compact };
}

/** The provider's `To` as stored numbers are written, or undefined when it is no E.164 number. */
export function smsNumberOf(to: unknown): string | undefined {
  if (typeof to !== 'string') return undefined;
  const check = normaliseSmsNumber(to);
  return check.ok ? check.number : undefined;
}
