// A fresh, migrated store for one test: a PGlite in a folder copied from a migrated template, or
// (DATABASE_URL set) a schema of its own on PostgreSQL, dropped afterwards unless the test failed (kept
// for inspection).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { onTestFailed } from 'vitest';
import { startBoss } from '../../src/queue/boss.ts';
import type { Db } from '../../src/store/db.ts';
import { migrate } from '../../src/store/migrate.ts';
import type { StoreLog } from '../../src/store/outage-log.ts';
import { openPglite } from '../../src/store/pglite.ts';
import { openPostgres } from '../../src/store/postgres.ts';

export const databaseUrl = process.env.DATABASE_URL || undefined;
export const backend = databaseUrl ? 'postgres' : 'pglite';

/** A test's store is small: PostgreSQL's default 128MB of shared buffers cost a third of a clone's CPU. */
const TEST_SHARED_BUFFERS = '16MB';

/**
 * Where this worker's PGlite stores live: a folder of the run's (test/setup/pglite-cluster.global.ts,
 * in memory where /dev/shm exists). A store is a copy of the migrated template's folder there, opened
 * in place: measured, 0.14 CPU-s a store against 0.40 to unpack the same cluster from a dump into
 * PGlite's in-memory file system (docs/performance.md, "The suite").
 */
const storesRoot = path.join(
  process.env.TEST_STORES_DIR ?? path.join(tmpdir(), 'qs-test-stores'),
  `${process.pid}`,
);
process.once('exit', () => rmSync(storesRoot, { recursive: true, force: true }));

let template: Promise<string> | undefined;

/** One migrated PGlite cluster per test worker, in a folder; every test starts from a copy of it. */
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const folder = path.join(storesRoot, 'template');
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const db = await openPglite({ dataDir: folder, sharedBuffers: TEST_SHARED_BUFFERS });
    await migrate(db);
    // pg-boss's schema too, as its first start leaves it: a store whose test starts pg-boss then skips
    // the install (about 0.25 CPU-s a store here, against 0.02 to start on an installed schema).
    await (await startBoss(db, { supervise: false })).stop({ graceful: false, timeout: 2000 });
    // The service uses only the `postgres` database: a copy without the two template databases holds
    // about 600 files fewer (26 MB instead of 41 MB).
    await db.query(
      `UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`,
    );
    await db.query('DROP DATABASE template0');
    await db.query('DROP DATABASE template1');
    // Shut down cleanly: a copy of the folder starts as this cluster.
    await db.close();
    return folder;
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
let copies = 0;

/** Test stores opened and not closed yet (the leak check fails a test that leaves one open). */
export function openTestStores(): string[] {
  return [...openStores];
}

export interface TestDbOptions {
  keepOnFailure?: boolean;
  /** What the store tells (a failed notification handler, the database going away). */
  log?: StoreLog;
}

export async function createTestDb(options: TestDbOptions = {}): Promise<TestDb> {
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

async function openTestDb(options: TestDbOptions): Promise<TestDb> {
  if (!databaseUrl) {
    const folder = path.join(storesRoot, `store-${++copies}`);
    await cp(await pgliteTemplate(), folder, { recursive: true });
    const db = await openPglite({ dataDir: folder, sharedBuffers: TEST_SHARED_BUFFERS, log: options.log });
    return {
      db,
      connectionString: undefined,
      async close() {
        await db.close();
        await rm(folder, { recursive: true, force: true });
      },
    };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = await openPostgres({ connectionString: databaseUrl, schema, max: 5, log: options.log });
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
