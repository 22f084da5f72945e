// Retries, timeouts, redelivery and automatic disabling against a real receiver on loopback. The
// schedule is measured with shrunk delays, and checked at its real values (5 s, 30 s) with faked
// time: the waiting pg-boss job is made due instead of sleeping through the delay.
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { backend } from '../helpers/db.ts';
import { createHarness, type DeliveryJson, type Harness } from './harness.ts';
import { type Receiver, startReceiver } from './receiver.ts';

describe(`webhook retries (${backend})`, () => {
  let h: Harness | undefined;
  let receiver: Receiver | undefined;
  afterEach(async () => {
    await h?.close();
    await receiver?.close();
    h = undefined;
    receiver = undefined;
  });

  const done = (d: DeliveryJson) => d.status !== 'pending';

  it('a receiver answering 500 twice gets the event on the third attempt, after the scheduled waits', async () => {
    const delays = [500, 3000, 30_000]; // the real schedule divided by 10
    h = await createHarness({ retryDelaysMs: delays });
    receiver = await startReceiver((_req, i) =>
      i < 2 ? { status: 500, body: 'database unavailable' } : { status: 204 },
    );
    const webhook = await h.register(receiver.url);
    const eventId = await h.emit('quote.completed', { status: 'completed', summary: {} });
    const [first, second, third] = await receiver.waitFor(3);
    const delivery = await h.waitForDelivery(webhook.id, eventId, done);

    const gap1 = second!.at - first!.at;
    const gap2 = third!.at - second!.at;
    // each wait is at least its delay, plus at most a queue poll and a few statements
    expect(gap1).toBeGreaterThanOrEqual(delays[0]! - 20);
    expect(gap1).toBeLessThan(delays[0]! + 1500);
    expect(gap2).toBeGreaterThanOrEqual(delays[1]! - 20);
    expect(gap2).toBeLessThan(delays[1]! + 1500);

    expect(delivery.status).toBe('succeeded');
    expect(delivery.attempts).toBe(3);
    expect(delivery.attemptLog.map((a) => [a.attempt, a.statusCode, a.succeeded])).toEqual([
      [1, 500, false],
      [2, 500, false],
      [3, 204, true],
    ]);
    expect(delivery.attemptLog[0]).toMatchObject({
      responseExcerpt: 'database unavailable',
      error: 'receiver answered HTTP 500',
    });
    // the same event id on every attempt, each attempt freshly signed
    for (const request of [first, second, third]) {
      expect(request!.headers['webhook-id']).toBe(eventId);
      expect(() =>
        new Webhook(webhook.secret).verify(
          request!.raw.toString(),
          request!.headers as Record<string, string>,
        ),
      ).not.toThrow();
    }
  });

  it('schedules the real waits, 5 s then 30 s after the previous attempt (time faked)', async () => {
    h = await createHarness(); // the default schedule
    receiver = await startReceiver((_req, i) => (i < 2 ? { status: 503 } : { status: 200 }));
    const webhook = await h.register(receiver.url);
    const eventId = await h.emit('job.completed', { jobId: 'job_sched' });

    for (const [attempt, wait] of [
      [1, 5_000],
      [2, 30_000],
    ] as const) {
      const d = await h.waitForDelivery(webhook.id, eventId, (x) => x.attempts === attempt);
      expect(d.status).toBe('pending');
      const last = Date.parse(d.attemptLog.at(-1)!.attemptedAt);
      const next = Date.parse(d.nextAttemptAt!);
      expect(next - last).toBeGreaterThanOrEqual(wait);
      expect(next - last).toBeLessThan(wait + 1000);
      // pg-boss holds exactly that attempt's job until then
      expect((await h.scheduledAt(d.id, attempt + 1))?.getTime()).toBe(next);
      if (attempt === 1) {
        // still pending: a redelivery by hand is refused while the retry is scheduled
        const res = await h.api.app.inject({
          method: 'POST',
          url: `/v1/webhooks/${webhook.id}/deliveries/${d.id}/redeliver`,
          headers: h.api.agency.headers,
        });
        expect(res.statusCode).toBe(409);
      }
      await h.fastForward(d.id, attempt + 1);
    }
    const delivered = await h.waitForDelivery(webhook.id, eventId, done);
    expect(delivered).toMatchObject({ status: 'succeeded', attempts: 3 });
    expect(receiver.requests).toHaveLength(3);
  });

  it('a receiver slower than 5 seconds counts as failed', async () => {
    h = await createHarness({ retryDelaysMs: [300, 600, 900] });
    receiver = await startReceiver((_req, i) => (i === 0 ? { status: 200, delayMs: 6000 } : { status: 200 }));
    const webhook = await h.register(receiver.url);
    const eventId = await h.emit('job.completed', { jobId: 'job_slow' });
    const delivery = await h.waitForDelivery(webhook.id, eventId, done);
    expect(delivery.status).toBe('succeeded');
    const [slow, retry] = delivery.attemptLog;
    expect(slow).toMatchObject({
      succeeded: false,
      statusCode: null,
      error: 'timeout: no response within 5000 ms',
    });
    expect(slow!.latencyMs).toBeGreaterThanOrEqual(4990);
    expect(slow!.latencyMs).toBeLessThan(5500);
    expect(retry).toMatchObject({ attempt: 2, succeeded: true, statusCode: 200 });
  });

  it('a receiver down for the whole schedule gets four attempts; the delivery fails and redelivers by hand', async () => {
    h = await createHarness({ retryDelaysMs: [200, 400, 600] });
    receiver = await startReceiver(() => ({ status: 503, body: 'maintenance' }));
    const webhook = await h.register(receiver.url);
    const eventId = await h.emit('quote.completed', { status: 'partial', summary: {} });
    const failed = await h.waitForDelivery(webhook.id, eventId, done);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 4,
      nextAttemptAt: null,
      lastError: 'receiver answered HTTP 503',
    });
    expect(failed.attemptLog.map((a) => a.statusCode)).toEqual([503, 503, 503, 503]);
    await new Promise((r) => setTimeout(r, 1000)); // nothing more comes
    expect(receiver.requests).toHaveLength(4);

    receiver.respond(() => ({ status: 200, body: 'ok' }));
    const res = await h.api.app.inject({
      method: 'POST',
      url: `/v1/webhooks/${webhook.id}/deliveries/${failed.id}/redeliver`,
      headers: h.api.agency.headers,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toMatchObject({ id: failed.id, status: 'pending', attempts: 4 });
    const redelivered = await h.waitForDelivery(webhook.id, eventId, done);
    expect(redelivered).toMatchObject({ status: 'succeeded', attempts: 5, lastError: null });
    expect(redelivered.attemptLog.at(-1)).toMatchObject({
      attempt: 5,
      statusCode: 200,
      responseExcerpt: 'ok',
    });
    expect(receiver.requests).toHaveLength(5);
    expect(receiver.requests[4]!.headers['webhook-id']).toBe(eventId);
  });

  it('disables an endpoint after consecutive failed deliveries, visibly, until it is re-enabled', async () => {
    h = await createHarness({ retryDelaysMs: [100], autoDisable: { failedDeliveries: 3 } });
    receiver = await startReceiver(() => ({ status: 500 }));
    const webhook = await h.register(receiver.url);
    const get = async () =>
      (
        await h!.api.app.inject({
          method: 'GET',
          url: `/v1/webhooks/${webhook.id}`,
          headers: h!.api.agency.headers,
        })
      ).json().data;
    for (let i = 1; i <= 3; i++) {
      const eventId = await h.emit('job.completed', { jobId: `job_down_${i}` });
      await h.waitForDelivery(webhook.id, eventId, done);
      if (i < 3) expect((await get()).consecutiveFailedDeliveries).toBe(i);
    }
    const disabled = await get();
    expect(disabled).toMatchObject({ status: 'disabled', enabled: false, consecutiveFailedDeliveries: 3 });
    expect(disabled.disabledReason).toMatch(/^Disabled automatically: 3 consecutive failed deliveries/);
    expect(Date.parse(disabled.failingSince)).toBeLessThan(Date.parse(disabled.disabledAt));

    // no new deliveries while disabled; test events and redelivery are refused
    const skipped = await h.emit('job.completed', { jobId: 'job_while_disabled' });
    await h.delivery.kick();
    expect((await h.deliveries(webhook.id, `?eventId=${skipped}`)).length).toBe(0);
    const test = await h.api.app.inject({
      method: 'POST',
      url: `/v1/webhooks/${webhook.id}/test`,
      headers: h.api.agency.headers,
    });
    expect(test.statusCode).toBe(409);

    receiver.respond(() => ({ status: 200 }));
    const enable = await h.api.app.inject({
      method: 'PATCH',
      url: `/v1/webhooks/${webhook.id}`,
      headers: h.api.agency.headers,
      payload: { enabled: true },
    });
    expect(enable.json().data).toMatchObject({
      status: 'active',
      disabledReason: null,
      failingSince: null,
      consecutiveFailedDeliveries: 0,
    });
    const [oldest] = (await h.deliveries(webhook.id, '?status=failed')).slice(-1);
    const redeliver = await h.api.app.inject({
      method: 'POST',
      url: `/v1/webhooks/${webhook.id}/deliveries/${oldest!.id}/redeliver`,
      headers: h.api.agency.headers,
    });
    expect(redeliver.statusCode).toBe(202);
    expect(await h.waitForDelivery(webhook.id, oldest!.eventId, done)).toMatchObject({ status: 'succeeded' });
  });

  it('disables an endpoint whose every attempt has failed for the sustained stretch', async () => {
    h = await createHarness({ retryDelaysMs: [], autoDisable: { failingForMs: 1500 } });
    receiver = await startReceiver(() => ({ status: 502 }));
    const webhook = await h.register(receiver.url);
    const first = await h.emit('job.completed', { jobId: 'job_stretch_1' });
    await h.waitForDelivery(webhook.id, first, done);
    await new Promise((r) => setTimeout(r, 1600));
    const second = await h.emit('job.completed', { jobId: 'job_stretch_2' });
    await h.waitForDelivery(webhook.id, second, done);
    const res = await h.api.app.inject({
      method: 'GET',
      url: `/v1/webhooks/${webhook.id}`,
      headers: h.api.agency.headers,
    });
    expect(res.json().data.status).toBe('disabled');
    expect(res.json().data.disabledReason).toMatch(
      /^Disabled automatically: every attempt failed for [1-9]\d* s since/,
    );
  });
});
