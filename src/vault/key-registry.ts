// The registry of master key versions (vault_key_versions): each version with the fingerprint of the
// key that wrapped records under it. Written whenever a version first wraps a record; a different
// key under a registered version number is refused, so a version can never silently change meaning.
import { createHmac } from 'node:crypto';
import { ConfigError } from '../config.ts';
import type { Queryable } from '../store/db.ts';
import {
  insertKeyVersion,
  keyVersionFingerprint,
  keyVersionFingerprints,
} from '../store/vault-key-versions.ts';
import type { MasterKey } from './envelope.ts';

export function keyFingerprint(key: Buffer): string {
  return createHmac('sha256', key).update('vault master key fingerprint').digest('hex').slice(0, 32);
}

export async function registeredVersions(db: Queryable): Promise<Map<number, string>> {
  return keyVersionFingerprints(db);
}

/** Registers `key` under its version, or checks it is the key already registered there. */
export async function registerKeyVersion(db: Queryable, key: MasterKey): Promise<void> {
  const fingerprint = keyFingerprint(key.key);
  await insertKeyVersion(db, key.version, fingerprint);
  const registered = await keyVersionFingerprint(db, key.version);
  if (registered !== fingerprint) {
    throw new ConfigError(
      `vault master key version ${key.version} is registered with fingerprint ${registered}, but the keyring's key has ${fingerprint}: a version number is never reused`,
    );
  }
}
