// The readiness probe's question to the store: is it reachable and migrated?
import type { Queryable } from './db.ts';

/** Throws when the store does not answer (or has no migrations table). */
export async function pingStore(db: Queryable): Promise<void> {
  await db.query('SELECT 1 FROM schema_migrations LIMIT 1');
}
