// The agency's people in the app (admins): list, add with a role and an initial password (the admin's
// own, or one made here and shown in this one answer), change role, remove. The same use cases as the
// CLI; password hashes never leave the store.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '../../errors.ts';
import type { Db } from '../../store/db.ts';
import { listUsers, roles, type UserRecord } from '../../store/users.ts';
import { changeUserRole } from '../../users/change-user-role.ts';
import { createUser } from '../../users/create-user.ts';
import { removeUser } from '../../users/remove-user.ts';
import { ok } from '../envelope.ts';

const CreateBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254 }),
    role: Type.Enum(roles),
    password: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
const RoleBody = Type.Object({ role: Type.Enum(roles) }, { additionalProperties: false });
const UserParams = Type.Object({ userId: Type.String({ maxLength: 64 }) });

const view = (u: UserRecord) => ({
  id: u.id,
  email: u.email,
  role: u.role,
  createdAt: new Date(u.createdAt).toISOString(),
});

export function appUserRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const admin = { config: { role: 'admin' as const } };

  app.get('/app/api/users', { ...admin, schema: { hide: true } }, async (request) =>
    ok({ items: (await listUsers(db, request.auth.agencyId)).map(view) }),
  );

  app.post(
    '/app/api/users',
    { ...admin, schema: { hide: true, body: CreateBody } },
    async (request, reply) => {
      const body = request.body as { email: string; role: string; password?: string };
      const chosen = body.password !== undefined && body.password !== '';
      const password = chosen ? (body.password as string) : randomBytes(12).toString('base64url');
      const user = await createUser(db, { agencyId: request.auth.agencyId, ...body, password });
      return reply.code(201).send(ok({ ...view(user), ...(chosen ? {} : { initialPassword: password }) }));
    },
  );

  app.patch(
    '/app/api/users/:userId',
    { ...admin, schema: { hide: true, params: UserParams, body: RoleBody } },
    async (request) => {
      const { userId } = request.params as { userId: string };
      const { role } = request.body as { role: string };
      return ok(view(await changeUserRole(db, { agencyId: request.auth.agencyId, userId, role })));
    },
  );

  app.delete(
    '/app/api/users/:userId',
    { ...admin, schema: { hide: true, params: UserParams } },
    async (request) => {
      const { userId } = request.params as { userId: string };
      // Signing oneself out of the agency by accident is never what an admin means here.
      if (userId === request.auth.user?.id) throw new AppError('INVALID_STATE', 'You cannot remove yourself');
      await removeUser(db, { agencyId: request.auth.agencyId, userId });
      return ok({ id: userId, removed: true });
    },
  );
}
