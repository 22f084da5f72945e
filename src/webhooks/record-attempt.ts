// Records one attempt's outcome (store/webhook-attempts.ts, one statement): the delivery's new state
// (succeeded, failed, or pending with its next attempt due), the attempt log row, and the endpoint's
// failure streak. When the streak has gone on too long, a second statement in the same transaction
// disables the endpoint: no reader sees the failed delivery with its endpoint still active.
import type { Db } from '../store/db.ts';
import { recordAttemptResult } from '../store/webhook-attempts.ts';
import { disableWebhook } from '../store/webhooks.ts';
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

/** Answers undefined when the attempt had already been recorded (a duplicate run of the same job). */
export async function recordAttempt(db: Db, input: RecordAttemptInput): Promise<RecordedAttempt | undefined> {
  const { outcome } = input;
  const delay = outcome.ok
    ? undefined
    : retryDelayAfter(input.attempt, input.maxAttempts, input.retryDelaysMs);
  const status = outcome.ok ? 'succeeded' : delay === undefined ? 'failed' : 'pending';
  // A success on an endpoint with no streak leaves `webhooks` alone (should a failure land between
  // loading and recording, the next success resets the streak).
  const touchesStreak = !(status === 'succeeded' && input.streakClean);
  return db.transaction(async (tx) => {
    const row = await recordAttemptResult(tx, {
      deliveryId: input.deliveryId,
      attempt: input.attempt,
      status,
      attemptedAt: outcome.attemptedAt,
      statusCode: outcome.statusCode,
      error: outcome.error,
      latencyMs: outcome.latencyMs,
      responseExcerpt: outcome.responseExcerpt,
      nextAttemptInMs: delay ?? 0,
      ...(touchesStreak ? { streakOf: input.webhookId } : {}),
    });
    if (!row) return undefined;
    const recorded: RecordedAttempt = { status, nextAttemptAt: row.nextAttemptAt };
    if (status !== 'failed' || !row.enabled || !row.failingSince) return recorded;
    const reason = autoDisableReason(
      { failingSince: row.failingSince, consecutiveFailedDeliveries: row.consecutiveFailedDeliveries ?? 0 },
      new Date(),
      input.autoDisable,
    );
    if (!reason) return recorded;
    await disableWebhook(tx, input.webhookId, reason);
    return { ...recorded, disabledReason: reason };
  });
}
