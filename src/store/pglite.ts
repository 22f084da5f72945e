// PGlite adapter. One WASM connection: every statement, transaction, pg-boss call and LISTEN goes
// through one mutex so a transaction is never interleaved with another caller's statements.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from 'pg-boss';
import type { Db, NotificationHandler, Queryable } from './db.ts';
import { createMutex } from './mutex.ts';
import type { StoreLog } from './outage-log.ts';
import { clusterCacheFile, forgetCluster, keepCluster, keptCluster } from './pglite-cluster.ts';

export interface PgliteDbOptions {
  /** A folder for the data, or undefined for an in-memory database (tests). */
  dataDir: string | undefined;
  /**
   * PostgreSQL's shared_buffers (default 128MB). The WASM server sets it up at every start: the tests'
   * small stores take 16MB, which starts a clone in about two thirds of the CPU (docs/performance.md).
   */
  sharedBuffers?: string;
  /** Where a new cluster is kept for later new stores (pglite-cluster.ts); tests give their own. */
  clusterCache?: string;
  /** Where a failing notification handler or a failed ROLLBACK is told. */
  log?: StoreLog;
}

/**
 * A data folder with nothing in it yet (or none, or in memory): a new cluster goes there. A folder with
 * a cluster (PG_VERSION) is resumed by PGlite; one with anything else is left to PGlite as it is.
 */
const isEmpty = (dataDir: string | undefined) =>
  dataDir === undefined || !existsSync(dataDir) || readdirSync(dataDir).length === 0;

async function createPglite(options: PgliteDbOptions): Promise<PGlite> {
  const create = (loadDataDir: Blob | File | undefined) =>
    PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      ...(options.sharedBuffers
        ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`] }
        : {}),
    });
  if (!isEmpty(options.dataDir)) return create(undefined);
  // A new cluster: from the one kept by an earlier new store, else by initdb, then kept (pglite-cluster.ts).
  const cache = options.clusterCache ?? clusterCacheFile;
  const kept = await keptCluster(cache);
  if (kept) {
    try {
      return await create(kept);
    } catch {
      await forgetCluster(cache);
      // What the failed load left in the (empty before) folder goes: initdb needs it empty.
      if (options.dataDir) {
        await rm(options.dataDir, { recursive: true, force: true });
        await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
      }
    }
  }
  const pg = await create(undefined);
  await keepCluster(await pg.dumpDataDir('none'), cache);
  return pg;
}

export async function openPglite(options: PgliteDbOptions): Promise<Db> {
  const pg = await createPglite(options);
  const lock = createMutex();
  let closed = false;
  const log = options.log ?? (() => undefined);
  // PGlite calls handlers in a microtask of their own: one that throws would end the process.
  const heard =
    (channel: string, handler: NotificationHandler): NotificationHandler =>
    (payload) => {
      try {
        handler(payload);
      } catch (error) {
        log('error', 'a notification handler failed', { channel, err: error });
      }
    };

  const direct: Queryable = {
    async query<T>(text: string, values?: readonly unknown[]) {
      const result = await pg.query<T>(text, values as unknown[] | undefined);
      return result.rows;
    },
  };

  // What pg-boss sees: a PGlite whose every entry point waits its turn.
  const serialized = {
    query: (text: string, values?: unknown[]) => lock.run(() => pg.query(text, values)),
    exec: (text: string) => lock.run(() => pg.exec(text)),
    listen: (channel: string, fn: (payload: string) => void) =>
      lock.run(async () => {
        const unsubscribe = await pg.listen(channel, heard(channel, fn));
        return () => lock.run(() => unsubscribe());
      }),
  } as unknown as PGlite;
  const bossDb = fromPglite(serialized);

  return {
    kind: 'pglite',
    schema: 'public',
    query: (text, values) => lock.run(() => direct.query(text, values)),
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return lock.run(async () => {
        await pg.query('BEGIN');
        try {
          const value = await fn(direct);
          await pg.query('COMMIT');
          return value;
        } catch (error) {
          // The statement's own error is the one worth reporting; a ROLLBACK that fails too is logged.
          await pg.query('ROLLBACK').catch((failure: unknown) => {
            log('error', 'ROLLBACK failed on the embedded database', { err: failure });
          });
          throw error;
        }
      });
    },
    exec: (sql) => lock.run(async () => void (await pg.exec(sql))),
    // One in-process connection never drops, so `recover` is never needed.
    async listen(channel, handler) {
      const unsubscribe = await lock.run(() => pg.listen(channel, heard(channel, handler)));
      return () => lock.run(() => unsubscribe());
    },
    notify: (channel, payload) =>
      lock.run(async () => void (await pg.query('SELECT pg_notify($1, $2)', [channel, payload]))),
    boss: () => ({ db: bossDb }),
    async close() {
      if (closed) return;
      closed = true;
      await lock.run(() => pg.close());
    },
  };
}
