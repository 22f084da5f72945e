// Changes a webhook's URL, events or enabled flag. Re-enabling clears the disabled reason and the
// failure streak; disabling leaves deliveries in flight to fail as "not attempted".
import { notFound, validationError } from '../errors.ts';
import type { Db } from '../store/db.ts';
import {
  updateWebhook as updateWebhookRow,
  type WebhookChanges,
  type WebhookRecord,
} from '../store/webhooks.ts';
import { webhookUrlProblems } from './validate-webhook-url.ts';

export async function updateWebhook(
  db: Db,
  agencyId: string,
  id: string,
  changes: WebhookChanges,
  options: { allowLoopback: boolean },
): Promise<WebhookRecord> {
  if (changes.url !== undefined) {
    const problems = webhookUrlProblems(changes.url, options);
    if (problems.length > 0) throw validationError({ url: problems });
  }
  const updated = await updateWebhookRow(db, agencyId, id, changes);
  if (!updated) throw notFound(`Webhook ${id}`);
  return updated;
}
