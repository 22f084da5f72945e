// The pg-boss queue of delivery attempts: one job per attempt, keyed by delivery and attempt number so
// that a sweep re-sending work that is already queued or running adds nothing.
import type { PgBoss } from 'pg-boss';

export const DELIVERY_QUEUE = 'webhook-delivery';

export interface AttemptJob {
  deliveryId: string;
  attempt: number;
}

export async function createDeliveryQueue(boss: PgBoss): Promise<void> {
  await boss.createQueue(DELIVERY_QUEUE, {
    // at most one queued-or-running job per singletonKey (delivery + attempt)
    policy: 'exclusive',
    // pg-boss retries are for a handler that crashed or lost the database, not for receivers: those
    // outcomes are recorded by the handler, which schedules the next attempt itself
    retryLimit: 5,
    retryDelay: 5,
    // an attempt takes at most the 5 s timeout plus a few statements; past a minute its process died
    expireInSeconds: 60,
    // the delivery log lives in webhook_deliveries / webhook_attempts; finished jobs are not needed
    deleteAfterSeconds: 3600,
  });
}

export const singletonKeyOf = (job: AttemptJob) => `${job.deliveryId}:${job.attempt}`;

/** Queues attempts; `startAfter` defers one (a retry). Duplicates of queued or running jobs are dropped. */
export async function enqueueAttempts(
  boss: PgBoss,
  attempts: readonly (AttemptJob & { startAfter?: Date })[],
): Promise<void> {
  if (attempts.length === 0) return;
  await boss.insert(
    DELIVERY_QUEUE,
    attempts.map(({ deliveryId, attempt, startAfter }) => ({
      data: { deliveryId, attempt },
      singletonKey: singletonKeyOf({ deliveryId, attempt }),
      ...(startAfter ? { startAfter } : {}),
    })),
  );
}
