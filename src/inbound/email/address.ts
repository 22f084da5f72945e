// Each agency's address for e-mailed MFA codes, `mfa-<random>@<INBOUND_MAIL_DOMAIN>`: 120 random bits
// in the local part, so it cannot be guessed; made the first time the agency asks for it.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../store/db.ts';
import { ensureMailLocalPart, mailLocalPartOf, replaceMailLocalPart } from '../../store/mail-addresses.ts';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** `mfa-` and 24 base32 characters (15 random bytes). */
export function newMailLocalPart(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `mfa-${out}`;
}

export const mailAddress = (localPart: string, domain: string) => `${localPart}@${domain}`;

/** The local part of a recipient at our domain (lower case), or undefined for any other address. */
export function localPartAt(recipient: string, domain: string): string | undefined {
  const at = recipient.lastIndexOf('@');
  if (at <= 0) return undefined;
  if (recipient.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return undefined;
  return recipient.slice(0, at).toLowerCase();
}

/** The domain of an address, for logs (never the whole address of a stranger). */
export function domainOf(address: string | undefined): string | undefined {
  const at = address?.lastIndexOf('@') ?? -1;
  return at > 0 ? address!.slice(at + 1).toLowerCase() : undefined;
}

/** The agency's address, or undefined before it asked for one. */
export async function agencyMailAddress(
  db: Queryable,
  agencyId: string,
  domain: string,
): Promise<string | undefined> {
  const local = await mailLocalPartOf(db, agencyId);
  return local ? mailAddress(local, domain) : undefined;
}

/** The agency's address, made now when it has none. */
export async function ensureAgencyMailAddress(
  db: Queryable,
  agencyId: string,
  domain: string,
): Promise<string> {
  return mailAddress(await ensureMailLocalPart(db, agencyId, newMailLocalPart()), domain);
}

/** A new address for the agency; the old one stops receiving at once. */
export async function replaceAgencyMailAddress(
  db: Queryable,
  agencyId: string,
  domain: string,
): Promise<string> {
  const local = newMailLocalPart();
  await replaceMailLocalPart(db, agencyId, local);
  return mailAddress(local, domain);
}
