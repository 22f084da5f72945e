// With credentials stored, the embedded service refuses to start in one line when
// its key file is deleted or replaced, and never creates a fresh key over them. Also DATA_DIR 0700.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keyFileName } from '../../src/vault/master-keys.ts';
import { backend } from '../helpers/db.ts';
import { type ServiceProcess, startService, waitForHttp } from './support/processes.ts';

async function exitOf(p: ServiceProcess): Promise<number | null> {
  if (p.child.exitCode !== null) return p.child.exitCode;
  return new Promise((resolve) => p.child.once('exit', (code) => resolve(code)));
}

describe.runIf(backend === 'pglite')('the embedded service and its key file', () => {
  let dataDir: string | undefined;
  const processes: ServiceProcess[] = [];
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses to start with one line when the key file is deleted or replaced', async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'keyring-start-')), 'data');
    const port = 23_000 + Math.floor(Math.random() * 9000);
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      SANDBOX_PORT: String(port + 1),
      SANDBOX_PROFILE: 'fast',
    };
    const first = startService(env, 'first');
    processes.push(first);
    await waitForHttp(`http://127.0.0.1:${port}/readyz`);
    await first.kill('SIGTERM'); // the demo agency's sandbox logins are now stored, encrypted
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    const keyFile = path.join(dataDir, keyFileName);
    const original = await readFile(keyFile, 'utf8');

    const refusal = async (name: string) => {
      const p = startService(env, name);
      processes.push(p);
      expect(await exitOf(p)).toBe(1);
      const lines = p.output().trim().split('\n').slice(1);
      expect(lines, p.output()).toHaveLength(1);
      return lines[0]!;
    };

    await unlink(keyFile);
    expect(await refusal('deleted')).toMatch(
      /^Configuration error: the vault key file .* is missing but stored records are encrypted/,
    );
    await expect(stat(keyFile)).rejects.toThrow(); // no fresh "version 1" was made

    const replaced = {
      comment: 'x',
      keys: [{ version: 1, key: randomBytes(32).toString('base64'), createdAt: new Date().toISOString() }],
    };
    await writeFile(keyFile, JSON.stringify(replaced), { mode: 0o600 });
    expect(await refusal('replaced')).toMatch(
      /^Configuration error: the keyring's vault master key version 1 has fingerprint [0-9a-f]{32}, but \d+ stored credential\(s\) are wrapped with fingerprint [0-9a-f]{32}/,
    );

    await writeFile(keyFile, '{"keys": [', { mode: 0o600 });
    expect(await refusal('corrupt')).toMatch(/^Configuration error: the vault key file .* is not valid JSON/);

    await writeFile(keyFile, original, { mode: 0o600 });
    const restored = startService(env, 'restored');
    processes.push(restored);
    await waitForHttp(`http://127.0.0.1:${port}/readyz`);
    await restored.kill('SIGTERM');
    // Two service starts at SERVICE_START_MS (test/e2e/support/processes.ts) each.
  }, 600_000);
});
