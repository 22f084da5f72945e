// The CLI's user commands besides create-user: the same use cases the app's users page calls.
import type { Queryable } from '../store/db.ts';
import { listUsers } from '../store/users.ts';
import { changeUserRole } from '../users/change-user-role.ts';
import { removeUser } from '../users/remove-user.ts';

export const userCommandNames = ['list-users', 'set-user-role', 'remove-user'] as const;

export async function runUserCommand(
  db: Queryable,
  command: (typeof userCommandNames)[number],
  args: { agencyId: string; userId: () => string; role: () => string },
  print: (line: string) => void,
): Promise<number> {
  if (command === 'list-users') {
    for (const u of await listUsers(db, args.agencyId)) print(`${u.id}  ${u.email}  ${u.role}`);
    return 0;
  }
  if (command === 'set-user-role') {
    const user = await changeUserRole(db, {
      agencyId: args.agencyId,
      userId: args.userId(),
      role: args.role(),
    });
    print(`${user.email} is now ${user.role}`);
    return 0;
  }
  const user = await removeUser(db, { agencyId: args.agencyId, userId: args.userId() });
  print(`${user.email} removed`);
  return 0;
}
