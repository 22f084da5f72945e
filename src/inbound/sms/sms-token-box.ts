// SMS provider auth tokens at rest: sealed under the vault master keys for their own purpose and bound
// (AAD) to the agency (`sms-token:<agencyId>`), so a token copied to another agency's row does not open.
import type { Keyring } from '../../vault/master-keys.ts';
import { createSealedSecrets, type SealedSecrets } from '../../vault/sealed-secrets.ts';

export type SmsTokenBox = SealedSecrets;

export function createSmsTokenBox(keyring: Keyring): SmsTokenBox {
  return createSealedSecrets(keyring, {
    keyInfo: 'sms provider auth token',
    aadLabel: 'sms-token',
    what: 'SMS auth token',
  });
}
