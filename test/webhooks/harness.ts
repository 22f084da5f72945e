// The service's webhook side on a test store: the API, pg-boss and webhook delivery on one database,
// with helpers to register endpoints, record events as the runs module does, read the delivery log,
// and restart delivery (a service restart) without losing the database.
import type { PgBoss } from 'pg-boss';
import { createLogger } from '../../src/log.ts';
import { bossSchema, startBoss } from '../../src/queue/boss.ts';
import { type EventType, recordEvent } from '../../src/runs/events.ts';
import { DELIVERY_QUEUE, singletonKeyOf } from '../../src/webhooks/delivery-queue.ts';
import {
  startWebhookDelivery,
  type WebhookDelivery,
  type WebhookOptions,
} from '../../src/webhooks/start-webhook-delivery.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { createTestApi, TEST_NOW, type TestAgency, type TestApi } from '../helpers/api.ts';

export type HarnessOptions = Partial<Omit<WebhookOptions, 'db' | 'boss' | 'log'>>;

export interface Harness {
  api: TestApi;
  boss: PgBoss;
  delivery: WebhookDelivery;
  register(
    url: string,
    events?: string[],
    agency?: TestAgency,
  ): Promise<{ id: string; secret: string; status: string }>;
  /** A quote request to hang events on (events reference one). */
  quoteRequest(agency?: TestAgency): Promise<{ quoteRequestId: string; externalReference: string }>;
  /** Records an event the way the runs module does (outbox insert + NOTIFY). */
  emit(type: EventType, fields?: Record<string, unknown>, agency?: TestAgency): Promise<string>;
  deliveries(webhookId: string, query?: string, agency?: TestAgency): Promise<DeliveryJson[]>;
  /** Polls the delivery log until `predicate` holds for the delivery of `eventId`. */
  waitForDelivery(
    webhookId: string,
    eventId: string,
    predicate: (d: DeliveryJson) => boolean,
    agency?: TestAgency,
  ): Promise<DeliveryJson>;
  /**
   * When pg-boss will run the job of attempt `attempt`. The delivery row records the attempt before
   * the next one is queued, so this waits up to 5 s for the job (undefined: none came).
   */
  scheduledAt(deliveryId: string, attempt: number): Promise<Date | undefined>;
  /** Faked time: makes the waiting job of attempt `attempt` due now instead of after its delay. */
  fastForward(deliveryId: string, attempt: number): Promise<void>;
  /** Stops delivery and pg-boss, as a shutting-down process does; `start` brings them back. */
  stop(): Promise<void>;
  start(overrides?: HarnessOptions): Promise<void>;
  close(): Promise<void>;
}

export interface DeliveryJson {
  id: string;
  eventId: string;
  event: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  payload: Record<string, unknown>;
  attemptLog: {
    attempt: number;
    attemptedAt: string;
    statusCode: number | null;
    latencyMs: number;
    succeeded: boolean;
    responseExcerpt: string | null;
    error: string | null;
  }[];
}

export const silentLog = createLogger('silent');

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const api = await createTestApi({ webhookAllowLoopback: options.allowLoopback ?? true });
  const { db } = api;
  let boss: PgBoss | undefined;
  let delivery: WebhookDelivery | undefined;
  let requestCount = 0;
  const requests = new Map<string, { quoteRequestId: string; externalReference: string }>();

  async function start(overrides: HarnessOptions = {}) {
    boss = await startBoss(db);
    delivery = await startWebhookDelivery({
      db,
      boss,
      log: silentLog,
      allowLoopback: true,
      secrets: api.webhookSecrets,
      sweepIntervalMs: 1000,
      ...options,
      ...overrides,
    });
  }

  async function stop() {
    await delivery?.stop();
    await boss?.stop({ graceful: true, timeout: 10_000 });
    delivery = undefined;
    boss = undefined;
  }

  async function quoteRequest(agency = api.agency) {
    const externalReference = `AMS-WH-${++requestCount}`;
    const res = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: agency.headers,
      payload: validCreateBody({ externalReference }, TEST_NOW),
    });
    if (res.statusCode !== 201) throw new Error(`create quote request: ${res.body}`);
    return { quoteRequestId: res.json().data.quoteRequestId as string, externalReference };
  }

  async function deliveries(webhookId: string, query = '', agency = api.agency): Promise<DeliveryJson[]> {
    const res = await api.app.inject({
      method: 'GET',
      url: `/v1/webhooks/${webhookId}/deliveries${query}`,
      headers: agency.headers,
    });
    if (res.statusCode !== 200) throw new Error(`deliveries: ${res.body}`);
    return res.json().data.items;
  }

  await start();
  return {
    api,
    get boss() {
      return boss!;
    },
    get delivery() {
      return delivery!;
    },
    async register(url, events = ['job.completed', 'quote.completed'], agency = api.agency) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/v1/webhooks',
        headers: agency.headers,
        payload: { url, events },
      });
      if (res.statusCode !== 201) throw new Error(`register: ${res.body}`);
      return res.json().data;
    },
    quoteRequest,
    async emit(type, fields = {}, agency = api.agency) {
      let request = requests.get(agency.agencyId);
      if (!request) {
        request = await quoteRequest(agency);
        requests.set(agency.agencyId, request);
      }
      const event = await recordEvent(db, { agencyId: agency.agencyId, ...request, type, fields });
      return event.id;
    },
    deliveries,
    async waitForDelivery(webhookId, eventId, predicate, agency = api.agency) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const [found] = await deliveries(webhookId, `?eventId=${eventId}`, agency);
        if (found && predicate(found)) return found;
        if (Date.now() > deadline) throw new Error(`delivery of ${eventId}: ${JSON.stringify(found)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async scheduledAt(deliveryId, attempt) {
      const deadline = Date.now() + 5000;
      for (;;) {
        const [row] = await db.query<{ startAfter: Date }>(
          `SELECT start_after AS "startAfter" FROM ${bossSchema(db)}.job
           WHERE name = $1 AND singleton_key = $2 AND state = 'created'`,
          [DELIVERY_QUEUE, singletonKeyOf({ deliveryId, attempt })],
        );
        if (row || Date.now() > deadline) return row?.startAfter;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async fastForward(deliveryId, attempt) {
      const rows = await db.query(
        `UPDATE ${bossSchema(db)}.job SET start_after = now()
         WHERE name = $1 AND singleton_key = $2 AND state = 'created' RETURNING id`,
        [DELIVERY_QUEUE, singletonKeyOf({ deliveryId, attempt })],
      );
      if (rows.length !== 1) throw new Error(`no waiting job for attempt ${attempt} of ${deliveryId}`);
    },
    stop,
    start,
    async close() {
      await stop();
      await api.close();
    },
  };
}
