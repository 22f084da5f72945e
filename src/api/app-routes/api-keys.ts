// API keys in the agency app (admins): list with last use, create with scopes (the key is in this one
// answer only; the store keeps its hash), revoke.
import { Type } from 'typebox';
import { generateApiKey, scopes } from '../../domain/api-keys.ts';
import { notFound } from '../../errors.ts';
import { insertApiKey, listApiKeys, revokeApiKey } from '../../store/agencies.ts';
import type { Db } from '../../store/db.ts';
import type { ApiInstance } from '../api-instance.ts';
import { apiKeyView } from '../app-views.ts';
import { checkBody } from '../check-body.ts';
import { ok } from '../envelope.ts';

const CreateBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    scopes: Type.Array(Type.Enum(scopes), { minItems: 1, uniqueItems: true }),
  },
  { additionalProperties: false },
);
const KeyParams = Type.Object({ keyId: Type.String({ maxLength: 64 }) });

export function appApiKeyRoutes(app: ApiInstance, options: { db: Db }) {
  const { db } = options;

  app.get('/app/api/api-keys', { config: { role: 'admin' }, schema: { hide: true } }, async (request) =>
    ok({ items: (await listApiKeys(db, request.auth.agencyId)).map(apiKeyView) }),
  );

  app.post(
    '/app/api/api-keys',
    { config: { role: 'admin' }, attachValidation: true, schema: { hide: true, body: CreateBody } },
    async (request, reply) => {
      await checkBody(request);
      const { body } = request;
      const key = generateApiKey();
      const record = await insertApiKey(db, {
        agencyId: request.auth.agencyId,
        name: body.name.trim(),
        key,
        scopes: body.scopes,
      });
      return reply.code(201).send(ok({ ...apiKeyView(record), key }));
    },
  );

  app.post(
    '/app/api/api-keys/:keyId/revoke',
    { config: { role: 'admin' }, schema: { hide: true, params: KeyParams } },
    async (request) => {
      const { keyId } = request.params;
      if (!(await revokeApiKey(db, request.auth.agencyId, keyId))) throw notFound(`Active API key ${keyId}`);
      return ok({ id: keyId, revoked: true });
    },
  );
}
