// Rotates a webhook's signing secret. The new secret is returned once; the replaced one keeps
// signing beside it for the overlap the partner chose, so receivers can switch without a gap.
import { notFound } from '../errors.ts';
import type { Db } from '../store/db.ts';
import { rotateWebhookSecret as rotateRow, type WebhookRecord } from '../store/webhooks.ts';
import { generateSecret } from './sign.ts';

export const DEFAULT_OVERLAP_SECONDS = 24 * 3600;

export async function rotateWebhookSecret(
  db: Db,
  agencyId: string,
  id: string,
  overlapSeconds = DEFAULT_OVERLAP_SECONDS,
): Promise<{ webhook: WebhookRecord; secret: string }> {
  const secret = generateSecret();
  const webhook = await rotateRow(db, agencyId, id, secret, overlapSeconds);
  if (!webhook) throw notFound(`Webhook ${id}`);
  return { webhook, secret };
}
