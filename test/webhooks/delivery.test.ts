// Deliveries to a real receiver on loopback: what arrives, how it is signed (verified by hand over
// the raw bytes and with the standardwebhooks package), who receives which events, test events and
// secret rotation.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backend } from '../helpers/db.ts';
import { createHarness, type Harness } from './harness.ts';
import { type ReceivedRequest, type Receiver, startReceiver } from './receiver.ts';

/** What a partner's receiver does with the contract's header: HMAC over the raw bytes, constant time. */
function verifyByHand(secret: string, request: ReceivedRequest): boolean {
  const header = String(request.headers['x-service-signature']);
  const expected = createHmac('sha256', secret).update(request.raw).digest();
  return header.split(',').some((hex) => {
    const given = Buffer.from(hex, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

const verifyStandard = (secret: string, request: ReceivedRequest) =>
  new Webhook(secret).verify(request.raw.toString('utf8'), request.headers as Record<string, string>);

describe(`webhook delivery (${backend})`, () => {
  let h: Harness;
  let receiver: Receiver;
  beforeAll(async () => {
    h = await createHarness({ retryDelaysMs: [300, 600, 900] });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await h?.close();
    await receiver?.close();
  });

  it('delivers a subscribed event, signed both ways, with the contract payload', async () => {
    const webhook = await h.register(`${receiver.url}/a`, ['job.completed']);
    expect(webhook.status).toBe('active');
    const eventId = await h.emit('job.completed', {
      jobId: 'job_x',
      carrierId: 'summit-mutual',
      lineOfBusiness: 'bop',
      status: 'success',
      result: { annualPremium: 4180, quoteNumber: 'SM-1' },
    });
    const before = receiver.requests.length;
    const [request] = (await receiver.waitFor(before + 1)).slice(before);
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/hooks/a');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['x-service-event']).toBe('job.completed');
    expect(request!.headers['webhook-id']).toBe(eventId);
    expect(request!.headers['x-service-signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(request!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(Math.abs(Number(request!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(10);
    expect(verifyByHand(webhook.secret, request!)).toBe(true);
    const payload = verifyStandard(webhook.secret, request!) as Record<string, unknown>;
    expect(payload).toMatchObject({
      event: 'job.completed',
      eventId,
      quoteRequestId: expect.stringMatching(/^qr_/),
      externalReference: expect.stringMatching(/^AMS-WH-/),
      timestamp: expect.stringMatching(/Z$/),
      jobId: 'job_x',
      result: { annualPremium: 4180, quoteNumber: 'SM-1' },
    });
    // a tampered body fails both checks
    const tampered = { ...request!, raw: Buffer.from(request!.raw.toString().replace('4180', '1')) };
    expect(verifyByHand(webhook.secret, tampered)).toBe(false);
    expect(() => verifyStandard(webhook.secret, tampered)).toThrow();

    const delivery = await h.waitForDelivery(webhook.id, eventId, (d) => d.status === 'succeeded');
    expect(delivery).toMatchObject({
      event: 'job.completed',
      attempts: 1,
      nextAttemptAt: null,
      lastError: null,
    });
    expect(delivery.attemptLog).toEqual([
      expect.objectContaining({ attempt: 1, statusCode: 200, succeeded: true, error: null }),
    ]);
  });

  it('delivers only subscribed events of the webhook’s own agency', async () => {
    const mine = await h.register(`${receiver.url}/mine`, ['quote.completed']);
    const other = await h.api.addAgency();
    const theirs = await h.register(`${receiver.url}/theirs`, ['quote.completed'], other);
    await h.emit('job.completed', { jobId: 'job_y' });
    const completed = await h.emit('quote.completed', { status: 'partial', summary: {} });
    const theirsEvent = await h.emit('quote.completed', { status: 'completed', summary: {} }, other);
    await h.waitForDelivery(mine.id, completed, (d) => d.status === 'succeeded');
    const theirDelivery = await h.waitForDelivery(
      theirs.id,
      theirsEvent,
      (d) => d.status === 'succeeded',
      other,
    );
    expect(theirDelivery.payload.status).toBe('completed');
    expect((await h.deliveries(mine.id)).map((d) => d.eventId)).toEqual([completed]);
    // another agency's webhook id answers 404 on this agency's key
    const res = await h.api.app.inject({
      method: 'GET',
      url: `/v1/webhooks/${theirs.id}/deliveries`,
      headers: h.api.agency.headers,
    });
    expect(res.statusCode).toBe(404);
    const paths = receiver.requests.map((r) => r.path);
    expect(paths.filter((p) => p === '/hooks/mine')).toHaveLength(1);
    expect(paths.filter((p) => p === '/hooks/theirs')).toHaveLength(1);
  });

  it('sends a test event to the one webhook it names', async () => {
    const target = await h.register(`${receiver.url}/test-target`, ['quote.failed']);
    const bystander = await h.register(`${receiver.url}/bystander`, ['quote.failed']);
    const res = await h.api.app.inject({
      method: 'POST',
      url: `/v1/webhooks/${target.id}/test`,
      headers: h.api.agency.headers,
    });
    expect(res.statusCode).toBe(202);
    const { eventId } = res.json().data;
    const delivery = await h.waitForDelivery(target.id, eventId, (d) => d.status === 'succeeded');
    expect(delivery.event).toBe('webhook.test');
    expect(delivery.payload).toMatchObject({ event: 'webhook.test', eventId, webhookId: target.id });
    const arrived = receiver.requests.find((r) => r.headers['webhook-id'] === eventId)!;
    expect(arrived.path).toBe('/hooks/test-target');
    expect(arrived.headers['x-service-event']).toBe('webhook.test');
    expect(verifyByHand(target.secret, arrived)).toBe(true);
    expect(await h.deliveries(bystander.id)).toEqual([]);
  });

  it('signs with the old and the new secret during a rotation, then with the new one alone', async () => {
    const webhook = await h.register(`${receiver.url}/rotating`, ['job.completed']);
    const rotate = (overlapSeconds: number) =>
      h.api.app.inject({
        method: 'POST',
        url: `/v1/webhooks/${webhook.id}/rotate-secret`,
        headers: h.api.agency.headers,
        payload: { overlapSeconds },
      });
    const rotated = await rotate(3600);
    expect(rotated.statusCode).toBe(200);
    const { secret: next, previousSecretExpiresAt } = rotated.json().data;
    expect(next).toMatch(/^whsec_/);
    expect(next).not.toBe(webhook.secret);
    expect(Date.parse(previousSecretExpiresAt) - Date.now()).toBeGreaterThan(3500_000);

    const during = await h.emit('job.completed', { jobId: 'job_rot' });
    await h.waitForDelivery(webhook.id, during, (d) => d.status === 'succeeded');
    // the first test's webhook takes job.completed too: pick this webhook's request
    const arrival = (eventId: string) =>
      receiver.requests.find((r) => r.headers['webhook-id'] === eventId && r.path === '/hooks/rotating')!;
    const both = arrival(during);
    for (const secret of [webhook.secret, next]) {
      expect(verifyByHand(secret, both)).toBe(true);
      expect(() => verifyStandard(secret, both)).not.toThrow();
    }

    const last = (await rotate(0)).json().data.secret;
    const after = await h.emit('job.completed', { jobId: 'job_rot2' });
    await h.waitForDelivery(webhook.id, after, (d) => d.status === 'succeeded');
    const single = arrival(after);
    expect(verifyByHand(last, single)).toBe(true);
    expect(verifyByHand(next, single)).toBe(false);
    expect(() => verifyStandard(webhook.secret, single)).toThrow();
  });
});
