// What a login check found, recorded on the check and on the login in one transaction: accepted makes
// the login `configured` and verified, refused `invalid`, locked out `locked`, each with the portal's
// words; a check that could not finish leaves the login as it was. A check closed meanwhile (a new
// login was saved) changes nothing: its answer was about the old secret.
import { lockCredential, setCredentialCheckResult } from '../store/credentials.ts';
import type { Db } from '../store/db.ts';
import { finishLoginCheck, type LoginCheckEnd, type LoginCheckRow } from '../store/login-checks.ts';

const MAX_MESSAGE_LENGTH = 500;

const loginStatus = { accepted: 'configured', rejected: 'invalid', locked: 'locked' } as const;

export async function recordLoginCheck(
  db: Db,
  check: Pick<LoginCheckRow, 'id' | 'agencyId' | 'carrierId'>,
  result: { status: LoginCheckEnd; message: string | null },
): Promise<boolean> {
  const message = result.message?.slice(0, MAX_MESSAGE_LENGTH) ?? null;
  return db.transaction(async (tx) => {
    // The login first, as a save takes it: a save and this record never wait on each other in a circle.
    await lockCredential(tx, check.agencyId, check.carrierId);
    const finished = await finishLoginCheck(tx, check.id, { status: result.status, message });
    if (!finished) return false;
    if (result.status !== 'failed') {
      await setCredentialCheckResult(tx, check.agencyId, check.carrierId, {
        status: loginStatus[result.status],
        reason: message ?? 'The carrier portal refused the login',
      });
    }
    return true;
  });
}
