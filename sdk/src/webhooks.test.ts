// webhooks.verify against what the service really sends (src/webhooks/sign.ts): both schemes, rotation,
// and refusals for a tampered body, a wrong secret, a stale or missing timestamp.
import { describe, expect, it } from 'vitest';
import { generateSecret, signatureHeaders } from '../../src/webhooks/sign.ts';
import { verifyWebhook, WebhookVerificationError } from './webhooks.ts';

const secret = generateSecret();
const body = JSON.stringify({
  event: 'job.completed',
  eventId: 'evt_01jd4w2k9xfd0b7n5w8kq2x9yz',
  quoteRequestId: 'qr_01jd4v7m3sfd0b7n5w8kq2x9yz',
  status: 'success',
  result: { quoteNumber: 'SM-2026-118203', annualPremium: 4180, quoteType: 'bindable' },
});
const sentAt = new Date('2026-11-22T15:04:10Z');
const headers: Record<string, string> = {
  ...signatureHeaders({
    secrets: [secret],
    eventId: 'evt_01jd4w2k9xfd0b7n5w8kq2x9yz',
    timestamp: sentAt,
    body,
  }),
};
const now = () => new Date(sentAt.getTime() + 30_000);

describe('webhooks.verify', () => {
  it('accepts a delivery under Standard Webhooks and under X-Service-Signature', () => {
    expect(verifyWebhook(body, headers, secret, { scheme: 'standard', now })).toMatchObject({
      event: 'job.completed',
      status: 'success',
    });
    expect(verifyWebhook(Buffer.from(body), headers, secret, { scheme: 'service' }).eventId).toBe(
      'evt_01jd4w2k9xfd0b7n5w8kq2x9yz',
    );
    // auto picks Standard Webhooks when its headers are there; Headers objects work too
    expect(verifyWebhook(body, new Headers(headers), secret, { now }).event).toBe('job.completed');
  });

  it('refuses a tampered body under both schemes', () => {
    const tampered = body.replace('4180', '418');
    for (const scheme of ['standard', 'service'] as const) {
      expect(() => verifyWebhook(tampered, headers, secret, { scheme, now })).toThrow(
        WebhookVerificationError,
      );
    }
  });

  it('refuses another secret under both schemes', () => {
    for (const scheme of ['standard', 'service'] as const) {
      expect(() => verifyWebhook(body, headers, generateSecret(), { scheme, now })).toThrow(/does not match/);
    }
  });

  it('refuses a stale or future timestamp (Standard Webhooks), inside the tolerance it passes', () => {
    const late = () => new Date(sentAt.getTime() + 301_000);
    expect(() => verifyWebhook(body, headers, secret, { scheme: 'standard', now: late })).toThrow(/stale/);
    const early = () => new Date(sentAt.getTime() - 301_000);
    expect(() => verifyWebhook(body, headers, secret, { scheme: 'standard', now: early })).toThrow(/stale/);
    expect(verifyWebhook(body, headers, secret, { now: late, toleranceSeconds: 600 }).event).toBe(
      'job.completed',
    );
    // a replay with a fresh timestamp header no longer matches the signature
    const replay = { ...headers, 'webhook-timestamp': String(Math.floor(late().getTime() / 1000)) };
    expect(() => verifyWebhook(body, replay, secret, { now: late })).toThrow(/does not match/);
  });

  it('accepts either secret during a rotation, and refuses missing headers', () => {
    const old = generateSecret();
    const rotated = {
      ...signatureHeaders({ secrets: [secret, old], eventId: 'evt_1', timestamp: sentAt, body }),
    };
    for (const s of [secret, old]) {
      expect(verifyWebhook(body, rotated, s, { scheme: 'standard', now }).event).toBe('job.completed');
      expect(verifyWebhook(body, rotated, s, { scheme: 'service' }).event).toBe('job.completed');
    }
    expect(() => verifyWebhook(body, {}, secret, { scheme: 'service' })).toThrow(
      /missing X-Service-Signature/,
    );
    expect(() => verifyWebhook(body, {}, secret, { scheme: 'standard' })).toThrow(/missing webhook-\*/);
  });
});
