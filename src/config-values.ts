// Reading one setting from the environment: empty is unset, a bad value a ConfigError naming it.
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { TraceMode } from './agents/runtime/trace-window.ts';

export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

export function int(
  env: Env,
  name: string,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

export function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

export function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

export function schemaName(raw: string | undefined): string {
  if (!raw) return 'public';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(raw)) {
    throw new ConfigError(
      `DATABASE_SCHEMA must be a lower-case identifier (letters, digits, _), got "${raw}"`,
    );
  }
  return raw;
}

/** VAULT_MASTER_KEYS="1:base64key,2:base64key": every version still wrapping a data key must be listed. */
export function masterKeys(env: Env): Record<number, string> {
  const raw = env.VAULT_MASTER_KEYS;
  if (!raw) return {};
  const keys: Record<number, string> = {};
  for (const part of raw.split(',')) {
    const [version, key] = part.trim().split(':');
    const v = Number(version);
    if (!Number.isInteger(v) || v < 1 || !key || Buffer.from(key, 'base64').length !== 32) {
      throw new ConfigError(
        'VAULT_MASTER_KEYS must be "version:base64-of-32-bytes" pairs separated by commas',
      );
    }
    keys[v] = key;
  }
  return keys;
}

/** LIVE_INTERNAL_URL: an http(s) origin, without a trailing slash. */
function internalUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!/^https?:\/\/[^/\s]+$/.test(raw.replace(/\/$/, '')))
    throw new ConfigError(
      `LIVE_INTERNAL_URL must be an http(s) origin such as http://10.0.0.5:3200, got "${raw}"`,
    );
  return raw.replace(/\/$/, '');
}

/**
 * The live view across nodes (docs/decisions/0031-live-view-across-nodes.md): where a worker's internal
 * live server listens (LIVE_INTERNAL_HOST, loopback; LIVE_INTERNAL_PORT, 0: any free port), the address
 * API nodes reach it at (LIVE_INTERNAL_URL, default `http://<host>:<port>`), and how long the app's live
 * view token is valid (LIVE_TOKEN_TTL_SECONDS).
 */
export function liveSettings(env: Env) {
  return {
    internalHost: env.LIVE_INTERNAL_HOST || '127.0.0.1',
    internalPort: int(env, 'LIVE_INTERNAL_PORT', 0, 0, 65535),
    internalUrl: internalUrl(env.LIVE_INTERNAL_URL),
    tokenTtlMs: int(env, 'LIVE_TOKEN_TTL_SECONDS', 60, 1, 3600) * 1000,
  };
}

/** A fresh random master key, base64, for first embedded starts and for rotation. */
export function newMasterKey(): string {
  return randomBytes(32).toString('base64');
}

/** Sandbox and demo: the default on embedded starts only, opt-in elsewhere, refused in production. */
export function sandboxEnabled(env: Env, production: boolean, databaseUrl: string | undefined): boolean {
  const enabled = bool(env, 'SANDBOX', !production && !databaseUrl);
  if (enabled && production) {
    throw new ConfigError(
      'SANDBOX=true is refused when NODE_ENV=production (fictional portals and a demo key)',
    );
  }
  return enabled;
}

/**
 * AGENT_TRACES: `true` (the default) records the agent's actions, the requests and the pages as they
 * ended; `full` adds a DOM snapshot before and after every action; `false` records nothing.
 */
export function traceMode(env: Env): TraceMode {
  if (env.AGENT_TRACES?.toLowerCase() === 'full') return 'full';
  try {
    return bool(env, 'AGENT_TRACES', true) ? 'actions' : 'off';
  } catch {
    throw new ConfigError(`AGENT_TRACES must be true, false or full, got "${env.AGENT_TRACES}"`);
  }
}

export function loopbackWebhooks(env: Env, production: boolean): boolean {
  const allowed = bool(env, 'WEBHOOK_ALLOW_LOOPBACK', false);
  if (allowed && production) {
    throw new ConfigError('WEBHOOK_ALLOW_LOOPBACK=true is refused when NODE_ENV=production');
  }
  return allowed;
}

/** At least 32 characters and not a pattern: a key that can be guessed is no key. */
export function bootstrapKey(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < 32 || /\s/.test(raw) || new Set(raw).size < 12) {
    throw new ConfigError(
      'BOOTSTRAP_API_KEY must be at least 32 random characters (e.g. openssl rand -base64 32)',
    );
  }
  return raw;
}

/** CARRIERS_DIR: a folder that exists (its files are checked when read, docs/operations.md). */
export function carriersDir(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const dir = path.resolve(raw);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new ConfigError(`CARRIERS_DIR must be a folder of carrier definition files, got "${raw}"`);
  }
  return dir;
}

/** CARRIER_PORTAL_URLS="summit-mutual=https://agentlink.example,harborline=https://…" */
export function portalUrls(raw: string | undefined, production: boolean): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const part of (raw ?? '').split(',').filter((p) => p.trim())) {
    const [id, url] = part.trim().split(/=(.*)/s);
    let parsed: URL | undefined;
    try {
      parsed = new URL(url ?? '');
    } catch {}
    const secure = parsed?.protocol === 'https:' || (!production && parsed?.protocol === 'http:');
    if (!id || !parsed || !secure) {
      throw new ConfigError(
        `CARRIER_PORTAL_URLS must be "carrier-id=${production ? 'https' : 'http(s)'}://origin" pairs separated by commas, got "${part}"`,
      );
    }
    urls[id] = parsed.origin;
  }
  return urls;
}

/** INBOUND_MAIL_DOMAIN: a lower-case host name of at least two labels (the part after the @). */
export function mailDomain(raw: string | undefined): string {
  const domain = (raw || 'codes.localhost').toLowerCase();
  const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
  if (domain.length > 253 || !new RegExp(`^${label}(?:\\.${label})+$`).test(domain)) {
    throw new ConfigError(
      `INBOUND_MAIL_DOMAIN must be a domain name such as codes.example.com, got "${raw}"`,
    );
  }
  return domain;
}

/** A shared secret from the environment: unset, or at least 32 characters with no spaces. */
export function secretSetting(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  if (raw.length < 32 || /\s/.test(raw)) {
    throw new ConfigError(`${name} must be at least 32 random characters (e.g. openssl rand -hex 24)`);
  }
  return raw;
}
