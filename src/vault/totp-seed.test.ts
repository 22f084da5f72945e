import { describe, expect, it } from 'vitest';
import { parseTotpSeed } from './totp-seed.ts';

describe('parseTotpSeed', () => {
  it('reads the secret from an otpauth URI or a bare base32 secret, spaced or not', () => {
    expect(parseTotpSeed('otpauth://totp/Summit:agent?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Summit')).toBe(
      'JBSWY3DPEHPK3PXPJBSWY3DP',
    );
    expect(parseTotpSeed('jbsw y3dp ehpk 3pxp')).toBe('JBSWY3DPEHPK3PXP');
  });
  it('refuses what is not a TOTP seed', () => {
    expect(parseTotpSeed('otpauth://hotp/x?secret=JBSWY3DPEHPK3PXP')).toBeUndefined();
    expect(parseTotpSeed('not a seed 0189')).toBeUndefined();
    expect(parseTotpSeed('otpauth://totp/x')).toBeUndefined();
  });
});
