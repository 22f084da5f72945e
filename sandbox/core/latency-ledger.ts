// The latency each portal login was given: for every page and API request (assets have none), the
// profile's wait plus injected latency, summed per login. It is the floor of an agent's time on the
// portal (what a job could not go faster than), read per login at GET /_sandbox/latency when the jobs
// run in other processes (bench/capacity.ts). A request is the login's whose live session its cookie
// names, or whose answer sets such a cookie (the sign-in itself); else, the login its connection was
// last seen for. Requests not yet seen for any login (the sign-in page) wait, by their connection and
// by every cookie they carried or were given (each portal's first answer sets a load balancer's
// affinity cookie, server.ts), and join the login whose request first shares either: a browser may
// sign in on another connection than the one it loaded the sign-in page on. Those never claimed stay
// counted as unattributed.
import type { SessionStore } from './sessions.ts';

export interface LoginLatency {
  carrierId: string;
  username: string;
  /** Page and API requests counted. */
  requests: number;
  /** Their latency, summed. */
  ms: number;
}

export interface LatencyEntry {
  carrierId: string;
  /** The request's connection: a browser context never shares one with another. */
  connection: object;
  /** Every cookie value the request carried and its answer set. */
  cookieValues: string[];
  ms: number;
}

export interface LatencyLedger {
  record(entry: LatencyEntry): void;
  byLogin(): LoginLatency[];
  /** What no login claimed (yet), by carrier. */
  unattributed(): { carrierId: string; requests: number; ms: number }[];
  reset(): void;
}

/** The values of a Cookie header (`a=1; b=2`) or of Set-Cookie headers (`a=1; Path=/`). */
export function cookieValues(cookie: string | undefined, setCookie: string | string[] | undefined): string[] {
  const pairs = (cookie ?? '').split(';');
  for (const header of [setCookie ?? []].flat()) pairs.push(header.split(';')[0] ?? '');
  return pairs
    .map((pair) => pair.slice(pair.indexOf('=') + 1).trim())
    .filter((value) => value.length > 0)
    .map((value) => {
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    });
}

/** Requests waiting for a login to claim them. */
interface Held {
  requests: number;
  ms: number;
}

/** Cookies held for a claim at most (the oldest are let go first): a visit that never signs in. */
const MAX_HELD_COOKIES = 10_000;

export function createLatencyLedger(sessions: Pick<SessionStore, 'peek'>): LatencyLedger {
  let logins = new Map<string, LoginLatency>();
  let connections = new WeakMap<object, LoginLatency>();
  let waiting = new WeakMap<object, Held>();
  let waitingByCookie = new Map<string, Held>();
  let unclaimed = new Map<string, { carrierId: string; requests: number; ms: number }>();
  const unclaimedOf = (carrierId: string) => {
    let entry = unclaimed.get(carrierId);
    if (!entry) {
      entry = { carrierId, requests: 0, ms: 0 };
      unclaimed.set(carrierId, entry);
    }
    return entry;
  };
  const loginOf = (carrierId: string, username: string) => {
    const key = `${carrierId}\u0000${username.toLowerCase()}`;
    let login = logins.get(key);
    if (!login) {
      login = { carrierId, username, requests: 0, ms: 0 };
      logins.set(key, login);
    }
    return login;
  };
  return {
    record({ carrierId, connection, cookieValues: values, ms }) {
      const session = values.map((v) => sessions.peek(carrierId, v)).find((s) => s !== undefined);
      const login = session ? loginOf(carrierId, session.username) : connections.get(connection);
      const cookieKeys = values.map((v) => `${carrierId}\u0000${v}`);
      if (!login || login.carrierId !== carrierId) {
        const held = waiting.get(connection) ??
          cookieKeys.map((k) => waitingByCookie.get(k)).find((h) => h !== undefined) ?? {
            requests: 0,
            ms: 0,
          };
        held.requests += 1;
        held.ms += ms;
        waiting.set(connection, held);
        for (const key of cookieKeys) {
          waitingByCookie.delete(key);
          waitingByCookie.set(key, held);
        }
        for (const key of waitingByCookie.keys()) {
          if (waitingByCookie.size <= MAX_HELD_COOKIES) break;
          waitingByCookie.delete(key);
        }
        unclaimedOf(carrierId).requests += 1;
        unclaimedOf(carrierId).ms += ms;
        return;
      }
      connections.set(connection, login);
      login.requests += 1;
      login.ms += ms;
      const claimed = new Set([waiting.get(connection), ...cookieKeys.map((k) => waitingByCookie.get(k))]);
      waiting.delete(connection);
      for (const key of cookieKeys) waitingByCookie.delete(key);
      for (const held of claimed) {
        if (!held || held.requests === 0) continue;
        login.requests += held.requests;
        login.ms += held.ms;
        unclaimedOf(carrierId).requests -= held.requests;
        unclaimedOf(carrierId).ms -= held.ms;
        // Claimed once: another key still naming it (a connection, a cookie) finds it empty.
        held.requests = 0;
        held.ms = 0;
      }
    },
    byLogin: () => [...logins.values()].map((login) => ({ ...login })),
    unattributed: () => [...unclaimed.values()].filter((u) => u.requests > 0).map((u) => ({ ...u })),
    reset() {
      logins = new Map();
      connections = new WeakMap();
      waiting = new WeakMap();
      waitingByCookie = new Map();
      unclaimed = new Map();
    },
  };
}
