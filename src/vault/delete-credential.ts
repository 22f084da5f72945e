// Removes an agency's login for one carrier, with any check of it (a check's answer would be about a
// login that no longer exists).
import { deleteCredential as deleteRow, lockCredential } from '../store/credentials.ts';
import type { Db } from '../store/db.ts';
import { deleteKeptSession } from '../store/kept-sessions.ts';
import { deleteLoginChecks } from '../store/login-checks.ts';

export function deleteCredential(db: Db, agencyId: string, carrierId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockCredential(tx, agencyId, carrierId))) return false;
    await deleteLoginChecks(tx, agencyId, carrierId);
    await deleteKeptSession(tx, { agencyId, carrierId });
    return deleteRow(tx, agencyId, carrierId);
  });
}
