// Agencies' code addresses: unguessable local parts, and only our domain's recipients recognised.
import { describe, expect, it } from 'vitest';
import { domainOf, localPartAt, mailAddress, newMailLocalPart } from './address.ts';

describe('an agency’s code address', () => {
  it('has a local part of 24 random base32 characters after mfa-', () => {
    const made = new Set(Array.from({ length: 200 }, () => newMailLocalPart()));
    expect(made.size).toBe(200);
    for (const local of made) expect(local).toMatch(/^mfa-[a-z2-7]{24}$/);
    expect(mailAddress('mfa-abc', 'codes.localhost')).toBe('mfa-abc@codes.localhost');
  });

  it('reads the local part of a recipient at our domain only, in lower case', () => {
    expect(localPartAt('MFA-Abc@Codes.Localhost', 'codes.localhost')).toBe('mfa-abc');
    expect(localPartAt('mfa-abc@codes.localhost.evil.example', 'codes.localhost')).toBeUndefined();
    expect(localPartAt('mfa-abc@other.example', 'codes.localhost')).toBeUndefined();
    expect(localPartAt('@codes.localhost', 'codes.localhost')).toBeUndefined();
    expect(localPartAt('no-at-sign', 'codes.localhost')).toBeUndefined();
  });

  it('logs a sender by its domain alone', () => {
    expect(domainOf('Verify@IroncladSpecialty.example')).toBe('ironcladspecialty.example');
    expect(domainOf(undefined)).toBeUndefined();
    expect(domainOf('nobody')).toBeUndefined();
  });
});
