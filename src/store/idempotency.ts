// Idempotency records: one per (agency, operation, key), holding the first response once it exists.
import type { Queryable } from './db.ts';

export interface IdempotencyRecord {
  requestHash: string;
  responseStatus: number | null;
  responseBody: unknown;
  createdAt: Date;
  expiresAt: Date;
}

export interface IdempotencyScope {
  agencyId: string;
  operation: string;
  key: string;
}

/** Claims the key; answers true when this request is the first (and must do the work). */
export async function claimIdempotencyKey(
  db: Queryable,
  scope: IdempotencyScope,
  requestHash: string,
  ttlHours: number,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO idempotency_keys (agency_id, operation, key, request_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5::int))
     ON CONFLICT (agency_id, operation, key) DO NOTHING RETURNING key`,
    [scope.agencyId, scope.operation, scope.key, requestHash, ttlHours],
  );
  return rows.length === 1;
}

export async function findIdempotencyRecord(
  db: Queryable,
  scope: IdempotencyScope,
): Promise<IdempotencyRecord | undefined> {
  const [row] = await db.query<IdempotencyRecord>(
    `SELECT request_hash AS "requestHash", response_status AS "responseStatus", response_body AS "responseBody",
            created_at AS "createdAt", expires_at AS "expiresAt"
     FROM idempotency_keys WHERE agency_id = $1 AND operation = $2 AND key = $3`,
    [scope.agencyId, scope.operation, scope.key],
  );
  return row;
}

export async function completeIdempotencyKey(
  db: Queryable,
  scope: IdempotencyScope,
  status: number,
  body: unknown,
): Promise<void> {
  await db.query(
    `UPDATE idempotency_keys SET response_status = $4, response_body = $5
     WHERE agency_id = $1 AND operation = $2 AND key = $3`,
    [scope.agencyId, scope.operation, scope.key, status, JSON.stringify(body)],
  );
}

/** Releases a claim whose request failed, so a corrected retry may reuse the key. */
export async function releaseIdempotencyKey(db: Queryable, scope: IdempotencyScope): Promise<void> {
  await db.query(
    'DELETE FROM idempotency_keys WHERE agency_id = $1 AND operation = $2 AND key = $3 AND response_status IS NULL',
    [scope.agencyId, scope.operation, scope.key],
  );
}

/**
 * Drops an expired record, or an in-flight claim older than `staleAfterSeconds` (its process died),
 * so the key can be claimed again.
 */
export async function dropStaleIdempotencyKey(
  db: Queryable,
  scope: IdempotencyScope,
  staleAfterSeconds: number,
): Promise<void> {
  await db.query(
    `DELETE FROM idempotency_keys WHERE agency_id = $1 AND operation = $2 AND key = $3
       AND (expires_at <= now() OR (response_status IS NULL AND created_at < now() - make_interval(secs => $4::int)))`,
    [scope.agencyId, scope.operation, scope.key, staleAfterSeconds],
  );
}

export async function purgeExpiredIdempotencyKeys(db: Queryable): Promise<number> {
  const rows = await db.query('DELETE FROM idempotency_keys WHERE expires_at <= now() RETURNING key');
  return rows.length;
}
