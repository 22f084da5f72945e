// agency_mail_addresses: the local part of each agency's address for e-mailed MFA codes (the domain is
// configuration). One per agency; replacing it makes the old one unknown at once.
import type { Queryable } from './db.ts';

/** The agency's local part, when it has one. */
export async function mailLocalPartOf(db: Queryable, agencyId: string): Promise<string | undefined> {
  const [row] = await db.query<{ localPart: string }>(
    'SELECT local_part AS "localPart" FROM agency_mail_addresses WHERE agency_id = $1',
    [agencyId],
  );
  return row?.localPart;
}

/** The agency's local part, `fresh` kept as it when it had none (two callers at once get the same). */
export async function ensureMailLocalPart(db: Queryable, agencyId: string, fresh: string): Promise<string> {
  await db.query(
    'INSERT INTO agency_mail_addresses (agency_id, local_part) VALUES ($1, $2) ON CONFLICT (agency_id) DO NOTHING',
    [agencyId, fresh],
  );
  const kept = await mailLocalPartOf(db, agencyId);
  if (!kept) throw new Error(`no mail address for agency ${agencyId}`);
  return kept;
}

/** Gives the agency `fresh` as its local part, in place of any earlier one. */
export async function replaceMailLocalPart(db: Queryable, agencyId: string, fresh: string): Promise<void> {
  await db.query(
    `INSERT INTO agency_mail_addresses (agency_id, local_part) VALUES ($1, $2)
     ON CONFLICT (agency_id) DO UPDATE SET local_part = EXCLUDED.local_part, created_at = now()`,
    [agencyId, fresh],
  );
}

/** The agency a local part belongs to (compared in lower case). */
export async function agencyOfMailLocalPart(db: Queryable, localPart: string): Promise<string | undefined> {
  const [row] = await db.query<{ agencyId: string }>(
    'SELECT agency_id AS "agencyId" FROM agency_mail_addresses WHERE local_part = $1',
    [localPart.toLowerCase()],
  );
  return row?.agencyId;
}
