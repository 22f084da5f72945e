// Changes a person's role (CLI, the app's users page). An agency always keeps one admin, so nobody
// can lock the agency out of its own settings.
import { AppError, notFound, validationError } from '../errors.ts';
import type { Queryable } from '../store/db.ts';
import { findUser, listUsers, type Role, roles, setUserRole, type UserRecord } from '../store/users.ts';

export async function changeUserRole(
  db: Queryable,
  input: { agencyId: string; userId: string; role: string },
): Promise<UserRecord> {
  if (!(roles as readonly string[]).includes(input.role))
    throw validationError({ role: [`must be one of ${roles.join(', ')}`] });
  const user = await findUser(db, input.agencyId, input.userId);
  if (!user) throw notFound(`User ${input.userId}`);
  if (user.role === input.role) return user;
  if (user.role === 'admin') await requireAnotherAdmin(db, input.agencyId, user.id);
  await setUserRole(db, user.id, input.role as Role);
  return { ...user, role: input.role as Role };
}

export async function requireAnotherAdmin(db: Queryable, agencyId: string, userId: string) {
  const admins = (await listUsers(db, agencyId)).filter((u) => u.role === 'admin' && u.id !== userId);
  if (admins.length === 0) throw new AppError('INVALID_STATE', 'The agency must keep at least one admin');
}
