// Master key rotation for webhook signing secrets: every secret (and a rotated-out one still signing)
// sealed under an older master key version is opened and sealed again under the current one, so old
// versions can be retired. Runs inside the rotation's transaction.
import type { Queryable } from '../store/db.ts';
import type { SecretBox } from './secret-box.ts';

export async function resealWebhookSecrets(tx: Queryable, box: SecretBox, version: number): Promise<number> {
  const rows = await tx.query<{ id: string; secret: string; previous_secret: string | null }>(
    `SELECT id, secret, previous_secret FROM webhooks
     WHERE secret NOT LIKE $1 OR (previous_secret IS NOT NULL AND previous_secret NOT LIKE $1)
     FOR UPDATE`,
    [`enc:${version}:%`],
  );
  for (const row of rows) {
    const reseal = async (stored: string | null) =>
      stored === null ? null : box.seal(row.id, await box.open(row.id, stored));
    await tx.query('UPDATE webhooks SET secret = $2, previous_secret = $3 WHERE id = $1', [
      row.id,
      await reseal(row.secret),
      await reseal(row.previous_secret),
    ]);
  }
  return rows.length;
}
