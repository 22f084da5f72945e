// One line when the database goes away and one when it is back, whichever connection noticed first
// (the pool, the LISTEN connection, pg-boss's own pool): during a restart every statement of every
// loop fails, and a line each would bury what happened. Only the SQLSTATE or socket code is logged,
// never a connection string. A server shutting down answers a statement on a connection it has not
// ended yet between two losses: it is back only once a statement works `settleMs` after the last loss.
import { isConnectionLoss, StoreUnavailableError } from './unavailable.ts';

export type StoreLog = (
  level: 'info' | 'warn' | 'error',
  message: string,
  fields: Record<string, unknown>,
) => void;

export interface OutageLog {
  /** Reports a failure of `source`; answers whether it was the database going away (logged once per outage). */
  lost(source: string, error: unknown): boolean;
  /** A statement worked again: the outage, if there was one, is logged as over with how long it lasted. */
  back(source: string): void;
}

export function createOutageLog(
  log: StoreLog = () => undefined,
  now = () => Date.now(),
  settleMs = 2000,
): OutageLog {
  let since: number | undefined;
  let lastLoss = 0;
  return {
    lost(source, error) {
      if (!isConnectionLoss(error)) return false;
      lastLoss = now();
      if (since === undefined) {
        since = now();
        const reason = (error instanceof StoreUnavailableError ? error : new StoreUnavailableError(error))
          .reason;
        log('warn', 'database unavailable: waiting for it to come back', { source, reason });
      }
      return true;
    },
    back(source) {
      if (since === undefined || now() - lastLoss < settleMs) return;
      log('info', 'database available again', { source, awayMs: now() - since });
      since = undefined;
    },
  };
}
