// pg-boss on the same database as everything else: PGlite (through the store's serialized
// connection) or PostgreSQL (its own pool, SKIP LOCKED across nodes).
import { PgBoss } from 'pg-boss';
import type { Db } from '../store/db.ts';

export interface StartBossOptions {
  /** Whether this process runs pg-boss maintenance (expiry, retention, heartbeat monitoring). */
  supervise?: boolean;
  /**
   * The carrier-job queue's heartbeat. pg-boss fails a job whose heartbeat stopped only when its
   * supervisor next looks (every 60 s by default), so a dead worker's job waited up to a minute past
   * its heartbeat before another took it over; looking every half heartbeat bounds that at 1.5 ×.
   * Unset: pg-boss's own intervals.
   */
  heartbeatSeconds?: number;
  /**
   * pg-boss's own errors (its pool's lost connections among them: it makes new ones and its workers go
   * on). Unheard, an `error` event would end the process.
   */
  onError?: (error: Error) => void;
}

/** How often supervision runs for a heartbeat: every half of it, at least every 5 s, at most every 60 s. */
export const superviseEvery = (heartbeatSeconds: number) =>
  Math.min(60, Math.max(5, Math.floor(heartbeatSeconds / 2)));

/** pg-boss's own schema sits beside the store's: `pgboss`, or `<schema>_boss` for an isolated test schema. */
export function bossSchema(db: Db): string {
  return db.schema === 'public' ? 'pgboss' : `${db.schema}_boss`;
}

export async function startBoss(db: Db, options: StartBossOptions = {}): Promise<PgBoss> {
  const target = db.boss();
  const every = options.heartbeatSeconds ? superviseEvery(options.heartbeatSeconds) : undefined;
  const boss = new PgBoss({
    ...('db' in target
      ? { db: target.db, backend: 'pglite' as const }
      : {
          connectionString: target.connectionString,
          application_name: target.applicationName,
          max: 5,
        }),
    schema: bossSchema(db),
    supervise: options.supervise ?? true,
    ...(every ? { superviseIntervalSeconds: every, monitorIntervalSeconds: every } : {}),
  });
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  return boss;
}
