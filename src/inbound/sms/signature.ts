// The X-Twilio-Signature scheme for inbound SMS webhooks: base64 HMAC-SHA1, keyed by the account's auth
// token, over the full public URL the provider posted to, followed by every POST parameter's name and
// value, sorted by name, concatenated. Pure: no store, no clock.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type FormParams = Readonly<Record<string, string | readonly string[] | undefined>>;

/** The signature the provider computes for a POST of `params` to `url`. */
export function smsSignature(authToken: string, url: string, params: FormParams): string {
  let data = url;
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (value === undefined) continue;
    // A repeated parameter signs each of its values, in order, after its name.
    for (const v of typeof value === 'string' ? [value] : value) data += name + v;
  }
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether `header` is the signature of this request; compared in constant time. */
export function verifySmsSignature(
  authToken: string,
  url: string,
  params: FormParams,
  header: string | undefined,
): boolean {
  if (!header || !authToken) return false;
  const expected = Buffer.from(smsSignature(authToken, url, params));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
