// TOTP codes (RFC 6238, 30-second steps, 6 digits) for portals whose login the vault holds a seed for.
import { generateSync } from 'otplib';

export function totpCode(seed: string, at: Date = new Date()): string {
  return generateSync({
    secret: seed.replace(/\s+/g, '').toUpperCase(),
    epoch: Math.floor(at.getTime() / 1000),
  });
}
