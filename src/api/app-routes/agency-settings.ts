// The agency's own settings in the app (admins): whether the agent asks a person to take over a page it
// cannot finish instead of failing (docs/decisions/0029-the-agent-asks-for-a-take-over.md; on by default).
import { Type } from 'typebox';
import { notFound } from '../../errors.ts';
import { readAgencySettings, saveAgencySettings } from '../../store/agencies.ts';
import type { Db } from '../../store/db.ts';
import type { ApiInstance } from '../api-instance.ts';
import { checkBody } from '../check-body.ts';
import { ok } from '../envelope.ts';

const SettingsBody = Type.Object({ takeoverWhenStuck: Type.Boolean() }, { additionalProperties: false });

export function appAgencySettingsRoutes(app: ApiInstance, options: { db: Db }) {
  const { db } = options;

  app.get(
    '/app/api/agency-settings',
    { config: { role: 'admin' }, schema: { hide: true } },
    async (request) => {
      const settings = await readAgencySettings(db, request.auth.agencyId);
      if (!settings) throw notFound('Agency');
      return ok(settings);
    },
  );

  app.put(
    '/app/api/agency-settings',
    { config: { role: 'admin' }, attachValidation: true, schema: { hide: true, body: SettingsBody } },
    async (request) => {
      await checkBody(request);
      const saved = await saveAgencySettings(db, request.auth.agencyId, request.body);
      if (!saved) throw notFound('Agency');
      return ok(saved);
    },
  );
}
