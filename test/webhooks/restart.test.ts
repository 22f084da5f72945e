// Nothing is lost across a restart, a missed notification or a crash between committing a delivery
// and queueing its job; nothing is doubled by re-sweeps or by several dispatchers at once.
import { afterEach, describe, expect, it } from 'vitest';
import { bossSchema, startBoss } from '../../src/queue/boss.ts';
import { DELIVERY_QUEUE, enqueueAttempts } from '../../src/webhooks/delivery-queue.ts';
import { fanOutEvents } from '../../src/webhooks/fan-out-events.ts';
import { startWebhookDelivery } from '../../src/webhooks/start-webhook-delivery.ts';
import { backend } from '../helpers/db.ts';
import { createHarness, type DeliveryJson, type Harness, silentLog } from './harness.ts';
import { type Receiver, startReceiver } from './receiver.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const done = (d: DeliveryJson) => d.status !== 'pending';

describe(`webhook delivery across restarts (${backend})`, () => {
  let h: Harness | undefined;
  let receiver: Receiver | undefined;
  afterEach(async () => {
    await h?.close();
    await receiver?.close();
    h = undefined;
    receiver = undefined;
  });

  it('a service restart between attempts loses nothing, and events recorded while down are delivered', async () => {
    h = await createHarness({ retryDelaysMs: [1500, 3000, 6000] });
    receiver = await startReceiver((_req, i) => (i === 0 ? { status: 500 } : { status: 200 }));
    const webhook = await h.register(receiver.url);
    const first = await h.emit('job.completed', { jobId: 'job_r1' });
    await receiver.waitFor(1);
    const pending = await h.waitForDelivery(webhook.id, first, (d) => d.attempts === 1);
    expect(pending.status).toBe('pending');

    await h.stop(); // the process goes away with attempt 2 scheduled
    const whileDown = await h.emit('job.completed', { jobId: 'job_r2' }); // nobody listens to this NOTIFY
    await sleep(2000); // attempt 2 falls due while nothing runs
    expect(receiver.requests).toHaveLength(1);

    const restartedAt = Date.now();
    await h.start();
    const retried = await h.waitForDelivery(webhook.id, first, done);
    expect(retried).toMatchObject({ status: 'succeeded', attempts: 2 });
    // well inside the sweep's 30 s grace: the persisted pg-boss job ran it, not the safety net
    expect(Date.now() - restartedAt).toBeLessThan(10_000);
    const late = await h.waitForDelivery(webhook.id, whileDown, done);
    expect(late).toMatchObject({ status: 'succeeded', attempts: 1 });
    const ids = receiver.requests.map((r) => r.headers['webhook-id']);
    expect(ids.sort()).toEqual([first, first, whileDown].sort());
  });

  it('re-queues attempts whose job was lost (a crash after the commit, before the queue)', async () => {
    h = await createHarness({ retryDelaysMs: [300, 600, 900] });
    receiver = await startReceiver();
    const webhook = await h.register(receiver.url);
    await h.stop();
    const eventId = await h.emit('quote.completed', { status: 'completed', summary: {} });
    // what the dispatcher commits before it queues the first attempt; then "the process dies"
    const { deliveries } = await fanOutEvents(h.api.db, { batchSize: 10, maxAttempts: 4 });
    expect(deliveries).toHaveLength(1);
    const [job] = await h.api.db.query(`SELECT id FROM ${bossSchema(h.api.db)}.job WHERE name = $1`, [
      DELIVERY_QUEUE,
    ]);
    expect(job).toBeUndefined();

    await h.start({ overdueGraceMs: 0 });
    const delivery = await h.waitForDelivery(webhook.id, eventId, done);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(receiver.requests).toHaveLength(1);
  });

  it('never doubles an attempt: re-sweeps, stale jobs and a second dispatcher on the same store', async () => {
    h = await createHarness({ retryDelaysMs: [300, 600, 900], overdueGraceMs: 0, sweepIntervalMs: 200 });
    receiver = await startReceiver();
    const second = await startBoss(h.api.db);
    const other = await startWebhookDelivery({
      db: h.api.db,
      boss: second,
      allowLoopback: true,
      secrets: h.api.webhookSecrets,
      log: silentLog,
      sweepIntervalMs: 200,
      overdueGraceMs: 0,
    });
    try {
      const webhooks = [await h.register(`${receiver.url}/1`), await h.register(`${receiver.url}/2`)];
      const events: string[] = [];
      for (let i = 0; i < 15; i++) events.push(await h.emit('job.completed', { jobId: `job_${i}` }));
      await receiver.waitFor(30);
      for (const webhook of webhooks) {
        for (const eventId of events) await h.waitForDelivery(webhook.id, eventId, done);
      }
      // a stale job for an attempt already made, and the same attempt queued twice, change nothing
      const [delivery] = await h.deliveries(webhooks[0]!.id);
      await enqueueAttempts(h.boss, [
        { deliveryId: delivery!.id, attempt: 1 },
        { deliveryId: delivery!.id, attempt: 1 },
      ]);
      await h.delivery.kick();
      await sleep(1500);
      const counts = new Map<string, number>();
      for (const r of receiver.requests) {
        const key = `${r.path} ${r.headers['webhook-id']}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      expect(counts.size).toBe(30);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      const [{ n }] = (await h.api.db.query('SELECT count(*)::int AS n FROM webhook_deliveries')) as [
        { n: number },
      ];
      expect(n).toBe(30);
    } finally {
      await other.stop();
      await second.stop({ graceful: true, timeout: 10_000 });
    }
  });
});
