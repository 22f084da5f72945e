// Signing in and out. Failed attempts are counted per account and per address over a window; past
// the limit the sign-in is refused (429) without checking the password, even a right one.
import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../errors.ts';
import type { Queryable } from '../store/db.ts';
import {
  clearSignInFailures,
  countSignInFailures,
  deleteSession,
  findUserByEmail,
  insertSession,
  recordSignInFailure,
  type SessionRecord,
  touchSession,
} from '../store/users.ts';
import { normalizeEmail } from './create-user.ts';
import { decoyHash, verifyPassword } from './passwords.ts';

export interface SessionPolicy {
  idleSeconds: number;
  absoluteSeconds: number;
  failureWindowSeconds: number;
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
}

export const defaultSessionPolicy: SessionPolicy = {
  idleSeconds: 2 * 3600,
  absoluteSeconds: 12 * 3600,
  failureWindowSeconds: 15 * 60,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 30,
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function signIn(
  db: Queryable,
  policy: SessionPolicy,
  input: { email: string; password: string; address: string },
): Promise<{ token: string; session: SessionRecord }> {
  const email = normalizeEmail(input.email);
  const account = `account:${email}`;
  const address = `address:${input.address}`;
  const window = policy.failureWindowSeconds;
  if (
    (await countSignInFailures(db, account, window)) >= policy.maxFailuresPerAccount ||
    (await countSignInFailures(db, address, window)) >= policy.maxFailuresPerAddress
  ) {
    throw new AppError('RATE_LIMITED', 'Too many failed sign-ins; wait 15 minutes and try again', {
      headers: { 'retry-after': String(window) },
    });
  }
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !ok) {
    await recordSignInFailure(db, [account, address]);
    throw new AppError('UNAUTHORIZED', 'The e-mail or password is wrong');
  }
  await clearSignInFailures(db, account);
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    csrfToken: randomBytes(24).toString('base64url'),
    expiresAt: new Date(Date.now() + policy.absoluteSeconds * 1000),
  });
  const session = await touchSession(db, hashToken(token), policy.idleSeconds);
  if (!session) throw new Error('the new session could not be read back');
  return { token, session };
}

export async function readSession(db: Queryable, policy: SessionPolicy, token: string) {
  return touchSession(db, hashToken(token), policy.idleSeconds);
}

export async function signOut(db: Queryable, token: string): Promise<void> {
  await deleteSession(db, hashToken(token));
}
