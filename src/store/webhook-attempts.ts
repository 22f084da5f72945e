// Recording one webhook delivery attempt in one statement (atomic, and cheaper than a transaction on
// PGlite): the delivery's new state, the attempt log row (webhook_attempts), and, unless the endpoint
// had no streak and this attempt succeeded, the endpoint's failure streak on `webhooks`.
import type { Queryable } from './db.ts';

export interface AttemptResultRow {
  deliveryId: string;
  attempt: number;
  /** The delivery's state after this attempt. */
  status: 'pending' | 'succeeded' | 'failed';
  attemptedAt: Date;
  statusCode: number | null;
  error: string | null;
  latencyMs: number;
  responseExcerpt: string | null;
  /** Delay before the next attempt (status pending). */
  nextAttemptInMs: number;
  /** The endpoint whose streak this attempt updates; undefined leaves `webhooks` alone. */
  streakOf?: string;
}

export interface RecordedAttemptRow {
  nextAttemptAt: Date | null;
  /** The endpoint's streak after the update (null when it was left alone). */
  failingSince: Date | null;
  consecutiveFailedDeliveries: number | null;
  enabled: boolean | null;
}

// The delivery moves from `attempt - 1` attempts to `attempt` once: a duplicate run of the same job
// matches no row and records nothing.
const DELIVERY = `
WITH delivery AS (
  UPDATE webhook_deliveries SET attempts = $2, status = $3, last_attempt_at = $4, last_status_code = $5,
    last_error = $6,
    next_attempt_at = CASE WHEN $3 = 'pending' THEN now() + $7::int * interval '1 millisecond' END,
    completed_at = CASE WHEN $3 = 'pending' THEN NULL ELSE now() END
  WHERE id = $1 AND attempts = $2 - 1 AND status = 'pending'
  RETURNING id, next_attempt_at
), attempt AS (
  INSERT INTO webhook_attempts (delivery_id, attempt, attempted_at, status_code, latency_ms, response_excerpt,
    error, succeeded)
  SELECT id, $2, $4, $5, $8, $9, $6, $3 = 'succeeded' FROM delivery
  ON CONFLICT DO NOTHING
)`;

// A success resets the endpoint's streak; a failed attempt starts it; a failed delivery counts in it.
const WITH_STREAK = `${DELIVERY}, streak AS (
  UPDATE webhooks SET
    failing_since = CASE WHEN $3 = 'succeeded' THEN NULL ELSE COALESCE(failing_since, $4) END,
    consecutive_failed_deliveries = CASE WHEN $3 = 'succeeded' THEN 0
      WHEN $3 = 'failed' THEN consecutive_failed_deliveries + 1 ELSE consecutive_failed_deliveries END
  WHERE id = $10 AND EXISTS (SELECT 1 FROM delivery)
  RETURNING failing_since, consecutive_failed_deliveries, enabled
)
SELECT d.next_attempt_at AS "nextAttemptAt", s.failing_since AS "failingSince",
  s.consecutive_failed_deliveries AS "consecutiveFailedDeliveries", s.enabled
FROM delivery d LEFT JOIN streak s ON true`;

// The common case, a success on a healthy endpoint, touches no webhook row (every table a statement
// touches costs, on PGlite most).
const WITHOUT_STREAK = `${DELIVERY}
SELECT next_attempt_at AS "nextAttemptAt", NULL AS "failingSince", NULL AS "consecutiveFailedDeliveries",
  NULL AS enabled
FROM delivery`;

/** Answers undefined when the attempt had already been recorded (a duplicate run of the same job). */
export async function recordAttemptResult(
  db: Queryable,
  input: AttemptResultRow,
): Promise<RecordedAttemptRow | undefined> {
  const [row] = await db.query<RecordedAttemptRow>(
    input.streakOf === undefined ? WITHOUT_STREAK : WITH_STREAK,
    [
      input.deliveryId,
      input.attempt,
      input.status,
      input.attemptedAt,
      input.statusCode,
      input.error,
      input.nextAttemptInMs,
      input.latencyMs,
      input.responseExcerpt,
      ...(input.streakOf === undefined ? [] : [input.streakOf]),
    ],
  );
  return row;
}
