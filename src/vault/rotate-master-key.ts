// Master key rotation: a new master key version, and every data key re-wrapped with it in one
// transaction. Secrets are not re-encrypted (their ciphertext does not change), so this is cheap and
// never has a plaintext secret in hand. Records carry their key version, so an interrupted run is
// finished by running it again; older versions stay readable until nothing uses them.

import { countCredentials, lockCredentialsNotOn, rewrapCredential } from '../store/credentials.ts';
import type { Db, Queryable } from '../store/db.ts';
import { bindingOf, sealedOf } from './credential-record.ts';
import { type MasterKey, rewrapDataKey } from './envelope.ts';
import { rewrapKeptSessions } from './kept-sessions.ts';
import { registerKeyVersion } from './key-registry.ts';
import type { Keyring } from './master-keys.ts';

/**
 * What other parts seal under the master keys (webhook signing secrets, agencies' SMS auth tokens),
 * sealed again under `version` inside the rotation's transaction; each answers how many it sealed.
 * Handed in by the command that runs the rotation: the vault knows no owner of those secrets.
 */
export interface ResealSteps {
  webhookSecrets(tx: Queryable, keyring: Keyring, version: number): Promise<number>;
  smsTokens(tx: Queryable, keyring: Keyring, version: number): Promise<number>;
}

export interface RotateMasterKeyOptions {
  db: Db;
  keyring: Keyring;
  reseal: ResealSteps;
  /**
   * Base64 of 32 bytes to use as the new version (file keyrings; default a fresh random key). With
   * VAULT_MASTER_KEYS it must be the highest configured key: the operator adds it there first.
   */
  newKey?: string;
}

export interface RotateMasterKeyResult {
  /** The master key version every data key is wrapped with now. */
  version: number;
  /** False when this run finished an earlier one, or used a key added to VAULT_MASTER_KEYS. */
  addedVersion: boolean;
  rewrapped: number;
  alreadyCurrent: number;
  /** Records whose data key no held version unwraps (left as they are, on their old version). */
  undecryptable: string[];
  /** Webhook signing secrets sealed again under the new version. */
  resealedWebhooks: number;
  /** Agencies' SMS auth tokens sealed again under the new version. */
  resealedSmsTokens: number;
  /** Records still on another version after the commit (saved meanwhile by a node without the new key): run again. */
  remaining: number;
}

export async function rotateMasterKey(options: RotateMasterKeyOptions): Promise<RotateMasterKeyResult> {
  const { db, keyring } = options;
  const { target, added } = await chooseTarget(options);

  const counts = await db.transaction(async (tx) => {
    await registerKeyVersion(tx, target);
    // Locked so a concurrent save of the same record waits, then is seen as it committed.
    const rows = await lockCredentialsNotOn(tx, target.version);
    const undecryptable: string[] = [];
    for (const row of rows) {
      let wrapped: ReturnType<typeof rewrapDataKey>;
      try {
        wrapped = rewrapDataKey(sealedOf(row), bindingOf(row), keyring.get, target);
      } catch {
        undecryptable.push(row.id); // reported by id; the others are still rotated
        continue;
      }
      await rewrapCredential(tx, row.id, wrapped);
    }
    // Webhook signing secrets and SMS auth tokens are sealed under the master keys too (they also
    // need the target now).
    const resealedWebhooks = await options.reseal.webhookSecrets(tx, keyring, target.version);
    const resealedSmsTokens = await options.reseal.smsTokens(tx, keyring, target.version);
    // Kept portal sessions are sealed like logins: their data keys move to the target too.
    await rewrapKeptSessions(tx, keyring, target);
    const total = await countCredentials(tx);
    return {
      rewrapped: rows.length - undecryptable.length,
      alreadyCurrent: total - rows.length,
      undecryptable,
      resealedWebhooks,
      resealedSmsTokens,
    };
  });

  return {
    version: target.version,
    addedVersion: added,
    ...counts,
    remaining: (await countNotOn(db, target.version)) - counts.undecryptable.length,
  };
}

/**
 * Which version to re-wrap to. A key file gains a new version, unless records are already behind its
 * current one (a run interrupted after the file was written): then that run is finished instead of
 * stacking another version. VAULT_MASTER_KEYS is only ever changed by the operator, so its highest
 * version is the target.
 */
async function chooseTarget(options: RotateMasterKeyOptions): Promise<{ target: MasterKey; added: boolean }> {
  const { db, keyring, newKey } = options;
  const current = keyring.current();
  if (newKey !== undefined) {
    if (Buffer.from(newKey, 'base64').equals(current.key)) return { target: current, added: false };
    return { target: await keyring.addVersion(newKey), added: true };
  }
  if (keyring.source === 'env' || (await countNotOn(db, current.version)) > 0) {
    return { target: current, added: false };
  }
  return { target: await keyring.addVersion(), added: true };
}

const countNotOn = (db: Db, version: number) => countCredentials(db, { keyVersion: version, not: true });
