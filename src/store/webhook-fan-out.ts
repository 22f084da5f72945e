// Fan-out from the outbox: events not yet fanned out, paired with the webhooks that receive them, and
// the commit that marks the events and inserts their deliveries in one statement (a crash leaves both
// undone or both done; SKIP LOCKED and the unique (webhook_id, event_id) let dispatchers race).
import type { Queryable } from './db.ts';

export interface FanOutPair {
  eventId: string;
  /** Null for an event no webhook receives (it is marked fanned out all the same). */
  webhookId: string | null;
}

export interface NewDelivery {
  deliveryId: string;
  eventId: string;
  webhookId: string;
}

// A webhook receives the events recorded after it was registered, not the history before it; a test
// event goes to the webhook its payload names only.
const PAIRS = `
SELECT e.id AS "eventId", w.id AS "webhookId"
FROM (SELECT id, agency_id, type, payload, created_at FROM events WHERE fanned_out_at IS NULL ORDER BY id LIMIT $1) e
LEFT JOIN webhooks w ON w.agency_id = e.agency_id AND w.enabled AND w.created_at <= e.created_at
  AND CASE WHEN e.type = $2 THEN w.id = e.payload->>'webhookId' ELSE e.type = ANY (w.events) END
ORDER BY e.id, w.id`;

const COMMIT = `
WITH claimed AS (
  SELECT id FROM events WHERE id = ANY ($1) AND fanned_out_at IS NULL FOR UPDATE SKIP LOCKED
), marked AS (
  UPDATE events SET fanned_out_at = now() WHERE id IN (SELECT id FROM claimed) RETURNING id
)
INSERT INTO webhook_deliveries (id, webhook_id, event_id, max_attempts, next_attempt_at)
SELECT t.id, t.webhook_id, t.event_id, $5, now()
FROM unnest($2::text[], $3::text[], $4::text[]) AS t (id, webhook_id, event_id)
WHERE t.event_id IN (SELECT id FROM marked)
ON CONFLICT (webhook_id, event_id) DO NOTHING
RETURNING id AS "deliveryId", event_id AS "eventId", webhook_id AS "webhookId"`;

/** Up to `batchSize` events not fanned out yet, each with every webhook that receives it. */
export async function unfannedEventPairs(
  db: Queryable,
  batchSize: number,
  testEventType: string,
): Promise<FanOutPair[]> {
  return db.query<FanOutPair>(PAIRS, [batchSize, testEventType]);
}

/**
 * Marks `eventIds` fanned out and inserts their deliveries; events another dispatcher claimed first
 * are skipped with their deliveries. Answers the deliveries inserted.
 */
export async function commitFanOut(
  db: Queryable,
  input: { eventIds: readonly string[]; deliveries: readonly NewDelivery[]; maxAttempts: number },
): Promise<NewDelivery[]> {
  return db.query<NewDelivery>(COMMIT, [
    input.eventIds,
    input.deliveries.map((d) => d.deliveryId),
    input.deliveries.map((d) => d.webhookId),
    input.deliveries.map((d) => d.eventId),
    input.maxAttempts,
  ]);
}
