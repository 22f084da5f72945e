// Records one attempt's outcome in one statement (atomic, and cheaper than a transaction on PGlite):
// the delivery's new state (succeeded, failed, or pending with its next attempt due), the attempt
// log row, and the endpoint's failure streak. When the streak has gone on too long, a second
// statement disables the endpoint.
import type { Db } from '../store/db.ts';
import { type AutoDisablePolicy, autoDisableReason, retryDelayAfter } from './policy.ts';
import type { AttemptOutcome } from './post-webhook.ts';

export interface RecordAttemptInput {
  deliveryId: string;
  webhookId: string;
  attempt: number;
  maxAttempts: number;
  outcome: AttemptOutcome;
  retryDelaysMs: readonly number[];
  autoDisable: AutoDisablePolicy;
  /** The endpoint had no failure streak when the attempt began: a success then leaves `webhooks` alone. */
  streakClean?: boolean;
}

export interface RecordedAttempt {
  status: 'pending' | 'succeeded' | 'failed';
  /** When the next attempt is due (status pending). */
  nextAttemptAt: Date | null;
  /** Set when this failure disabled the endpoint. */
  disabledReason?: string;
}

interface Row {
  nextAttemptAt: Date | null;
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
// touches costs, on PGlite most). Should a failure land between loading and recording, the next
// success resets the streak.
const WITHOUT_STREAK = `${DELIVERY}
SELECT next_attempt_at AS "nextAttemptAt", NULL AS "failingSince", NULL AS "consecutiveFailedDeliveries",
  NULL AS enabled
FROM delivery`;

/** Answers undefined when the attempt had already been recorded (a duplicate run of the same job). */
export async function recordAttempt(db: Db, input: RecordAttemptInput): Promise<RecordedAttempt | undefined> {
  const { outcome } = input;
  const delay = outcome.ok
    ? undefined
    : retryDelayAfter(input.attempt, input.maxAttempts, input.retryDelaysMs);
  const status = outcome.ok ? 'succeeded' : delay === undefined ? 'failed' : 'pending';
  const sql = status === 'succeeded' && input.streakClean ? WITHOUT_STREAK : WITH_STREAK;
  const [row] = await db.query<Row>(sql, [
    input.deliveryId,
    input.attempt,
    status,
    outcome.attemptedAt,
    outcome.statusCode,
    outcome.error,
    delay ?? 0,
    outcome.latencyMs,
    outcome.responseExcerpt,
    ...(sql === WITH_STREAK ? [input.webhookId] : []),
  ]);
  if (!row) return undefined;
  const recorded: RecordedAttempt = { status, nextAttemptAt: row.nextAttemptAt };
  if (status !== 'failed' || !row.enabled || !row.failingSince) return recorded;
  const reason = autoDisableReason(
    { failingSince: row.failingSince, consecutiveFailedDeliveries: row.consecutiveFailedDeliveries ?? 0 },
    new Date(),
    input.autoDisable,
  );
  if (!reason) return recorded;
  await db.query(
    `UPDATE webhooks SET enabled = false, disabled_reason = $2, disabled_at = now(), updated_at = now()
     WHERE id = $1 AND enabled`,
    [input.webhookId, reason],
  );
  return { ...recorded, disabledReason: reason };
}
