// Starts webhook delivery in this process: the delivery queue's workers and the dispatcher that feeds
// them from the events outbox. Any number of processes may run it against one PostgreSQL.
import type { PgBoss } from 'pg-boss';
import type { Logger } from '../log.ts';
import type { Db } from '../store/db.ts';
import { type AttemptTarget, loadAttemptTargets } from '../store/webhook-deliveries.ts';
import { type DeliverAttemptDeps, deliverAttempt } from './deliver-attempt.ts';
import { type AttemptJob, createDeliveryQueue, DELIVERY_QUEUE } from './delivery-queue.ts';
import { startDispatcher } from './dispatcher.ts';
import {
  type AutoDisablePolicy,
  DEFAULT_AUTO_DISABLE,
  DEFAULT_RETRY_DELAYS_MS,
  DEFAULT_TIMEOUT_MS,
  maxAttemptsFor,
} from './policy.ts';
import { createWebhookAgents, type postWebhook } from './post-webhook.ts';
import type { SecretBox } from './secret-box.ts';
import type { Resolver } from './ssrf.ts';

export interface WebhookOptions {
  db: Db;
  boss: PgBoss;
  /** Opens the signing secrets stored encrypted under the vault keys. */
  secrets: SecretBox;
  /** WEBHOOK_ALLOW_LOOPBACK: deliveries may reach loopback (and plain HTTP, to loopback only). */
  allowLoopback: boolean;
  log: Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>;
  /** Waits after failed attempts 1, 2, 3 (default 5 s, 30 s, 5 min); tests shrink them. */
  retryDelaysMs?: readonly number[];
  /** A receiver must answer 2xx within this (default 5 s). */
  timeoutMs?: number;
  autoDisable?: Partial<AutoDisablePolicy>;
  /** Default 10 s. */
  sweepIntervalMs?: number;
  /** Default 30 s. */
  overdueGraceMs?: number;
  /** Pollers of the delivery queue in this process (default 4), each taking `batchSize` jobs (default 10). */
  workers?: number;
  batchSize?: number;
  /** DNS for deliveries (default the system resolver); every answer still passes the SSRF guard. */
  resolve?: Resolver;
  /** Replaces the whole HTTP POST (state-machine tests only). */
  post?: typeof postWebhook;
}

export interface WebhookDelivery {
  /** Fans out and queues now instead of at the next notification or sweep. */
  kick(): Promise<void>;
  stop(): Promise<void>;
}

export async function startWebhookDelivery(options: WebhookOptions): Promise<WebhookDelivery> {
  const { db, boss, log } = options;
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const agents = createWebhookAgents({ allowLoopback: options.allowLoopback, resolve: options.resolve });
  const deps: DeliverAttemptDeps = {
    db,
    boss,
    agents,
    allowLoopback: options.allowLoopback,
    secrets: options.secrets,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retryDelaysMs,
    autoDisable: { ...DEFAULT_AUTO_DISABLE, ...options.autoDisable },
    post: options.post,
  };

  async function run(job: AttemptJob, target: AttemptTarget | undefined): Promise<void> {
    const result = await deliverAttempt(deps, job, target);
    if (result.kind === 'skipped') {
      log.debug({ ...job, reason: result.reason }, 'webhook attempt skipped');
      return;
    }
    const { outcome, recorded } = result;
    const fields = {
      ...job,
      statusCode: outcome.statusCode,
      latencyMs: outcome.latencyMs,
      error: outcome.error,
    };
    if (outcome.ok) log.debug(fields, 'webhook delivered');
    else log.info({ ...fields, next: recorded?.nextAttemptAt ?? null }, 'webhook attempt failed');
    if (recorded?.disabledReason) log.warn({ ...job, reason: recorded.disabledReason }, 'webhook disabled');
  }

  await createDeliveryQueue(boss);
  const batchSize = options.batchSize ?? 10;
  let next = 0;
  const workerIds: string[] = [];
  for (let i = 0; i < (options.workers ?? 4); i++) {
    const id = await boss.work<AttemptJob>(
      DELIVERY_QUEUE,
      // a full batch means more is waiting: fetch again at once instead of after the poll interval
      { batchSize, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true, perJobResults: true },
      async (jobs) => {
        const targets = await loadAttemptTargets(
          db,
          jobs.map((job) => job.data.deliveryId),
        );
        return Promise.all(
          jobs.map(async (job) => {
            try {
              await run(job.data, targets.get(job.data.deliveryId));
              return { id: job.id, status: 'completed' as const };
            } catch (error) {
              // the database failed us mid-attempt: pg-boss retries the job, the handler's guard
              // keeps an attempt that was recorded from being made twice
              log.error({ err: error, ...job.data }, 'webhook attempt job failed');
              return { id: job.id, status: 'failed' as const, output: { message: String(error) } };
            }
          }),
        );
      },
    );
    workerIds.push(id);
  }

  const dispatcher = await startDispatcher({
    db,
    boss,
    log,
    maxAttempts: maxAttemptsFor(retryDelaysMs),
    sweepIntervalMs: options.sweepIntervalMs ?? 10_000,
    overdueGraceMs: options.overdueGraceMs ?? 30_000,
    // wake as many workers as the new jobs fill batches, round robin; the rest keep polling
    onQueued: (count) => {
      const wake = Math.min(workerIds.length, Math.ceil(count / batchSize));
      for (let i = 0; i < wake; i++) boss.notifyWorker(workerIds[next++ % workerIds.length]!);
    },
  });

  return {
    kick: dispatcher.kick,
    async stop() {
      await dispatcher.stop();
      await boss.offWork(DELIVERY_QUEUE, { wait: true });
      agents.close();
    },
  };
}
