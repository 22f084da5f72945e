// One-time codes (MFA) between the person or message that brings one and the worker holding the
// browser: a code crosses the database (job_resolutions, so it reaches the worker on any node) sealed
// under the vault master keys for its own purpose and bound (AAD) to its job, so neither the table nor
// the embedded database's files hold it in plain text, not even after it was consumed and deleted.
import type { Keyring } from './master-keys.ts';
import { createSealedSecrets, type SealedSecrets } from './sealed-secrets.ts';

export type CodeBox = SealedSecrets;

export function createCodeBox(keyring: Keyring): CodeBox {
  return createSealedSecrets(keyring, {
    keyInfo: 'one-time sign-in code',
    aadLabel: 'mfa-code',
    what: 'one-time code',
  });
}
