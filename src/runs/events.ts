// Events, stored as they happen with `evt_` ids (the outbox webhooks deliver from). Every payload
// carries event, quoteRequestId, externalReference and timestamp (contract §6).
import { newId } from '../ids.ts';
import type { Queryable } from '../store/db.ts';

export const eventTypes = [
  'job.completed',
  'quote.action_required',
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
  const [row] = await db.query<EventRecord>(
    `INSERT INTO events (id, agency_id, quote_request_id, job_id, type, payload)
     VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id, agency_id AS "agencyId", quote_request_id AS "quoteRequestId", job_id AS "jobId", type, payload,
       created_at AS "createdAt"`,
    [id, input.agencyId, input.quoteRequestId, input.jobId ?? null, input.type, JSON.stringify(payload)],
  );
  await db.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, id]);
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
    `SELECT id, agency_id AS "agencyId", quote_request_id AS "quoteRequestId", job_id AS "jobId", type, payload,
       created_at AS "createdAt" FROM events WHERE ${where.join(' AND ')} ORDER BY id`,
    values,
  );
}
