import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newMasterKey } from '../../src/config.ts';
import { keyFileName, keyringFromKeys, loadKeyring } from '../../src/vault/master-keys.ts';

describe('master keyring', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });
  const tempDir = async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vault-keys-'));
    return dir;
  };

  it('creates the key file with mode 0600 on first use, then reuses it', async () => {
    const dataDir = path.join(await tempDir(), 'nested', 'data');
    const first = await loadKeyring({ vaultMasterKeys: {}, dataDir, role: 'all' });
    const file = path.join(dataDir, keyFileName);
    expect(first.source).toBe('file');
    expect(first.filePath).toBe(file);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(first.versions()).toEqual([1]);

    const second = await loadKeyring({ vaultMasterKeys: {}, dataDir, role: 'all' });
    expect(second.current().version).toBe(1);
    expect(second.current().key.equals(first.current().key)).toBe(true);
  });

  it('narrows a key file others can read', async () => {
    const file = path.join(await tempDir(), keyFileName);
    const keys = [{ version: 1, key: newMasterKey(), createdAt: new Date().toISOString() }];
    await writeFile(file, JSON.stringify({ keys }), { mode: 0o644 });
    const keyring = await loadKeyring({ vaultMasterKeys: {}, dataDir: dir!, role: 'all' });
    expect(keyring.current().key.toString('base64')).toBe(keys[0]!.key);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('refuses a broken key file rather than replacing it', async () => {
    const file = path.join(await tempDir(), keyFileName);
    await writeFile(file, '{"keys": [{"version": 1, "key": "c2hvcnQ="}]}', { mode: 0o600 });
    await expect(loadKeyring({ vaultMasterKeys: {}, dataDir: dir!, role: 'all' })).rejects.toThrow(
      /32 bytes/,
    );
    expect(await readFile(file, 'utf8')).toContain('c2hvcnQ=');
  });

  it('takes VAULT_MASTER_KEYS when set, with the highest version current, and writes no file', async () => {
    const dataDir = await tempDir();
    const [k1, k3] = [newMasterKey(), newMasterKey()];
    const keyring = await loadKeyring({ vaultMasterKeys: { 3: k3, 1: k1 }, dataDir, role: 'worker' });
    expect(keyring.source).toBe('env');
    expect(keyring.versions()).toEqual([1, 3]);
    expect(keyring.current()).toEqual({ version: 3, key: Buffer.from(k3, 'base64') });
    await expect(stat(path.join(dataDir, keyFileName))).rejects.toThrow(/ENOENT/);
    await expect(keyring.addVersion()).rejects.toThrow(/VAULT_MASTER_KEYS/);
  });

  it('refuses a per-node key file for separate api and worker processes', async () => {
    await expect(loadKeyring({ vaultMasterKeys: {}, dataDir: await tempDir(), role: 'api' })).rejects.toThrow(
      /VAULT_MASTER_KEYS/,
    );
  });

  it('adds versions to a file keyring, never a key it already holds', async () => {
    const keyring = await loadKeyring({ vaultMasterKeys: {}, dataDir: await tempDir(), role: 'all' });
    const added = await keyring.addVersion();
    expect(added.version).toBe(2);
    expect(keyring.current().version).toBe(2);
    await expect(keyring.addVersion(added.key.toString('base64'))).rejects.toThrow(/already in the keyring/);
    expect(keyringFromKeys({ 1: newMasterKey() }).source).toBe('env');
  });
});
