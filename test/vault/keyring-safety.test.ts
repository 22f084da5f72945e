// A keyring that cannot silently change. Versions are registered with a fingerprint; a
// replaced key or a reused version number is refused with one line; a missing key file is never
// recreated over encrypted records; a rotation by another process is picked up by a running node;
// a rotation reports undecryptable records by id and rotates the rest.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resealSteps } from '../../src/cli/rotate-master-key.ts';
import { ConfigError } from '../../src/config.ts';
import { holdsEncryptedRecords, verifyKeyring } from '../../src/vault/check-keyring.ts';
import { keyFingerprint } from '../../src/vault/key-registry.ts';
import { keyFileName, keyringFromKeys, loadKeyring, openKeyFile } from '../../src/vault/master-keys.ts';
import { rotateMasterKey } from '../../src/vault/rotate-master-key.ts';
import { createVault } from '../../src/vault/vault.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';

const key = () => randomBytes(32).toString('base64');

describe(`keyring safety (${backend})`, () => {
  let t: TestDb | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function setup() {
    t = await createTestDb();
    dir = await mkdtemp(path.join(tmpdir(), 'keyring-'));
    await t.db.query(`INSERT INTO agencies (id, name) VALUES ('ag_a', 'A')`);
    return t.db;
  }
  const config = () => ({ vaultMasterKeys: {}, dataDir: dir!, role: 'all' as const });

  it('registers the fingerprint and refuses a replaced key in one line naming version and fingerprint', async () => {
    const db = await setup();
    const original = key();
    const vault = createVault({ db, keyring: keyringFromKeys({ 1: original }) });
    await vault.setCredential({ agencyId: 'ag_a', carrierId: 'summit', username: 'u', password: 'p-secret' });
    const fingerprint = keyFingerprint(Buffer.from(original, 'base64'));
    expect(await db.query('SELECT version, fingerprint FROM vault_key_versions')).toEqual([
      { version: 1, fingerprint },
    ]);
    await verifyKeyring({ db, keyring: keyringFromKeys({ 1: original }) });

    const replaced = verifyKeyring({ db, keyring: keyringFromKeys({ 1: key() }) });
    await expect(replaced).rejects.toBeInstanceOf(ConfigError);
    await expect(replaced).rejects.toThrow(
      new RegExp(
        `version 1 has fingerprint [0-9a-f]{32}, but 1 stored credential\\(s\\) are wrapped with fingerprint ${fingerprint}`,
      ),
    );
    const missing = verifyKeyring({ db, keyring: keyringFromKeys({ 2: key() }) });
    await expect(missing).rejects.toThrow(
      `master key version 1 (fingerprint ${fingerprint}), which the keyring (env) lacks`,
    );
    for (const attempt of [replaced, missing]) {
      const message = await attempt.catch((e: Error) => e.message);
      expect(message).not.toContain('\n');
    }
  });

  it('never reuses a version number for another key', async () => {
    const db = await setup();
    const vault = createVault({ db, keyring: keyringFromKeys({ 1: key() }) });
    await vault.setCredential({ agencyId: 'ag_a', carrierId: 'summit', username: 'u', password: 'p-secret' });
    await rotateMasterKey({
      db,
      reseal: resealSteps,
      keyring: keyringFromKeys({ 1: key(), 2: key() }),
    }).catch(() => undefined);
    // Version 2 was registered by that rotation; another key under number 2 is refused.
    const other = createVault({ db, keyring: keyringFromKeys({ 2: key() }) });
    await expect(
      other.setCredential({ agencyId: 'ag_a', carrierId: 'pioneer', username: 'u', password: 'p2-secret' }),
    ).rejects.toThrow(/version 2 is registered with fingerprint .* a version number is never reused/);
  });

  it('does not recreate a deleted key file over encrypted records; a corrupted file is one line', async () => {
    const db = await setup();
    const keyring = await loadKeyring(config(), { mayCreateKeyFile: !(await holdsEncryptedRecords(db)) });
    await createVault({ db, keyring }).setCredential({
      agencyId: 'ag_a',
      carrierId: 'summit',
      username: 'u',
      password: 'p-secret',
    });
    await unlink(path.join(dir!, keyFileName));
    const options = { mayCreateKeyFile: !(await holdsEncryptedRecords(db)) };
    expect(options.mayCreateKeyFile).toBe(false);
    await expect(loadKeyring(config(), options)).rejects.toThrow(
      /key file .* is missing but stored records are encrypted/,
    );

    await writeFile(path.join(dir!, keyFileName), '{"keys": [{"version": 1, "key": "trunc');
    const corrupt = await loadKeyring(config(), options).catch((e: Error) => e);
    expect(corrupt).toBeInstanceOf(ConfigError);
    expect((corrupt as Error).message).toMatch(/is not valid JSON/);
    // A file keyring with a shared PostgreSQL database is refused.
    await expect(loadKeyring({ ...config(), databaseUrl: 'postgres://db/x' })).rejects.toThrow(
      /needs VAULT_MASTER_KEYS/,
    );
  });

  it('a running node picks up a rotation made by another process, without a restart', async () => {
    const db = await setup();
    const file = path.join(dir!, keyFileName);
    const running = await openKeyFile(file); // the service's keyring, loaded at its start
    const vault = createVault({ db, keyring: running });
    await vault.setCredential({ agencyId: 'ag_a', carrierId: 'summit', username: 'u', password: 'p-secret' });

    const command = await openKeyFile(file); // the rotate command, another process
    const result = await rotateMasterKey({ db, reseal: resealSteps, keyring: command });
    expect(result).toMatchObject({ version: 2, addedVersion: true, rewrapped: 1, undecryptable: [] });
    expect(running.versions()).toEqual([1]);
    // The next job's login: decrypts with version 2, read from the file on the miss.
    const login = await vault.useCredential('ag_a', 'summit');
    expect(login).toMatchObject({ status: 'configured', secret: { password: 'p-secret' } });
    expect(running.versions()).toEqual([1, 2]);
  });

  it('reports undecryptable records by id and rotates the rest', async () => {
    const db = await setup();
    const keyring = keyringFromKeys({ 1: key() });
    const vault = createVault({ db, keyring });
    const good = await vault.setCredential({
      agencyId: 'ag_a',
      carrierId: 'summit',
      username: 'u',
      password: 'a-secret',
    });
    const bad = await vault.setCredential({
      agencyId: 'ag_a',
      carrierId: 'pioneer',
      username: 'u',
      password: 'b-secret',
    });
    await db.query(`UPDATE carrier_credentials SET wrapped_key = $2 WHERE id = $1`, [
      bad.id,
      randomBytes(32),
    ]);
    const next = keyringFromKeys({ 1: keyring.get(1)!.toString('base64'), 2: key() });
    const result = await rotateMasterKey({ db, reseal: resealSteps, keyring: next });
    expect(result.undecryptable).toEqual([bad.id]);
    expect(result.rewrapped).toBe(1);
    const rows = await db.query<{ id: string; key_version: number }>(
      'SELECT id, key_version FROM carrier_credentials ORDER BY id',
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.key_version]))).toEqual({ [good.id]: 2, [bad.id]: 1 });
  });
});
