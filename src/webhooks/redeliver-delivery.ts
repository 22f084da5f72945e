// Redelivery by hand: one more attempt of a finished delivery (failed or succeeded), now. It carries
// the same event id (`webhook-id`), so an idempotent receiver treats it as the event it may have seen.
import { AppError, notFound } from '../errors.ts';
import type { Db } from '../store/db.ts';
import { type DeliveryRecord, findDelivery, requeueDelivery } from '../store/webhook-deliveries.ts';
import { findWebhook } from '../store/webhooks.ts';

export async function redeliverDelivery(
  db: Db,
  agencyId: string,
  webhookId: string,
  deliveryId: string,
): Promise<DeliveryRecord> {
  const webhook = await findWebhook(db, agencyId, webhookId);
  if (!webhook) throw notFound(`Webhook ${webhookId}`);
  const delivery = await findDelivery(db, webhookId, deliveryId);
  if (!delivery) throw notFound(`Delivery ${deliveryId}`);
  if (!webhook.enabled) {
    throw new AppError('INVALID_STATE', 'The webhook is disabled; enable it (PATCH enabled: true) first');
  }
  if (!(await requeueDelivery(db, webhookId, deliveryId))) {
    throw new AppError(
      'INVALID_STATE',
      'The delivery is still pending: its next attempt is already scheduled',
    );
  }
  return (await findDelivery(db, webhookId, deliveryId))!;
}
