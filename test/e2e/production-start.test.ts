// NODE_ENV=production with DATABASE_URL and VAULT_MASTER_KEYS serves no sandbox,
// creates no demo agency and prints nothing key-like; a weak BOOTSTRAP_API_KEY or SANDBOX=true refuses
// to start with a one-line configuration error.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, databaseUrl, type TestDb } from '../helpers/db.ts';
import { type ServiceProcess, startService, waitForHttp, waitForOutput } from './support/processes.ts';

async function exitOf(p: ServiceProcess): Promise<number | null> {
  if (p.child.exitCode !== null) return p.child.exitCode;
  return new Promise((resolve) => p.child.once('exit', (code) => resolve(code)));
}

describe.runIf(databaseUrl)('a production start', () => {
  let t: TestDb;
  let dataDir: string;
  let env: Record<string, string>;
  const processes: ServiceProcess[] = [];
  const port = 22_000 + Math.floor(Math.random() * 9000);
  beforeAll(async () => {
    t = await createTestDb();
    dataDir = await mkdtemp(path.join(tmpdir(), 'production-'));
    env = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl!,
      DATABASE_SCHEMA: t.db.schema,
      VAULT_MASTER_KEYS: `1:${randomBytes(32).toString('base64')}`,
      DATA_DIR: dataDir,
      PORT: String(port),
      SANDBOX_PORT: String(port + 1),
      LOG_LEVEL: 'info',
      WORKER_CONCURRENCY: '1',
    };
  }, 60_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves no sandbox, creates no demo agency and prints no key', async () => {
    const service = startService(env, 'production');
    processes.push(service);
    await waitForHttp(`http://127.0.0.1:${port}/readyz`);
    await waitForOutput(service, /Quoting service \(all\)/);
    // Nothing listens where the sandbox would, and the API does not serve it either.
    await expect(fetch(`http://127.0.0.1:${port + 1}/_sandbox/mfa-codes`)).rejects.toThrow();
    expect((await fetch(`http://127.0.0.1:${port}/_sandbox/mfa-codes`)).status).toBe(404);
    const agencies = await t.db.query<{ name: string }>('SELECT name FROM agencies');
    expect(agencies).toEqual([]);
    const keys = await t.db.query('SELECT id FROM api_keys');
    expect(keys).toEqual([]);
    const out = service.output();
    expect(out).not.toMatch(/sk_[A-Za-z0-9_-]{10,}/);
    expect(out).not.toMatch(/API key/i);
    expect(out).not.toMatch(/^\s+Sandbox\s/m); // the banner's sandbox line
    expect(out).toMatch(/Quoting service \(all\) on PostgreSQL/);
    await service.kill('SIGTERM');
    // A service start at SERVICE_START_MS (test/e2e/support/processes.ts).
  }, 270_000);

  it.each([
    [{ BOOTSTRAP_API_KEY: 'password123' }, /BOOTSTRAP_API_KEY must be at least 32 random characters/],
    [{ BOOTSTRAP_API_KEY: 'a'.repeat(40) }, /BOOTSTRAP_API_KEY must be at least 32 random characters/],
    [{ SANDBOX: 'true' }, /SANDBOX=true is refused when NODE_ENV=production/],
    [{ WEBHOOK_ALLOW_LOOPBACK: 'true' }, /WEBHOOK_ALLOW_LOOPBACK=true is refused/],
  ])(
    'refuses to start with %o',
    async (extra, message) => {
      const service = startService({ ...env, ...extra }, 'refused');
      processes.push(service);
      expect(await exitOf(service)).toBe(1);
      const lines = service.output().trim().split('\n').slice(1);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Configuration error: /);
      expect(lines[0]).toMatch(message);
    },
    60_000,
  );
});
