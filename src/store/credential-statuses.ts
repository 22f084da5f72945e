// Which carriers the agency has a portal login for, and whether the portal last accepted it, refused it
// or locked it out.
// Reads status only: the secret columns are never selected here.
import type { CredentialStatus } from '../domain/carriers/appetite.ts';
import type { CredentialState } from './credentials.ts';
import type { Queryable } from './db.ts';

export async function credentialStatuses(
  db: Queryable,
  agencyId: string,
): Promise<Map<string, CredentialStatus>> {
  const rows = await db.query<{ carrierId: string; status: CredentialState }>(
    'SELECT carrier_id AS "carrierId", status FROM carrier_credentials WHERE agency_id = $1',
    [agencyId],
  );
  return new Map(rows.map((r) => [r.carrierId, r.status]));
}
