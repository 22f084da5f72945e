// A `webhook.test` event for one webhook: recorded in the outbox like any event, so it travels the
// real path (fan-out, queue, signing, attempt log), but delivered only to the webhook it names.
import { AppError, notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import type { Db } from '../store/db.ts';
import { insertEvent } from '../store/events.ts';
import { findWebhook } from '../store/webhooks.ts';
import { TEST_EVENT } from './fan-out-events.ts';

export async function sendTestEvent(
  db: Db,
  agencyId: string,
  webhookId: string,
  now = new Date(),
): Promise<{ eventId: string }> {
  const webhook = await findWebhook(db, agencyId, webhookId);
  if (!webhook) throw notFound(`Webhook ${webhookId}`);
  if (!webhook.enabled) {
    throw new AppError('INVALID_STATE', 'The webhook is disabled; enable it (PATCH enabled: true) first');
  }
  const eventId = newId('event');
  const payload = {
    event: TEST_EVENT,
    eventId,
    webhookId,
    timestamp: now.toISOString(),
    message: 'A test event from the quoting service: your endpoint is reachable and verifies signatures.',
  };
  await db.transaction((tx) =>
    insertEvent(tx, { id: eventId, agencyId, quoteRequestId: null, jobId: null, type: TEST_EVENT, payload }),
  );
  return { eventId };
}
