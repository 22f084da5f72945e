// The store's port: a tiny query interface with a PGlite adapter and a node-postgres adapter behind it.
import type { Db as IDatabase } from 'pg-boss';

export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one statement with `$1` placeholders and returns its rows. */
  query<T = Row>(text: string, values?: readonly unknown[]): Promise<T[]>;
}

export type NotificationHandler = (payload: string) => void;

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Schema every table lives in (`public` unless a test isolates itself). */
  readonly schema: string;
  /** Runs `fn` in one transaction; nothing else touches the database on PGlite meanwhile. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Subscribes to a channel. `recover` is called after the connection that listens was lost and made
   * again: notifications sent meanwhile are gone, so the subscriber reads the state it follows.
   */
  listen(channel: string, handler: NotificationHandler, recover?: () => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** What pg-boss runs on: the same serialized connection on PGlite, its own pool on PostgreSQL. */
  boss(): { db: IDatabase } | { connectionString: string; applicationName: string };
  close(): Promise<void>;
}
