// The operator CLI against the real store: create-agency prints a working all-scopes key on its last
// line; set-credential stores a login the vault can use; the user commands; learned mappings listed,
// promoted to the carrier and withdrawn; the embedded data folder is guarded.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { hashApiKey, scopes } from '../src/domain/api-keys.ts';
import { findApiKeyByHash } from '../src/store/agencies.ts';
import type { Db } from '../src/store/db.ts';
import { activeMappingsFor, findMapping, learnMapping } from '../src/store/learned-mappings.ts';
import { openStore } from '../src/store/open.ts';
import { loadKeyring } from '../src/vault/master-keys.ts';
import { createVault } from '../src/vault/vault.ts';
import { backend, createTestDb, type TestDb } from './helpers/db.ts';

const run = promisify(execFile);
const cli = (args: string[], env: Record<string, string>, input?: string) => {
  const child = run(process.execPath, ['src/cli/main.ts', ...args], { env: { ...process.env, ...env } });
  if (input !== undefined) {
    child.child.stdin?.end(input);
  }
  return child;
};

// Each test starts several CLI processes (each loads the service's modules): minutes, not seconds, on
// two busy cores.
describe(`CLI (${backend})`, { timeout: 180_000 }, () => {
  let dataDir: string | undefined;
  let t: TestDb | undefined;
  let db: Db | undefined;
  afterEach(async () => {
    await t?.close();
    if (!t) await db?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    t = undefined;
    db = undefined;
    dataDir = undefined;
  });

  /** The CLI's environment and a way to open the same store in this process. */
  async function target(): Promise<{ env: Record<string, string>; open: () => Promise<Db> }> {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cli-'));
    if (backend === 'postgres') {
      t = await createTestDb();
      const opened = t.db;
      return {
        env: {
          DATABASE_URL: t.connectionString!,
          DATA_DIR: dataDir,
          VAULT_MASTER_KEYS: `1:${Buffer.alloc(32, 7).toString('base64')}`,
        },
        open: async () => opened,
      };
    }
    return {
      env: { DATA_DIR: dataDir },
      open: () => openStore({ databaseUrl: undefined, dataDir: dataDir! }),
    };
  }

  it('creates an agency with an all-scopes key printed alone on the last line, then stores a login', async () => {
    const { env, open } = await target();
    const created = await cli(['create-agency', '--name', 'Whitaker Insurance'], env);
    const lines = created.stdout.trim().split('\n');
    const key = lines.at(-1)!;
    expect(key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    const agencyId = /(ag_[0-9a-z]{26})/.exec(created.stdout)![1]!;
    const stored = await cli(
      [
        'set-credential',
        '--agency',
        agencyId,
        '--carrier',
        'summit-mutual',
        '--username',
        'demo.agent',
        '--password-stdin',
        '--totp-seed-stdin',
      ],
      env,
      'Summit#Agent2024\nJBSWY3DPEHPK3PXP\n',
    );
    expect(stored.stdout).toContain('saved');
    expect(stored.stdout + stored.stderr).not.toContain('Summit#Agent2024');

    db = await open();
    const record = await findApiKeyByHash(db, hashApiKey(key));
    expect(record?.agencyId).toBe(agencyId);
    expect([...record!.scopes].sort()).toEqual([...scopes].sort());
    const vault = createVault({
      db,
      keyring: await loadKeyring({
        vaultMasterKeys: backend === 'postgres' ? { 1: Buffer.alloc(32, 7).toString('base64') } : {},
        dataDir: dataDir!,
        role: 'all',
      }),
    });
    const login = await vault.useCredential(agencyId, 'summit-mutual');
    expect(login).toMatchObject({
      status: 'configured',
      secret: { username: 'demo.agent', password: 'Summit#Agent2024', totpSeed: 'JBSWY3DPEHPK3PXP' },
    });
  });

  it('adds, lists, re-roles and removes users through the use cases the app calls; one admin stays', async () => {
    const { env } = await target();
    const created = await cli(['create-agency', '--name', 'Whitaker Insurance'], env);
    const agency = /(ag_[0-9a-z]{26})/.exec(created.stdout)![1]!;
    const add = (email: string, role: string) =>
      cli(
        ['create-user', '--agency', agency, '--email', email, '--role', role],
        env,
        'a long enough password\n',
      );
    await add('boss@whitaker.test', 'admin');
    await add('pat@whitaker.test', 'agent');
    const ids = async () => {
      const listed = (await cli(['list-users', '--agency', agency], env)).stdout.trim().split('\n');
      return Object.fromEntries(
        listed.map((l) => l.split(/\s+/)).map(([id, email, role]) => [email, { id, role }]),
      );
    };
    const before = await ids();
    expect(before['pat@whitaker.test']?.role).toBe('agent');
    const bossId = before['boss@whitaker.test']!.id!;
    const refused = cli(['remove-user', '--agency', agency, '--user', bossId], env);
    await expect(refused).rejects.toMatchObject({ stderr: expect.stringContaining('at least one admin') });
    const promoted = await cli(
      ['set-user-role', '--agency', agency, '--user', before['pat@whitaker.test']!.id!, '--role', 'admin'],
      env,
    );
    expect(promoted.stdout).toContain('pat@whitaker.test is now admin');
    expect((await cli(['remove-user', '--agency', agency, '--user', bossId], env)).stdout).toContain(
      'removed',
    );
    expect(await ids()).toEqual({
      'pat@whitaker.test': { id: before['pat@whitaker.test']!.id, role: 'admin' },
    });
  });

  it('lists a carrier’s learned mappings, promotes one to the carrier and withdraws one', async () => {
    const { env, open } = await target();
    const agencyOf = async (name: string) =>
      /(ag_[0-9a-z]{26})/.exec((await cli(['create-agency', '--name', name], env)).stdout)![1]!;
    const first = await agencyOf('Whitaker Insurance');
    const second = await agencyOf('Baxter Brokers');
    const store = await open();
    const learned = await learnMapping(store, {
      agencyId: first,
      carrierId: 'summit-mutual',
      screen: 'Business details',
      label: 'Workforce size',
      field: 'input.numberOfEmployees',
      confirmedBy: 'usr_someone',
    });
    // The embedded store is one process's: the CLI opens it once this process lets go.
    if (backend === 'pglite') await store.close();

    const listed = await cli(['mappings', 'list', '--carrier', 'summit-mutual'], env);
    expect(listed.stdout).toContain(learned.id);
    expect(listed.stdout).toContain('"Workforce size" → input.numberOfEmployees');
    expect(listed.stdout).toContain('active');
    expect((await cli(['mappings', 'list', '--carrier', 'harborline'], env)).stdout.trim()).toBe('');

    const promoted = await cli(['mappings', 'promote', learned.id], env);
    expect(promoted.stdout).toMatch(/^promoted: lmap_\w+ {2}carrier-wide {2}summit-mutual/);
    const carrierWide = /promoted: (lmap_\w+)/.exec(promoted.stdout)![1]!;
    await expect(cli(['mappings', 'promote', carrierWide], env)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('already carrier-wide'),
    });
    await expect(cli(['mappings', 'promote'], env)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("needs the mapping's id"),
    });

    db = await open();
    // Every agency's jobs now apply it; the first agency's own still wins for it.
    expect((await activeMappingsFor(db, second, 'summit-mutual')).map((m) => m.id)).toEqual([carrierWide]);
    expect((await activeMappingsFor(db, first, 'summit-mutual')).map((m) => m.id)).toEqual([learned.id]);
    if (backend === 'pglite') {
      await db.close();
      db = undefined;
    }

    const withdrawn = await cli(['mappings', 'withdraw', carrierWide], env);
    expect(withdrawn.stdout).toContain('withdrawn (withdrawn)');
    await expect(cli(['mappings', 'withdraw', carrierWide], env)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('already withdrawn'),
    });
    db = await open();
    expect(await activeMappingsFor(db, second, 'summit-mutual')).toEqual([]);
    expect((await findMapping(db, carrierWide))?.withdrawnBy).toBe('operator');
  });

  it('refuses a password or an authenticator seed in argv', async () => {
    const { env } = await target();
    const base = ['set-credential', '--agency', 'ag_x', '--carrier', 'summit-mutual', '--username', 'u'];
    await expect(cli([...base, '--password', 'p4ss-in-argv'], env)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--password is not accepted'),
    });
    await expect(
      cli([...base, '--password-stdin', '--totp-seed', 'JBSWY3DPEHPK3PXP'], env, 'pw\n'),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--totp-seed is not accepted'),
    });
  });

  it('explains usage errors and refuses unknown carriers', async () => {
    const { env } = await target();
    await expect(cli(['create-agency'], env)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--name is required'),
    });
    await expect(
      cli(
        ['set-credential', '--agency', 'ag_x', '--carrier', 'acme', '--username', 'u', '--password-stdin'],
        env,
      ),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('unknown carrier acme') });
  });

  it.runIf(backend === 'pglite')(
    'refuses to open the embedded store while the service holds it',
    async () => {
      const { env } = await target();
      await writeFile(path.join(dataDir!, 'service.pid'), String(process.pid));
      await expect(cli(['create-agency', '--name', 'X'], env)).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining('stop it first, or run both against DATABASE_URL'),
      });
    },
  );
});
