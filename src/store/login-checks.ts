// login_checks: the app's "Test login", a sign-in-only job per agency login. At most one open (queued or
// running) per login; a new check drops the finished ones, so the table holds the latest per login.
import type { Queryable } from './db.ts';

export type LoginCheckStatus = 'queued' | 'running' | 'accepted' | 'rejected' | 'locked' | 'failed';
export type LoginCheckEnd = Extract<LoginCheckStatus, 'accepted' | 'rejected' | 'locked' | 'failed'>;

export interface LoginCheckRow {
  id: string;
  agencyId: string;
  carrierId: string;
  status: LoginCheckStatus;
  message: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/** An open check older than this never finished (its worker died): it stops counting as open. */
export const STALE_CHECK_MINUTES = 10;

const columns = `id, agency_id AS "agencyId", carrier_id AS "carrierId", status, message,
  created_at AS "createdAt", finished_at AS "finishedAt"`;

/**
 * Opens a check of the login, or answers the one already open (`created` false). A check open past
 * STALE_CHECK_MINUTES is closed as failed first.
 */
export async function openLoginCheck(
  tx: Queryable,
  check: { id: string; agencyId: string; carrierId: string },
): Promise<{ check: LoginCheckRow; created: boolean }> {
  const key = [check.agencyId, check.carrierId];
  await tx.query(
    `UPDATE login_checks SET status = 'failed', message = 'The test did not finish', finished_at = now()
     WHERE agency_id = $1 AND carrier_id = $2 AND finished_at IS NULL
       AND created_at < now() - make_interval(mins => $3::int)`,
    [...key, STALE_CHECK_MINUTES],
  );
  const [inserted] = await tx.query<LoginCheckRow>(
    `INSERT INTO login_checks (id, agency_id, carrier_id) VALUES ($1, $2, $3)
     ON CONFLICT (agency_id, carrier_id) WHERE finished_at IS NULL DO NOTHING
     RETURNING ${columns}`,
    [check.id, ...key],
  );
  if (inserted) {
    await tx.query(
      'DELETE FROM login_checks WHERE agency_id = $1 AND carrier_id = $2 AND finished_at IS NOT NULL',
      key,
    );
    return { check: inserted, created: true };
  }
  const [open] = await tx.query<LoginCheckRow>(
    `SELECT ${columns} FROM login_checks WHERE agency_id = $1 AND carrier_id = $2 AND finished_at IS NULL`,
    key,
  );
  return { check: open!, created: false };
}

/** Moves a queued check to running; undefined when it is no longer queued (closed meanwhile). */
export async function startLoginCheck(db: Queryable, id: string): Promise<LoginCheckRow | undefined> {
  const [row] = await db.query<LoginCheckRow>(
    `UPDATE login_checks SET status = 'running' WHERE id = $1 AND status = 'queued' RETURNING ${columns}`,
    [id],
  );
  return row;
}

/** Ends an open check; undefined when it had been closed already (a new login saved meanwhile). */
export async function finishLoginCheck(
  tx: Queryable,
  id: string,
  end: { status: LoginCheckEnd; message: string | null },
): Promise<LoginCheckRow | undefined> {
  const [row] = await tx.query<LoginCheckRow>(
    `UPDATE login_checks SET status = $2, message = $3, finished_at = now()
     WHERE id = $1 AND finished_at IS NULL RETURNING ${columns}`,
    [id, end.status, end.message],
  );
  return row;
}

/** Closes the login's open check as failed (its secret is being replaced: its answer would mislead). */
export async function closeOpenLoginChecks(
  tx: Queryable,
  agencyId: string,
  carrierId: string,
  message: string,
): Promise<void> {
  await tx.query(
    `UPDATE login_checks SET status = 'failed', message = $3, finished_at = now()
     WHERE agency_id = $1 AND carrier_id = $2 AND finished_at IS NULL`,
    [agencyId, carrierId, message],
  );
}

export async function deleteLoginChecks(tx: Queryable, agencyId: string, carrierId: string): Promise<void> {
  await tx.query('DELETE FROM login_checks WHERE agency_id = $1 AND carrier_id = $2', [agencyId, carrierId]);
}

/** The latest check of each of the agency's logins; `open` false for one gone stale. */
export async function latestLoginChecks(
  db: Queryable,
  agencyId: string,
): Promise<(LoginCheckRow & { open: boolean })[]> {
  return db.query<LoginCheckRow & { open: boolean }>(
    `SELECT DISTINCT ON (carrier_id) ${columns},
       finished_at IS NULL AND created_at >= now() - make_interval(mins => $2::int) AS open
     FROM login_checks WHERE agency_id = $1 ORDER BY carrier_id, created_at DESC`,
    [agencyId, STALE_CHECK_MINUTES],
  );
}
