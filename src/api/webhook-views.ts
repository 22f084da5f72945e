// Store records → webhook answers. The secret is never part of a view; only create and rotate add it.
import type { AttemptRecord, DeliveryRecord } from '../store/webhook-deliveries.ts';
import type { WebhookRecord } from '../store/webhooks.ts';
import type { DeliveryViewT, WebhookViewT } from './schemas/webhooks.ts';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function webhookView(record: WebhookRecord, now = new Date()): WebhookViewT {
  const overlapping = record.previousSecretExpiresAt && new Date(record.previousSecretExpiresAt) > now;
  return {
    id: record.id,
    url: record.url,
    events: record.events,
    status: record.enabled ? 'active' : 'disabled',
    enabled: record.enabled,
    disabledReason: record.disabledReason,
    disabledAt: iso(record.disabledAt),
    failingSince: iso(record.failingSince),
    consecutiveFailedDeliveries: record.consecutiveFailedDeliveries,
    previousSecretExpiresAt: overlapping ? iso(record.previousSecretExpiresAt) : null,
    createdAt: iso(record.createdAt)!,
    updatedAt: iso(record.updatedAt)!,
  };
}

export function deliveryView(record: DeliveryRecord, attempts: readonly AttemptRecord[]): DeliveryViewT {
  return {
    id: record.id,
    webhookId: record.webhookId,
    eventId: record.eventId,
    event: record.eventType,
    status: record.status,
    attempts: record.attempts,
    nextAttemptAt: iso(record.nextAttemptAt),
    lastError: record.lastError,
    createdAt: iso(record.createdAt)!,
    completedAt: iso(record.completedAt),
    payload: record.payload,
    attemptLog: attempts
      .filter((a) => a.deliveryId === record.id)
      .map((a) => ({
        attempt: a.attempt,
        attemptedAt: iso(a.attemptedAt)!,
        statusCode: a.statusCode,
        latencyMs: a.latencyMs,
        succeeded: a.succeeded,
        responseExcerpt: a.responseExcerpt,
        error: a.error,
      })),
  };
}
