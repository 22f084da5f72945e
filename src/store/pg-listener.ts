// The LISTEN connection of the PostgreSQL adapter: one dedicated client (not a pool's, so it never holds
// a pool slot and its errors are always heard), which reconnects with back-off when the server drops it
// (a restart, a failover, pg_terminate_backend), LISTENs again on every channel it had, and then calls
// each subscriber's `recover`: a notification sent while it was away is lost, so they read the state.
// A heartbeat finds a connection that died without a word (a network gone quiet).
import pg from 'pg';
import type { NotificationHandler } from './db.ts';
import type { OutageLog, StoreLog } from './outage-log.ts';

export interface PgListenerOptions {
  client: pg.ClientConfig;
  outage: OutageLog;
  log: StoreLog;
  /** Pauses between reconnection tries, doubled from `first` up to `max` (default 250 ms to 4 s). */
  backoffMs?: { first: number; max: number };
  /** How often the connection is asked `SELECT 1` (default 15 s); no answer in a third of it drops it. */
  heartbeatMs?: number;
}

interface Subscriber {
  handler: NotificationHandler;
  recover: (() => void) | undefined;
}

export interface PgListener {
  /** Subscribes; never fails for the database being away (the channel is LISTENed once it is back). */
  listen(channel: string, handler: NotificationHandler, recover?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const ignore = () => undefined;

export function createPgListener(options: PgListenerOptions): PgListener {
  const { outage, log } = options;
  const backoff = options.backoffMs ?? { first: 250, max: 4000 };
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const channels = new Map<string, Set<Subscriber>>();
  let client: pg.Client | undefined;
  let listened = new Set<string>();
  let connecting: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let wasLost = false;
  let closed = false;

  const deliver = (channel: string, payload: string) => {
    for (const subscriber of channels.get(channel) ?? []) {
      try {
        subscriber.handler(payload);
      } catch (error) {
        log('error', 'a notification handler failed', { channel, err: error });
      }
    }
  };

  const end = (target: pg.Client) => {
    target.removeAllListeners();
    target.on('error', ignore); // the socket may still report its end
    target.end().catch(ignore);
  };

  /** The connection is gone: forget it and reconnect (unless closing). */
  const drop = (target: pg.Client, error: unknown) => {
    if (client !== target) return;
    client = undefined;
    clearTimeout(heartbeatTimer);
    end(target);
    wasLost = true;
    if (!outage.lost('listen', error))
      log('warn', 'the LISTEN connection failed: reconnecting', { reason: String(error) });
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer || connecting) return;
    const delay = Math.min(backoff.max, backoff.first * 2 ** failures) * (0.75 + Math.random() / 4);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
  };

  const ensureListening = async (target: pg.Client) => {
    for (const channel of channels.keys()) {
      if (listened.has(channel)) continue;
      await target.query(`LISTEN "${channel}"`);
      listened.add(channel);
    }
  };

  const heartbeat = (target: pg.Client) => {
    heartbeatTimer = setTimeout(async () => {
      let timer: NodeJS.Timeout | undefined;
      const silent = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the LISTEN connection did not answer')), heartbeatMs / 3);
      });
      const ping = target.query('SELECT 1');
      ping.catch(ignore); // a late failure after the race is lost is the drop's business
      try {
        await Promise.race([ping, silent]);
        if (client === target) heartbeat(target);
      } catch (error) {
        drop(target, error);
      } finally {
        clearTimeout(timer);
      }
    }, heartbeatMs);
  };

  const connectOnce = async () => {
    const next = new pg.Client(options.client);
    // Heard from the first byte: an error with no listener ends the process.
    next.on('error', (error) => drop(next, error));
    next.on('end', () => drop(next, new Error('Connection terminated')));
    next.on('notification', (message) => deliver(message.channel, message.payload ?? ''));
    try {
      await next.connect();
      listened = new Set();
      await ensureListening(next);
    } catch (error) {
      end(next);
      throw error;
    }
    if (closed) return end(next);
    client = next;
    failures = 0;
    outage.back('listen');
    heartbeat(next);
    if (!wasLost) return;
    wasLost = false;
    log('info', 'the LISTEN connection is back: subscribers read what they may have missed', {
      channels: [...channels.keys()],
    });
    for (const subscribers of channels.values())
      for (const { recover } of subscribers) {
        try {
          recover?.();
        } catch (error) {
          log('error', 'a notification subscriber could not recover', { err: error });
        }
      }
  };

  const connect = (): Promise<void> => {
    connecting ??= connectOnce()
      .catch((error: unknown) => {
        wasLost = true;
        if (!outage.lost('listen', error))
          log('warn', 'the LISTEN connection could not be made: retrying', { reason: String(error) });
      })
      .finally(() => {
        connecting = undefined;
        if (!client) scheduleReconnect();
      });
    return connecting;
  };

  return {
    async listen(channel, handler, recover) {
      const subscriber: Subscriber = { handler, recover };
      let subscribers = channels.get(channel);
      if (!subscribers) {
        subscribers = new Set();
        channels.set(channel, subscribers);
      }
      subscribers.add(subscriber);
      if (!client && !retryTimer) await connect();
      const target = client;
      if (target) {
        // A loss here is heard by the client's error listener, which reconnects and LISTENs again.
        await ensureListening(target).catch((error: unknown) => {
          if (!outage.lost('listen', error)) throw error;
        });
      }
      return async () => {
        subscribers.delete(subscriber);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearTimeout(heartbeatTimer);
      await connecting;
      if (client) {
        const target = client;
        client = undefined;
        target.removeAllListeners();
        target.on('error', ignore);
        await target.end().catch(ignore);
      }
    },
  };
}
