// Reading one setting from the environment: empty is unset, a bad value a ConfigError naming it.
import { randomBytes } from 'node:crypto';

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
