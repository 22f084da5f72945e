import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { checkAddress, checkLiteralHost, guardedLookup, type Resolver } from './ssrf.ts';

const strict = { allowLoopback: false };
const dev = { allowLoopback: true };

describe('SSRF guard: addresses', () => {
  it.each([
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.45.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['192.0.2.10', 'reserved'],
    ['64:ff9b::a00:1', 'reserved'],
    ['::10.0.0.1', 'IPv4-compatible'],
    ['::a00:1', 'IPv4-compatible'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['::8.8.8.8', 'IPv4-compatible'],
    ['::169.254.169.254', 'IPv4-compatible'],
  ])('refuses %s (%s)', (ip, words) => {
    const verdict = checkAddress(ip, strict);
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) expect(verdict.reason).toContain(words);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows public unicast %s',
    (ip) => {
      expect(checkAddress(ip, strict)).toEqual({ allowed: true });
    },
  );

  it('allows loopback only when the operator allows it, and plain HTTP only to loopback', () => {
    expect(checkAddress('127.0.0.1', dev)).toEqual({ allowed: true });
    expect(checkAddress('::1', dev)).toEqual({ allowed: true });
    expect(checkAddress('::ffff:127.0.0.1', dev)).toEqual({ allowed: true });
    expect(checkAddress('10.0.0.1', dev).allowed).toBe(false);
    expect(checkAddress('127.0.0.1', { allowLoopback: true, loopbackOnly: true })).toEqual({ allowed: true });
    expect(checkAddress('8.8.8.8', { allowLoopback: true, loopbackOnly: true }).allowed).toBe(false);
    expect(checkAddress('127.0.0.1', { allowLoopback: false, loopbackOnly: true }).allowed).toBe(false);
  });

  it('judges IP literals in URLs and leaves names to the lookup', () => {
    expect(checkLiteralHost('[::1]', strict)?.allowed).toBe(false);
    expect(checkLiteralHost('10.0.0.1', strict)?.allowed).toBe(false);
    expect(checkLiteralHost(new URL('http://0x7f000001/').hostname, strict)?.allowed).toBe(false);
    expect(checkLiteralHost('hooks.example.com', strict)).toBeUndefined();
  });
});

describe('SSRF guard: the connect-time lookup', () => {
  const resolver =
    (answers: Record<string, string[]>): Resolver =>
    (hostname, _options, callback) => {
      const list = answers[hostname];
      if (!list) return callback(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }), []);
      callback(
        null,
        list.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
    };
  const lookup = (policy = strict, answers: Record<string, string[]> = {}) =>
    guardedLookup(policy, resolver(answers));
  const run = (fn: ReturnType<typeof lookup>, host: string, all = false) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown; family?: number }>((resolve) =>
      fn(host, { all }, (error, address, family) => resolve({ error, address, family })),
    );

  it('answers public addresses in both callback forms', async () => {
    const fn = lookup(strict, { 'hooks.example.com': ['93.184.216.34', '2606:4700::1111'] });
    expect(await run(fn, 'hooks.example.com')).toEqual({
      error: null,
      address: '93.184.216.34',
      family: 4,
    });
    const all = await run(fn, 'hooks.example.com', true);
    expect(all.error).toBeNull();
    expect(all.address).toHaveLength(2);
  });

  it('refuses a name resolving to a private address, or to any private address among public ones', async () => {
    for (const answer of [['10.0.0.7'], ['93.184.216.34', '10.0.0.7'], ['::ffff:192.168.0.2']]) {
      const { error } = await run(lookup(strict, { 'rebind.example.com': answer }), 'rebind.example.com');
      expect(error?.code).toBe('EBLOCKEDADDRESS');
      expect(error?.message).toMatch(/refused to connect to rebind\.example\.com: .* private address/);
    }
  });

  it('re-resolves every time: a name that turns private (DNS rebinding) is refused then', async () => {
    let calls = 0;
    const rebinding: Resolver = (_host, _options, callback) => {
      calls += 1;
      callback(null, [{ address: calls === 1 ? '93.184.216.34' : '169.254.169.254', family: 4 }]);
    };
    const fn = guardedLookup(strict, rebinding);
    expect((await run(fn, 'flip.example.com')).error).toBeNull();
    expect((await run(fn, 'flip.example.com')).error?.message).toContain('link-local');
  });

  it('passes resolution errors through', async () => {
    expect((await run(lookup(), 'nowhere.example.com')).error?.code).toBe('ENOTFOUND');
  });
});
