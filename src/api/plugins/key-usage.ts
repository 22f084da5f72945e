// "Last used" for API keys without a write per request: authentication only notes the key in memory,
// and one statement records every key used since the last flush, on an interval and when the app
// closes. A crash loses at most one interval of "last used", which is a hint, not an audit log.

import { touchApiKeys } from '../../store/agencies.ts';
import type { Db } from '../../store/db.ts';

export interface KeyUsage {
  record(keyId: string, at?: Date): void;
  /** Writes what was recorded so far (one statement, none when nothing was used). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createKeyUsage(
  db: Db,
  options: { intervalMs: number; onError: (error: unknown) => void },
): KeyUsage {
  let pending = new Map<string, Date>();
  let flushing: Promise<void> = Promise.resolve();

  const flush = () => {
    flushing = flushing.then(async () => {
      if (pending.size === 0) return;
      const batch = pending;
      pending = new Map();
      try {
        await touchApiKeys(db, batch);
      } catch (error) {
        options.onError(error);
      }
    });
    return flushing;
  };

  const timer = setInterval(() => void flush(), options.intervalMs);
  timer.unref();

  return {
    record(keyId, at = new Date()) {
      pending.set(keyId, at);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
