// The latency each portal login was given: for every page and API request (assets have none), the
// profile's wait plus injected latency, summed per login. It is the floor of an agent's time on the
// portal (what a job could not go faster than), read per login at GET /_sandbox/latency when the jobs
// run in other processes (bench/capacity.ts). A request is the login's whose live session its cookie
// names, or whose answer sets such a cookie (the sign-in itself); else, the login its connection was
// last seen for. Requests on a connection not yet seen for any login (the sign-in page) wait there and
// join the login the connection turns out to serve; those never claimed stay counted as unattributed.
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

export function createLatencyLedger(sessions: Pick<SessionStore, 'peek'>): LatencyLedger {
  let logins = new Map<string, LoginLatency>();
  let connections = new WeakMap<object, LoginLatency>();
  let waiting = new WeakMap<object, { requests: number; ms: number }>();
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
      if (!login || login.carrierId !== carrierId) {
        const held = waiting.get(connection) ?? { requests: 0, ms: 0 };
        held.requests += 1;
        held.ms += ms;
        waiting.set(connection, held);
        unclaimedOf(carrierId).requests += 1;
        unclaimedOf(carrierId).ms += ms;
        return;
      }
      connections.set(connection, login);
      login.requests += 1;
      login.ms += ms;
      const held = waiting.get(connection);
      if (held) {
        waiting.delete(connection);
        login.requests += held.requests;
        login.ms += held.ms;
        unclaimedOf(carrierId).requests -= held.requests;
        unclaimedOf(carrierId).ms -= held.ms;
      }
    },
    byLogin: () => [...logins.values()].map((login) => ({ ...login })),
    unattributed: () => [...unclaimed.values()].filter((u) => u.requests > 0).map((u) => ({ ...u })),
    reset() {
      logins = new Map();
      connections = new WeakMap();
      waiting = new WeakMap();
      unclaimed = new Map();
    },
  };
}
