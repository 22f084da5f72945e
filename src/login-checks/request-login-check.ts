// "Test login": opens a check of the agency's login for one carrier (or finds the one under way) and
// queues it for a worker. Answers the check, never the login.
import type { PgBoss } from 'pg-boss';
import { notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import { lockCredential } from '../store/credentials.ts';
import type { Db } from '../store/db.ts';
import { type LoginCheckRow, openLoginCheck } from '../store/login-checks.ts';
import { sendLoginCheck } from './login-check-queue.ts';

export async function requestLoginCheck(
  deps: { db: Db; boss: PgBoss },
  agencyId: string,
  carrier: { id: string; name: string },
): Promise<LoginCheckRow> {
  const opened = await deps.db.transaction(async (tx) => {
    // Locked like a save: a check is never opened beside a login being replaced or removed.
    if (!(await lockCredential(tx, agencyId, carrier.id))) return undefined;
    return openLoginCheck(tx, { id: newId('loginCheck'), agencyId, carrierId: carrier.id });
  });
  if (!opened) throw notFound(`A login for ${carrier.name}`);
  if (opened.created) await sendLoginCheck(deps.boss, opened.check.id);
  return opened.check;
}
