// Registers a webhook (contract §4.4): a checked URL, known event names, and a fresh signing secret
// that the caller sees once, in this answer only.
import { AppError, validationError } from '../errors.ts';
import { newId } from '../ids.ts';
import type { Db } from '../store/db.ts';
import { countWebhooks, insertWebhook, type WebhookRecord } from '../store/webhooks.ts';
import type { SecretBox } from './secret-box.ts';
import { generateSecret } from './sign.ts';
import { webhookUrlProblems } from './validate-webhook-url.ts';

/** Each endpoint multiplies every event into a delivery; a bound keeps one agency from flooding the queue. */
export const MAX_WEBHOOKS_PER_AGENCY = 25;

export interface CreateWebhookInput {
  url: string;
  events: readonly string[];
}

export async function createWebhook(
  db: Db,
  agencyId: string,
  input: CreateWebhookInput,
  options: { allowLoopback: boolean; secrets: SecretBox },
): Promise<{ webhook: WebhookRecord; secret: string }> {
  const problems = webhookUrlProblems(input.url, options);
  if (problems.length > 0) throw validationError({ url: problems });
  if ((await countWebhooks(db, agencyId)) >= MAX_WEBHOOKS_PER_AGENCY) {
    throw new AppError(
      'INVALID_STATE',
      `An agency can register at most ${MAX_WEBHOOKS_PER_AGENCY} webhooks; delete one first`,
    );
  }
  const secret = generateSecret();
  const id = newId('webhook');
  const webhook = await insertWebhook(db, {
    id,
    agencyId,
    url: input.url,
    events: input.events,
    secret: options.secrets.seal(id, secret), // stored encrypted, shown once in the answer
  });
  return { webhook, secret };
}
