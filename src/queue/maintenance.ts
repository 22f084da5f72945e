// Housekeeping on a pg-boss schedule (one run per tick across every node, no timers of our own):
// expired idempotency records, artifacts past their retention period and kept portal sessions past
// their expiry are deleted; the embedded database's files are narrowed to 0600 again.
import type { PgBoss } from 'pg-boss';
import { purgeExpiredArtifacts } from '../agents/runtime/purge-artifacts.ts';
import { narrowTree } from '../store/data-dir.ts';
import type { Queryable } from '../store/db.ts';
import { purgeExpiredIdempotencyKeys } from '../store/idempotency.ts';
import { purgeExpiredKeptSessions } from '../store/kept-sessions.ts';

export const MAINTENANCE_QUEUE = 'maintenance-purge';

export interface MaintenanceDeps {
  db: Queryable;
  artifactRetentionDays: number;
  /** The embedded database's folder, narrowed to 0700/0600 again (PGlite makes new files 0666). */
  pgliteDir?: string;
  log?: (message: string, fields: Record<string, unknown>) => void;
}

/** One purge pass; what the scheduled job runs. */
export async function runMaintenance(deps: MaintenanceDeps) {
  const idempotencyKeys = await purgeExpiredIdempotencyKeys(deps.db);
  const artifacts = await purgeExpiredArtifacts(deps.db, deps.artifactRetentionDays);
  const keptSessions = await purgeExpiredKeptSessions(deps.db);
  if (deps.pgliteDir) await narrowTree(deps.pgliteDir);
  deps.log?.('maintenance purge', { idempotencyKeys, artifacts, keptSessions });
  return { idempotencyKeys, artifacts, keptSessions };
}

/** Schedules the purge hourly (idempotent on every start) and works it in this process. */
export async function startMaintenance(boss: PgBoss, deps: MaintenanceDeps, cron = '17 * * * *') {
  if (!(await boss.getQueue(MAINTENANCE_QUEUE))) {
    await boss.createQueue(MAINTENANCE_QUEUE, { policy: 'singleton', retryLimit: 1 });
  }
  await boss.schedule(MAINTENANCE_QUEUE, cron);
  await boss.work(MAINTENANCE_QUEUE, async () => {
    await runMaintenance(deps);
  });
}
