// node-postgres adapter: a pool for queries and transactions, one dedicated client for LISTEN.
import pg from 'pg';
import type { Db, NotificationHandler, Queryable } from './db.ts';

export interface PostgresDbOptions {
  connectionString: string;
  /** Isolates every table (and pg-boss) in this schema; tests use a schema each. */
  schema?: string;
  max?: number;
}

export async function openPostgres(options: PostgresDbOptions): Promise<Db> {
  const schema = options.schema ?? 'public';
  const searchPath = schema === 'public' ? undefined : `-c search_path=${schema}`;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    ...(searchPath ? { options: searchPath } : {}),
  });
  pool.on('error', () => undefined); // an idle client dropped by the server is replaced on next use
  if (schema !== 'public') await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);

  const handlers = new Map<string, Set<NotificationHandler>>();
  let listener: pg.PoolClient | undefined;
  async function listenerClient(): Promise<pg.PoolClient> {
    if (listener) return listener;
    const client = await pool.connect();
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    listener = client;
    return client;
  }

  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(text: string, values?: readonly unknown[]) {
      const result = await client.query(text, values as unknown[] | undefined);
      return result.rows as T[];
    },
  });

  return {
    kind: 'postgres',
    schema,
    ...wrap(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn(wrap(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async listen(channel, handler) {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN "${channel}"`);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    boss: () => ({ connectionString: options.connectionString }),
    async close() {
      listener?.release();
      listener = undefined;
      await pool.end();
    },
  };
}
