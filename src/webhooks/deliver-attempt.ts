// One delivery attempt, as the pg-boss job runs it: load the delivery, sign the event, POST it, record
// the outcome, and queue the next attempt if one is due. A job for an attempt that has already been
// made (a duplicate, or a sweep racing the worker) does nothing.

import type { PgBoss } from 'pg-boss';
import type { Db } from '../store/db.ts';
import { type AttemptTarget, failDelivery } from '../store/webhook-deliveries.ts';
import { signingSecrets } from '../store/webhooks.ts';
import { type AttemptJob, enqueueAttempts } from './delivery-queue.ts';
import type { AutoDisablePolicy } from './policy.ts';
import { type AttemptOutcome, postWebhook, type WebhookAgents } from './post-webhook.ts';
import { type RecordedAttempt, recordAttempt } from './record-attempt.ts';
import type { SecretBox } from './secret-box.ts';
import { signatureHeaders } from './sign.ts';

export const USER_AGENT = 'QuotingService-Webhooks/1';

export interface DeliverAttemptDeps {
  /** Opens the stored (encrypted) signing secrets. */
  secrets: SecretBox;
  db: Db;
  boss: PgBoss;
  agents: WebhookAgents;
  allowLoopback: boolean;
  timeoutMs: number;
  retryDelaysMs: readonly number[];
  autoDisable: AutoDisablePolicy;
  /** Replaces the HTTP POST (tests of the state machine alone). */
  post?: typeof postWebhook;
}

export type AttemptResult =
  | { kind: 'skipped'; reason: string }
  | { kind: 'attempted'; outcome: AttemptOutcome; recorded: RecordedAttempt | undefined };

/** One attempt of `job`; `target` is what `loadAttemptTargets` found for its delivery (undefined: none). */
export async function deliverAttempt(
  deps: DeliverAttemptDeps,
  job: AttemptJob,
  target: AttemptTarget | undefined,
): Promise<AttemptResult> {
  if (!target) return { kind: 'skipped', reason: 'delivery no longer exists (webhook deleted)' };
  if (target.status !== 'pending' || target.attempts !== job.attempt - 1) {
    return { kind: 'skipped', reason: `attempt ${job.attempt} already made` };
  }
  if (!target.enabled) {
    await failDelivery(deps.db, target, 'not attempted: the webhook is disabled');
    return { kind: 'skipped', reason: 'webhook disabled' };
  }

  const body = JSON.stringify(target.payload);
  const now = new Date();
  const headers = {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'x-service-event': target.eventType,
    'x-service-delivery': target.deliveryId,
    ...signatureHeaders({
      secrets: await Promise.all(
        signingSecrets(target, now).map((s) => deps.secrets.open(target.webhookId, s)),
      ),
      eventId: target.eventId,
      timestamp: now,
      body,
    }),
  };
  const outcome = await (deps.post ?? postWebhook)({
    url: target.url,
    body,
    headers,
    timeoutMs: deps.timeoutMs,
    agents: deps.agents,
    allowLoopback: deps.allowLoopback,
  });
  const recorded = await recordAttempt(deps.db, {
    deliveryId: target.deliveryId,
    webhookId: target.webhookId,
    attempt: job.attempt,
    maxAttempts: target.maxAttempts,
    outcome,
    retryDelaysMs: deps.retryDelaysMs,
    autoDisable: deps.autoDisable,
    streakClean: target.streakClean,
  });
  if (recorded?.status === 'pending' && recorded.nextAttemptAt) {
    // if this process dies before the send, the sweep queues the attempt once it is overdue
    await enqueueAttempts(deps.boss, [
      { deliveryId: target.deliveryId, attempt: job.attempt + 1, startAfter: recorded.nextAttemptAt },
    ]);
  }
  return { kind: 'attempted', outcome, recorded };
}
