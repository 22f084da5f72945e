// node-postgres adapter: a pool for queries and transactions, one dedicated client for LISTEN
// (pg-listener.ts). The database may go away at any moment (a restart, a failover): every connection
// has its errors heard, a lost one is replaced, and a statement that meets the loss fails with
// StoreUnavailableError, which callers wait out (ride-out.ts) or answer 503 with (the API).
import pg from 'pg';
import type { Db, Queryable } from './db.ts';
import { createOutageLog, type OutageLog, type StoreLog } from './outage-log.ts';
import { createPgListener } from './pg-listener.ts';
import { rideOutOutages } from './ride-out.ts';
import { classifyStoreError, isConnectionLoss } from './unavailable.ts';

export interface PostgresDbOptions {
  connectionString: string;
  /** Isolates every table (and pg-boss) in this schema; tests use a schema each. */
  schema?: string;
  max?: number;
  /** How this process's connections are named in pg_stat_activity; the LISTEN one adds ` listen`. */
  applicationName?: string;
  /** Where the database going away and coming back is told, once each (createOutageLog). */
  outage?: OutageLog;
  log?: StoreLog;
  /** How long a server that does not answer the first statement is waited for (default: not at all). */
  startWaitMs?: number;
}

/** A server that does not answer a new connection within this is treated as away (pg's default waits forever). */
const CONNECT_TIMEOUT_MS = 5000;

export async function openPostgres(options: PostgresDbOptions): Promise<Db> {
  const schema = options.schema ?? 'public';
  const log = options.log ?? (() => undefined);
  const outage = options.outage ?? createOutageLog(log);
  const applicationName = options.applicationName ?? 'quoting-service';
  const searchPath = schema === 'public' ? undefined : `-c search_path=${schema}`;
  const connection: pg.ClientConfig = {
    connectionString: options.connectionString,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...(searchPath ? { options: searchPath } : {}),
  };
  const pool = new pg.Pool({ ...connection, application_name: applicationName, max: options.max ?? 10 });
  // An idle connection the server dropped: the pool discards it and makes a new one on next use.
  pool.on('error', (error) => {
    if (!outage.lost('pool', error)) log('error', 'a pooled database connection failed', { err: error });
  });
  const listener = createPgListener({
    client: { ...connection, application_name: `${applicationName} listen` },
    outage,
    log,
  });

  /** Runs a statement (or a transaction) and tells the outage log how it went. */
  async function heard<T>(fn: () => Promise<T>): Promise<T> {
    try {
      const value = await fn();
      outage.back('pool');
      return value;
    } catch (error) {
      outage.lost('pool', error);
      throw classifyStoreError(error);
    }
  }

  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(text: string, values?: readonly unknown[]) {
      try {
        const result = await client.query(text, values as unknown[] | undefined);
        return result.rows as T[];
      } catch (error) {
        throw classifyStoreError(error);
      }
    },
  });
  const direct = wrap(pool);

  const db: Db = {
    kind: 'postgres',
    schema,
    query: (text, values) => heard(() => direct.query(text, values)),
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return heard(async () => {
        const client = await pool.connect();
        // pg-pool takes its own error listener off a client it lends: one that drops while lent
        // would end the process unheard.
        let lost: unknown;
        const onError = (error: unknown) => {
          lost ??= error;
        };
        client.on('error', onError);
        let broken: unknown;
        try {
          await client.query('BEGIN');
          const value = await fn(wrap(client));
          await client.query('COMMIT');
          return value;
        } catch (error) {
          if (lost === undefined && !isConnectionLoss(error))
            await client.query('ROLLBACK').catch((failure: unknown) => {
              broken = failure;
            });
          else broken = lost ?? error;
          throw error;
        } finally {
          client.removeListener('error', onError);
          // A client whose connection was lost (or could not roll back) is discarded, not lent again.
          client.release((lost ?? broken) as Error | undefined);
        }
      });
    },
    async exec(sql) {
      await heard(() => direct.query(sql));
    },
    listen: (channel, handler, recover) => listener.listen(channel, handler, recover),
    async notify(channel, payload) {
      await heard(() => direct.query('SELECT pg_notify($1, $2)', [channel, payload]));
    },
    boss: () => ({ connectionString: options.connectionString, applicationName: `${applicationName} queue` }),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
  const starting = options.startWaitMs ? rideOutOutages(db, { boundMs: options.startWaitMs }) : db;
  if (schema !== 'public') await starting.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  return db;
}
