// Portal login sessions: idle timeout, explicit expiry, and the "session expires mid-form" fault
// (a session dies after a set number of page views).
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
  reset(): void;
}

export function createSessionStore(idleTimeoutMs = IDLE_TIMEOUT_MS): SessionStore {
  let sessions = new Map<string, Session>();
  return {
    create(carrierId, username, now) {
      const session: Session = {
        id: randomBytes(18).toString('base64url'),
        carrierId,
        username,
        authenticated: false,
        createdAt: now,
        lastSeenAt: now,
        pageViews: 0,
        data: {},
      };
      sessions.set(session.id, session);
      return session;
    },
    touch(carrierId, id, now, expireAfterPages) {
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
    reset() {
      sessions = new Map();
    },
  };
}
