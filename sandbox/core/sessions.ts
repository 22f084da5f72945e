// Portal login sessions: idle timeout, explicit expiry, and the "session expires mid-form" fault
// (a session dies after a set number of page views). Each login's sessions are remembered with when
// they were used, so tests can ask whether two sessions of one login were ever in use at once, or two
// sign-ins overlapped (`logins()`, GET /_sandbox/sessions/logins; decision 0033).
import { randomBytes } from 'node:crypto';

export interface Session {
  id: string;
  carrierId: string;
  username: string;
  /** False until the second factor is passed (or none is needed). */
  authenticated: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  pageViews: number;
  /** Anything the portal keeps per session: drafts, wizard step, device id, … */
  data: Record<string, unknown>;
}

export const IDLE_TIMEOUT_MS = 20 * 60_000;

/** What the sandbox saw of one login's sessions: how many were ever in use at once, how many sign-ins. */
export interface LoginSessions {
  carrierId: string;
  username: string;
  /** Sessions started (a sign-in each). */
  signIns: number;
  /** The most sessions of the login in use at once: from its start to the last request carrying it. */
  mostAtOnce: number;
  /** The most sign-ins under way at once: from a session's start until it was signed in (or last used). */
  mostSignInsAtOnce: number;
}

interface SessionUse {
  carrierId: string;
  username: string;
  start: number;
  /** When the session was signed in (second factor passed), if it was. */
  signedIn?: number;
  /** The last request that carried its cookie, even one refused because the session had ended. */
  lastUsed: number;
}

/** Sessions remembered per store for `logins()`: the oldest are forgotten past this. */
const REMEMBERED_SESSIONS = 5000;

function mostAtOnce(intervals: [number, number][]): number {
  // A span within one millisecond (signed in at once) still counts while it lasts.
  const edges = intervals.flatMap(([a, b]) => [
    [a, 1],
    [Math.max(b, a + 0.5), -1],
  ]);
  // An end at the very moment another starts is not an overlap.
  edges.sort((x, y) => x[0]! - y[0]! || x[1]! - y[1]!);
  let open = 0;
  let most = 0;
  for (const [, step] of edges) {
    open += step!;
    most = Math.max(most, open);
  }
  return most;
}

export interface SessionStore {
  create(carrierId: string, username: string, now: Date): Session;
  /**
   * Looks a session up and counts a page view. Answers undefined when the session is unknown, idle too
   * long, or killed by the `sessionExpiryAfterPages` fault.
   */
  touch(carrierId: string, id: string | undefined, now: Date, expireAfterPages?: number): Session | undefined;
  /** Looks a session up without counting a page view. */
  peek(carrierId: string, id: string | undefined): Session | undefined;
  destroy(id: string): void;
  /** Every live session's id (what its cookie holds): tests look for them where no secret may be. */
  ids(): string[];
  /** Ends every session of a carrier (tests: "the session expired"). */
  expireAll(carrierId?: string): number;
  /** Each login's sessions as used so far (a carrier's only, if given). */
  logins(carrierId?: string): LoginSessions[];
  reset(): void;
}

export function createSessionStore(idleTimeoutMs = IDLE_TIMEOUT_MS): SessionStore {
  let sessions = new Map<string, Session>();
  let uses = new Map<string, SessionUse>();
  /** A request carried the session's cookie (the real clock: tests compare runs, not the portal's time). */
  const used = (id: string | undefined) => {
    const use = id ? uses.get(id) : undefined;
    if (use) use.lastUsed = Date.now();
  };
  return {
    create(carrierId, username, now) {
      const id = randomBytes(18).toString('base64url');
      const use: SessionUse = {
        carrierId,
        username: username.toLowerCase(),
        start: Date.now(),
        lastUsed: Date.now(),
      };
      let authenticated = false;
      const session: Session = {
        id,
        carrierId,
        username,
        get authenticated() {
          return authenticated;
        },
        set authenticated(value: boolean) {
          if (value && !authenticated) use.signedIn = Date.now();
          authenticated = value;
        },
        createdAt: now,
        lastSeenAt: now,
        pageViews: 0,
        data: {},
      };
      sessions.set(session.id, session);
      uses.set(id, use);
      if (uses.size > REMEMBERED_SESSIONS) uses.delete(uses.keys().next().value!);
      return session;
    },
    touch(carrierId, id, now, expireAfterPages) {
      used(id);
      const session = id ? sessions.get(id) : undefined;
      if (!session || session.carrierId !== carrierId) return undefined;
      const idle = now.getTime() - session.lastSeenAt.getTime() > idleTimeoutMs;
      const fault = expireAfterPages !== undefined && session.pageViews >= expireAfterPages;
      if (idle || fault) {
        sessions.delete(session.id);
        return undefined;
      }
      session.pageViews += 1;
      session.lastSeenAt = now;
      return session;
    },
    peek(carrierId, id) {
      used(id);
      const session = id ? sessions.get(id) : undefined;
      return session && session.carrierId === carrierId ? session : undefined;
    },
    destroy(id) {
      sessions.delete(id);
    },
    ids: () => [...sessions.keys()],
    expireAll(carrierId) {
      let count = 0;
      for (const [id, session] of sessions) {
        if (!carrierId || session.carrierId === carrierId) {
          sessions.delete(id);
          count += 1;
        }
      }
      return count;
    },
    logins(carrierId) {
      const byLogin = new Map<string, SessionUse[]>();
      for (const use of uses.values()) {
        if (carrierId && use.carrierId !== carrierId) continue;
        const key = `${use.carrierId}/${use.username}`;
        byLogin.set(key, [...(byLogin.get(key) ?? []), use]);
      }
      return [...byLogin.values()].map((list) => ({
        carrierId: list[0]!.carrierId,
        username: list[0]!.username,
        signIns: list.length,
        mostAtOnce: mostAtOnce(list.map((u) => [u.start, u.lastUsed])),
        mostSignInsAtOnce: mostAtOnce(list.map((u) => [u.start, u.signedIn ?? u.lastUsed])),
      }));
    },
    reset() {
      sessions = new Map();
      uses = new Map();
    },
  };
}
