// webhook_deliveries and webhook_attempts: one delivery per (event, endpoint), the log of every try.
import type { Queryable } from './db.ts';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';
export const deliveryStatuses = ['pending', 'succeeded', 'failed'] as const;

export interface DeliveryRecord {
  id: string;
  webhookId: string;
  eventId: string;
  eventType: string;
  payload: Record<string, unknown>;
  status: DeliveryStatus;
  attempts: number;
  maxAttempts: number;
  nextAttemptAt: Date | null;
  lastAttemptAt: Date | null;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

export interface AttemptRecord {
  deliveryId: string;
  attempt: number;
  attemptedAt: Date;
  statusCode: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
  succeeded: boolean;
}

const selectDelivery = `SELECT d.id, d.webhook_id AS "webhookId", d.event_id AS "eventId", e.type AS "eventType",
  e.payload, d.status, d.attempts, d.max_attempts AS "maxAttempts", d.next_attempt_at AS "nextAttemptAt",
  d.last_attempt_at AS "lastAttemptAt", d.last_status_code AS "lastStatusCode", d.last_error AS "lastError",
  d.created_at AS "createdAt", d.completed_at AS "completedAt"
  FROM webhook_deliveries d JOIN events e ON e.id = d.event_id`;

export async function findDelivery(
  db: Queryable,
  webhookId: string,
  id: string,
): Promise<DeliveryRecord | undefined> {
  const [row] = await db.query<DeliveryRecord>(`${selectDelivery} WHERE d.id = $1 AND d.webhook_id = $2`, [
    id,
    webhookId,
  ]);
  return row;
}

export interface ListDeliveriesFilter {
  limit: number;
  /** Only deliveries older than this id (the cursor of the previous page). */
  before?: string;
  status?: DeliveryStatus;
  eventId?: string;
}

/** Newest first. */
export async function listDeliveries(
  db: Queryable,
  webhookId: string,
  filter: ListDeliveriesFilter,
): Promise<DeliveryRecord[]> {
  const where = ['d.webhook_id = $1'];
  const values: unknown[] = [webhookId];
  if (filter.before) where.push(`d.id < $${values.push(filter.before)}`);
  if (filter.status) where.push(`d.status = $${values.push(filter.status)}`);
  if (filter.eventId) where.push(`d.event_id = $${values.push(filter.eventId)}`);
  return db.query<DeliveryRecord>(
    `${selectDelivery} WHERE ${where.join(' AND ')} ORDER BY d.id DESC LIMIT $${values.push(filter.limit)}`,
    values,
  );
}

export async function listAttempts(db: Queryable, deliveryIds: readonly string[]): Promise<AttemptRecord[]> {
  if (deliveryIds.length === 0) return [];
  return db.query<AttemptRecord>(
    `SELECT delivery_id AS "deliveryId", attempt, attempted_at AS "attemptedAt", status_code AS "statusCode",
       latency_ms AS "latencyMs", response_excerpt AS "responseExcerpt", error, succeeded
     FROM webhook_attempts WHERE delivery_id = ANY($1) ORDER BY delivery_id, attempt`,
    [deliveryIds],
  );
}

/** Where a delivery made due by hand is announced (payload: its id), so a dispatcher queues it now. */
export const DELIVERIES_DUE_CHANNEL = 'webhook_deliveries_due';

/**
 * A redelivery by hand: one more attempt, due now. Only a finished delivery (succeeded or failed) can
 * be redelivered; answers false for one still pending.
 */
export async function requeueDelivery(db: Queryable, webhookId: string, id: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE webhook_deliveries SET status = 'pending', max_attempts = attempts + 1, next_attempt_at = now(),
       completed_at = NULL
     WHERE id = $1 AND webhook_id = $2 AND status <> 'pending' RETURNING id`,
    [id, webhookId],
  );
  if (rows.length === 0) return false;
  await db.query('SELECT pg_notify($1, $2)', [DELIVERIES_DUE_CHANNEL, id]);
  return true;
}

export interface DueDelivery {
  deliveryId: string;
  attempt: number;
}

/** Pending deliveries whose next attempt was due at least `graceMs` ago: the sweep's safety net. */
export async function overdueDeliveries(
  db: Queryable,
  graceMs: number,
  limit: number,
): Promise<DueDelivery[]> {
  return db.query<DueDelivery>(
    `SELECT id AS "deliveryId", attempts + 1 AS attempt FROM webhook_deliveries
     WHERE status = 'pending' AND next_attempt_at <= now() - $1::int * interval '1 millisecond'
     ORDER BY next_attempt_at LIMIT $2`,
    [graceMs, limit],
  );
}

export async function pendingAttempt(db: Queryable, id: string): Promise<DueDelivery | undefined> {
  const [row] = await db.query<DueDelivery>(
    `SELECT id AS "deliveryId", attempts + 1 AS attempt FROM webhook_deliveries
     WHERE id = $1 AND status = 'pending'`,
    [id],
  );
  return row;
}

/** Everything one attempt needs: the delivery, its event, and the endpoint with its secrets. */
export interface AttemptTarget {
  deliveryId: string;
  webhookId: string;
  status: string;
  attempts: number;
  maxAttempts: number;
  eventId: string;
  eventType: string;
  payload: Record<string, unknown>;
  url: string;
  enabled: boolean;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
  /** The endpoint has no failure streak. */
  streakClean: boolean;
}

/** The targets of a fetched batch of attempts, in one query (each query costs, on PGlite most). */
export async function loadAttemptTargets(
  db: Queryable,
  deliveryIds: readonly string[],
): Promise<Map<string, AttemptTarget>> {
  const rows = await db.query<AttemptTarget>(
    `SELECT d.id AS "deliveryId", d.webhook_id AS "webhookId", d.status, d.attempts, d.max_attempts AS "maxAttempts",
       e.id AS "eventId", e.type AS "eventType", e.payload, w.url, w.enabled, w.secret,
       w.previous_secret AS "previousSecret", w.previous_secret_expires_at AS "previousSecretExpiresAt",
       w.failing_since IS NULL AND w.consecutive_failed_deliveries = 0 AS "streakClean"
     FROM webhook_deliveries d JOIN events e ON e.id = d.event_id JOIN webhooks w ON w.id = d.webhook_id
     WHERE d.id = ANY ($1)`,
    [deliveryIds],
  );
  return new Map(rows.map((row) => [row.deliveryId, row]));
}

/** Ends a pending delivery without attempting it, if it still stands at `attempts`. */
export async function failDelivery(
  db: Queryable,
  delivery: { deliveryId: string; attempts: number },
  reason: string,
): Promise<void> {
  await db.query(
    `UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL, completed_at = now(),
       last_error = $3
     WHERE id = $1 AND status = 'pending' AND attempts = $2`,
    [delivery.deliveryId, delivery.attempts, reason],
  );
}
