// carrier_credentials: each agency's login per carrier portal, sealed by the vault (envelope
// encryption; docs/vault.md). The store keeps the sealed columns as they are and never sees a secret.
import type { Queryable } from './db.ts';

/** `invalid`: the portal refused it; `locked`: the portal locked the account out (too many failures). */
export type CredentialState = 'configured' | 'invalid' | 'locked';

/** Announced by a trigger on every change of a login or of a check of it; payload `<agencyId> <carrierId>`. */
export const LOGINS_CHANGED_CHANNEL = 'logins_changed';

/** The row as the store returns it. PGlite returns bytea as Uint8Array, node-postgres as Buffer. */
export interface CredentialRow {
  id: string;
  agency_id: string;
  carrier_id: string;
  status: CredentialState;
  status_reason: string | null;
  ciphertext: Uint8Array;
  iv: Uint8Array;
  auth_tag: Uint8Array;
  wrapped_key: Uint8Array;
  wrapped_key_iv: Uint8Array;
  wrapped_key_auth_tag: Uint8Array;
  key_version: number;
  created_at: Date | string;
  updated_at: Date | string;
  last_verified_at: Date | string | null;
}

/** A data key wrapped under one master key version. */
export interface WrappedKeyColumns {
  wrappedKey: Buffer;
  wrappedKeyIv: Buffer;
  wrappedKeyAuthTag: Buffer;
  keyVersion: number;
}

/** The secret sealed under its data key, and the wrapped data key. */
export interface SealedColumns extends WrappedKeyColumns {
  ciphertext: Buffer;
  iv: Buffer;
  authTag: Buffer;
}

export interface SavedCredential {
  id: string;
  updatedAt: Date | string;
}

const sealedValues = (s: SealedColumns) => [
  s.ciphertext,
  s.iv,
  s.authTag,
  s.wrappedKey,
  s.wrappedKeyIv,
  s.wrappedKeyAuthTag,
  s.keyVersion,
];

export async function findCredential(
  db: Queryable,
  agencyId: string,
  carrierId: string,
): Promise<CredentialRow | undefined> {
  const [row] = await db.query<CredentialRow>(
    'SELECT * FROM carrier_credentials WHERE agency_id = $1 AND carrier_id = $2',
    [agencyId, carrierId],
  );
  return row;
}

/** Locks the agency's record for the carrier, if there is one, and answers its id. */
export async function lockCredential(
  tx: Queryable,
  agencyId: string,
  carrierId: string,
): Promise<string | undefined> {
  const [row] = await tx.query<{ id: string }>(
    'SELECT id FROM carrier_credentials WHERE agency_id = $1 AND carrier_id = $2 FOR UPDATE',
    [agencyId, carrierId],
  );
  return row?.id;
}

/** Inserts a new record; undefined when one for the agency and carrier exists already (a race lost). */
export async function insertCredential(
  tx: Queryable,
  input: { id: string; agencyId: string; carrierId: string; sealed: SealedColumns },
): Promise<SavedCredential | undefined> {
  const [row] = await tx.query<SavedCredential>(
    `INSERT INTO carrier_credentials (id, agency_id, carrier_id, ciphertext, iv, auth_tag, wrapped_key,
       wrapped_key_iv, wrapped_key_auth_tag, key_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (agency_id, carrier_id) DO NOTHING
     RETURNING id, updated_at AS "updatedAt"`,
    [input.id, input.agencyId, input.carrierId, ...sealedValues(input.sealed)],
  );
  return row;
}

/** A new secret for an existing record, which becomes usable again (`configured`). */
export async function replaceCredentialSecret(
  tx: Queryable,
  id: string,
  sealed: SealedColumns,
): Promise<SavedCredential | undefined> {
  const [row] = await tx.query<SavedCredential>(
    `UPDATE carrier_credentials
     SET ciphertext = $2, iv = $3, auth_tag = $4, wrapped_key = $5, wrapped_key_iv = $6,
         wrapped_key_auth_tag = $7, key_version = $8,
         status = 'configured', status_reason = NULL, last_verified_at = NULL, updated_at = now()
     WHERE id = $1
     RETURNING id, updated_at AS "updatedAt"`,
    [id, ...sealedValues(sealed)],
  );
  return row;
}

/**
 * After a job's sign-in was refused (`invalid`) or locked out (`locked`). Only a login still thought
 * good changes (a lock-out also overrides `invalid`), so a job refused for a stored bad login, or a
 * second job racing the first, never rewrites the portal's reason.
 */
