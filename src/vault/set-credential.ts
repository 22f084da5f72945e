// Stores (or replaces) an agency's login for one carrier portal. Replacing keeps the record id, because
// the id is part of the ciphertext's binding, and marks the login usable again.

import { notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import type { Db, Queryable } from '../store/db.ts';
import { isoTime } from './credential-record.ts';
import { type CredentialSecret, sealSecret } from './envelope.ts';
import { registerKeyVersion } from './key-registry.ts';
import type { Keyring } from './master-keys.ts';

export interface SetCredentialInput extends CredentialSecret {
  agencyId: string;
  carrierId: string;
}

/** What the caller gets back: the record's state, never the secret. */
export interface SetCredentialResult {
  id: string;
  carrierId: string;
  status: 'configured';
  updatedAt: string;
}

export function setCredential(
  deps: { db: Db; keyring: Keyring },
  input: SetCredentialInput,
): Promise<SetCredentialResult> {
  const { agencyId, carrierId } = input;
  const secret: CredentialSecret = { username: input.username, password: input.password };
  if (input.totpSeed !== undefined) secret.totpSeed = input.totpSeed;

  const saved = deps.db.transaction(async (tx) => {
    await registerKeyVersion(tx, deps.keyring.current());
    let id = await lockExisting(tx, agencyId, carrierId);
    if (!id) {
      const fresh = newId('credential');
      // A concurrent first save may win the race: then this insert does nothing and we update theirs.
      const [inserted] = await tx.query<Row>(
        `INSERT INTO carrier_credentials (id, agency_id, carrier_id, ${SEALED_COLUMNS})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (agency_id, carrier_id) DO NOTHING
         RETURNING id, updated_at`,
        [fresh, agencyId, carrierId, ...sealedValues(secret, fresh)],
      );
      if (inserted) return result(inserted, carrierId);
      id = await lockExisting(tx, agencyId, carrierId);
      if (!id) throw new Error('carrier credential vanished during its upsert');
    }
    const [updated] = await tx.query<Row>(
      `UPDATE carrier_credentials
       SET ciphertext = $2, iv = $3, auth_tag = $4, wrapped_key = $5, wrapped_key_iv = $6,
           wrapped_key_auth_tag = $7, key_version = $8,
           status = 'configured', status_reason = NULL, last_verified_at = NULL, updated_at = now()
       WHERE id = $1
       RETURNING id, updated_at`,
      [id, ...sealedValues(secret, id)],
    );
    return result(updated!, carrierId);
  });
  return saved.catch((error: unknown) => {
    // foreign_key_violation: the agency does not exist
    throw (error as { code?: string }).code === '23503' ? notFound('Agency') : error;
  });

  // Sealed inside the transaction, so a rotation committed before it is seen through keyring.current().
  function sealedValues(value: CredentialSecret, recordId: string): unknown[] {
    const s = sealSecret(value, { agencyId, carrierId, recordId }, deps.keyring.current());
    return [s.ciphertext, s.iv, s.authTag, s.wrappedKey, s.wrappedKeyIv, s.wrappedKeyAuthTag, s.keyVersion];
  }
}

type Row = { id: string; updated_at: Date | string };

const SEALED_COLUMNS =
  'ciphertext, iv, auth_tag, wrapped_key, wrapped_key_iv, wrapped_key_auth_tag, key_version';

async function lockExisting(tx: Queryable, agencyId: string, carrierId: string): Promise<string | undefined> {
  const [row] = await tx.query<{ id: string }>(
    'SELECT id FROM carrier_credentials WHERE agency_id = $1 AND carrier_id = $2 FOR UPDATE',
    [agencyId, carrierId],
  );
  return row?.id;
}

function result(row: Row, carrierId: string): SetCredentialResult {
  return { id: row.id, carrierId, status: 'configured', updatedAt: isoTime(row.updated_at) };
}
