// Settings read from the environment: agent evidence (AGENT_SCREENSHOTS, AGENT_TRACES); worker seats
// (WORKER_CONCURRENCY the ceiling from memory, WORKER_MIN_CONCURRENCY a seat a core, PARK_AFTER_MS); inbound mail (SMTP_PORT, 0 off; SMTP_HOST; INBOUND_MAIL_DOMAIN);
// the carrier definitions folder (CARRIERS_DIR).
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  defaultConcurrency,
  defaultSeatCeiling,
  defaultSeatFloor,
  loadConfig,
} from './config.ts';

describe('agent evidence', () => {
  it('records step screenshots and traces of actions by default; each can be turned off, a typo is refused', () => {
    expect(loadConfig({}).agents).toMatchObject({ screenshots: true, traces: 'actions' });
    expect(loadConfig({ AGENT_TRACES: 'true' }).agents.traces).toBe('actions');
    expect(loadConfig({ AGENT_TRACES: 'FULL' }).agents.traces).toBe('full');
    expect(loadConfig({ AGENT_TRACES: 'false', AGENT_SCREENSHOTS: 'false' }).agents).toMatchObject({
      screenshots: false,
      traces: 'off',
    });
    expect(() => loadConfig({ AGENT_TRACES: 'nope' })).toThrow(/AGENT_TRACES must be true, false or full/);
  });
});

describe('worker seats', () => {
  const GiB = 1024 ** 3;
  it('sizes the seats between a floor of a seat a core and a ceiling of a quarter of memory at 60 MB a context', () => {
    expect(defaultSeatCeiling(24 * GiB)).toBe(102);
    expect(defaultSeatCeiling(4 * GiB)).toBe(17);
    expect(defaultSeatCeiling(32 * 1024 ** 2)).toBe(1);
    expect(defaultSeatFloor(2)).toBe(2);
    expect(defaultSeatFloor(0)).toBe(1);
    const seats = loadConfig({}).agents;
    expect(seats.concurrency).toBe(defaultSeatCeiling());
    expect(seats.minConcurrency).toBe(Math.min(defaultSeatCeiling(), defaultSeatFloor()));
    expect(seats.parkedContexts).toBe(seats.concurrency);
  });

  it('takes WORKER_CONCURRENCY as the ceiling an operator sets, and a floor at most that (equal: fixed seats)', () => {
    expect(loadConfig({ WORKER_CONCURRENCY: '1' }).agents).toMatchObject({
      concurrency: 1,
      minConcurrency: 1,
    });
    expect(loadConfig({ WORKER_CONCURRENCY: '9', WORKER_MIN_CONCURRENCY: '9' }).agents).toMatchObject({
      concurrency: 9,
      minConcurrency: 9,
    });
    expect(() => loadConfig({ WORKER_CONCURRENCY: '4', WORKER_MIN_CONCURRENCY: '5' })).toThrow(
      /WORKER_MIN_CONCURRENCY \(5\) must not exceed WORKER_CONCURRENCY \(4\)/,
    );
    expect(() => loadConfig({ WORKER_MIN_CONCURRENCY: '0' })).toThrow(/WORKER_MIN_CONCURRENCY/);
  });

  it('keeps the fixed seats benches pin: 7 a core where memory allows, fewer where 60 MB a context would not fit in half of it', () => {
    expect(defaultConcurrency(2, 24 * GiB)).toBe(14);
    expect(defaultConcurrency(8, 64 * GiB)).toBe(56);
    expect(defaultConcurrency(16, 4 * GiB)).toBe(34);
    expect(defaultConcurrency(1, 32 * 1024 ** 2)).toBe(1);
  });

  it('parks a job waiting for a person after 2 s by default; 0 parks at once, a negative or a word is refused', () => {
    expect(loadConfig({}).agents.parkAfterMs).toBe(2000);
    expect(loadConfig({ PARK_AFTER_MS: '0' }).agents.parkAfterMs).toBe(0);
    expect(loadConfig({ PARK_AFTER_MS: '15000' }).agents.parkAfterMs).toBe(15_000);
    for (const value of ['-1', 'soon', '700000'])
      expect(() => loadConfig({ PARK_AFTER_MS: value }), value).toThrow(/PARK_AFTER_MS/);
  });
});

describe('inbound mail configuration', () => {
  it('listens on 127.0.0.1:2525 for addresses @codes.localhost by default', () => {
    expect(loadConfig({}).inboundMail).toEqual({ port: 2525, host: '127.0.0.1', domain: 'codes.localhost' });
  });

  it('takes a port (0: off), an interface and a domain, lower-cased', () => {
    const env = { SMTP_PORT: '0', SMTP_HOST: '0.0.0.0', INBOUND_MAIL_DOMAIN: 'Codes.Agency.Example' };
    expect(loadConfig(env).inboundMail).toEqual({ port: 0, host: '0.0.0.0', domain: 'codes.agency.example' });
  });

  it('refuses a port out of range and a domain that is not one', () => {
    expect(() => loadConfig({ SMTP_PORT: '70000' })).toThrow(ConfigError);
    for (const domain of ['localhost', 'codes..example', 'codes.example.', '-codes.example', 'a b.example'])
      expect(() => loadConfig({ INBOUND_MAIL_DOMAIN: domain }), domain).toThrow(/INBOUND_MAIL_DOMAIN/);
  });
});

describe('live view across nodes configuration', () => {
  it('serves a worker live view on loopback, any free port, with 60-s tokens by default', () => {
    expect(loadConfig({}).live).toEqual({
      internalHost: '127.0.0.1',
      internalPort: 0,
      internalUrl: undefined,
      tokenTtlMs: 60_000,
    });
  });

  it('takes an interface, a port, the address others reach it at and a token lifetime; refuses bad ones', () => {
    const env = {
      LIVE_INTERNAL_HOST: '0.0.0.0',
      LIVE_INTERNAL_PORT: '3200',
      LIVE_INTERNAL_URL: 'http://10.0.0.5:3200/',
      LIVE_TOKEN_TTL_SECONDS: '30',
    };
    expect(loadConfig(env).live).toEqual({
      internalHost: '0.0.0.0',
      internalPort: 3200,
      internalUrl: 'http://10.0.0.5:3200',
      tokenTtlMs: 30_000,
    });
    expect(() => loadConfig({ LIVE_INTERNAL_URL: 'ftp://x' })).toThrow(/LIVE_INTERNAL_URL/);
    expect(() => loadConfig({ LIVE_INTERNAL_URL: 'http://x/path' })).toThrow(/LIVE_INTERNAL_URL/);
    expect(() => loadConfig({ LIVE_TOKEN_TTL_SECONDS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ LIVE_INTERNAL_PORT: '70000' })).toThrow(ConfigError);
  });
});

describe('carrier definitions folder', () => {
  it('reads the built-in definitions by default, CARRIERS_DIR when it names a folder, and refuses one that does not', () => {
    expect(loadConfig({}).carriersDir).toBeUndefined();
    expect(loadConfig({ CARRIERS_DIR: 'carriers' }).carriersDir).toMatch(/\/carriers$/);
    expect(() => loadConfig({ CARRIERS_DIR: 'no-such-folder' })).toThrow(
      /CARRIERS_DIR must be a folder of carrier definition files, got "no-such-folder"/,
    );
  });
});
