import { afterEach, describe, expect, it } from 'vitest';
import { loadMigrations, splitStatements } from '../src/store/migrate.ts';
import { backend, createTestDb, type TestDb } from './helpers/db.ts';

describe(`store on ${backend}`, () => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('applies every migration once', async () => {
    t = await createTestDb();
    const { db } = t;
    const rows = await db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((r) => r.version)).toEqual((await loadMigrations()).map((m) => m.version));
  });

  it.runIf(backend === 'pglite')('starts a PGlite store with the shared buffers asked for', async () => {
    t = await createTestDb();
    expect(await t.db.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '16MB' }]);
  });

  it('rolls a failed transaction back and keeps serving', async () => {
    t = await createTestDb();
    const { db } = t;
    await db.query(`INSERT INTO agencies (id, name) VALUES ('ag_a', 'A')`);
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO agencies (id, name) VALUES ('ag_b', 'B')`);
        await tx.query(`INSERT INTO agencies (id, name) VALUES ('ag_a', 'duplicate')`);
      }),
    ).rejects.toThrow();
    const rows = await db.query<{ id: string }>('SELECT id FROM agencies ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual(['ag_a']);
  });

  it('never interleaves other statements into a transaction', async () => {
    t = await createTestDb();
    const { db } = t;
    const seen: number[] = [];
    let outsideDone = false;
    let outside: Promise<unknown> | undefined;
    const inTx = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO agencies (id, name) VALUES ('ag_tx', 'in transaction')`);
      // Issued while the transaction is open; must neither see nor join it.
      outside = db
        .query(`INSERT INTO agencies (id, name) VALUES ('ag_out', 'outside')`)
        .then(() => (outsideDone = true));
      if (backend === 'pglite') {
        // one connection: the outside statement waits for the transaction, however long it takes
        await new Promise((r) => setTimeout(r, 50));
        expect(outsideDone).toBe(false);
      } else {
        await outside; // another connection commits it on its own
      }
      const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM agencies');
      seen.push(row!.n);
      throw new Error('roll back');
    });
    await expect(inTx).rejects.toThrow('roll back');
    await outside;
    const rows = await db.query<{ id: string }>('SELECT id FROM agencies ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual(['ag_out']);
    expect(seen).toEqual([backend === 'pglite' ? 1 : 2]);
  });

  it('delivers notifications to listeners', async () => {
    t = await createTestDb();
    const { db } = t;
    const received: string[] = [];
    const stop = await db.listen('test_channel', (payload) => received.push(payload));
    await db.notify('test_channel', 'hello');
    await expect.poll(() => received, { timeout: 5000 }).toEqual(['hello']);
    await stop();
  });

  it('logs a notification handler that throws, and goes on delivering', async () => {
    const logged: string[] = [];
    t = await createTestDb({ log: (level, message) => logged.push(`${level} ${message}`) });
    const { db } = t;
    const received: string[] = [];
    await db.listen('test_channel', (payload) => {
      if (payload === 'bad') throw new Error('a handler bug');
      received.push(payload);
    });
    await db.notify('test_channel', 'bad');
    await expect.poll(() => logged).toEqual(['error a notification handler failed']);
    await db.notify('test_channel', 'good');
    await expect.poll(() => received).toEqual(['good']);
  });

  it('splits migration files on statement ends only', () => {
    expect(
      splitStatements('CREATE TABLE a (x int);\n-- note; not a split\nCREATE TABLE b (y int);\n'),
    ).toEqual(['CREATE TABLE a (x int)', 'CREATE TABLE b (y int)']);
  });
});
