// API keys: random, prefixed, shown once, stored only as a SHA-256 hash, scoped, revocable.
import { createHash, randomBytes } from 'node:crypto';

export const scopes = [
  'quotes:read',
  'quotes:write',
  'webhooks:read',
  'webhooks:write',
  'carriers:read',
  'mappings:read',
  'mappings:write',
] as const;
export type Scope = (typeof scopes)[number];

export const KEY_PREFIX = 'sk_';

export function generateApiKey(): string {
  return `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** What listings show so a person can tell keys apart: `sk_AbC1…` */
export function displayPrefix(key: string): string {
  return `${key.slice(0, KEY_PREFIX.length + 6)}…`;
}

export function isScope(value: string): value is Scope {
  return (scopes as readonly string[]).includes(value);
}
