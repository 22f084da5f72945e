// Compares the keyring with the master key versions the stored records use. Run at startup: a
// missing version means some credentials cannot be decrypted (refuse to start rather than fail
// at the first login), and it shows which old versions no record needs any more.
import type { Queryable } from '../store/db.ts';
import type { Keyring } from './master-keys.ts';

export interface KeyringCheck {
  /** Versions wrapping at least one data key, ascending. */
  inUse: number[];
  /** In use but not in the keyring: those credentials cannot be decrypted. */
  missing: number[];
  /**
   * Older than current and used by no record: may be removed, once no database backup from before
   * the rotation may still be restored (its records need them).
   */
  unused: number[];
}

export async function checkKeyring(deps: { db: Queryable; keyring: Keyring }): Promise<KeyringCheck> {
  const rows = await deps.db.query<{ key_version: number }>(
    'SELECT DISTINCT key_version FROM carrier_credentials ORDER BY key_version',
  );
  const inUse = rows.map((r) => r.key_version);
  const held = deps.keyring.versions();
  const current = deps.keyring.current().version;
  return {
    inUse,
    missing: inUse.filter((v) => !held.includes(v)),
    unused: held.filter((v) => v !== current && !inUse.includes(v)),
  };
}
