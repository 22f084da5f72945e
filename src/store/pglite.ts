// PGlite adapter. One WASM connection: every statement, transaction, pg-boss call and LISTEN goes
// through one mutex so a transaction is never interleaved with another caller's statements.
import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from 'pg-boss';
import type { Db, Queryable } from './db.ts';
import { createMutex } from './mutex.ts';

export interface PgliteDbOptions {
  /** A folder for the data, or undefined for an in-memory database (tests). */
  dataDir: string | undefined;
  /** A dump (`dumpDataDir`) to start from: tests clone one migrated template instead of migrating each time. */
  loadDataDir?: Blob | File;
  /**
   * PostgreSQL's shared_buffers (default 128MB). The WASM server sets it up at every start: the tests'
   * small stores take 16MB, which starts a clone in about two thirds of the CPU (docs/performance.md).
   */
  sharedBuffers?: string;
}

export async function openPglite(options: PgliteDbOptions): Promise<Db & { dump(): Promise<Blob> }> {
  const pg = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.sharedBuffers
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`] }
      : {}),
  });
  const lock = createMutex();
  let closed = false;

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
        const unsubscribe = await pg.listen(channel, fn);
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
          await pg.query('ROLLBACK');
          throw error;
        }
      });
    },
    exec: (sql) => lock.run(async () => void (await pg.exec(sql))),
    async listen(channel, handler) {
      const unsubscribe = await lock.run(() => pg.listen(channel, handler));
      return () => lock.run(() => unsubscribe());
    },
    notify: (channel, payload) =>
      lock.run(async () => void (await pg.query('SELECT pg_notify($1, $2)', [channel, payload]))),
    boss: () => ({ db: bossDb }),
    dump: () => lock.run(() => pg.dumpDataDir('none')),
    async close() {
      if (closed) return;
      closed = true;
      await lock.run(() => pg.close());
    },
  };
}
