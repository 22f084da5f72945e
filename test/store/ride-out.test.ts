// Statements riding a database outage out (store/ride-out.ts), the database cut off by a TCP hop: one
// waits and goes through once the database is back; past the bound every waiting statement gives up
// together with StoreOutageError; a statement's own error is never retried.
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/store/db.ts';
import { openPostgres } from '../../src/store/postgres.ts';
import { isStoreOutage, rideOutOutages, StoreOutageError } from '../../src/store/ride-out.ts';
import { StoreUnavailableError } from '../../src/store/unavailable.ts';
import { backend, createTestDb, databaseUrl } from '../helpers/db.ts';
import { startPgProxy } from '../helpers/pg-proxy.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** `db` with a count of the statements it was given. */
function counted(db: Db) {
  const counter = { tries: 0 };
  const wrapped: Db = {
    ...db,
    query: (text, values) => {
      counter.tries += 1;
      return db.query(text, values);
    },
  };
  return { wrapped, counter };
}

async function cutOffStore() {
  const proxy = await startPgProxy(databaseUrl!);
  cleanup.push(() => proxy.close());
  const base = await createTestDb();
  cleanup.push(() => base.close());
  const db = await openPostgres({ connectionString: proxy.url(databaseUrl!), schema: base.db.schema });
  cleanup.push(() => db.close());
  return { proxy, db };
}

describe.runIf(backend === 'postgres')('riding a database outage out', () => {
  it('waits for the database and runs the statement and the transaction once it is back', async () => {
    const { proxy, db } = await cutOffStore();
    const { wrapped, counter } = counted(db);
    const riding = rideOutOutages(wrapped, { boundMs: 30_000 });
    proxy.cut();
    await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(StoreUnavailableError);
    let done = false;
    const query = riding.query<{ one: number }>('SELECT 1 AS one').finally(() => {
      done = true;
    });
    const transaction = riding.transaction((tx) => tx.query<{ two: number }>('SELECT 2 AS two'));
    // Still waiting after several tries.
    await expect.poll(() => counter.tries).toBeGreaterThanOrEqual(3);
    expect(done).toBe(false);
    proxy.restore();
    expect(await query).toEqual([{ one: 1 }]);
    expect(await transaction).toEqual([{ two: 2 }]);
  });

  it('gives up on every waiting statement once the outage outlasts the bound', async () => {
    const { proxy, db } = await cutOffStore();
    const riding = rideOutOutages(db, { boundMs: 1500 });
    proxy.cut();
    const started = Date.now();
    const results = await Promise.allSettled([riding.query('SELECT 1'), riding.query('SELECT 2')]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(StoreOutageError);
    }
    // A statement made while the outage has lasted past the bound gives up at its first failure.
    const late = Date.now();
    const error = await riding.query('SELECT 3').catch((e: unknown) => e);
    expect(isStoreOutage(error)).toBe(true);
    expect(Date.now() - late).toBeLessThan(Date.now() - started);
    proxy.restore();
    expect(await riding.query('SELECT 4 AS four')).toEqual([{ four: 4 }]);
  });

  it('never retries a statement that failed on its own', async () => {
    const { db } = await cutOffStore();
    const { wrapped, counter } = counted(db);
    const riding = rideOutOutages(wrapped, { boundMs: 30_000 });
    await expect(riding.query('SELECT no_such_column FROM agencies')).rejects.toThrow(/no_such_column/);
    expect(counter.tries).toBe(1);
  });
});
