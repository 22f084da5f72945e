// Decrypts an agency's login for one carrier, for the agent about to sign in to that portal.
import { findCredential } from '../store/credentials.ts';
import type { Queryable } from '../store/db.ts';
import { bindingOf, sealedOf } from './credential-record.ts';
import { type CredentialSecret, openSecret } from './envelope.ts';
import type { Keyring } from './master-keys.ts';

/**
 * The outcome of a lookup. `invalid` carries no secret: the portal refused it before, and trying it
 * again risks locking the agency's account until a person saves a new one.
 */
export type CredentialForLogin =
  | { status: 'configured'; secret: CredentialSecret }
  | { status: 'invalid'; reason: string }
  | { status: 'missing' };

/**
 * For the agent at login time only. The secret must never be logged, put in an error, a step
 * record, a screenshot, a webhook or any API or app response; use it and drop it.
 */
export async function useCredential(
  deps: { db: Queryable; keyring: Keyring },
  agencyId: string,
  carrierId: string,
): Promise<CredentialForLogin> {
  const row = await findCredential(deps.db, agencyId, carrierId);
  if (!row) return { status: 'missing' };
  if (row.status === 'invalid') return { status: 'invalid', reason: row.status_reason ?? 'Marked invalid' };
  // A rotation by another process (the rotate command) added a version this process has not read yet.
  if (!deps.keyring.get(row.key_version)) await deps.keyring.reload();
  // The binding comes from the row as stored: a row moved to another agency or carrier fails here.
  const secret = openSecret(sealedOf(row), bindingOf(row), deps.keyring.get);
  return { status: 'configured', secret };
}
