// pg-boss on the same database as everything else: PGlite (through the store's serialized
// connection) or PostgreSQL (its own pool, SKIP LOCKED across nodes).
import { PgBoss } from 'pg-boss';
import type { Db } from '../store/db.ts';

export interface StartBossOptions {
  /** Whether this process runs pg-boss maintenance (expiry, retention, heartbeat monitoring). */
  supervise?: boolean;
  onError?: (error: Error) => void;
}

/** pg-boss's own schema sits beside the store's: `pgboss`, or `<schema>_boss` for an isolated test schema. */
export function bossSchema(db: Db): string {
  return db.schema === 'public' ? 'pgboss' : `${db.schema}_boss`;
}

export async function startBoss(db: Db, options: StartBossOptions = {}): Promise<PgBoss> {
  const target = db.boss();
  const boss = new PgBoss({
    ...('db' in target
      ? { db: target.db, backend: 'pglite' as const }
      : { connectionString: target.connectionString, max: 5 }),
    schema: bossSchema(db),
    supervise: options.supervise ?? true,
  });
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  return boss;
}