export async function markCredentialRefused(
  db: Queryable,
  agencyId: string,
  carrierId: string,
  status: 'invalid' | 'locked',
  reason: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE carrier_credentials SET status = $3, status_reason = $4, updated_at = now()
     WHERE agency_id = $1 AND carrier_id = $2
       AND (status = 'configured' OR (status = 'invalid' AND $3 = 'locked')) RETURNING id`,
    [agencyId, carrierId, status, reason],
  );
  return rows.length > 0;
}

/**
 * What a login check found, whatever the status was: accepted makes the login `configured` and
 * verified now; refused or locked out, `invalid` or `locked` with the portal's words.
 */
export async function setCredentialCheckResult(
  tx: Queryable,
  agencyId: string,
  carrierId: string,
  result: { status: CredentialState; reason: string | null },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE carrier_credentials SET status = $3, status_reason = $4, updated_at = now(),
       last_verified_at = CASE WHEN $3 = 'configured' THEN now() ELSE last_verified_at END
     WHERE agency_id = $1 AND carrier_id = $2 RETURNING id`,
    [agencyId, carrierId, result.status, result.status === 'configured' ? null : result.reason],
  );
  return rows.length > 0;
}

export async function markCredentialVerified(db: Queryable, agencyId: string, carrierId: string) {
  const rows = await db.query(
    `UPDATE carrier_credentials SET last_verified_at = now()
     WHERE agency_id = $1 AND carrier_id = $2 AND status = 'configured' RETURNING id`,
    [agencyId, carrierId],
  );
  return rows.length > 0;
}

export async function deleteCredential(db: Queryable, agencyId: string, carrierId: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM carrier_credentials WHERE agency_id = $1 AND carrier_id = $2 RETURNING id',
    [agencyId, carrierId],
  );
  return rows.length > 0;
}

/** A record's state without any sealed column. */
export interface CredentialStatusRow {
  carrierId: string;
  status: CredentialState;
  statusReason: string | null;
  updatedAt: Date | string;
  lastVerifiedAt: Date | string | null;
}

export async function listCredentialStatusRows(
  db: Queryable,
  agencyId: string,
): Promise<CredentialStatusRow[]> {
  return db.query<CredentialStatusRow>(
    `SELECT carrier_id AS "carrierId", status, status_reason AS "statusReason", updated_at AS "updatedAt",
       last_verified_at AS "lastVerifiedAt"
     FROM carrier_credentials WHERE agency_id = $1 ORDER BY carrier_id`,
    [agencyId],
  );
}

/** The master key versions stored records are wrapped with, ascending. */
export async function credentialKeyVersions(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ version: number }>(
    'SELECT DISTINCT key_version AS version FROM carrier_credentials ORDER BY version',
  );
  return rows.map((r) => r.version);
}

/** How many records are wrapped with `version` (or, `not`, with any other). */
export async function countCredentials(
  db: Queryable,
  filter: { keyVersion?: number; not?: boolean } = {},
): Promise<number> {
  const where = filter.keyVersion === undefined ? '' : `WHERE key_version ${filter.not ? '<>' : '='} $1`;
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM carrier_credentials ${where}`,
    filter.keyVersion === undefined ? [] : [filter.keyVersion],
  );
  return row!.n;
}

export async function firstCredentialOn(
  db: Queryable,
  keyVersion: number,
): Promise<CredentialRow | undefined> {
  const [row] = await db.query<CredentialRow>(
    'SELECT * FROM carrier_credentials WHERE key_version = $1 LIMIT 1',
    [keyVersion],
  );
  return row;
}

/** Every record on another version than `keyVersion`, locked so a concurrent save waits. */
export async function lockCredentialsNotOn(tx: Queryable, keyVersion: number): Promise<CredentialRow[]> {
  return tx.query<CredentialRow>(
    'SELECT * FROM carrier_credentials WHERE key_version <> $1 ORDER BY id FOR UPDATE',
    [keyVersion],
  );
}

/** The record's data key wrapped anew (its ciphertext does not change). */
export async function rewrapCredential(tx: Queryable, id: string, wrapped: WrappedKeyColumns): Promise<void> {
  await tx.query(
    `UPDATE carrier_credentials
     SET wrapped_key = $2, wrapped_key_iv = $3, wrapped_key_auth_tag = $4, key_version = $5
     WHERE id = $1`,
    [id, wrapped.wrappedKey, wrapped.wrappedKeyIv, wrapped.wrappedKeyAuthTag, wrapped.keyVersion],
  );
}

/** Whether anything was ever encrypted under a master key (credentials, SMS tokens, or a registered version). */
export async function holdsEncryptedRecords(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM carrier_credentials) OR EXISTS (SELECT 1 FROM vault_key_versions)
       OR EXISTS (SELECT 1 FROM agency_sms_numbers WHERE auth_token IS NOT NULL) AS any`,
  );
  return row!.any;
}
