// Decrypts an agency's login for one carrier, for the agent about to sign in to that portal.
import { type CredentialRow, findCredential } from '../store/credentials.ts';
import type { Queryable } from '../store/db.ts';
import { bindingOf, sealedOf } from './credential-record.ts';
import { type CredentialSecret, openSecret } from './envelope.ts';
import type { Keyring } from './master-keys.ts';

/**
 * The outcome of a lookup. `invalid` and `locked` carry no secret: the portal refused it or locked the
 * account out before, and trying it again risks a lock-out (or keeps one) until a person saves a new
 * login or a login check passes.
 */
export type CredentialForLogin =
  | { status: 'configured'; secret: CredentialSecret }
  | { status: 'invalid' | 'locked'; reason: string }
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
  if (row.status !== 'configured')
    return { status: row.status, reason: row.status_reason ?? `Marked ${row.status}` };
  return { status: 'configured', secret: await openRow(deps, row) };
}

/**
 * For a login check ("Test login") only: the secret whatever its status, since whether the portal
 * takes it now is the question. The same rules as useCredential for what is done with it.
 */
export async function useCredentialForCheck(
  deps: { db: Queryable; keyring: Keyring },
  agencyId: string,
  carrierId: string,
): Promise<CredentialSecret | undefined> {
  const row = await findCredential(deps.db, agencyId, carrierId);
  return row ? openRow(deps, row) : undefined;
}

async function openRow(deps: { keyring: Keyring }, row: CredentialRow): Promise<CredentialSecret> {
  // A rotation by another process (the rotate command) added a version this process has not read yet.
  if (!deps.keyring.get(row.key_version)) await deps.keyring.reload();
  // The binding comes from the row as stored: a row moved to another agency or carrier fails here.
  return openSecret(sealedOf(row), bindingOf(row), deps.keyring.get);
}
