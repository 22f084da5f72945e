// What "the database is away" looks like to a client, decided in one place: a connection refused, reset
// or timed out, the server shutting down or starting up (a restart, a failover), a backend terminated.
// Anything else (a constraint, a syntax error, a serialization failure) is the statement's own fault.

/** SQLSTATEs of a server going away: class 08 (connection exception), 57P01-57P05 (shutdown, crash, starting up). */
const LOST_STATES = /^(08|57P0[1-5])/;
/** Socket errors of a server that cannot be reached. */
const LOST_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres's own words for a connection that ended or never came (it gives them no code). */
const LOST_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|Connection ended/i;

/** The database went away while a statement needed it; the statement did not run (or its outcome is unknown). */
export class StoreUnavailableError extends Error {
  /** The SQLSTATE or socket code of the loss, when it had one (safe to log: no secrets). */
  readonly reason: string;
  constructor(cause: unknown) {
    const reason = lossReason(cause);
    super(`The database is unavailable (${reason})`, { cause });
    this.name = 'StoreUnavailableError';
    this.reason = reason;
  }
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function lossReason(error: unknown): string {
  const code = codeOf(error);
  if (code) return code;
  const message = (error as { message?: unknown } | null)?.message;
  return (typeof message === 'string' && LOST_MESSAGES.exec(message)?.[0]) || 'connection lost';
}

/**
 * Whether `error` is the connection to the database lost or never made (not the statement's fault). Read
 * by shape: pg-boss emits its errors as plain objects (code and message copied), not Error instances.
 */
export function isConnectionLoss(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const code = codeOf(error);
  if (code && (LOST_STATES.test(code) || LOST_ERRNOS.has(code))) return true;
  // An AggregateError of every address tried (Node's happy eyeballs) carries the socket codes inside.
  if (error instanceof AggregateError) return error.errors.some(isConnectionLoss);
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && LOST_MESSAGES.test(message);
}

/** Whether `error`, or anything in its chain of causes, is the database being away. */
export function isStoreUnavailable(error: unknown): boolean {
  if (isConnectionLoss(error)) return true;
  for (let e = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth += 1) {
    if (isConnectionLoss(e.cause)) return true;
  }
  return false;
}

/** `error` as a StoreUnavailableError when it is a connection loss, else itself. */
export function classifyStoreError(error: unknown): unknown {
  return !(error instanceof StoreUnavailableError) && isConnectionLoss(error)
    ? new StoreUnavailableError(error)
    : error;
}
