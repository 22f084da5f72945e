// Which carriers an agency has logins for, and whether they still work. Reads no secret column at
// all, so nothing secret can leak from here.
import type { Queryable } from '../store/db.ts';
import { isoTime } from './credential-record.ts';

export interface CredentialStatus {
  carrierId: string;
  status: 'configured' | 'invalid';
  updatedAt: string;
  /** Why the portal refused it, when `invalid`. */
  reason?: string;
  /** Last successful portal login with it. */
  lastVerifiedAt?: string;
}

export async function listCredentialStatuses(
  deps: { db: Queryable },
  agencyId: string,
): Promise<CredentialStatus[]> {
  const rows = await deps.db.query<{
    carrier_id: string;
    status: 'configured' | 'invalid';
    status_reason: string | null;
    updated_at: Date | string;
    last_verified_at: Date | string | null;
  }>(
    `SELECT carrier_id, status, status_reason, updated_at, last_verified_at
     FROM carrier_credentials WHERE agency_id = $1 ORDER BY carrier_id`,
    [agencyId],
  );
  return rows.map((row) => {
    const entry: CredentialStatus = {
      carrierId: row.carrier_id,
      status: row.status,
      updatedAt: isoTime(row.updated_at),
    };
    if (row.status_reason !== null) entry.reason = row.status_reason;
    if (row.last_verified_at !== null) entry.lastVerifiedAt = isoTime(row.last_verified_at);
    return entry;
  });
}
