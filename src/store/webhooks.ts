// The webhooks table: partner endpoints, their signing secrets and failure streak. Every read and
// write of a partner's own webhook is filtered by agency.
import type { Queryable } from './db.ts';

export interface WebhookRecord {
  id: string;
  agencyId: string;
  url: string;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: Date | null;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
  failingSince: Date | null;
  consecutiveFailedDeliveries: number;
  createdAt: Date;
  updatedAt: Date;
}

export const selectWebhook = `SELECT id, agency_id AS "agencyId", url, events, enabled,
  disabled_reason AS "disabledReason", disabled_at AS "disabledAt", secret, previous_secret AS "previousSecret",
  previous_secret_expires_at AS "previousSecretExpiresAt", failing_since AS "failingSince",
  consecutive_failed_deliveries AS "consecutiveFailedDeliveries", created_at AS "createdAt",
  updated_at AS "updatedAt" FROM webhooks`;

export async function insertWebhook(
  db: Queryable,
  input: { id: string; agencyId: string; url: string; events: readonly string[]; secret: string },
): Promise<WebhookRecord> {
  await db.query('INSERT INTO webhooks (id, agency_id, url, events, secret) VALUES ($1, $2, $3, $4, $5)', [
    input.id,
    input.agencyId,
    input.url,
    input.events,
    input.secret,
  ]);
  return (await findWebhook(db, input.agencyId, input.id))!;
}

export async function findWebhook(
  db: Queryable,
  agencyId: string,
  id: string,
): Promise<WebhookRecord | undefined> {
  const [row] = await db.query<WebhookRecord>(`${selectWebhook} WHERE id = $1 AND agency_id = $2`, [
    id,
    agencyId,
  ]);
  return row;
}

export async function listWebhooks(db: Queryable, agencyId: string): Promise<WebhookRecord[]> {
  return db.query<WebhookRecord>(`${selectWebhook} WHERE agency_id = $1 ORDER BY id`, [agencyId]);
}

export async function countWebhooks(db: Queryable, agencyId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM webhooks WHERE agency_id = $1',
    [agencyId],
  );
  return row?.n ?? 0;
}

export interface WebhookChanges {
  url?: string;
  events?: readonly string[];
  enabled?: boolean;
}

/**
 * Applies a partial update. Enabling clears the disabled reason and the failure streak, so an
 * endpoint re-enabled after an automatic disable starts with a clean slate.
 */
export async function updateWebhook(
  db: Queryable,
  agencyId: string,
  id: string,
  changes: WebhookChanges,
  disabledReason = 'Disabled by the partner',
): Promise<WebhookRecord | undefined> {
  const sets: string[] = ['updated_at = now()'];
  const values: unknown[] = [id, agencyId];
  if (changes.url !== undefined) sets.push(`url = $${values.push(changes.url)}`);
  if (changes.events !== undefined) sets.push(`events = $${values.push(changes.events)}`);
  if (changes.enabled === true) {
    sets.push(
      'enabled = true, disabled_reason = NULL, disabled_at = NULL',
      'failing_since = NULL, consecutive_failed_deliveries = 0',
    );
  } else if (changes.enabled === false) {
    // keeps the reason and time of an earlier disable (automatic or not)
    sets.push(
      `disabled_reason = CASE WHEN enabled THEN $${values.push(disabledReason)} ELSE disabled_reason END`,
      'disabled_at = CASE WHEN enabled THEN now() ELSE disabled_at END',
      'enabled = false',
    );
  }
  const rows = await db.query<{ id: string }>(
    `UPDATE webhooks SET ${sets.join(', ')} WHERE id = $1 AND agency_id = $2 RETURNING id`,
    values,
  );
  return rows.length > 0 ? findWebhook(db, agencyId, id) : undefined;
}

/** The new secret signs from now on; the replaced one keeps signing until `previousExpiresAt`. */
export async function rotateWebhookSecret(
  db: Queryable,
  agencyId: string,
  id: string,
  secret: string,
  overlapSeconds: number,
): Promise<WebhookRecord | undefined> {
  const rows = await db.query<{ id: string }>(
    `UPDATE webhooks SET
       previous_secret = CASE WHEN $4::int > 0 THEN secret END,
       previous_secret_expires_at = CASE WHEN $4::int > 0 THEN now() + $4::int * interval '1 second' END,
       secret = $3, updated_at = now()
     WHERE id = $1 AND agency_id = $2 RETURNING id`,
    [id, agencyId, secret, overlapSeconds],
  );
  return rows.length > 0 ? findWebhook(db, agencyId, id) : undefined;
}

/** An automatic disable (a failure streak gone on too long); one already disabled keeps its reason. */
export async function disableWebhook(db: Queryable, id: string, reason: string): Promise<void> {
  await db.query(
    `UPDATE webhooks SET enabled = false, disabled_reason = $2, disabled_at = now(), updated_at = now()
     WHERE id = $1 AND enabled`,
    [id, reason],
  );
}

export interface StoredWebhookSecrets {
  id: string;
  secret: string;
  previousSecret: string | null;
}

/**
 * Webhooks with a secret (or a rotated-out one still signing) not sealed under master key `version`,
 * locked for the rotation's transaction.
 */
export async function lockWebhookSecretsNotOn(
  tx: Queryable,
  version: number,
): Promise<StoredWebhookSecrets[]> {
  return tx.query<StoredWebhookSecrets>(
    `SELECT id, secret, previous_secret AS "previousSecret" FROM webhooks
     WHERE secret NOT LIKE $1 OR (previous_secret IS NOT NULL AND previous_secret NOT LIKE $1)
     FOR UPDATE`,
    [`enc:${version}:%`],
  );
}

export async function replaceWebhookSecrets(db: Queryable, secrets: StoredWebhookSecrets): Promise<void> {
  await db.query('UPDATE webhooks SET secret = $2, previous_secret = $3 WHERE id = $1', [
    secrets.id,
    secrets.secret,
    secrets.previousSecret,
  ]);
}

export async function deleteWebhook(db: Queryable, agencyId: string, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM webhooks WHERE id = $1 AND agency_id = $2 RETURNING id', [
    id,
    agencyId,
  ]);
  return rows.length > 0;
}

/** The secrets that sign at `now`: the current one, then the rotated-out one while it lasts. */
export function signingSecrets(
  webhook: Pick<WebhookRecord, 'secret' | 'previousSecret' | 'previousSecretExpiresAt'>,
  now: Date,
): string[] {
  const live =
    webhook.previousSecret && webhook.previousSecretExpiresAt && webhook.previousSecretExpiresAt > now;
  return live ? [webhook.secret, webhook.previousSecret!] : [webhook.secret];
}
