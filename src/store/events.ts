// The events table, the outbox webhooks deliver from: one row per event, announced on a channel as it
// is stored so the dispatcher fans it out at once (its sweep catches any missed announcement).
import type { Queryable } from './db.ts';

export const eventTypes = [
  'job.completed',
  'quote.action_required',
  'quote.action_resolved',
  'quote.completed',
  'quote.failed',
] as const;
export type EventType = (typeof eventTypes)[number];

export interface EventRecord {
  id: string;
  agencyId: string;
  quoteRequestId: string | null;
  jobId: string | null;
  type: EventType | 'webhook.test';
  payload: Record<string, unknown>;
  createdAt: Date;
}

export const EVENTS_CHANNEL = 'events_recorded';

const columns = `id, agency_id AS "agencyId", quote_request_id AS "quoteRequestId", job_id AS "jobId", type,
  payload, created_at AS "createdAt"`;

/** Stores the event and announces it (inside the caller's transaction, if any). */
export async function insertEvent(
  db: Queryable,
  event: Omit<EventRecord, 'createdAt'>,
): Promise<EventRecord> {
  const [row] = await db.query<EventRecord>(
    `INSERT INTO events (id, agency_id, quote_request_id, job_id, type, payload)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${columns}`,
    [event.id, event.agencyId, event.quoteRequestId, event.jobId, event.type, JSON.stringify(event.payload)],
  );
  await db.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, event.id]);
  return row!;
}

export async function listEvents(
  db: Queryable,
  filter: { agencyId: string; quoteRequestId?: string; type?: string },
): Promise<EventRecord[]> {
  const where = ['agency_id = $1'];
  const values: unknown[] = [filter.agencyId];
  if (filter.quoteRequestId) where.push(`quote_request_id = $${values.push(filter.quoteRequestId)}`);
  if (filter.type) where.push(`type = $${values.push(filter.type)}`);
  return db.query<EventRecord>(
    `SELECT ${columns} FROM events WHERE ${where.join(' AND ')} ORDER BY id`,
    values,
  );
}
