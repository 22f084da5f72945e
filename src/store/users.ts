// Agency users, their sessions and failed sign-ins.
import { newId } from '../ids.ts';
import type { Queryable } from './db.ts';

export const roles = ['admin', 'agent'] as const;
export type Role = (typeof roles)[number];

export interface UserRecord {
  id: string;
  agencyId: string;
  email: string;
  role: Role;
  createdAt: Date;
}

export interface SessionRecord {
  userId: string;
  agencyId: string;
  agencyName: string;
  email: string;
  role: Role;
  csrfToken: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

const userColumns = 'id, agency_id AS "agencyId", email, role, created_at AS "createdAt"';

export async function insertUser(
  db: Queryable,
  input: { agencyId: string; email: string; role: Role; passwordHash: string },
): Promise<UserRecord | undefined> {
  const [row] = await db.query<UserRecord>(
    `INSERT INTO users (id, agency_id, email, role, password_hash) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) DO NOTHING RETURNING ${userColumns}`,
    [newId('user'), input.agencyId, input.email, input.role, input.passwordHash],
  );
  return row;
}

export async function findUserByEmail(db: Queryable, email: string) {
  const [row] = await db.query<UserRecord & { passwordHash: string }>(
    `SELECT ${userColumns}, password_hash AS "passwordHash" FROM users WHERE email = $1`,
    [email],
  );
  return row;
}

export async function listUsers(db: Queryable, agencyId: string): Promise<UserRecord[]> {
  return db.query<UserRecord>(`SELECT ${userColumns} FROM users WHERE agency_id = $1 ORDER BY email`, [
    agencyId,
  ]);
}

export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

export async function insertSession(
  db: Queryable,
  input: { tokenHash: string; userId: string; csrfToken: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO sessions (token_hash, user_id, csrf_token, expires_at) VALUES ($1, $2, $3, $4)',
    [input.tokenHash, input.userId, input.csrfToken, input.expiresAt],
  );
}

/** The live session for a token hash: unexpired and seen within `idleSeconds`; records this use. */
export async function touchSession(
  db: Queryable,
  tokenHash: string,
  idleSeconds: number,
): Promise<SessionRecord | undefined> {
  const [row] = await db.query<SessionRecord>(
    `UPDATE sessions s SET last_seen_at = now()
     FROM users u JOIN agencies a ON a.id = u.agency_id
     WHERE s.token_hash = $1 AND u.id = s.user_id AND s.expires_at > now()
       AND s.last_seen_at > now() - make_interval(secs => $2)
     RETURNING u.id AS "userId", u.agency_id AS "agencyId", a.name AS "agencyName", u.email, u.role,
       s.csrf_token AS "csrfToken", s.created_at AS "createdAt", s.last_seen_at AS "lastSeenAt",
       s.expires_at AS "expiresAt"`,
    [tokenHash, idleSeconds],
  );
  return row;
}

export async function deleteSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

export async function recordSignInFailure(db: Queryable, subjects: string[]): Promise<void> {
  for (const subject of subjects) {
    await db.query('INSERT INTO sign_in_failures (subject) VALUES ($1)', [subject]);
  }
}

export async function countSignInFailures(
  db: Queryable,
  subject: string,
  windowSeconds: number,
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sign_in_failures
     WHERE subject = $1 AND failed_at > now() - make_interval(secs => $2)`,
    [subject, windowSeconds],
  );
  return row?.n ?? 0;
}

export async function clearSignInFailures(db: Queryable, subject: string): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE subject = $1', [subject]);
}

export async function findUser(db: Queryable, agencyId: string, userId: string) {
  const [row] = await db.query<UserRecord>(
    `SELECT ${userColumns} FROM users WHERE agency_id = $1 AND id = $2`,
    [agencyId, userId],
  );
  return row;
}

/** Sets the role and ends the person's sessions, so a lowered role holds from the next request. */
export async function setUserRole(db: Queryable, userId: string, role: Role): Promise<void> {
  await db.query('UPDATE users SET role = $2 WHERE id = $1', [userId, role]);
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

export async function deleteUser(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM users WHERE id = $1', [userId]);
}
