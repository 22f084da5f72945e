// vault_key_versions: each master key version with the fingerprint of the key that wrapped records
// under it (the registry is vault/key-registry.ts).
import type { Queryable } from './db.ts';

export async function keyVersionFingerprints(db: Queryable): Promise<Map<number, string>> {
  const rows = await db.query<{ version: number; fingerprint: string }>(
    'SELECT version, fingerprint FROM vault_key_versions ORDER BY version',
  );
  return new Map(rows.map((r) => [r.version, r.fingerprint]));
}

/** Registers the version's fingerprint unless the version is registered already (then keeps the first). */
export async function insertKeyVersion(db: Queryable, version: number, fingerprint: string): Promise<void> {
  await db.query(
    'INSERT INTO vault_key_versions (version, fingerprint) VALUES ($1, $2) ON CONFLICT (version) DO NOTHING',
    [version, fingerprint],
  );
}

export async function keyVersionFingerprint(db: Queryable, version: number): Promise<string | undefined> {
  const [row] = await db.query<{ fingerprint: string }>(
    'SELECT fingerprint FROM vault_key_versions WHERE version = $1',
    [version],
  );
  return row?.fingerprint;
}
