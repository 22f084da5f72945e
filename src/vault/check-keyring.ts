// Compares the keyring with the master key versions the stored records use. Run at startup: a
// missing version means some credentials cannot be decrypted (refuse to start rather than fail
// at the first login), and it shows which old versions no record needs any more.
import { ConfigError } from '../config.ts';
import { countCredentials, credentialKeyVersions, firstCredentialOn } from '../store/credentials.ts';
import type { Queryable } from '../store/db.ts';
import { bindingOf, sealedOf } from './credential-record.ts';
import { rewrapDataKey } from './envelope.ts';
import { keyFingerprint, registeredVersions, registerKeyVersion } from './key-registry.ts';
import type { Keyring } from './master-keys.ts';

/** Whether anything was ever encrypted under a master key (then a missing key file is never recreated). */
export { holdsEncryptedRecords } from '../store/credentials.ts';

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
  const inUse = await credentialKeyVersions(deps.db);
  const held = deps.keyring.versions();
  const current = deps.keyring.current().version;
  return {
    inUse,
    missing: inUse.filter((v) => !held.includes(v)),
    unused: held.filter((v) => v !== current && !inUse.includes(v)),
  };
}

/**
 * The start-up check: for every version stored records use, the keyring holds the very key that
 * wrapped them (by fingerprint), and no keyring version reuses a registered number with another key.
 * Throws a one-line ConfigError naming the version and fingerprint. Records from before the registry
 * are checked by unwrapping one data key per version, then registered.
 */
export async function verifyKeyring(deps: { db: Queryable; keyring: Keyring }): Promise<KeyringCheck> {
  const { db, keyring } = deps;
  const check = await checkKeyring(deps);
  const registered = await registeredVersions(db);
  for (const version of check.inUse) {
    const count = await countCredentials(db, { keyVersion: version });
    const expected = registered.get(version);
    const key = keyring.get(version);
    const named = `master key version ${version}${expected ? ` (fingerprint ${expected})` : ''}`;
    if (!key) {
      throw new ConfigError(
        `${count} stored credential(s) are wrapped with vault ${named}, which the keyring (${keyring.source}) lacks: restore it (docs/vault.md)`,
      );
    }
    const actual = keyFingerprint(key);
    if (expected && expected !== actual) {
      throw new ConfigError(
        `the keyring's vault master key version ${version} has fingerprint ${actual}, but ${count} stored credential(s) are wrapped with fingerprint ${expected}: the key was replaced; restore the original (docs/vault.md)`,
      );
    }
    if (!expected) await registerLegacy(db, keyring, version, count);
  }
  for (const version of keyring.versions()) {
    const expected = registered.get(version);
    const actual = keyFingerprint(keyring.get(version)!);
    if (expected && expected !== actual) {
      throw new ConfigError(
        `vault master key version ${version} was registered with fingerprint ${expected}, the keyring's has ${actual}: version numbers are never reused; give the new key a new version`,
      );
    }
  }
  return check;
}

async function registerLegacy(db: Queryable, keyring: Keyring, version: number, count: number) {
  const row = await firstCredentialOn(db, version);
  const key = { version, key: keyring.get(version)! };
  try {
    rewrapDataKey(sealedOf(row!), bindingOf(row!), keyring.get, key); // unwraps only; nothing is stored
  } catch {
    throw new ConfigError(
      `the keyring's vault master key version ${version} (fingerprint ${keyFingerprint(key.key)}) does not open the ${count} stored credential(s) wrapped with version ${version}: restore the original key (docs/vault.md)`,
    );
  }
  await registerKeyVersion(db, key);
}
