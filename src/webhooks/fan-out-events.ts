// Fan-out from the outbox: each event not yet fanned out becomes one delivery per enabled webhook of
// its agency subscribed to its type (a `webhook.test` event goes to the webhook it names only).
// Marking the events and inserting their deliveries is one statement, so a crash leaves both undone
// or both done; SKIP LOCKED and the unique (webhook_id, event_id) let any number of dispatchers race.
import { newId } from '../ids.ts';
import type { Db } from '../store/db.ts';

export const TEST_EVENT = 'webhook.test';

export interface NewDelivery {
  deliveryId: string;
  eventId: string;
  webhookId: string;
}

// A webhook receives the events recorded after it was registered, not the history before it.
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

/** Fans out up to `batchSize` events; call again while it reports a full batch. */
export async function fanOutEvents(
  db: Db,
  options: { batchSize: number; maxAttempts: number },
): Promise<{ events: number; deliveries: NewDelivery[] }> {
  const rows = await db.query<{ eventId: string; webhookId: string | null }>(PAIRS, [
    options.batchSize,
    TEST_EVENT,
  ]);
  if (rows.length === 0) return { events: 0, deliveries: [] };
  const eventIds = [...new Set(rows.map((r) => r.eventId))];
  const pairs = rows.filter((r): r is { eventId: string; webhookId: string } => r.webhookId !== null);
  const deliveries = await db.query<NewDelivery>(COMMIT, [
    eventIds,
    pairs.map(() => newId('delivery')),
    pairs.map((p) => p.webhookId),
    pairs.map((p) => p.eventId),
    options.maxAttempts,
  ]);
  return { events: eventIds.length, deliveries };
}
