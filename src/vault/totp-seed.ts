// Authenticator seeds as people paste them: an otpauth:// URI (from the portal's QR code) or the bare
// base32 secret. Returns the normalized base32 secret, or undefined when it is neither.
export function parseTotpSeed(input: string): string | undefined {
  let secret = input.trim();
  if (/^otpauth:\/\//i.test(secret)) {
    try {
      const url = new URL(secret);
      if (url.host.toLowerCase() !== 'totp') return undefined;
      secret = url.searchParams.get('secret') ?? '';
    } catch {
      return undefined;
    }
  }
  secret = secret
    .replace(/[\s-]+/g, '')
    .replace(/=+$/, '')
    .toUpperCase();
  return /^[A-Z2-7]{16,128}$/.test(secret) ? secret : undefined;
}
