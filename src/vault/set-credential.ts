// Stores (or replaces) an agency's login for one carrier portal. Replacing keeps the record id, because
// the id is part of the ciphertext's binding, marks the login usable again, and closes a check of the
// old secret still under way (its answer would be about a secret that is gone).

import { notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import {
  insertCredential,
  lockCredential,
  replaceCredentialSecret,
  type SavedCredential,
} from '../store/credentials.ts';
import type { Db } from '../store/db.ts';
import { deleteKeptSession } from '../store/kept-sessions.ts';
import { closeOpenLoginChecks } from '../store/login-checks.ts';
import { isoTime } from './credential-record.ts';
import { type CredentialSecret, type SealedSecret, sealSecret } from './envelope.ts';
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
    let id = await lockCredential(tx, agencyId, carrierId);
    if (!id) {
      const fresh = newId('credential');
      // A concurrent first save may win the race: then this insert does nothing and we update theirs.
      const inserted = await insertCredential(tx, {
        id: fresh,
        agencyId,
        carrierId,
        sealed: sealed(secret, fresh),
      });
      if (inserted) return result(inserted, carrierId);
      id = await lockCredential(tx, agencyId, carrierId);
      if (!id) throw new Error('carrier credential vanished during its upsert');
    }
    const updated = await replaceCredentialSecret(tx, id, sealed(secret, id));
    // A session signed in with the old login is not the new login's.
    await deleteKeptSession(tx, { agencyId, carrierId });
    await closeOpenLoginChecks(tx, agencyId, carrierId, 'A new login was saved during the test');
    return result(updated!, carrierId);
  });
  return saved.catch((error: unknown) => {
    // foreign_key_violation: the agency does not exist
    throw (error as { code?: string }).code === '23503' ? notFound('Agency') : error;
  });

  // Sealed inside the transaction, so a rotation committed before it is seen through keyring.current().
  function sealed(value: CredentialSecret, recordId: string): SealedSecret {
    return sealSecret(value, { agencyId, carrierId, recordId }, deps.keyring.current());
  }
}

function result(row: SavedCredential, carrierId: string): SetCredentialResult {
  return { id: row.id, carrierId, status: 'configured', updatedAt: isoTime(row.updatedAt) };
}
