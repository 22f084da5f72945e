// Adds a person to an agency (CLI, demo and bootstrap admin, the app's users page).
import { AppError, type FieldErrors, validationError } from '../errors.ts';
import type { Queryable } from '../store/db.ts';
import { insertUser, type Role, roles, type UserRecord } from '../store/users.ts';
import { hashPassword, MIN_PASSWORD_LENGTH } from './passwords.ts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What is wrong with a new person's e-mail, role or password; a field left out is not checked. */
export function newUserErrors(input: { email?: string; role?: string; password?: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (input.email !== undefined) {
    const email = normalizeEmail(input.email);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
      errors.email = ['is not an e-mail address'];
  }
  if (input.role !== undefined && !(roles as readonly string[]).includes(input.role))
    errors.role = [`must be one of ${roles.join(', ')}`];
  if (input.password !== undefined && input.password.length < MIN_PASSWORD_LENGTH)
    errors.password = [`must be at least ${MIN_PASSWORD_LENGTH} characters`];
  return errors;
}

export async function createUser(
  db: Queryable,
  input: { agencyId: string; email: string; role: string; password: string },
): Promise<UserRecord> {
  const errors = newUserErrors(input);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const email = normalizeEmail(input.email);
  const user = await insertUser(db, {
    agencyId: input.agencyId,
    email,
    role: input.role as Role,
    passwordHash: await hashPassword(input.password),
  });
  if (!user) throw new AppError('INVALID_STATE', `A user with the e-mail ${email} already exists`);
  return user;
}
