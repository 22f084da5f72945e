// Webhook signatures. Two schemes over the same bytes: the contract's `X-Service-Signature` (hex
// HMAC-SHA256 of the raw body, keyed with the secret string as written) and Standard Webhooks
// (`webhook-signature: v1,<base64>` over `id.timestamp.body`, keyed with the base64-decoded secret),
// which adds a timestamp so receivers can reject replays. During a rotation every live secret signs.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

/** `whsec_` + base64 of 32 random bytes: the form Standard Webhooks libraries accept as is. */
export function generateSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** Hex HMAC-SHA256 of the raw body, keyed with the whole secret string (`whsec_…` included). */
export function serviceSignature(secret: string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** The key Standard Webhooks signs with: the bytes the base64 after `whsec_` encodes. */
function standardKey(secret: string): Buffer {
  return Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    'base64',
  );
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, timestamp in Unix seconds. */
export function standardSignature(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string | Buffer,
): string {
  const mac = createHmac('sha256', standardKey(secret))
    .update(`${id}.${timestampSeconds}.`)
    .update(body)
    .digest('base64');
  return `v1,${mac}`;
}

export interface SignInput {
  /** Every secret that signs now: the current one first, then the one being rotated out. */
  secrets: readonly string[];
  /** The event id: `webhook-id`, the same on every attempt so receivers can deduplicate. */
  eventId: string;
  /** When this attempt is sent; receivers reject timestamps far from their clock. */
  timestamp: Date;
  body: string;
}

export interface SignatureHeaders {
  'x-service-signature': string;
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * The signature headers of one attempt. With two secrets, `X-Service-Signature` lists both hex digests
 * separated by a comma and `webhook-signature` both `v1,` entries separated by a space (the Standard
 * Webhooks form), so a receiver holding either secret verifies.
 */
export function signatureHeaders(input: SignInput): SignatureHeaders {
  if (input.secrets.length === 0) throw new Error('at least one secret must sign');
  const seconds = Math.floor(input.timestamp.getTime() / 1000);
  return {
    'x-service-signature': input.secrets.map((s) => serviceSignature(s, input.body)).join(','),
    'webhook-id': input.eventId,
    'webhook-timestamp': String(seconds),
    'webhook-signature': input.secrets
      .map((s) => standardSignature(s, input.eventId, seconds, input.body))
      .join(' '),
  };
}

/**
 * What a receiver does with `X-Service-Signature`: true when any listed digest is the HMAC of the raw
 * body under `secret`, compared in constant time.
 */
export function verifyServiceSignature(secret: string, body: string | Buffer, header: string): boolean {
  const expected = Buffer.from(serviceSignature(secret, body), 'hex');
  return header.split(',').some((candidate) => {
    const given = Buffer.from(candidate.trim(), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
