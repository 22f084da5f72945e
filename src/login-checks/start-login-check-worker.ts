// The worker of the login-check queue, started beside the carrier-job workers (src/runs/start-workers.ts).
// One check at a time per process: a check is a few seconds of one browser context.
import type { PgBoss } from 'pg-boss';
import { ensureLoginCheckQueue, LOGIN_CHECK_QUEUE, type LoginCheckMessage } from './login-check-queue.ts';
import { type LoginCheckDeps, runLoginCheck } from './run-login-check.ts';

export async function startLoginCheckWorker(deps: LoginCheckDeps, boss: PgBoss) {
  await ensureLoginCheckQueue(boss);
  const workerId = await boss.work<LoginCheckMessage>(
    LOGIN_CHECK_QUEUE,
    { localConcurrency: 1, batchSize: 1, pollingIntervalSeconds: 0.5 },
    async ([job]) => {
      if (job) await runLoginCheck(deps, job.data.checkId);
    },
  );
  return {
    /** Takes no new checks and waits for the one under way (a check is short). */
    async stop() {
      await boss.offWork(LOGIN_CHECK_QUEUE, { id: workerId, wait: true });
    },
  };
}
