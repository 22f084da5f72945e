import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  generateSecret,
  serviceSignature,
  signatureHeaders,
  standardSignature,
  verifyServiceSignature,
} from './sign.ts';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const body = '{"event":"quote.completed","quoteRequestId":"qr_1","amount":"€12"}';

describe('webhook signing', () => {
  it('generates whsec_ secrets of 32 random bytes', () => {
    const a = generateSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(32);
    expect(generateSecret()).not.toBe(a);
  });

  it('X-Service-Signature is the hex HMAC-SHA256 of the raw bytes keyed with the secret string', () => {
    const expected = createHmac('sha256', Buffer.from(secret, 'utf8'))
      .update(Buffer.from(body, 'utf8'))
      .digest('hex');
    expect(serviceSignature(secret, body)).toBe(expected);
    expect(serviceSignature(secret, Buffer.from(body))).toBe(expected);
    expect(serviceSignature(secret, 'x')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('matches the Standard Webhooks specification test vector', () => {
    // from standard-webhooks/spec: id, timestamp, payload and secret with the expected signature
    const sig = standardSignature(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}');
    expect(sig).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('headers verify with the standardwebhooks package and by hand', () => {
    const timestamp = new Date();
    const headers = signatureHeaders({ secrets: [secret], eventId: 'evt_1', timestamp, body });
    expect(headers['webhook-id']).toBe('evt_1');
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(timestamp.getTime() / 1000)));
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(verifyServiceSignature(secret, body, headers['x-service-signature'])).toBe(true);
    expect(verifyServiceSignature(secret, `${body} `, headers['x-service-signature'])).toBe(false);
    expect(verifyServiceSignature(generateSecret(), body, headers['x-service-signature'])).toBe(false);
  });

  it('signs with both secrets during a rotation, so either verifies', () => {
    const next = generateSecret();
    const headers = signatureHeaders({
      secrets: [next, secret],
      eventId: 'evt_2',
      timestamp: new Date(),
      body,
    });
    expect(headers['x-service-signature'].split(',')).toHaveLength(2);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    for (const s of [next, secret]) {
      expect(verifyServiceSignature(s, body, headers['x-service-signature'])).toBe(true);
      expect(() => new Webhook(s).verify(body, { ...headers })).not.toThrow();
    }
    expect(() => new Webhook(generateSecret()).verify(body, { ...headers })).toThrow();
  });

  it('a replayed old timestamp fails Standard Webhooks verification', () => {
    const old = new Date(Date.now() - 10 * 60_000);
    const headers = signatureHeaders({ secrets: [secret], eventId: 'evt_3', timestamp: old, body });
    expect(() => new Webhook(secret).verify(body, { ...headers })).toThrow(/timestamp/i);
  });

  it('refuses to sign without a secret', () => {
    expect(() => signatureHeaders({ secrets: [], eventId: 'e', timestamp: new Date(), body })).toThrow();
  });
});
