// Webhook signing secrets at rest: AES-256-GCM under a key derived (HKDF) from the current vault
// master key, bound (AAD) to the webhook id, stored as `enc:<version>:<iv>:<tag>:<ciphertext>`.
// Signing needs the secret itself, so it is encrypted, not hashed; a rotated-out secret keeps its
// ciphertext (same webhook, same AAD) while both sign. Rows from before this are plain `whsec_…`
// and still open (docs/webhooks.md).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Keyring } from '../vault/master-keys.ts';

export interface SecretBox {
  seal(webhookId: string, secret: string): string;
  open(webhookId: string, stored: string): Promise<string>;
}

const b64 = (b: Buffer) => b.toString('base64url');
const derive = (master: Buffer) =>
  Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'webhook signing secret', 32));
const aad = (webhookId: string) => Buffer.from(`webhook:${webhookId}`);

export function createSecretBox(keyring: Keyring): SecretBox {
  return {
    seal(webhookId, secret) {
      const master = keyring.current();
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', derive(master.key), iv).setAAD(aad(webhookId));
      const ct = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `enc:${master.version}:${b64(iv)}:${b64(cipher.getAuthTag())}:${b64(ct)}`;
    },
    async open(webhookId, stored) {
      if (!stored.startsWith('enc:')) return stored; // a secret stored before encryption
      const [, version, iv, tag, ct] = stored.split(':');
      let master = keyring.get(Number(version));
      if (!master && (await keyring.reload())) master = keyring.get(Number(version));
      if (!master)
        throw new Error(`webhook secret is wrapped with master key version ${version}, not in the keyring`);
      const decipher = createDecipheriv('aes-256-gcm', derive(master), Buffer.from(iv!, 'base64url'))
        .setAAD(aad(webhookId))
        .setAuthTag(Buffer.from(tag!, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ct!, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
