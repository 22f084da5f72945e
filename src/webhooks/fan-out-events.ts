// Fan-out from the outbox: each event not yet fanned out becomes one delivery per enabled webhook of
// its agency subscribed to its type (a `webhook.test` event goes to the webhook it names only). The
// unique (webhook_id, event_id) constraint and SKIP LOCKED make this safe to run from any number of
// dispatchers at once, and the `fanned_out_at` mark makes it safe to run again after a crash.
import { newId } from '../ids.ts';
import type { Db } from '../store/db.ts';

export const TEST_EVENT = 'webhook.test';

export interface NewDelivery {
  deliveryId: string;
  eventId: string;
  webhookId: string;
}

/** Fans out up to `batchSize` events; call again while it reports a full batch. */
export async function fanOutEvents(
  db: Db,
  options: { batchSize: number; maxAttempts: number },
): Promise<{ events: number; deliveries: NewDelivery[] }> {
  return db.transaction(async (tx) => {
    const events = await tx.query<{ id: string }>(
      `SELECT id FROM events WHERE fanned_out_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [options.batchSize],
    );
    if (events.length === 0) return { events: 0, deliveries: [] };
    const eventIds = events.map((e) => e.id);
    // a webhook receives the events recorded after it was registered, not the history before it
    const pairs = await tx.query<{ eventId: string; webhookId: string }>(
      `SELECT e.id AS "eventId", w.id AS "webhookId"
       FROM events e JOIN webhooks w ON w.agency_id = e.agency_id AND w.enabled AND w.created_at <= e.created_at
       WHERE e.id = ANY($1) AND CASE WHEN e.type = $2 THEN w.id = e.payload->>'webhookId'
                                     ELSE e.type = ANY(w.events) END
       ORDER BY e.id, w.id`,
      [eventIds, TEST_EVENT],
    );
    let deliveries: NewDelivery[] = [];
    if (pairs.length > 0) {
      const ids = pairs.map(() => newId('delivery'));
      deliveries = await tx.query<NewDelivery>(
        `INSERT INTO webhook_deliveries (id, webhook_id, event_id, max_attempts, next_attempt_at)
         SELECT id, webhook_id, event_id, $4, now() FROM unnest($1::text[], $2::text[], $3::text[])
           AS t (id, webhook_id, event_id)
         ON CONFLICT (webhook_id, event_id) DO NOTHING
         RETURNING id AS "deliveryId", event_id AS "eventId", webhook_id AS "webhookId"`,
        [ids, pairs.map((p) => p.webhookId), pairs.map((p) => p.eventId), options.maxAttempts],
      );
    }
    await tx.query('UPDATE events SET fanned_out_at = now() WHERE id = ANY($1)', [eventIds]);
    return { events: events.length, deliveries };
  });
}
