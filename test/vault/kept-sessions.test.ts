// Kept portal sessions in the vault: sealed under their own data key (no cookie readable in the row),
// bound to their login (a row moved to another agency does not open, and is dropped), gone when they
// expire, when the login is replaced or deleted, and carried through a master key rotation.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resealSteps } from '../../src/cli/rotate-master-key.ts';
import { runMaintenance } from '../../src/queue/maintenance.ts';
import { openKeyFile } from '../../src/vault/master-keys.ts';
import { rotateMasterKey } from '../../src/vault/rotate-master-key.ts';
import { createVault } from '../../src/vault/vault.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';

const cookie = 'kQ3v9s8PzL2xW7mN4bY1cR6tH0jF5gD'; // a portal's session id, as a cookie holds it
const state = {
  cookies: [
    {
      name: 'ASP.NET_SessionId',
      value: cookie,
      domain: 'summit.localhost',
      path: '/',
      expires: -1,
      httpOnly: true,
      secure: false,
      sameSite: 'Lax',
    },
  ],
  origins: [],
};
const inAnHour = () => new Date(Date.now() + 3600_000);

describe(`kept portal sessions (${backend})`, () => {
  let t: TestDb | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  async function setup() {
    t = await createTestDb();
    await t.db.query(`INSERT INTO agencies (id, name) VALUES ('ag_a', 'A'), ('ag_b', 'B')`);
    dir = await mkdtemp(path.join(tmpdir(), 'kept-sessions-'));
    const keyring = await openKeyFile(path.join(dir, 'vault-master-keys.json'));
    const vault = createVault({ db: t.db, keyring });
    await vault.setCredential({ agencyId: 'ag_a', carrierId: 'summit', username: 'a', password: 'pw-a-123' });
    return { db: t.db, keyring, vault };
  }

  it('seals the state and gives it back to the same login only', async () => {
    const { db, vault } = await setup();
    await vault.keepSession('ag_a', 'summit', state, inAnHour());
    expect(await vault.useKeptSession('ag_a', 'summit')).toEqual(state);
    expect(await vault.useKeptSession('ag_a', 'pioneer')).toBeUndefined();
    const [row] = await db.query<Record<string, unknown>>('SELECT * FROM kept_portal_sessions');
    const raw = Object.values(row!)
      .map((v) => (v instanceof Uint8Array ? Buffer.from(v).toString('latin1') : String(v)))
      .join(' ');
    expect(raw).not.toContain(cookie);
    expect(raw).not.toContain('ASP.NET_SessionId');

    // Moved to another agency's login, it does not open: it is dropped, and that login signs in.
    await db.query(`UPDATE kept_portal_sessions SET agency_id = 'ag_b'`);
    expect(await vault.useKeptSession('ag_b', 'summit')).toBeUndefined();
    expect(await db.query('SELECT 1 FROM kept_portal_sessions')).toEqual([]);
  });

  it('is gone once expired (and purged by maintenance), replaced, dropped, or its login changes', async () => {
    const { db, vault } = await setup();
    await vault.keepSession('ag_a', 'summit', state, new Date(Date.now() - 1000));
    expect(await vault.useKeptSession('ag_a', 'summit')).toBeUndefined();
    expect((await runMaintenance({ db, artifactRetentionDays: 30 })).keptSessions).toBe(1);

    await vault.keepSession('ag_a', 'summit', state, inAnHour());
    const newer = { ...state, cookies: [{ ...state.cookies[0]!, value: 'another-session-id-0123456789' }] };
    await vault.keepSession('ag_a', 'summit', newer, inAnHour());
    expect(await vault.useKeptSession('ag_a', 'summit')).toEqual(newer);
    await vault.dropKeptSession('ag_a', 'summit');
    expect(await vault.useKeptSession('ag_a', 'summit')).toBeUndefined();

    await vault.keepSession('ag_a', 'summit', state, inAnHour());
    await vault.setCredential({ agencyId: 'ag_a', carrierId: 'summit', username: 'a', password: 'pw-a-456' });
    expect(await vault.useKeptSession('ag_a', 'summit')).toBeUndefined();
    await vault.keepSession('ag_a', 'summit', state, inAnHour());
    await vault.deleteCredential('ag_a', 'summit');
    expect(await vault.useKeptSession('ag_a', 'summit')).toBeUndefined();
  });

  it('moves to the new master key at rotation and still opens', async () => {
    const { db, keyring, vault } = await setup();
    await vault.keepSession('ag_a', 'summit', state, inAnHour());
    const result = await rotateMasterKey({ db, reseal: resealSteps, keyring });
    const [row] = await db.query<{ key_version: number }>('SELECT key_version FROM kept_portal_sessions');
    expect(row!.key_version).toBe(result.version);
    expect(result.version).toBeGreaterThan(1);
    expect(await vault.useKeptSession('ag_a', 'summit')).toEqual(state);
  });
});
