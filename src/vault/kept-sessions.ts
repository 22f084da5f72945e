// Portal sessions kept per carrier login (decision 0011): the browser's storage state after a sign-in
// (cookies, local storage: as good as the password while it lasts), sealed like a login under its own
// data key, bound (AAD) to the agency and carrier, so a row moved to another login does not open. Only
// the agent reads it back, to start the login's next job signed in.

import type { Db, Queryable } from '../store/db.ts';
import {
  deleteKeptSession,
  findKeptSession,
  type KeptSessionRow,
  type LoginKey,
  lockKeptSessionsNotOn,
  rewrapKeptSession,
  saveKeptSession,
} from '../store/kept-sessions.ts';
import { sealedOf } from './credential-record.ts';
import { type MasterKey, openBytes, rewrapBoundKey, sealBytes } from './envelope.ts';
import { registerKeyVersion } from './key-registry.ts';
import type { Keyring } from './master-keys.ts';

export function keptSessionAad(key: LoginKey): Buffer {
  return Buffer.from(JSON.stringify(['portal-session/v1', key.agencyId, key.carrierId]), 'utf8');
}

/** Seals and saves the login's storage state (any JSON value), kept until `expiresAt`. */
export async function keepSession(
  deps: { db: Db; keyring: Keyring },
  key: LoginKey,
  state: unknown,
  expiresAt: Date,
): Promise<void> {
  const master = deps.keyring.current();
  const plain = Buffer.from(JSON.stringify(state), 'utf8');
  try {
    const sealed = sealBytes(plain, keptSessionAad(key), master);
    await deps.db.transaction(async (tx) => {
      await registerKeyVersion(tx, master);
      await saveKeptSession(tx, key, sealed, expiresAt);
    });
  } finally {
    plain.fill(0);
  }
}

/**
 * The login's kept storage state, or undefined when there is none, it expired, or it no longer opens
 * (altered, or its key version gone): such a row is deleted, and the job signs in as if none was kept.
 */
export async function useKeptSession(
  deps: { db: Queryable; keyring: Keyring },
  key: LoginKey,
): Promise<unknown> {
  const row = await findKeptSession(deps.db, key);
  if (!row) return undefined;
  if (!deps.keyring.get(row.key_version)) await deps.keyring.reload();
  let plain: Buffer | undefined;
  try {
    plain = openBytes(sealedOf(row), keptSessionAad(key), deps.keyring.get);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    await deleteKeptSession(deps.db, key);
    return undefined;
  } finally {
    plain?.fill(0);
  }
}

export async function dropKeptSession(deps: { db: Queryable }, key: LoginKey): Promise<void> {
  await deleteKeptSession(deps.db, key);
}

/**
 * Key rotation: every kept session's data key re-wrapped under `target`, in the rotation's transaction.
 * One that no held version opens is deleted (a session is cheap to make again). Answers how many moved.
 */
export async function rewrapKeptSessions(
  tx: Queryable,
  keyring: Keyring,
  target: MasterKey,
): Promise<number> {
  const rows = await lockKeptSessionsNotOn(tx, target.version);
  let moved = 0;
  for (const row of rows) {
    const key = loginOf(row);
    try {
      await rewrapKeptSession(
        tx,
        key,
        rewrapBoundKey(sealedOf(row), keptSessionAad(key), keyring.get, target),
      );
      moved += 1;
    } catch {
      await deleteKeptSession(tx, key);
    }
  }
  return moved;
}

const loginOf = (row: KeptSessionRow): LoginKey => ({ agencyId: row.agency_id, carrierId: row.carrier_id });
