// Events, stored as they happen with `evt_` ids (the outbox webhooks deliver from). Every payload
// carries event, quoteRequestId, externalReference and timestamp (contract §6).
import { newId } from '../ids.ts';
import type { Queryable } from '../store/db.ts';
import { type EventRecord, type EventType, insertEvent } from '../store/events.ts';

export { type EventRecord, type EventType, eventTypes, listEvents } from '../store/events.ts';

export async function recordEvent(
  db: Queryable,
  input: {
    agencyId: string;
    quoteRequestId: string;
    externalReference: string;
    jobId?: string;
    type: EventType;
    fields: Record<string, unknown>;
    now?: Date;
  },
): Promise<EventRecord> {
  const id = newId('event');
  const payload = {
    event: input.type,
    eventId: id,
    quoteRequestId: input.quoteRequestId,
    externalReference: input.externalReference,
    timestamp: (input.now ?? new Date()).toISOString(),
    ...input.fields,
  };
  return insertEvent(db, {
    id,
    agencyId: input.agencyId,
    quoteRequestId: input.quoteRequestId,
    jobId: input.jobId ?? null,
    type: input.type,
    payload,
  });
}
