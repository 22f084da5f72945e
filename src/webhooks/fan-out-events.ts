// Fan-out from the outbox: each event not yet fanned out becomes one delivery per enabled webhook of
// its agency subscribed to its type (a `webhook.test` event goes to the webhook it names only).
// Marking the events and inserting their deliveries is one statement (store/webhook-fan-out.ts), so
// any number of dispatchers can race.
import { newId } from '../ids.ts';
import type { Db } from '../store/db.ts';
import { commitFanOut, type NewDelivery, unfannedEventPairs } from '../store/webhook-fan-out.ts';

export type { NewDelivery } from '../store/webhook-fan-out.ts';

export const TEST_EVENT = 'webhook.test';

/** Fans out up to `batchSize` events; call again while it reports a full batch. */
export async function fanOutEvents(
  db: Db,
  options: { batchSize: number; maxAttempts: number },
): Promise<{ events: number; deliveries: NewDelivery[] }> {
  const rows = await unfannedEventPairs(db, options.batchSize, TEST_EVENT);
  if (rows.length === 0) return { events: 0, deliveries: [] };
  const eventIds = [...new Set(rows.map((r) => r.eventId))];
  const pairs = rows.filter((r): r is { eventId: string; webhookId: string } => r.webhookId !== null);
  const deliveries = await commitFanOut(db, {
    eventIds,
    deliveries: pairs.map((p) => ({
      deliveryId: newId('delivery'),
      webhookId: p.webhookId,
      eventId: p.eventId,
    })),
    maxAttempts: options.maxAttempts,
  });
  return { events: eventIds.length, deliveries };
}
