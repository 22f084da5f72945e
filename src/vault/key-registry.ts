// The registry of master key versions (vault_key_versions): each version with the fingerprint of the
// key that wrapped records under it. Written whenever a version first wraps a record; a different
// key under a registered version number is refused, so a version can never silently change meaning.
import { createHmac } from 'node:crypto';
import { ConfigError } from '../config.ts';
import type { Queryable } from '../store/db.ts';
import type { MasterKey } from './envelope.ts';

export function keyFingerprint(key: Buffer): string {
  return createHmac('sha256', key).update('vault master key fingerprint').digest('hex').slice(0, 32);
}

export async function registeredVersions(db: Queryable): Promise<Map<number, string>> {
  const rows = await db.query<{ version: number; fingerprint: string }>(
    'SELECT version, fingerprint FROM vault_key_versions ORDER BY version',
  );
  return new Map(rows.map((r) => [r.version, r.fingerprint]));
}

/** Registers `key` under its version, or checks it is the key already registered there. */
export async function registerKeyVersion(db: Queryable, key: MasterKey): Promise<void> {
  const fingerprint = keyFingerprint(key.key);
  await db.query(
    'INSERT INTO vault_key_versions (version, fingerprint) VALUES ($1, $2) ON CONFLICT (version) DO NOTHING',
    [key.version, fingerprint],
  );
  const [row] = await db.query<{ fingerprint: string }>(
    'SELECT fingerprint FROM vault_key_versions WHERE version = $1',
    [key.version],
  );
  if (row?.fingerprint !== fingerprint) {
    throw new ConfigError(
      `vault master key version ${key.version} is registered with fingerprint ${row?.fingerprint}, but the keyring's key has ${fingerprint}: a version number is never reused`,
    );
  }
}
