// Adds a person to an agency (CLI, demo and bootstrap admin, the app's users page).
import { AppError, validationError } from '../errors.ts';
import type { Queryable } from '../store/db.ts';
import { insertUser, type Role, roles, type UserRecord } from '../store/users.ts';
import { hashPassword, MIN_PASSWORD_LENGTH } from './passwords.ts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createUser(
  db: Queryable,
  input: { agencyId: string; email: string; role: string; password: string },
): Promise<UserRecord> {
  const email = normalizeEmail(input.email);
  const errors: Record<string, string[]> = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    errors.email = ['is not an e-mail address'];
  if (!(roles as readonly string[]).includes(input.role))
    errors.role = [`must be one of ${roles.join(', ')}`];
  if (input.password.length < MIN_PASSWORD_LENGTH)
    errors.password = [`must be at least ${MIN_PASSWORD_LENGTH} characters`];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const user = await insertUser(db, {
    agencyId: input.agencyId,
    email,
    role: input.role as Role,
    passwordHash: await hashPassword(input.password),
  });
  if (!user) throw new AppError('INVALID_STATE', `A user with the e-mail ${email} already exists`);
  return user;
}
