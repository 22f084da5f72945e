// Master key rotation for webhook signing secrets: every secret (and a rotated-out one still signing)
// sealed under an older master key version is opened and sealed again under the current one, so old
// versions can be retired. Runs inside the rotation's transaction.
import type { Queryable } from '../store/db.ts';
import { lockWebhookSecretsNotOn, replaceWebhookSecrets } from '../store/webhooks.ts';
import type { SecretBox } from './secret-box.ts';

export async function resealWebhookSecrets(tx: Queryable, box: SecretBox, version: number): Promise<number> {
  const rows = await lockWebhookSecretsNotOn(tx, version);
  for (const row of rows) {
    const reseal = async (stored: string) => box.seal(row.id, await box.open(row.id, stored));
    await replaceWebhookSecrets(tx, {
      id: row.id,
      secret: await reseal(row.secret),
      previousSecret: row.previousSecret === null ? null : await reseal(row.previousSecret),
    });
  }
  return rows.length;
}
