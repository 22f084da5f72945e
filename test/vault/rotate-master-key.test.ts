import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resealSteps } from '../../src/cli/rotate-master-key.ts';
import { newMasterKey } from '../../src/config.ts';
import { checkKeyring } from '../../src/vault/check-keyring.ts';
import { type Keyring, keyringFromKeys, openKeyFile } from '../../src/vault/master-keys.ts';
import { rotateMasterKey } from '../../src/vault/rotate-master-key.ts';
import { createVault } from '../../src/vault/vault.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';

const logins = [
  {
    agencyId: 'ag_a',
    carrierId: 'pioneer',
    username: 'a-p',
    password: 'secret-a-p',
    totpSeed: 'JBSWY3DPEHPK3PXP',
  },
  { agencyId: 'ag_a', carrierId: 'summit', username: 'a-s', password: 'secret-a-s' },
  { agencyId: 'ag_b', carrierId: 'pioneer', username: 'b-p', password: 'secret-b-p' },
];

interface StoredRow {
  id: string;
  key_version: number;
  ciphertext: Uint8Array;
  wrapped_key: Uint8Array;
  updated_at: Date;
}

describe(`master key rotation on ${backend}`, () => {
  let t: TestDb | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  async function setup(keyring?: Keyring) {
    t = await createTestDb();
    dir = await mkdtemp(path.join(tmpdir(), 'vault-rotate-'));
    const ring = keyring ?? (await openKeyFile(path.join(dir, 'vault-master-keys.json')));
    await t.db.query(`INSERT INTO agencies (id, name) VALUES ('ag_a', 'A'), ('ag_b', 'B')`);
    const vault = createVault({ db: t.db, keyring: ring });
    for (const login of logins) await vault.setCredential(login);
    return { db: t.db, keyring: ring, vault };
  }

  const stored = async (db: TestDb['db']) =>
    (await db.query<StoredRow>('SELECT * FROM carrier_credentials ORDER BY id')).map((r) => ({
      ...r,
      ciphertext: Buffer.from(r.ciphertext).toString('hex'),
      wrapped_key: Buffer.from(r.wrapped_key).toString('hex'),
      updated_at: new Date(r.updated_at).toISOString(),
    }));

  async function expectAllUsable(db: TestDb['db'], keyring: Keyring) {
    const vault = createVault({ db, keyring });
    for (const { agencyId, carrierId, ...secret } of logins) {
      expect(await vault.useCredential(agencyId, carrierId)).toEqual({ status: 'configured', secret });
    }
  }

  it('re-wraps every data key with a new version, leaving the secrets ciphertext alone', async () => {
    const { db, keyring } = await setup();
    const before = await stored(db);
    expect(before.map((r) => r.key_version)).toEqual([1, 1, 1]);

    const result = await rotateMasterKey({ db, reseal: resealSteps, keyring });
    expect(result).toEqual({
      version: 2,
      addedVersion: true,
      rewrapped: 3,
      alreadyCurrent: 0,
      undecryptable: [],
      resealedWebhooks: 0,
      resealedSmsTokens: 0,
      remaining: 0,
    });

    const after = await stored(db);
    expect(after.map((r) => r.key_version)).toEqual([2, 2, 2]);
    after.forEach((row, i) => {
      expect(row.ciphertext).toBe(before[i]!.ciphertext);
      expect(row.wrapped_key).not.toBe(before[i]!.wrapped_key);
      expect(row.updated_at).toBe(before[i]!.updated_at); // not a change people should see
    });
    await expectAllUsable(db, keyring);
    expect(await checkKeyring({ db, keyring })).toEqual({ inUse: [2], missing: [], unused: [1] });
  });

  it('decrypts everything with the old key gone, and nothing with only the old key', async () => {
    const { db, keyring } = await setup();
    await rotateMasterKey({ db, reseal: resealSteps, keyring });
    const only = (version: number) =>
      keyringFromKeys({ [version]: keyring.get(version)!.toString('base64') });
    await expectAllUsable(db, only(2));
    await expect(createVault({ db, keyring: only(1) }).useCredential('ag_a', 'pioneer')).rejects.toThrow(
      /version 2 is not in the keyring/,
    );
    expect((await checkKeyring({ db, keyring: only(1) })).missing).toEqual([2]);
  });

  it('persists the new version in the key file before using it', async () => {
    const { db, keyring } = await setup();
    await rotateMasterKey({ db, reseal: resealSteps, keyring });
    const file = JSON.parse(await readFile(keyring.filePath!, 'utf8'));
    expect(file.keys.map((k: { version: number }) => k.version)).toEqual([1, 2]);
    expect((await stat(keyring.filePath!)).mode & 0o777).toBe(0o600);
    await expectAllUsable(db, await openKeyFile(keyring.filePath!)); // a restart reads both versions
  });

  it('finishes an interrupted rotation instead of adding yet another version', async () => {
    const { db, keyring } = await setup();
    await keyring.addVersion(); // the file was written, then the process died before re-wrapping
    const vault = createVault({ db, keyring });
    await vault.setCredential({ ...logins[1]!, password: 'secret-a-s' }); // saved meanwhile, with v2
    expect(await rotateMasterKey({ db, reseal: resealSteps, keyring })).toEqual({
      version: 2,
      addedVersion: false,
      rewrapped: 2,
      alreadyCurrent: 1,
      undecryptable: [],
      resealedWebhooks: 0,
      resealedSmsTokens: 0,
      remaining: 0,
    });
    expect(await rotateMasterKey({ db, reseal: resealSteps, keyring })).toMatchObject({
      version: 3,
      addedVersion: true,
      rewrapped: 3,
    });
    await expectAllUsable(db, keyring);
  });

  it('reports a data key that cannot be unwrapped by id and rotates the others', async () => {
    const { db, keyring } = await setup();
    const [broken] = await db.query<{ id: string }>(
      `UPDATE carrier_credentials SET wrapped_key = set_byte(wrapped_key, 0, get_byte(wrapped_key, 0) # 1)
       WHERE agency_id = 'ag_b' RETURNING id`,
    );
    const result = await rotateMasterKey({ db, reseal: resealSteps, keyring });
    expect(result).toMatchObject({ version: 2, rewrapped: 2, undecryptable: [broken!.id], remaining: 0 });
    const rows = await stored(db);
    expect(rows.map((r) => (r.id === broken!.id ? r.key_version === 1 : r.key_version === 2))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('uses a given key as the new version', async () => {
    const { db, keyring } = await setup();
    const key = newMasterKey();
    expect(await rotateMasterKey({ db, reseal: resealSteps, keyring, newKey: key })).toMatchObject({
      version: 2,
      rewrapped: 3,
    });
    expect(keyring.get(2)!.toString('base64')).toBe(key);
    await expect(
      rotateMasterKey({ db, reseal: resealSteps, keyring, newKey: keyring.get(1)!.toString('base64') }),
    ).rejects.toThrow(/already in the keyring/);
  });

  it('with VAULT_MASTER_KEYS, re-wraps to the highest configured version and never invents one', async () => {
    const v1 = newMasterKey();
    const { db } = await setup(keyringFromKeys({ 1: v1 }));
    await expect(
      rotateMasterKey({
        db,
        reseal: resealSteps,
        keyring: keyringFromKeys({ 1: v1 }),
        newKey: newMasterKey(),
      }),
    ).rejects.toThrow(/VAULT_MASTER_KEYS/);
    const v2 = newMasterKey();
    const restarted = keyringFromKeys({ 1: v1, 2: v2 }); // the operator added 2:<key> and restarted
    expect(await rotateMasterKey({ db, reseal: resealSteps, keyring: restarted, newKey: v2 })).toEqual({
      version: 2,
      addedVersion: false,
      rewrapped: 3,
      alreadyCurrent: 0,
      undecryptable: [],
      resealedWebhooks: 0,
      resealedSmsTokens: 0,
      remaining: 0,
    });
    expect(await rotateMasterKey({ db, reseal: resealSteps, keyring: restarted })).toMatchObject({
      version: 2,
      rewrapped: 0,
    });
    await expectAllUsable(db, keyringFromKeys({ 2: v2 }));
  });
});
