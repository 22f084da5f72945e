// portal_sessions: a carrier login's portal session, held in the database so it holds across
// processes. One holder row per job: the one that may sign in holds the login alone (`sign-in`), and
// where the portal allows tabs, up to that many jobs work in the signed-in session at once (`tab`),
// never while a holder signs in (docs/decisions/0033-tabs-of-one-session.md). A holder expires unless
// renewed, so a dead worker's lease frees itself.
import type { Db, Queryable } from './db.ts';

export interface LeaseKey {
  agencyId: string;
  carrierId: string;
}

export interface LeaseHolder {
  jobId: string;
  workerId: string;
}

export type LeaseRole = 'sign-in' | 'tab' | 'waiting';

interface HolderRow {
  jobId: string;
  workerId: string;
  role: LeaseRole;
}

/** Every change to a login's holders runs under this lock: two jobs never both take the last place. */
async function lockLogin(tx: Queryable, key: LeaseKey): Promise<HolderRow[]> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 33))', [
    `portal-session/${key.agencyId}/${key.carrierId}`,
  ]);
  await tx.query(
    'DELETE FROM portal_sessions WHERE agency_id = $1 AND carrier_id = $2 AND expires_at < now()',
    [key.agencyId, key.carrierId],
  );
  return tx.query<HolderRow>(
    `SELECT job_id AS "jobId", worker_id AS "workerId", role FROM portal_sessions
     WHERE agency_id = $1 AND carrier_id = $2`,
    [key.agencyId, key.carrierId],
  );
}

/**
 * Takes a place in the login's session, or re-enters the one this job holds on this worker: alone
 * (`sign-in`) when nobody holds it, as a tab when `tabs` allows another and every holder works in a
 * signed-in session. A job taken over from a dead worker waits for the dead worker's place to expire, so
 * two workers never drive one job at a portal at once. Answers the place's role, or undefined.
 */
export async function takePortalLease(
  db: Db,
  key: LeaseKey,
  holder: LeaseHolder,
  ttlSeconds: number,
  tabs = 1,
): Promise<LeaseRole | undefined> {
  return db.transaction(async (tx) => {
    const holders = await lockLogin(tx, key);
    const own = holders.find((h) => h.jobId === holder.jobId);
    if (own) {
      if (own.workerId !== holder.workerId) return undefined;
      await renewPortalLease(tx, key, holder, ttlSeconds);
      return own.role;
    }
    const role: LeaseRole | undefined =
      holders.length === 0
        ? 'sign-in'
        : holders.length < tabs && holders.every((h) => h.role === 'tab')
          ? 'tab'
          : undefined;
    if (!role) return undefined;
    await tx.query(
      `INSERT INTO portal_sessions (agency_id, carrier_id, job_id, worker_id, expires_at, role)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::int), $6)`,
      [key.agencyId, key.carrierId, holder.jobId, holder.workerId, ttlSeconds, role],
    );
    return role;
  });
}

/** `takePortalLease` as a yes or no: one portal session at a time unless `tabs` says otherwise. */
export async function acquirePortalLease(
  db: Db,
  key: LeaseKey,
  holder: LeaseHolder,
  ttlSeconds: number,
  tabs = 1,
): Promise<boolean> {
  return (await takePortalLease(db, key, holder, ttlSeconds, tabs)) !== undefined;
}

/**
 * The holder's session is signed in (or the kept one held): a `sign-in` holder becomes a tab, and other
 * jobs of the login may join it where the portal allows tabs.
 */
export async function portalSessionLive(db: Queryable, key: LeaseKey, holder: LeaseHolder): Promise<void> {
  await db.query(
    `UPDATE portal_sessions SET role = 'tab'
     WHERE agency_id = $1 AND carrier_id = $2 AND job_id = $3 AND worker_id = $4 AND role = 'sign-in'`,
    [key.agencyId, key.carrierId, holder.jobId, holder.workerId],
  );
}

/**
 * A holder about to sign in asks for its turn. `go`: it holds the login alone to sign in (it was the
 * sign-in holder, or it was a tab and every other holder waits too). `renewed`: another holder signed in
 * meanwhile; this one is a tab again and starts over from the session kept. `wait`: tabs still work in
 * the session (they find it ended too, or finish), or another holder is signing in: ask again.
 * `lost`: the holder's place is gone (expired, taken over).
 */
export async function takeSignInTurn(
  db: Db,
  key: LeaseKey,
  holder: LeaseHolder,
  state: { waitedForOther: boolean },
): Promise<'go' | 'renewed' | 'wait' | 'lost'> {
  return db.transaction(async (tx) => {
    const holders = await lockLogin(tx, key);
    const own = holders.find((h) => h.jobId === holder.jobId && h.workerId === holder.workerId);
    if (!own) return 'lost';
    if (own.role === 'sign-in') return 'go';
    const others = holders.filter((h) => h !== own);
    const setRole = (role: LeaseRole) =>
      tx.query(
        `UPDATE portal_sessions SET role = $5
         WHERE agency_id = $1 AND carrier_id = $2 AND job_id = $3 AND worker_id = $4`,
        [key.agencyId, key.carrierId, holder.jobId, holder.workerId, role],
      );
    if (others.some((h) => h.role === 'sign-in')) {
      state.waitedForOther = true;
      if (own.role !== 'waiting') await setRole('waiting');
      return 'wait';
    }
    if (state.waitedForOther) {
      // The other holder signed in (or gave up): its session is kept; this job starts over from it.
      await setRole('tab');
      return 'renewed';
    }
    if (others.every((h) => h.role === 'waiting')) {
      await setRole('sign-in');
      return 'go';
    }
    if (own.role !== 'waiting') await setRole('waiting');
    return 'wait';
  });
}

/**
 * Extends the lease while this holder (job and worker) still has it; false when it does not: a worker
 * cut off from the database past the TTL may find another holder took it meanwhile.
 */
export async function renewPortalLease(
  db: Queryable,
  key: LeaseKey,
  holder: LeaseHolder,
  ttlSeconds: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE portal_sessions SET expires_at = now() + make_interval(secs => $5::int)
     WHERE agency_id = $1 AND carrier_id = $2 AND job_id = $3 AND worker_id = $4 RETURNING job_id`,
    [key.agencyId, key.carrierId, holder.jobId, holder.workerId, ttlSeconds],
  );
  return rows.length === 1;
}

/** Gives the lease up, if this holder (job and worker) still has it: never a taken-over job's new one. */
export async function releasePortalLease(db: Queryable, key: LeaseKey, holder: LeaseHolder): Promise<void> {
  await db.query(
    'DELETE FROM portal_sessions WHERE agency_id = $1 AND carrier_id = $2 AND job_id = $3 AND worker_id = $4',
    [key.agencyId, key.carrierId, holder.jobId, holder.workerId],
  );
}
