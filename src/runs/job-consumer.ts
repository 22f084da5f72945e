// Takes carrier jobs from pg-boss only when a seat is free (decision 0011). pg-boss's own `work` keeps a job
// in its concurrency slot for as long as the handler runs, a job waiting for a person included; here
// the slot is the process's seats (seats.ts): a parked job gives its running seat back, so another
// job (another agency's) starts while it waits. Each fetch asks pg-boss for one job of a login no
// other job holds (group concurrency 1: one portal session per login, on every node; a carrier whose
// portal allows tabs of one session, that many: `groupTiers`, decision 0033) and of an agency
// under its running cap (its logins are passed over), highest priority first (dispatch.ts: agencies
// take turns). pg-boss stays the queue: heartbeats, completion, failure and retries are its own calls.
import type { Job, PgBoss } from 'pg-boss';
import { isStoreUnavailable } from '../store/unavailable.ts';
import type { Seat, Seats } from './seats.ts';

export interface JobConsumerOptions<T> {
  boss: PgBoss;
  queue: string;
  seats: Seats;
  /**
   * pg-boss groups to pass over on this fetch (the logins of agencies at their cap), given how many
   * jobs of each agency hold a running seat in this process.
   */
  ignoreGroups(localRunning: ReadonlyMap<string, number>): Promise<string[]>;
  /** Runs one job holding `seat`; a throw fails the pg-boss job (retried by pg-boss). */
  run(job: Job<T>, seat: Seat): Promise<void>;
  /** Jobs of one login at once per carrier (the group tier) where more than one: tabs of one session. */
  groupTiers?: Record<string, number>;
  /** The queue's heartbeatSeconds: an active job is touched at half of it. */
  heartbeatSeconds: number;
  /** How often to look for work when nothing woke the loop. */
  pollMs?: number;
  log(message: string, fields?: Record<string, unknown>): void;
}

export interface JobConsumer {
  /** Jobs taken and not finished (running and parked). */
  active(): number;
  /** Stops fetching; resolves when the loop has stopped (running jobs go on). */
  stopFetching(): Promise<void>;
  /** Resolves when no job is active, or after `ms`. */
  drained(ms: number): Promise<void>;
  /** Wakes the loop now (a job was dispatched in this process). */
  wake(): void;
}

export function startJobConsumer<T>(options: JobConsumerOptions<T>): JobConsumer {
  const { boss, queue, seats } = options;
  let stopping = false;
  let active = 0;
  const idle: (() => void)[] = [];
  /** Each taken job's agency (from its group, `<agencyId>/<carrierId>`) and seat. */
  const taken = new Map<string, { agencyId: string; seat: Seat }>();
  const localRunning = () => {
    const counts = new Map<string, number>();
    for (const { agencyId, seat } of taken.values())
      if (seat.isRunning()) counts.set(agencyId, (counts.get(agencyId) ?? 0) + 1);
    return counts;
  };
  let wakeUp: (() => void) | undefined;
  const wake = () => wakeUp?.();
  seats.onFree(wake);

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const start = (job: Job<T> & { groupId?: string | null }) => {
    const seat = seats.take();
    active += 1;
    taken.set(job.id, { agencyId: job.groupId?.split('/')[0] ?? '', seat });
    const beat = keepTouching(boss, queue, job.id, Math.max(1000, (options.heartbeatSeconds * 1000) / 2));
    void options
      .run(job, seat)
      .then(
        () => boss.complete(queue, job.id),
        (error: unknown) =>
          boss.fail(queue, job.id, {
            message: error instanceof Error ? error.message : String(error),
          }),
      )
      .catch((error: unknown) => {
        // The database away: pg-boss hands the job to a worker once its heartbeat is found stale.
        if (!isStoreUnavailable(error))
          options.log('could not settle a carrier job', { error: String(error) });
      })
      .finally(() => {
        beat.stop();
        taken.delete(job.id);
        seat.release();
        active -= 1;
        if (active === 0) for (const resolve of idle.splice(0)) resolve();
      });
  };

  const loop = (async () => {
    while (!stopping) {
      let took = false;
      if (seats.canStart()) {
        try {
          const ignoreGroups = await options.ignoreGroups(localRunning());
          const [job] = await boss.fetch<T>(queue, {
            batchSize: 1,
            includeMetadata: true,
            groupConcurrency: { default: 1, tiers: options.groupTiers ?? {} },
            ...(ignoreGroups.length > 0 ? { ignoreGroups } : {}),
          });
          if (job && !stopping) {
            start(job);
            took = true;
          } else if (job) {
            // Taken just as the worker stopped: straight back to the queue, with no attempt spent.
            await boss.fail(queue, job.id, { message: 'worker stopping' }).catch(() => undefined);
          }
        } catch (error) {
          // The database away is logged once by the store; the loop asks again after its pause.
          if (!isStoreUnavailable(error))
            options.log('fetching a carrier job failed', { error: String(error) });
        }
      }
      if (!took && !stopping) await pause(options.pollMs ?? 500);
    }
  })();

  return {
    active: () => active,
    async stopFetching() {
      stopping = true;
      wake();
      await loop;
    },
    drained: (ms) =>
      active === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, ms);
            idle.push(() => {
              clearTimeout(timer);
              resolve();
            });
          }),
    wake,
  };
}

/**
 * Touches a taken job's pg-boss heartbeat every `everyMs`; after a failed touch (the database away),
 * every second until one goes through: pg-boss gives a job whose heartbeat went stale to another
 * worker, so the touch must land before a supervisor looks once the database is back.
 */
function keepTouching(boss: PgBoss, queue: string, jobId: string, everyMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const next = (ms: number) => {
    if (!stopped) timer = setTimeout(touch, ms);
  };
  const touch = () =>
    void boss.touch(queue, jobId).then(
      () => next(everyMs),
      () => next(Math.min(1000, everyMs)),
    );
  next(everyMs);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
