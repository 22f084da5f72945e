// The SSRF guard: webhook deliveries only ever connect to public unicast addresses. It runs as the
// socket's DNS lookup, so the address checked is the address connected to (a name that resolved to a
// public address at registration and to 10.0.0.1 now is refused now: DNS rebinding). Loopback is
// allowed only when the operator says so (WEBHOOK_ALLOW_LOOPBACK, development and tests).
import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface AddressPolicy {
  /** Loopback (127.0.0.0/8, ::1) is reachable: WEBHOOK_ALLOW_LOOPBACK, never in production. */
  allowLoopback: boolean;
  /** Only loopback is reachable: plain-HTTP URLs, which are allowed to loopback and nowhere else. */
  loopbackOnly?: boolean;
}

export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

const ipv4Compatible = new BlockList();
ipv4Compatible.addSubnet('::', 96, 'ipv6');

/** Ranges ipaddr.js names that are never a partner's receiver, each with the words a person reads. */
const blockedRanges: Record<string, string> = {
  private: 'a private address',
  loopback: 'a loopback address',
  linkLocal: 'a link-local address',
  uniqueLocal: 'a unique local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  unspecified: 'the unspecified address',
  broadcast: 'the broadcast address',
};

/** Whether a delivery may connect to `ip`. Anything but public unicast is refused. */
export function checkAddress(ip: string, policy: AddressPolicy): AddressVerdict {
  if (!ipaddr.isValid(ip)) return { allowed: false, reason: `"${ip}" is not an IP address` };
  // process() turns ::ffff:10.0.0.1 into 10.0.0.1, which is where it connects
  // ::/96 (IPv4-compatible, deprecated): some stacks route ::10.0.0.1 to 10.0.0.1; ipaddr.js calls
  // ::a00:1 unicast and reads ::10.0.0.1 as ::ffff:10.0.0.1, so Node's own parser judges it.
  if (isIP(ip) === 6 && ipv4Compatible.check(ip, 'ipv6') && !['::', '::1'].includes(ip)) {
    return { allowed: false, reason: `${ip} is an IPv4-compatible IPv6 address (::/96)` };
  }
  const range = ipaddr.process(ip).range();
  if (range === 'loopback' && policy.allowLoopback) return { allowed: true };
  if (range === 'unicast') {
    if (!policy.loopbackOnly) return { allowed: true };
    return { allowed: false, reason: `${ip} is not a loopback address (plain HTTP reaches loopback only)` };
  }
  const what = blockedRanges[range] ?? `a reserved address (${range})`;
  return { allowed: false, reason: `${ip} is ${what}` };
}

/** The error a refused connection fails with; its message says which address and why. */
export class BlockedAddressError extends Error {
  readonly code = 'EBLOCKEDADDRESS';
  constructor(hostname: string, reason: string) {
    super(`refused to connect to ${hostname}: ${reason}`);
    this.name = 'BlockedAddressError';
  }
}

/** The shape of `dns.lookup` with `all: true`, which a test replaces with a fixed answer. */
export type Resolver = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export const systemResolver: Resolver = (hostname, options, callback) =>
  dns.lookup(hostname, options, callback);

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for `net.connect` / `http.Agent`: resolves every address of the name and refuses the
 * connection if any of them is refused, so no address family or retry can slip through.
 */
export function guardedLookup(policy: AddressPolicy, resolve: Resolver = systemResolver) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (addresses.length === 0) {
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      }
      for (const { address } of addresses) {
        const verdict = checkAddress(address, policy);
        if (!verdict.allowed) return callback(new BlockedAddressError(hostname, verdict.reason), []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/**
 * A URL host that is an IP literal never reaches the lookup (sockets skip DNS for it), so it is
 * judged here, before connecting. Names answer undefined: the lookup judges them.
 */
export function checkLiteralHost(hostname: string, policy: AddressPolicy): AddressVerdict | undefined {
  const host = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return isIP(host) ? checkAddress(host, policy) : undefined;
}
