// Webhook signing secrets at rest: sealed under the vault master keys for their own purpose, bound
// (AAD) to the webhook id (src/vault/sealed-secrets.ts). Signing needs the secret itself, so it is
// encrypted, not hashed; a rotated-out secret keeps its ciphertext (same webhook, same AAD) while both
// sign. Rows from before this are plain `whsec_…` and still open (docs/webhooks.md).

import type { Keyring } from '../vault/master-keys.ts';
import { createSealedSecrets, type SealedSecrets } from '../vault/sealed-secrets.ts';

export type SecretBox = SealedSecrets;

export function createSecretBox(keyring: Keyring): SecretBox {
  return createSealedSecrets(keyring, {
    keyInfo: 'webhook signing secret',
    aadLabel: 'webhook',
    what: 'webhook secret',
    acceptsPlain: true,
  });
}
