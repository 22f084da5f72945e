// Verifies a delivery before anything in it is trusted, over the raw bytes as received. Two schemes
// (docs/webhooks.md): Standard Webhooks (`webhook-signature` over `id.timestamp.body`, key = base64
// after `whsec_`, timestamp within a tolerance, which stops replays) and the contract's
// `X-Service-Signature` (hex HMAC of the body keyed with the secret string; it signs no timestamp).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookEvent } from './types.ts';

export type Headers = Record<string, string | string[] | undefined> | globalThis.Headers;

export interface VerifyOptions {
  /** `auto` (default): Standard Webhooks when its headers are present, else X-Service-Signature. */
  scheme?: 'auto' | 'standard' | 'service';
  /** Standard Webhooks: largest distance between webhook-timestamp and now (default 300 s). */
  toleranceSeconds?: number;
  now?: () => Date;
}

export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

function header(headers: Headers, name: string): string | undefined {
  if (typeof (headers as globalThis.Headers).get === 'function')
    return (headers as globalThis.Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value.join(',') : value;
}

const same = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

function verifyService(raw: Buffer, signature: string, secret: string) {
  const expected = createHmac('sha256', secret).update(raw).digest();
  return signature.split(',').some((hex) => same(Buffer.from(hex.trim(), 'hex'), expected));
}

function verifyStandard(raw: Buffer, headers: Headers, secret: string, options: VerifyOptions) {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signature = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signature) throw new WebhookVerificationError('missing webhook-* headers');
  if (!/^\d+$/.test(timestamp)) throw new WebhookVerificationError('webhook-timestamp is not a number');
  const now = (options.now?.() ?? new Date()).getTime() / 1000;
  if (Math.abs(now - Number(timestamp)) > (options.toleranceSeconds ?? 300))
    throw new WebhookVerificationError('webhook-timestamp is outside the tolerance (stale or replayed)');
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(raw).digest();
  return signature.split(' ').some((entry) => {
    const [version, mac] = entry.split(',');
    return version === 'v1' && same(Buffer.from(mac ?? '', 'base64'), expected);
  });
}

/**
 * Returns the event when the signature holds, throws WebhookVerificationError otherwise. `rawBody` is
 * the body exactly as received (a parsed and re-serialized body does not verify).
 */
export function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: Headers,
  secret: string,
  options: VerifyOptions = {},
): WebhookEvent {
  const raw = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
  const scheme = options.scheme ?? 'auto';
  const useStandard =
    scheme === 'standard' || (scheme === 'auto' && header(headers, 'webhook-signature') !== undefined);
  let valid: boolean;
  if (useStandard) {
    valid = verifyStandard(raw, headers, secret, options);
  } else {
    const signature = header(headers, 'x-service-signature');
    if (!signature) throw new WebhookVerificationError('missing X-Service-Signature');
    valid = verifyService(raw, signature, secret);
  }
  if (!valid) throw new WebhookVerificationError('the signature does not match this body and secret');
  return JSON.parse(raw.toString('utf8')) as WebhookEvent;
}
