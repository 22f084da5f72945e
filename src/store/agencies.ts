// Agencies and their API keys.
import { displayPrefix, hashApiKey, type Scope } from '../domain/api-keys.ts';
import { newId } from '../ids.ts';
import type { Queryable } from './db.ts';

export interface Agency {
  id: string;
  name: string;
}

export interface ApiKeyRecord {
  id: string;
  agencyId: string;
  name: string;
  displayPrefix: string;
  scopes: Scope[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export async function insertAgency(db: Queryable, name: string, id = newId('agency')): Promise<Agency> {
  await db.query('INSERT INTO agencies (id, name) VALUES ($1, $2)', [id, name]);
  return { id, name };
}

export async function findAgency(db: Queryable, id: string): Promise<Agency | undefined> {
  const [row] = await db.query<Agency>('SELECT id, name FROM agencies WHERE id = $1', [id]);
  return row;
}

export async function findAgencyByName(db: Queryable, name: string): Promise<Agency | undefined> {
  const [row] = await db.query<Agency>('SELECT id, name FROM agencies WHERE name = $1 ORDER BY id LIMIT 1', [
    name,
  ]);
  return row;
}

export async function insertApiKey(
  db: Queryable,
  input: { agencyId: string; name: string; key: string; scopes: readonly Scope[] },
): Promise<ApiKeyRecord> {
  const id = newId('apiKey');
  await db.query(
    `INSERT INTO api_keys (id, agency_id, name, display_prefix, key_hash, scopes)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (key_hash) DO NOTHING`,
    [id, input.agencyId, input.name, displayPrefix(input.key), hashApiKey(input.key), input.scopes],
  );
  const [record] = await db.query<ApiKeyRecord>(`${selectKey} WHERE key_hash = $1`, [hashApiKey(input.key)]);
  if (!record || record.agencyId !== input.agencyId)
    throw new Error('that API key already belongs to another agency');
  return record;
}

const selectKey = `SELECT id, agency_id AS "agencyId", name, display_prefix AS "displayPrefix", scopes,
  created_at AS "createdAt", last_used_at AS "lastUsedAt", revoked_at AS "revokedAt" FROM api_keys`;

export async function findApiKeyByHash(db: Queryable, keyHash: string): Promise<ApiKeyRecord | undefined> {
  const [row] = await db.query<ApiKeyRecord>(`${selectKey} WHERE key_hash = $1`, [keyHash]);
  return row;
}

export async function listApiKeys(db: Queryable, agencyId: string): Promise<ApiKeyRecord[]> {
  return db.query<ApiKeyRecord>(`${selectKey} WHERE agency_id = $1 ORDER BY id`, [agencyId]);
}

export async function revokeApiKey(db: Queryable, agencyId: string, id: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND agency_id = $2 AND revoked_at IS NULL RETURNING id',
    [id, agencyId],
  );
  return rows.length > 0;
}

/**
 * Records when keys were last used, many at once: one statement per flush, never one per request
 * (src/api/plugins/key-usage.ts batches them). An older time never overwrites a newer one.
 */
export async function touchApiKeys(db: Queryable, uses: ReadonlyMap<string, Date>): Promise<void> {
  if (uses.size === 0) return;
  await db.query(
    `UPDATE api_keys AS k SET last_used_at = u.at
     FROM unnest($1::text[], $2::timestamptz[]) AS u(id, at)
     WHERE k.id = u.id AND (k.last_used_at IS NULL OR k.last_used_at < u.at)`,
    [[...uses.keys()], [...uses.values()].map((d) => d.toISOString())],
  );
}

/** The agency's own settings (edited by its admins in the app). */
export interface AgencySettings {
  /** The agent asks a person to take over a page it cannot finish, instead of failing (decision 0029). */
  takeoverWhenStuck: boolean;
}

export async function readAgencySettings(
  db: Queryable,
  agencyId: string,
): Promise<AgencySettings | undefined> {
  const [row] = await db.query<AgencySettings>(
    'SELECT takeover_when_stuck AS "takeoverWhenStuck" FROM agencies WHERE id = $1',
    [agencyId],
  );
  return row;
}

export async function saveAgencySettings(
  db: Queryable,
  agencyId: string,
  settings: AgencySettings,
): Promise<AgencySettings | undefined> {
  const [row] = await db.query<AgencySettings>(
    `UPDATE agencies SET takeover_when_stuck = $2 WHERE id = $1
     RETURNING takeover_when_stuck AS "takeoverWhenStuck"`,
    [agencyId, settings.takeoverWhenStuck],
  );
  return row;
}
