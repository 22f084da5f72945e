import { afterEach, describe, expect, it } from 'vitest';
import { newMasterKey } from '../../src/config.ts';
import { keyringFromKeys } from '../../src/vault/master-keys.ts';
import { createVault, type Vault } from '../../src/vault/vault.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';

const PASSWORD = 'Pa55word-only-in-the-vault';
const USERNAME = 'agent.smith@agency.example';
const TOTP = 'JBSWY3DPEHPK3PXP';
const cannotDecrypt = /cannot be decrypted/;

describe(`vault on ${backend}`, () => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function setup(): Promise<{ t: TestDb; vault: Vault }> {
    t = await createTestDb();
    await t.db.query(`INSERT INTO agencies (id, name) VALUES ('ag_a', 'A'), ('ag_b', 'B')`);
    const vault = createVault({ db: t.db, keyring: keyringFromKeys({ 1: newMasterKey() }) });
    return { t, vault };
  }

  const rows = (t: TestDb) => t.db.query('SELECT * FROM carrier_credentials ORDER BY carrier_id');

  it('round-trips a credential for its agency and carrier only', async () => {
    const { vault } = await setup();
    const saved = await vault.setCredential({
      agencyId: 'ag_a',
      carrierId: 'pioneer',
      username: USERNAME,
      password: PASSWORD,
      totpSeed: TOTP,
    });
    expect(saved).toEqual({
      id: expect.stringMatching(/^cred_/),
      carrierId: 'pioneer',
      status: 'configured',
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect(await vault.useCredential('ag_a', 'pioneer')).toEqual({
      status: 'configured',
      secret: { username: USERNAME, password: PASSWORD, totpSeed: TOTP },
    });
    expect(await vault.useCredential('ag_b', 'pioneer')).toEqual({ status: 'missing' });
    expect(await vault.useCredential('ag_a', 'summit')).toEqual({ status: 'missing' });
    await expect(
      vault.setCredential({ agencyId: 'ag_nope', carrierId: 'pioneer', username: 'u', password: 'p' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('replaces a credential in place and makes it usable again', async () => {
    const { t, vault } = await setup();
    const first = await vault.setCredential({
      agencyId: 'ag_a',
      carrierId: 'pioneer',
      username: 'u',
      password: 'old',
    });
    expect(await vault.markInvalid('ag_a', 'pioneer', 'Portal said: invalid username or password')).toBe(
      true,
    );
    expect(await vault.useCredential('ag_a', 'pioneer')).toEqual({
      status: 'invalid',
      reason: 'Portal said: invalid username or password',
    });
    const second = await vault.setCredential({
      agencyId: 'ag_a',
      carrierId: 'pioneer',
      username: 'u',
      password: 'new',
    });
    expect(second.id).toBe(first.id);
    expect(await vault.useCredential('ag_a', 'pioneer')).toEqual({
      status: 'configured',
      secret: { username: 'u', password: 'new' },
    });
    expect(await rows(t)).toHaveLength(1);
  });

  it('marks a login locked out, keeps the portal’s first words, and opens it only for a check', async () => {
    const { vault } = await setup();
    await vault.setCredential({ agencyId: 'ag_a', carrierId: 'pioneer', username: 'u', password: PASSWORD });
    expect(
      await vault.markInvalid('ag_a', 'pioneer', 'The User ID or Password you entered is incorrect.'),
    ).toBe(true);
    // A later refusal of a login already refused (a job told not to use it) keeps the portal's words.
    expect(await vault.markInvalid('ag_a', 'pioneer', 'The login was rejected earlier: …')).toBe(false);
    // A lock-out is news even for a refused login.
    expect(await vault.markLocked('ag_a', 'pioneer', 'Your ProducerNet account is locked.')).toBe(true);
    expect(await vault.markInvalid('ag_a', 'pioneer', 'incorrect')).toBe(false);
    expect(await vault.markLocked('ag_a', 'pioneer', 'locked again')).toBe(false);
    expect(await vault.useCredential('ag_a', 'pioneer')).toEqual({
      status: 'locked',
      reason: 'Your ProducerNet account is locked.',
    });
    expect(await vault.useCredentialForCheck('ag_a', 'pioneer')).toEqual({
      username: 'u',
      password: PASSWORD,
    });
    expect(await vault.useCredentialForCheck('ag_a', 'summit')).toBeUndefined();
  });

  it('makes one record of concurrent first saves, whichever wins', async () => {
    const { t, vault } = await setup();
    await Promise.all(
      ['one', 'two', 'three'].map((password) =>
        vault.setCredential({ agencyId: 'ag_a', carrierId: 'pioneer', username: 'u', password }),
      ),
    );
    expect(await rows(t)).toHaveLength(1);
    const used = await vault.useCredential('ag_a', 'pioneer');
    expect(used.status === 'configured' && ['one', 'two', 'three'].includes(used.secret.password)).toBe(true);
  });

  it('lists statuses per agency, with reasons and verification, and deletes', async () => {
    const { vault } = await setup();
    await vault.setCredential({ agencyId: 'ag_a', carrierId: 'summit', username: 'u', password: PASSWORD });
    await vault.setCredential({ agencyId: 'ag_a', carrierId: 'pioneer', username: 'u', password: PASSWORD });
    await vault.setCredential({ agencyId: 'ag_b', carrierId: 'pioneer', username: 'u', password: PASSWORD });
    await vault.markInvalid('ag_a', 'summit', 'Account locked');
    expect(await vault.markVerified('ag_a', 'pioneer')).toBe(true);
    expect(await vault.markInvalid('ag_a', 'ironclad', 'nothing there')).toBe(false);

    const statuses = await vault.listCredentialStatuses('ag_a');
    expect(statuses).toEqual([
      {
        carrierId: 'pioneer',
        status: 'configured',
        updatedAt: expect.any(String),
        lastVerifiedAt: expect.any(String),
      },
      { carrierId: 'summit', status: 'invalid', updatedAt: expect.any(String), reason: 'Account locked' },
    ]);
    expect(JSON.stringify(statuses)).not.toContain(PASSWORD);

    expect(await vault.deleteCredential('ag_b', 'summit')).toBe(false);
    expect(await vault.deleteCredential('ag_a', 'summit')).toBe(true);
    expect((await vault.listCredentialStatuses('ag_a')).map((s) => s.carrierId)).toEqual(['pioneer']);
    expect((await vault.listCredentialStatuses('ag_b')).map((s) => s.carrierId)).toEqual(['pioneer']);
  });

  it('stores no plaintext username, password or seed anywhere in the table', async () => {
    const { t, vault } = await setup();
    await vault.setCredential({
      agencyId: 'ag_a',
      carrierId: 'pioneer',
      username: USERNAME,
      password: PASSWORD,
      totpSeed: TOTP,
    });
    await vault.setCredential({
      agencyId: 'ag_b',
      carrierId: 'summit',
      username: USERNAME,
      password: PASSWORD,
    });
    // As the database renders it (bytea as hex) and as the driver returns it (bytes read as text).
    const asText = await t.db.query<{ j: string }>(
      'SELECT row_to_json(c)::text AS j FROM carrier_credentials c',
    );
    const raw = (await rows(t)).map((row) =>
      JSON.stringify(row, (_, v) => (v instanceof Uint8Array ? Buffer.from(v).toString('latin1') : v)),
    );
    expect(asText).toHaveLength(2);
    const dump = [...asText.map((r) => r.j), ...raw].join('\n');
    for (const secret of [PASSWORD, USERNAME, TOTP]) {
      expect(dump).not.toContain(secret);
      expect(dump).not.toContain(Buffer.from(secret).toString('hex'));
    }
    expect(dump).toContain('pioneer'); // the check itself works: clear columns are in the dump
  });

  it('fails to decrypt a record moved to another agency', async () => {
    const { t, vault } = await setup();
    await vault.setCredential({ agencyId: 'ag_a', carrierId: 'pioneer', username: 'u', password: PASSWORD });
    await t.db.query(`UPDATE carrier_credentials SET agency_id = 'ag_b'`);
    await expect(vault.useCredential('ag_b', 'pioneer')).rejects.toThrow(cannotDecrypt);
  });

  it('fails to decrypt a record moved to another carrier', async () => {
    const { t, vault } = await setup();
    await vault.setCredential({ agencyId: 'ag_a', carrierId: 'pioneer', username: 'u', password: PASSWORD });
    await t.db.query(`UPDATE carrier_credentials SET carrier_id = 'summit'`);
    await expect(vault.useCredential('ag_a', 'summit')).rejects.toThrow(cannotDecrypt);
  });

  it('fails to decrypt a record given another record id', async () => {
    const { t, vault } = await setup();
    await vault.setCredential({ agencyId: 'ag_a', carrierId: 'pioneer', username: 'u', password: PASSWORD });
    await t.db.query(`UPDATE carrier_credentials SET id = 'cred_01jd4000000000000000000000'`);
    await expect(vault.useCredential('ag_a', 'pioneer')).rejects.toThrow(cannotDecrypt);
  });

  it.each([
    ['the secret only', ['ciphertext', 'iv', 'auth_tag']],
    [
      'the whole envelope',
      ['ciphertext', 'iv', 'auth_tag', 'wrapped_key', 'wrapped_key_iv', 'wrapped_key_auth_tag'],
    ],
  ])('fails to decrypt when %s is swapped between two records', async (_, columns) => {
    const { t, vault } = await setup();
    await vault.setCredential({ agencyId: 'ag_a', carrierId: 'pioneer', username: 'u', password: 'first' });
    await vault.setCredential({ agencyId: 'ag_a', carrierId: 'summit', username: 'u', password: 'second' });
    const set = columns.map((c) => `${c} = o.${c}`).join(', ');
    await t.db.transaction(async (tx) => {
      await tx.query('CREATE TEMP TABLE originals AS SELECT * FROM carrier_credentials');
      await tx.query(
        `UPDATE carrier_credentials c SET ${set} FROM originals o WHERE o.agency_id = c.agency_id AND o.carrier_id <> c.carrier_id`,
      );
      await tx.query('DROP TABLE originals');
    });
    await expect(vault.useCredential('ag_a', 'pioneer')).rejects.toThrow(cannotDecrypt);
    await expect(vault.useCredential('ag_a', 'summit')).rejects.toThrow(cannotDecrypt);
  });

  it.each(['ciphertext', 'auth_tag', 'wrapped_key'])('fails to decrypt a tampered %s', async (column) => {
    const { t, vault } = await setup();
    await vault.setCredential({ agencyId: 'ag_a', carrierId: 'pioneer', username: 'u', password: PASSWORD });
    await t.db.query(
      `UPDATE carrier_credentials SET ${column} = set_byte(${column}, 0, get_byte(${column}, 0) # 1)`,
    );
    await expect(vault.useCredential('ag_a', 'pioneer')).rejects.toThrow(cannotDecrypt);
  });
});
