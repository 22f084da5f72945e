// Removes a person from an agency (CLI, the app's users page): their sessions end with them. The last
// admin cannot be removed.
import { notFound } from '../errors.ts';
import type { Queryable } from '../store/db.ts';
import { deleteUser, findUser, type UserRecord } from '../store/users.ts';
import { requireAnotherAdmin } from './change-user-role.ts';

export async function removeUser(
  db: Queryable,
  input: { agencyId: string; userId: string },
): Promise<UserRecord> {
  const user = await findUser(db, input.agencyId, input.userId);
  if (!user) throw notFound(`User ${input.userId}`);
  if (user.role === 'admin') await requireAnotherAdmin(db, input.agencyId, user.id);
  await deleteUser(db, user.id);
  return user;
}
