// The agency's people in the app (admins): list, add with a role and an initial password (the admin's
// own, or one made here and shown in this one answer), change role, remove. The same use cases as the
// CLI; password hashes never leave the store.
import { randomBytes } from 'node:crypto';
import { Type } from 'typebox';
import { AppError } from '../../errors.ts';
import type { Db } from '../../store/db.ts';
import { listUsers, roles } from '../../store/users.ts';
import { changeUserRole } from '../../users/change-user-role.ts';
import { createUser, newUserErrors } from '../../users/create-user.ts';
import { removeUser } from '../../users/remove-user.ts';
import type { ApiInstance } from '../api-instance.ts';
import { userView } from '../app-views.ts';
import { type BodyRules, checkBody, fieldToCheck } from '../check-body.ts';
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

/** The e-mail and password rules beyond the schema (a blank password is one made here, not a short one). */
const newUserRules: BodyRules = (body, schemaErrors) => {
  const email = fieldToCheck(body, schemaErrors, 'email');
  const password = fieldToCheck(body, schemaErrors, 'password');
  return newUserErrors({
    ...(typeof email === 'string' ? { email } : {}),
    ...(typeof password === 'string' && password !== '' ? { password } : {}),
  });
};

export function appUserRoutes(app: ApiInstance, options: { db: Db }) {
  const { db } = options;
  const admin = { config: { role: 'admin' as const } };

  app.get('/app/api/users', { ...admin, schema: { hide: true } }, async (request) =>
    ok({ items: (await listUsers(db, request.auth.agencyId)).map(userView) }),
  );

  app.post(
    '/app/api/users',
    { ...admin, attachValidation: true, schema: { hide: true, body: CreateBody } },
    async (request, reply) => {
      await checkBody(request, newUserRules);
      const { body } = request;
      // No password, or a blank one: one is made here and shown in this answer only.
      const chosen = body.password || undefined;
      const password = chosen ?? randomBytes(12).toString('base64url');
      const user = await createUser(db, { agencyId: request.auth.agencyId, ...body, password });
      return reply
        .code(201)
        .send(ok({ ...userView(user), ...(chosen ? {} : { initialPassword: password }) }));
    },
  );

  app.patch(
    '/app/api/users/:userId',
    { ...admin, attachValidation: true, schema: { hide: true, params: UserParams, body: RoleBody } },
    async (request) => {
      await checkBody(request);
      const { userId } = request.params;
      const { role } = request.body;
      return ok(userView(await changeUserRole(db, { agencyId: request.auth.agencyId, userId, role })));
    },
  );

  app.delete(
    '/app/api/users/:userId',
    { ...admin, schema: { hide: true, params: UserParams } },
    async (request) => {
      const { userId } = request.params;
      // Signing oneself out of the agency by accident is never what an admin means here.
      if (userId === request.auth.user?.id) throw new AppError('INVALID_STATE', 'You cannot remove yourself');
      await removeUser(db, { agencyId: request.auth.agencyId, userId });
      return ok({ id: userId, removed: true });
    },
  );
}
