// Small secrets the service must read back (a webhook's signing secret, an SMS provider's auth token),
// sealed under the vault master keys: AES-256-GCM under a key derived (HKDF) from the current master key
// for one purpose, bound (AAD) to its owner's id under that purpose's label, stored as
// `enc:<version>:<iv>:<tag>:<ciphertext>`. A different purpose or owner cannot open it; a master key
// rotation seals it again under the new version (the purpose's reseal, called by rotateMasterKey).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Keyring } from './master-keys.ts';

export interface SealedSecrets {
  seal(ownerId: string, secret: string): string;
  open(ownerId: string, stored: string): Promise<string>;
}

export interface SealPurpose {
  /** HKDF info: one derived key per purpose (e.g. `webhook signing secret`). */
  keyInfo: string;
  /** AAD label: the AAD is `<label>:<ownerId>` (e.g. `webhook:wh_…`). */
  aadLabel: string;
  /** What the secret is, for error messages. */
  what: string;
  /** Whether a stored value that is not `enc:…` is a secret from before encryption (returned as is). */
  acceptsPlain?: boolean;
}

const b64 = (b: Buffer) => b.toString('base64url');

/** Whether `stored` is sealed under master key `version`. */
export const sealedOn = (stored: string, version: number) => stored.startsWith(`enc:${version}:`);

export function createSealedSecrets(keyring: Keyring, purpose: SealPurpose): SealedSecrets {
  const derive = (master: Buffer) =>
    Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), purpose.keyInfo, 32));
  const aad = (ownerId: string) => Buffer.from(`${purpose.aadLabel}:${ownerId}`);
  return {
    seal(ownerId, secret) {
      const master = keyring.current();
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', derive(master.key), iv).setAAD(aad(ownerId));
      const ct = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `enc:${master.version}:${b64(iv)}:${b64(cipher.getAuthTag())}:${b64(ct)}`;
    },
    async open(ownerId, stored) {
      if (!stored.startsWith('enc:')) {
        if (purpose.acceptsPlain) return stored;
        throw new Error(`${purpose.what} is not sealed`);
      }
      const [, version, iv, tag, ct] = stored.split(':');
      let master = keyring.get(Number(version));
      if (!master && (await keyring.reload())) master = keyring.get(Number(version));
      if (!master)
        throw new Error(`${purpose.what} is wrapped with master key version ${version}, not in the keyring`);
      const decipher = createDecipheriv('aes-256-gcm', derive(master), Buffer.from(iv!, 'base64url'))
        .setAAD(aad(ownerId))
        .setAuthTag(Buffer.from(tag!, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ct!, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
