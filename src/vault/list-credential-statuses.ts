// Which carriers an agency has logins for, and whether they still work. Reads no secret column at
// all, so nothing secret can leak from here.
import { type CredentialState, listCredentialStatusRows } from '../store/credentials.ts';
import type { Queryable } from '../store/db.ts';
import { isoTime } from './credential-record.ts';

export interface CredentialStatus {
  carrierId: string;
  /** `invalid`: the portal refused it; `locked`: the portal locked the account out. */
  status: CredentialState;
  updatedAt: string;
  /** The portal's words, when `invalid` or `locked`. */
  reason?: string;
  /** Last successful portal login with it. */
  lastVerifiedAt?: string;
}

export async function listCredentialStatuses(
  deps: { db: Queryable },
  agencyId: string,
): Promise<CredentialStatus[]> {
  const rows = await listCredentialStatusRows(deps.db, agencyId);
  return rows.map((row) => {
    const entry: CredentialStatus = {
      carrierId: row.carrierId,
      status: row.status,
      updatedAt: isoTime(row.updatedAt),
    };
    if (row.statusReason !== null) entry.reason = row.statusReason;
    if (row.lastVerifiedAt !== null) entry.lastVerifiedAt = isoTime(row.lastVerifiedAt);
    return entry;
  });
}
