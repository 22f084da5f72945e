// Opens the configured store: PostgreSQL at DATABASE_URL, else embedded PGlite in DATA_DIR.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { narrowTree } from './data-dir.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import type { OutageLog, StoreLog } from './outage-log.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import { rideOutOutages } from './ride-out.ts';

export interface OpenStoreOptions {
  databaseUrl: string | undefined;
  databaseSchema?: string;
  dataDir: string;
  /** Where the database going away and coming back is told (PostgreSQL), once each. */
  outage?: OutageLog;
  log?: StoreLog;
  /** How long a PostgreSQL that does not answer is waited for before the start fails (default: not at all). */
  startWaitMs?: number;
}

export async function openStore(options: OpenStoreOptions): Promise<Db> {
  let db: Db;
  if (options.databaseUrl) {
    db = await openPostgres({
      connectionString: options.databaseUrl,
      schema: options.databaseSchema,
      outage: options.outage,
      log: options.log,
      startWaitMs: options.startWaitMs,
    });
  } else {
    const dir = path.join(options.dataDir, 'pglite');
    await mkdir(dir, { recursive: true, mode: 0o700 });
    db = await openPglite({ dataDir: dir, log: options.log });
    await narrowTree(dir); // PGlite creates its files 0666 whatever the umask (data-dir.ts)
  }
  // A node started while the database is away (a restart, a failover) waits for it, as running ones do.
  await migrate(options.startWaitMs ? rideOutOutages(db, { boundMs: options.startWaitMs }) : db);
  return db;
}
