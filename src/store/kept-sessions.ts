// kept_portal_sessions: one sealed browser storage state per agency and carrier login (decision 0011). The
// store keeps the sealed columns as they are and never sees a cookie; the vault seals and opens them.
import type { SealedColumns, WrappedKeyColumns } from './credentials.ts';
import type { Queryable } from './db.ts';

export interface KeptSessionRow {
  agency_id: string;
  carrier_id: string;
  ciphertext: Uint8Array;
  iv: Uint8Array;
  auth_tag: Uint8Array;
  wrapped_key: Uint8Array;
  wrapped_key_iv: Uint8Array;
  wrapped_key_auth_tag: Uint8Array;
  key_version: number;
  expires_at: Date | string;
}

export interface LoginKey {
  agencyId: string;
  carrierId: string;
}

/** The login's kept session, unless it has expired. */
export async function findKeptSession(db: Queryable, key: LoginKey): Promise<KeptSessionRow | undefined> {
  const [row] = await db.query<KeptSessionRow>(
    `SELECT agency_id, carrier_id, ciphertext, iv, auth_tag, wrapped_key, wrapped_key_iv,
            wrapped_key_auth_tag, key_version, expires_at
       FROM kept_portal_sessions WHERE agency_id = $1 AND carrier_id = $2 AND expires_at > now()`,
    [key.agencyId, key.carrierId],
  );
  return row;
}

/** Saves (or replaces) the login's session, kept until `expiresAt`. */
export async function saveKeptSession(
  db: Queryable,
  key: LoginKey,
  sealed: SealedColumns,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO kept_portal_sessions (agency_id, carrier_id, ciphertext, iv, auth_tag, wrapped_key,
       wrapped_key_iv, wrapped_key_auth_tag, key_version, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (agency_id, carrier_id) DO UPDATE SET ciphertext = EXCLUDED.ciphertext, iv = EXCLUDED.iv,
       auth_tag = EXCLUDED.auth_tag, wrapped_key = EXCLUDED.wrapped_key, wrapped_key_iv = EXCLUDED.wrapped_key_iv,
       wrapped_key_auth_tag = EXCLUDED.wrapped_key_auth_tag, key_version = EXCLUDED.key_version,
       expires_at = EXCLUDED.expires_at, saved_at = now()`,
    [
      key.agencyId,
      key.carrierId,
      sealed.ciphertext,
      sealed.iv,
      sealed.authTag,
      sealed.wrappedKey,
      sealed.wrappedKeyIv,
      sealed.wrappedKeyAuthTag,
      sealed.keyVersion,
      expiresAt,
    ],
  );
}

export async function deleteKeptSession(db: Queryable, key: LoginKey): Promise<void> {
  await db.query('DELETE FROM kept_portal_sessions WHERE agency_id = $1 AND carrier_id = $2', [
    key.agencyId,
    key.carrierId,
  ]);
}

/** Deletes every expired session; answers how many. */
export async function purgeExpiredKeptSessions(db: Queryable): Promise<number> {
  const rows = await db.query(
    'DELETE FROM kept_portal_sessions WHERE expires_at <= now() RETURNING agency_id',
  );
  return rows.length;
}

/** Sessions whose data key is wrapped under another master key version, locked for a rotation. */
export async function lockKeptSessionsNotOn(tx: Queryable, version: number): Promise<KeptSessionRow[]> {
  return tx.query<KeptSessionRow>(
    `SELECT agency_id, carrier_id, ciphertext, iv, auth_tag, wrapped_key, wrapped_key_iv,
            wrapped_key_auth_tag, key_version, expires_at
       FROM kept_portal_sessions WHERE key_version <> $1 FOR UPDATE`,
    [version],
  );
}

export async function rewrapKeptSession(tx: Queryable, key: LoginKey, wrapped: WrappedKeyColumns) {
  await tx.query(
    `UPDATE kept_portal_sessions SET wrapped_key = $3, wrapped_key_iv = $4, wrapped_key_auth_tag = $5,
       key_version = $6 WHERE agency_id = $1 AND carrier_id = $2`,
    [
      key.agencyId,
      key.carrierId,
      wrapped.wrappedKey,
      wrapped.wrappedKeyIv,
      wrapped.wrappedKeyAuthTag,
      wrapped.keyVersion,
    ],
  );
}
