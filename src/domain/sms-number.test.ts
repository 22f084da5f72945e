// Agency SMS numbers: E.164 as the provider sends them, what people type normalised, the rest refused.
import { describe, expect, it } from 'vitest';
import { normaliseSmsNumber, smsNumberOf } from './sms-number.ts';

describe('an agency SMS number', () => {
  it('keeps E.164 and drops the spaces, dashes, dots and brackets people type', () => {
    expect(normaliseSmsNumber('+15550100199')).toEqual({ ok: true, number: '+15550100199' });
    expect(normaliseSmsNumber(' +1 (555) 010-0199 ')).toEqual({ ok: true, number: '+15550100199' });
    expect(normaliseSmsNumber('+44 20.7946.0018')).toEqual({ ok: true, number: '+442079460018' });
  });

  it('refuses a number without its country code, letters, a leading zero, too few or too many digits', () => {
    for (const [raw, reason] of [
      ['', /required/],
      ['5550100199', /start with \+/],
      ['+1555CALLNOW', /only digits/],
      ['++15550100199', /only digits/],
      ['+05550100199', /E\.164/],
      ['+12345', /7 to 15 digits/],
      ['+1234567890123456', /7 to 15 digits/],
    ] as const) {
      const check = normaliseSmsNumber(raw);
      expect(check.ok, raw).toBe(false);
      if (!check.ok) expect(check.reason, raw).toMatch(reason);
    }
  });

  it('reads the provider’s To, or nothing when it is not a number', () => {
    expect(smsNumberOf('+15550100199')).toBe('+15550100199');
    expect(smsNumberOf(undefined)).toBeUndefined();
    expect(smsNumberOf(['+15550100199'])).toBeUndefined();
    expect(smsNumberOf('whatsapp:+15550100199')).toBeUndefined();
  });
});
