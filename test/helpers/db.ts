// A fresh, migrated store for one test: an in-memory PGlite, or (DATABASE_URL set) a schema of its
// own on PostgreSQL, dropped afterwards unless the test failed (kept for inspection).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onTestFailed } from 'vitest';
import { startBoss } from '../../src/queue/boss.ts';
import type { Db } from '../../src/store/db.ts';
import { migrate } from '../../src/store/migrate.ts';
import { openPglite } from '../../src/store/pglite.ts';
import { openPostgres } from '../../src/store/postgres.ts';

export const databaseUrl = process.env.DATABASE_URL || undefined;
export const backend = databaseUrl ? 'postgres' : 'pglite';

let template: Promise<Blob> | undefined;

/** A test's store is small: PostgreSQL's default 128MB of shared buffers cost a third of a clone's CPU. */
const TEST_SHARED_BUFFERS = '16MB';

/** One migrated PGlite per test worker, dumped; every test starts from a copy. */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const db = await openPglite({ dataDir: undefined, sharedBuffers: TEST_SHARED_BUFFERS });
    await migrate(db);
    // pg-boss's schema too, as its first start leaves it: a store whose test starts pg-boss then skips
    // the install (about 0.25 CPU-s a store here, against 0.02 to start on an installed schema).
    await (await startBoss(db, { supervise: false })).stop({ graceful: false, timeout: 2000 });
    // The service uses only the `postgres` database: a clone without the two template databases
    // unpacks about 600 files fewer (26 MB instead of 41 MB) and costs about 0.42 CPU-s instead of 0.6
    // on this machine kind (docs/performance.md, "The suite").
    await db.query(
      `UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`,
    );
    await db.query('DROP DATABASE template0');
    await db.query('DROP DATABASE template1');
    await db.query('CHECKPOINT');
    const dump = await db.dump();
    await db.close();
    return dump;
  })();
  return template;
}

export interface TestDb {
  db: Db;
  /** Connection string that reaches this test's schema (PostgreSQL only), for child processes. */
  connectionString: string | undefined;
  close(): Promise<void>;
}

const openStores = new Set<string>();
let opened = 0;

/** Test stores opened and not closed yet (the leak check fails a test that leaves one open). */
export function openTestStores(): string[] {
  return [...openStores];
}

export async function createTestDb(options: { keepOnFailure?: boolean } = {}): Promise<TestDb> {
  const testDb = await openTestDb(options);
  const name = `${backend} store #${++opened}`;
  openStores.add(name);
  return {
    ...testDb,
    async close() {
      await testDb.close();
      openStores.delete(name);
    },
  };
}

async function openTestDb(options: { keepOnFailure?: boolean }): Promise<TestDb> {
  if (!databaseUrl) {
    const db = await openPglite({
      dataDir: undefined,
      loadDataDir: await pgliteTemplate(),
      sharedBuffers: TEST_SHARED_BUFFERS,
    });
    return { db, connectionString: undefined, close: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = await openPostgres({ connectionString: databaseUrl, schema, max: 5 });
  await migrate(db);
  let failed = false;
  try {
    onTestFailed(() => {
      failed = true;
    });
  } catch {
    // called outside a test (beforeAll): nothing to track
  }
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    db,
    connectionString: url.toString(),
    async close() {
      await db.close();
      if (failed && options.keepOnFailure !== false) return;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}_boss" CASCADE`);
      await admin.end();
    },
  };
}
