// The X-Twilio-Signature check against a vector computed here, independently, by the documented
// algorithm; and every tampered variant refused.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifySmsSignature } from './signature.ts';

const token = '12345678901234567890123456789012';
const url = 'https://quotes.example.test/inbound/sms/agency_1';
const params = {
  To: '+15005550006',
  From: '+15558675310',
  Body: 'Summit: your code is 482913',
  MessageSid: 'SM1',
};

/** The documented algorithm, written out by hand for this vector: names sorted, name then value. */
function documented(key: string, data: string): string {
  return createHmac('sha1', key).update(data).digest('base64');
}
const vector = documented(
  token,
  `${url}BodySummit: your code is 482913From+15558675310MessageSidSM1To+15005550006`,
);

describe('X-Twilio-Signature', () => {
  it('accepts the signature of the exact URL and parameters', () => {
    expect(verifySmsSignature(token, url, params, vector)).toBe(true);
  });

  it('does not depend on the order the parameters arrived in', () => {
    const reordered = { MessageSid: 'SM1', Body: params.Body, To: params.To, From: params.From };
    expect(verifySmsSignature(token, url, reordered, vector)).toBe(true);
  });

  it('refuses a tampered body, an added parameter, another URL, another token', () => {
    expect(verifySmsSignature(token, url, { ...params, Body: 'Summit: your code is 482914' }, vector)).toBe(
      false,
    );
    expect(verifySmsSignature(token, url, { ...params, Extra: '' }, vector)).toBe(false);
    expect(verifySmsSignature(token, `${url}?x=1`, params, vector)).toBe(false);
    expect(verifySmsSignature(token, url.replace('agency_1', 'agency_2'), params, vector)).toBe(false);
    expect(verifySmsSignature(`${token.slice(1)}x`, url, params, vector)).toBe(false);
  });

  it('refuses a missing, empty or malformed header, and an unset token', () => {
    expect(verifySmsSignature(token, url, params, undefined)).toBe(false);
    expect(verifySmsSignature(token, url, params, '')).toBe(false);
    expect(verifySmsSignature(token, url, params, `${vector}=`)).toBe(false);
    expect(verifySmsSignature(token, url, params, vector.toLowerCase())).toBe(false);
    expect(verifySmsSignature('', url, params, documented('', `${url}${'BodyX'}`))).toBe(false);
  });
});
