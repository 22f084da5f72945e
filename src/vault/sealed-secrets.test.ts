// Sealed secrets: each purpose and owner opens only its own; a webhook secret sealed before the
// purpose parameter existed (same HKDF info and AAD, by hand here) still opens; versions and plain rows.
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSmsTokenBox } from '../inbound/sms/sms-token-box.ts';
import { createSecretBox } from '../webhooks/secret-box.ts';
import { keyringFromKeys } from './master-keys.ts';
import { createSealedSecrets, sealedOn } from './sealed-secrets.ts';

const k1 = randomBytes(32);
const k2 = randomBytes(32);
const keyring = keyringFromKeys({ 1: k1.toString('base64') });

describe('sealed secrets', () => {
  it('opens a secret for its owner and purpose only', async () => {
    const sms = createSmsTokenBox(keyring);
    const sealed = sms.seal('agency_a', 'token-0123456789abcdef');
    expect(sealed).toMatch(/^enc:1:/);
    expect(sealed).not.toContain('token-0123456789abcdef');
    expect(sealedOn(sealed, 1)).toBe(true);
    expect(await sms.open('agency_a', sealed)).toBe('token-0123456789abcdef');
    await expect(sms.open('agency_b', sealed)).rejects.toThrow();
    await expect(createSecretBox(keyring).open('agency_a', sealed)).rejects.toThrow();
    const sameLabel = createSealedSecrets(keyring, { keyInfo: 'other', aadLabel: 'sms-token', what: 'x' });
    await expect(sameLabel.open('agency_a', sealed)).rejects.toThrow();
  });

  it('refuses a plain SMS token, keeps opening a plain webhook secret from before encryption', async () => {
    await expect(createSmsTokenBox(keyring).open('agency_a', 'plain-token')).rejects.toThrow(/not sealed/);
    expect(await createSecretBox(keyring).open('wh_1', 'whsec_plain')).toBe('whsec_plain');
  });

  it('opens a webhook secret sealed the way it always was (HKDF "webhook signing secret", AAD webhook:<id>)', async () => {
    const key = Buffer.from(hkdfSync('sha256', k1, Buffer.alloc(0), 'webhook signing secret', 32));
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from('webhook:wh_1'));
    const ct = Buffer.concat([cipher.update('whsec_abc', 'utf8'), cipher.final()]);
    const stored = ['enc', '1', iv, cipher.getAuthTag(), ct]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join(':');
    expect(await createSecretBox(keyring).open('wh_1', stored)).toBe('whsec_abc');
  });

  it('opens with the version it was sealed under, and says which version is missing', async () => {
    const both = keyringFromKeys({ 1: k1.toString('base64'), 2: k2.toString('base64') });
    const sealedOn2 = createSmsTokenBox(both).seal('agency_a', 'token-on-version-two');
    expect(sealedOn2).toMatch(/^enc:2:/);
    expect(await createSmsTokenBox(both).open('agency_a', sealedOn2)).toBe('token-on-version-two');
    await expect(createSmsTokenBox(keyring).open('agency_a', sealedOn2)).rejects.toThrow(/version 2/);
  });
});
