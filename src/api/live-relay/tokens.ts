// Short-lived signed tokens of the live view (docs/decisions/0031-live-view-across-nodes.md): HMAC-SHA256
// under a key derived (HKDF) from the vault's current master key for one purpose, so every node with the
// same VAULT_MASTER_KEYS signs and checks them and nothing is stored. `<claims>.<version>.<signature>`,
// the claims base64url JSON with `exp` (ms since the epoch). A token signed under an older master key
// version still checks while that version is held.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Keyring } from '../../vault/master-keys.ts';

export type Checked<C> =
  | { ok: true; claims: C & { exp: number } }
  | { ok: false; reason: 'invalid' | 'expired' };

export interface TokenSigner<C extends object> {
  sign(claims: C, ttlMs: number): { token: string; expiresAt: Date };
  check(token: string | undefined): Checked<C>;
}

/** The purposes: the app's token (a job, a person) and an API node's to a worker (a job). */
export type TokenPurpose = 'live view' | 'live relay';

export function createTokenSigner<C extends object>(
  keyring: Pick<Keyring, 'current' | 'get'>,
  purpose: TokenPurpose,
): TokenSigner<C> {
  const keys = new Map<number, Buffer>();
  const keyOf = (version: number): Buffer | undefined => {
    let key = keys.get(version);
    if (!key) {
      const master = keyring.get(version);
      if (!master) return undefined;
      key = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `${purpose} token`, 32));
      keys.set(version, key);
    }
    return key;
  };
  const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();
  return {
    sign(claims, ttlMs) {
      const exp = Date.now() + ttlMs;
      const { version } = keyring.current();
      const body = `${Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url')}.${version}`;
      return {
        token: `${body}.${mac(keyOf(version)!, body).toString('base64url')}`,
        expiresAt: new Date(exp),
      };
    },
    check(token) {
      const [claims, version, signature] = (token ?? '').split('.');
      const key = keyOf(Number(version));
      if (!claims || !signature || !key) return { ok: false, reason: 'invalid' };
      const expected = mac(key, `${claims}.${version}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: 'invalid' };
      let parsed: C & { exp: number };
      try {
        parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      if (typeof parsed.exp !== 'number') return { ok: false, reason: 'invalid' };
      if (parsed.exp <= Date.now()) return { ok: false, reason: 'expired' };
      return { ok: true, claims: parsed };
    },
  };
}
