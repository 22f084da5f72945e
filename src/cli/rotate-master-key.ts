// Operator command: rotate the vault master key against the configured store and keyring, then say
// what happened (counts and versions only, never a key). docs/vault.md has the procedure.
//   npm run cli -- rotate-master-key    (or node src/cli/rotate-master-key.ts)
import { type Config, loadConfig } from '../config.ts';
import { resealSmsTokens } from '../inbound/sms/reseal-sms-tokens.ts';
import { createSmsTokenBox } from '../inbound/sms/sms-token-box.ts';
import { openStore } from '../store/open.ts';
import { checkKeyring, holdsEncryptedRecords } from '../vault/check-keyring.ts';
import { loadKeyring } from '../vault/master-keys.ts';
import { type ResealSteps, rotateMasterKey } from '../vault/rotate-master-key.ts';
import { resealWebhookSecrets } from '../webhooks/reseal-webhook-secrets.ts';
import { createSecretBox } from '../webhooks/secret-box.ts';

/** Everything else sealed under the master keys, for the rotation to seal again. */
export const resealSteps: ResealSteps = {
  webhookSecrets: (tx, keyring, version) => resealWebhookSecrets(tx, createSecretBox(keyring), version),
  smsTokens: (tx, keyring, version) => resealSmsTokens(tx, createSmsTokenBox(keyring), version),
};

/** Returns the exit code: 0 done, 1 refused (a key version is missing), 2 records left behind (run again). */
export async function rotateMasterKeyCommand(config: Config, print: (line: string) => void): Promise<number> {
  const db = await openStore(config);
  try {
    const keyring = await loadKeyring(config, { mayCreateKeyFile: !(await holdsEncryptedRecords(db)) });
    const before = await checkKeyring({ db, keyring });
    if (before.missing.length > 0) {
      print(
        `Refusing to rotate: master key version(s) ${before.missing.join(', ')} wrap stored credentials but are not in the keyring (${keyring.source}).`,
      );
      return 1;
    }
    const result = await rotateMasterKey({ db, keyring, reseal: resealSteps });
    const after = await checkKeyring({ db, keyring });
    print(JSON.stringify({ keySource: keyring.source, ...result, unusedVersions: after.unused }));
    if (keyring.source === 'env' && result.rewrapped === 0) {
      print(
        `Nothing re-wrapped: every credential already uses version ${result.version}. To rotate, add a higher "N:key" to VAULT_MASTER_KEYS on every node, restart them, then run this again.`,
      );
    }
    if (result.undecryptable.length > 0) {
      print(
        `${result.undecryptable.length} credential(s) could not be unwrapped with any held key and were left as they are: ${result.undecryptable.join(', ')}. Save them again (docs/vault.md).`,
      );
    }
    if (result.remaining > 0) {
      print(`${result.remaining} credential(s) were saved meanwhile with an older key: run this again.`);
      return 2;
    }
    return 0;
  } finally {
    await db.close();
  }
}

if (import.meta.main) {
  process.exitCode = await rotateMasterKeyCommand(loadConfig(), (line) => console.log(line));
}
