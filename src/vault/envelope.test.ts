import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type CredentialSecret,
  type MasterKey,
  openSecret,
  rewrapDataKey,
  type SealedSecret,
  type SecretBinding,
  sealSecret,
  secretAad,
} from './envelope.ts';

const master1: MasterKey = { version: 1, key: randomBytes(32) };
const master2: MasterKey = { version: 2, key: randomBytes(32) };
const keys =
  (...held: MasterKey[]) =>
  (version: number) =>
    held.find((k) => k.version === version)?.key;

const binding: SecretBinding = { agencyId: 'ag_1', carrierId: 'pioneer', recordId: 'cred_1' };
const secret: CredentialSecret = {
  username: 'agent@example.com',
  password: 'hunter2-Ω',
  totpSeed: 'JBSWY3DPEHPK3PXP',
};
const cannotDecrypt = /cannot be decrypted/;

const flip = (buf: Buffer, index = 0) => {
  const copy = Buffer.from(buf);
  copy[index]! ^= 1;
  return copy;
};

describe('envelope', () => {
  it('round-trips a secret, with and without a TOTP seed', () => {
    expect(openSecret(sealSecret(secret, binding, master1), binding, keys(master1))).toEqual(secret);
    const plain = { username: 'u', password: 'p' };
    const opened = openSecret(sealSecret(plain, binding, master1), binding, keys(master1));
    expect(opened).toEqual(plain);
    expect('totpSeed' in opened).toBe(false);
  });

  it('uses a fresh data key and IVs for every seal', () => {
    const a = sealSecret(secret, binding, master1);
    const b = sealSecret(secret, binding, master1);
    expect(a.ciphertext.equals(b.ciphertext)).toBe(false);
    expect(a.iv.equals(b.iv)).toBe(false);
    expect(a.wrappedKeyIv.equals(b.wrappedKeyIv)).toBe(false);
    expect(a.wrappedKey.equals(b.wrappedKey)).toBe(false);
    expect([a.iv.length, a.authTag.length, a.wrappedKey.length, a.keyVersion]).toEqual([12, 16, 32, 1]);
  });

  it('never holds the password in clear', () => {
    const sealed = sealSecret(secret, binding, master1);
    for (const value of Object.values(sealed)) {
      if (Buffer.isBuffer(value)) expect(value.toString('latin1')).not.toContain('hunter2');
    }
  });

  it.each([
    ['agency', { ...binding, agencyId: 'ag_2' }],
    ['carrier', { ...binding, carrierId: 'summit' }],
    ['record id', { ...binding, recordId: 'cred_2' }],
  ])('fails to open under another %s', (_, other) => {
    const sealed = sealSecret(secret, binding, master1);
    expect(() => openSecret(sealed, other, keys(master1))).toThrow(cannotDecrypt);
  });

  it.each<[string, (s: SealedSecret) => SealedSecret]>([
    ['ciphertext', (s) => ({ ...s, ciphertext: flip(s.ciphertext) })],
    ['iv', (s) => ({ ...s, iv: flip(s.iv) })],
    ['auth tag', (s) => ({ ...s, authTag: flip(s.authTag, 15) })],
    ['truncated auth tag', (s) => ({ ...s, authTag: s.authTag.subarray(0, 12) })],
    ['wrapped key', (s) => ({ ...s, wrappedKey: flip(s.wrappedKey, 31) })],
    ['wrapped key tag', (s) => ({ ...s, wrappedKeyAuthTag: flip(s.wrappedKeyAuthTag) })],
  ])('detects a tampered %s', (_, tamper) => {
    const sealed = sealSecret(secret, binding, master1);
    expect(() => openSecret(tamper(sealed), binding, keys(master1))).toThrow(cannotDecrypt);
  });

  it('fails under the wrong master key and names a missing version', () => {
    const sealed = sealSecret(secret, binding, master1);
    const impostor = { version: 1, key: randomBytes(32) };
    expect(() => openSecret(sealed, binding, keys(impostor))).toThrow(cannotDecrypt);
    expect(() => openSecret(sealed, binding, keys(master2))).toThrow(/version 1 is not in the keyring/);
  });

  it('keeps the error free of secrets', () => {
    const sealed = sealSecret(secret, binding, master1);
    try {
      openSecret({ ...sealed, ciphertext: flip(sealed.ciphertext) }, binding, keys(master1));
      expect.unreachable();
    } catch (error) {
      expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain('hunter2');
      expect(String((error as Error).cause)).not.toContain('hunter2');
    }
  });

  it('re-wraps the data key only, keeping the ciphertext', () => {
    const sealed = sealSecret(secret, binding, master1);
    const rewrapped = rewrapDataKey(sealed, binding, keys(master1), master2);
    expect(rewrapped.keyVersion).toBe(2);
    expect(rewrapped.wrappedKey.equals(sealed.wrappedKey)).toBe(false);
    const moved: SealedSecret = { ...sealed, ...rewrapped };
    expect(openSecret(moved, binding, keys(master2))).toEqual(secret);
    expect(() => rewrapDataKey(sealed, { ...binding, agencyId: 'ag_2' }, keys(master1), master2)).toThrow(
      cannotDecrypt,
    );
  });

  it('binds the ids unambiguously', () => {
    const a = secretAad({ agencyId: 'a","b', carrierId: 'c', recordId: 'r' });
    const b = secretAad({ agencyId: 'a', carrierId: 'b","c', recordId: 'r' });
    expect(a.equals(b)).toBe(false);
  });
});
