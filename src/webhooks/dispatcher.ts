// The dispatcher turns recorded events into queued attempts. Notifications make it fast (it listens on the
// events channel, and on the channel a redelivery by hand announces itself on); a periodic sweep is the
// floor, so a missed notification, a crash between commit and queueing, or a restart loses nothing.
import type { PgBoss } from 'pg-boss';
import type { Logger } from '../log.ts';
import type { Db } from '../store/db.ts';
import { EVENTS_CHANNEL } from '../store/events.ts';
import { isStoreUnavailable } from '../store/unavailable.ts';
import { DELIVERIES_DUE_CHANNEL, overdueDeliveries, pendingAttempt } from '../store/webhook-deliveries.ts';
import { type AttemptJob, enqueueAttempts } from './delivery-queue.ts';
import { fanOutEvents } from './fan-out-events.ts';

export interface DispatcherOptions {
  db: Db;
  boss: PgBoss;
  log: Pick<Logger, 'error' | 'debug'>;
  maxAttempts: number;
  /** How often the sweep runs (fan-out of anything left, and overdue attempts). */
  sweepIntervalMs: number;
  /** A pending attempt this late is queued again by the sweep (a no-op if its job is still queued). */
  overdueGraceMs: number;
  /** Called with how many attempts were queued: wakes this process's workers instead of waiting for a poll. */
  onQueued: (count: number) => void;
  batchSize?: number;
}

export interface Dispatcher {
  /** Runs a pass now (and again after the current one, if one is running). */
  kick(): Promise<void>;
  stop(): Promise<void>;
}

export async function startDispatcher(options: DispatcherOptions): Promise<Dispatcher> {
  const { db, boss, log } = options;
  const batchSize = options.batchSize ?? 200;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let sweepOverdue = false;
  const requeued = new Set<string>();

  async function pass(): Promise<void> {
    let queued = 0;
    for (;;) {
      const { events, deliveries } = await fanOutEvents(db, { batchSize, maxAttempts: options.maxAttempts });
      const jobs = deliveries.map((d) => ({ deliveryId: d.deliveryId, attempt: 1 }));
      await enqueueAttempts(boss, jobs);
      queued += jobs.length;
      // workers start on this batch while the next one is fanned out
      if (jobs.length > 0) options.onQueued(jobs.length);
      if (events < batchSize || stopped) break;
    }
    const ids = [...requeued];
    requeued.clear();
    const later: AttemptJob[] = [];
    for (const id of ids) {
      const due = await pendingAttempt(db, id);
      if (due) later.push(due);
    }
    if (sweepOverdue) {
      sweepOverdue = false;
      later.push(...(await overdueDeliveries(db, options.overdueGraceMs, batchSize)));
    }
    if (later.length > 0) {
      await enqueueAttempts(boss, later);
      options.onQueued(later.length);
    }
    if (queued + later.length > 0) log.debug({ attempts: queued + later.length }, 'webhook attempts queued');
  }

  // One pass at a time; a kick during a pass asks for one more. `running` is cleared in the same
  // synchronous step that checks `again`, so no kick falls between them.
  async function loop(): Promise<void> {
    for (;;) {
      again = false;
      try {
        await pass();
      } catch (error) {
        // The database away is logged once by the store.
        if (isStoreUnavailable(error))
          log.debug({ err: error }, 'webhook dispatch pass waits for the database');
        else log.error({ err: error }, 'webhook dispatch pass failed; the next sweep retries');
      }
      if (!again || stopped) {
        running = undefined;
        return;
      }
    }
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = loop();
    return running;
  }

  // After the LISTEN connection was lost and made again, a sweep finds what its notifications missed.
  const recover = () => {
    sweepOverdue = true;
    void kick();
  };
  const unlisten = [
    await db.listen(EVENTS_CHANNEL, () => void kick(), recover),
    await db.listen(DELIVERIES_DUE_CHANNEL, (id) => {
      requeued.add(id);
      void kick();
    }),
  ];
  const timer = setInterval(() => {
    sweepOverdue = true;
    void kick();
  }, options.sweepIntervalMs);
  timer.unref();
  // whatever happened while no dispatcher was running (a restart, a missed notification)
  sweepOverdue = true;
  void kick();

  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      for (const off of unlisten) await off();
      await running;
    },
  };
}
