// Housekeeping on a pg-boss schedule (one run per tick across every node, no timers of our own):
// expired idempotency records and artifacts past their retention period are deleted.
import type { PgBoss } from 'pg-boss';
import { purgeExpiredArtifacts } from '../agents/runtime/purge-artifacts.ts';
import type { Queryable } from '../store/db.ts';
import { purgeExpiredIdempotencyKeys } from '../store/idempotency.ts';

export const MAINTENANCE_QUEUE = 'maintenance-purge';

export interface MaintenanceDeps {
  db: Queryable;
  artifactRetentionDays: number;
  log?: (message: string, fields: Record<string, unknown>) => void;
}

/** One purge pass; what the scheduled job runs. */
export async function runMaintenance(deps: MaintenanceDeps) {
  const idempotencyKeys = await purgeExpiredIdempotencyKeys(deps.db);
  const artifacts = await purgeExpiredArtifacts(deps.db, deps.artifactRetentionDays);
  deps.log?.('maintenance purge', { idempotencyKeys, artifacts });
  return { idempotencyKeys, artifacts };
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
