// A login's kept portal session as the runtime handles it: checked when it comes back from the vault,
// how long it is kept, and its cookie and local-storage values registered with the redactor (a session
// cookie is as good as the password while it lasts: never in a log, a step record or a trace).
import type { StorageState } from '../browser-pool.ts';
import type { Redactor } from './redactor.ts';

/** Where the runtime loads, keeps and drops the login's session (the vault, bound to agency and carrier). */
export interface KeptSessionPort {
  load(): Promise<unknown>;
  keep(state: StorageState, expiresAt: Date): Promise<void>;
  drop(): Promise<void>;
}

/** A session of session cookies only is tried for this long; the portal says whether it still holds. */
export const SESSION_COOKIES_KEPT_MS = 12 * 3600_000;
/** The longest anything is kept, whatever a cookie says ("remember this device" is 30 days at most). */
export const LONGEST_KEPT_MS = 30 * 24 * 3600_000;

/** The value as a storage state when it has the shape of one, else undefined (then nothing is reused). */
export function asStorageState(value: unknown): StorageState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as { cookies?: unknown; origins?: unknown };
  if (!Array.isArray(v.cookies) || !Array.isArray(v.origins)) return undefined;
  const cookiesOk = v.cookies.every(
    (c) => typeof c === 'object' && c !== null && typeof c.name === 'string' && typeof c.value === 'string',
  );
  return cookiesOk ? (value as StorageState) : undefined;
}

/**
 * Until when a state is kept: its longest-lived cookie's expiry (a remembered device), at least
 * SESSION_COOKIES_KEPT_MS for session cookies, never past LONGEST_KEPT_MS.
 */
export function keptUntil(state: StorageState, now: number): Date {
  const latest = Math.max(0, ...state.cookies.map((c) => (c.expires > 0 ? c.expires * 1000 : 0)));
  return new Date(Math.min(now + LONGEST_KEPT_MS, Math.max(now + SESSION_COOKIES_KEPT_MS, latest)));
}

/**
 * Values this short are flags ("yes", "en-US", a page size), not credentials: registering them would
 * scrub common words from every record. Session ids and tokens are far longer.
 */
const SHORTEST_SECRET_VALUE = 12;

/** Registers every credential-length cookie and local-storage value of the state as a secret. */
export function redactSession(redactor: Redactor, state: StorageState): void {
  const values = [
    ...state.cookies.map((c) => c.value),
    ...state.origins.flatMap((o) => o.localStorage.map((item) => item.value)),
  ];
  for (const value of values) if (value.length >= SHORTEST_SECRET_VALUE) redactor.add(value);
}
