// Records one attempt's outcome in one transaction: the attempt log row, the delivery's new state
// (succeeded, failed, or pending with its next attempt due), the endpoint's failure streak, and the
// automatic disable when the streak has gone on too long.
import type { Db, Queryable } from '../store/db.ts';
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
}

export interface RecordedAttempt {
  status: 'pending' | 'succeeded' | 'failed';
  /** When the next attempt is due (status pending). */
  nextAttemptAt: Date | null;
  /** Set when this failure disabled the endpoint. */
  disabledReason?: string;
}

/**
 * Answers undefined when the attempt had already been recorded (a duplicate run of the same job):
 * the delivery only moves from `attempt - 1` attempts to `attempt`, once.
 */
export async function recordAttempt(db: Db, input: RecordAttemptInput): Promise<RecordedAttempt | undefined> {
  const { outcome } = input;
  const delay = outcome.ok
    ? undefined
    : retryDelayAfter(input.attempt, input.maxAttempts, input.retryDelaysMs);
  const status = outcome.ok ? 'succeeded' : delay === undefined ? 'failed' : 'pending';
  return db.transaction(async (tx) => {
    const [delivery] = await tx.query<{ nextAttemptAt: Date | null }>(
      `UPDATE webhook_deliveries SET attempts = $2, status = $3, last_attempt_at = $4, last_status_code = $5,
         last_error = $6,
         next_attempt_at = CASE WHEN $3 = 'pending' THEN now() + $7::int * interval '1 millisecond' END,
         completed_at = CASE WHEN $3 = 'pending' THEN NULL ELSE now() END
       WHERE id = $1 AND attempts = $2 - 1 AND status = 'pending'
       RETURNING next_attempt_at AS "nextAttemptAt"`,
      [
        input.deliveryId,
        input.attempt,
        status,
        outcome.attemptedAt,
        outcome.statusCode,
        outcome.error,
        delay ?? 0,
      ],
    );
    if (!delivery) return undefined;
    await tx.query(
      `INSERT INTO webhook_attempts (delivery_id, attempt, attempted_at, status_code, latency_ms, response_excerpt,
         error, succeeded)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
      [
        input.deliveryId,
        input.attempt,
        outcome.attemptedAt,
        outcome.statusCode,
        outcome.latencyMs,
        outcome.responseExcerpt,
        outcome.error,
        outcome.ok,
      ],
    );
    const disabledReason = await updateStreak(tx, input, status);
    return { status, nextAttemptAt: delivery.nextAttemptAt, ...(disabledReason ? { disabledReason } : {}) };
  });
}

async function updateStreak(
  tx: Queryable,
  input: RecordAttemptInput,
  status: RecordedAttempt['status'],
): Promise<string | undefined> {
  if (status === 'succeeded') {
    await tx.query(
      `UPDATE webhooks SET failing_since = NULL, consecutive_failed_deliveries = 0
       WHERE id = $1 AND (failing_since IS NOT NULL OR consecutive_failed_deliveries > 0)`,
      [input.webhookId],
    );
    return undefined;
  }
  const [streak] = await tx.query<{
    failingSince: Date;
    consecutiveFailedDeliveries: number;
    enabled: boolean;
  }>(
    `UPDATE webhooks SET failing_since = COALESCE(failing_since, $2),
       consecutive_failed_deliveries = consecutive_failed_deliveries + $3
     WHERE id = $1
     RETURNING failing_since AS "failingSince", consecutive_failed_deliveries AS "consecutiveFailedDeliveries",
       enabled`,
    [input.webhookId, input.outcome.attemptedAt, status === 'failed' ? 1 : 0],
  );
  if (!streak?.enabled || status !== 'failed') return undefined;
  const reason = autoDisableReason(streak, new Date(), input.autoDisable);
  if (!reason) return undefined;
  await tx.query(
    `UPDATE webhooks SET enabled = false, disabled_reason = $2, disabled_at = now(), updated_at = now()
     WHERE id = $1 AND enabled`,
    [input.webhookId, reason],
  );
  return reason;
}
