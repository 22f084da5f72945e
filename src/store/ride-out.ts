// A carrier job rides a database outage out (a restart, a failover): a statement that finds the database
// away is tried again with back-off, so the job's browser and portal session wait instead of failing.
// The wait is bounded for the outage as a whole, not per statement: once the database has been away
// longer than the bound, every waiting statement of the process gives up at once with StoreOutageError,
// and its job is handed back to the queue as after a worker loss (docs/decisions/0022).
import type { Db } from './db.ts';
import { isStoreUnavailable } from './unavailable.ts';

export interface RideOutOptions {
  /** How long the database may be away before statements give up (DATABASE_OUTAGE_WAIT_SECONDS). */
  boundMs: number;
  /** Pauses between tries, doubled from `first` up to `max` (default 200 ms to 2 s): the database's return is met within `max`. */
  backoffMs?: { first: number; max: number };
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** The database stayed away longer than the bound: the job goes back to the queue, it did not fail. */
export class StoreOutageError extends Error {
  constructor(boundMs: number, cause: unknown) {
    super(`The database was away for more than ${Math.round(boundMs / 1000)} s`, { cause });
    this.name = 'StoreOutageError';
  }
}

export function isStoreOutage(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth += 1)
    if (e instanceof StoreOutageError) return true;
  return false;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function rideOutOutages(db: Db, options: RideOutOptions): Db {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? pause;
  const backoff = options.backoffMs ?? { first: 200, max: 2000 };
  /** When the outage this process is riding began (the first statement that found the database away). */
  let awaySince: number | undefined;

  async function ride<T>(fn: () => Promise<T>): Promise<T> {
    for (let tries = 0; ; tries += 1) {
      try {
        const value = await fn();
        awaySince = undefined;
        return value;
      } catch (error) {
        if (isStoreOutage(error) || !isStoreUnavailable(error)) throw error;
        awaySince ??= now();
        if (now() - awaySince >= options.boundMs) throw new StoreOutageError(options.boundMs, error);
        await sleep(Math.min(backoff.max, backoff.first * 2 ** tries) * (0.75 + Math.random() / 4));
      }
    }
  }

  return {
    kind: db.kind,
    schema: db.schema,
    query: (text, values) => ride(() => db.query(text, values)),
    // The whole transaction again: a connection lost inside it rolled it back.
    transaction: (fn) => ride(() => db.transaction(fn)),
    exec: (sql) => ride(() => db.exec(sql)),
    listen: (channel, handler, recover) => db.listen(channel, handler, recover),
    notify: (channel, payload) => ride(() => db.notify(channel, payload)),
    boss: () => db.boss(),
    close: () => db.close(),
  };
}
