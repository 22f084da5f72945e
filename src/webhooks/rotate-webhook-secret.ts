// Rotates a webhook's signing secret. The new secret is returned once; the replaced one keeps
// signing beside it for the overlap the partner chose, so receivers can switch without a gap.
import { notFound } from '../errors.ts';
import type { Db } from '../store/db.ts';
import { rotateWebhookSecret as rotateRow, type WebhookRecord } from '../store/webhooks.ts';
import type { SecretBox } from './secret-box.ts';
import { generateSecret } from './sign.ts';

export const DEFAULT_OVERLAP_SECONDS = 24 * 3600;

export async function rotateWebhookSecret(
  { db, secrets }: { db: Db; secrets: SecretBox },
  agencyId: string,
  id: string,
  overlapSeconds = DEFAULT_OVERLAP_SECONDS,
): Promise<{ webhook: WebhookRecord; secret: string }> {
  const secret = generateSecret();
  const webhook = await rotateRow(db, agencyId, id, secrets.seal(id, secret), overlapSeconds);
  if (!webhook) throw notFound(`Webhook ${id}`);
  return { webhook, secret };
}
