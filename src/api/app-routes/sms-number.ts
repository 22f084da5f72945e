// The agency's SMS number in the app (admins): read it with the URL to paste at the provider and
// whether a token is set, set the number and the provider's auth token, clear them. The token is
// write-only: sealed under the vault keys, it never appears in any answer.
import { Type } from 'typebox';
import {
  clearSmsNumber,
  readSmsSettings,
  saveSmsNumber,
  smsSettingsView,
} from '../../inbound/sms/save-sms-number.ts';
import type { SmsTokenBox } from '../../inbound/sms/sms-token-box.ts';
import type { Db } from '../../store/db.ts';
import type { ApiInstance } from '../api-instance.ts';
import { checkBody } from '../check-body.ts';
import { ok } from '../envelope.ts';

const SmsNumberBody = Type.Object(
  {
    // E.164 after dropping the spaces, dashes, dots and brackets people type (checked beyond the schema)
    number: Type.String({ minLength: 1, maxLength: 32 }),
    // a string replaces the token, null clears it, absent keeps it
    authToken: Type.Optional(
      Type.Union([Type.String({ minLength: 16, maxLength: 200, pattern: '\\S' }), Type.Null()]),
    ),
  },
  { additionalProperties: false },
);

export function appSmsNumberRoutes(
  app: ApiInstance,
  options: { db: Db; tokens: SmsTokenBox; publicUrl: string },
) {
  const { db, tokens, publicUrl } = options;

  app.get('/app/api/sms-number', { config: { role: 'admin' }, schema: { hide: true } }, async (request) =>
    ok(await readSmsSettings(db, request.auth.agencyId, publicUrl)),
  );

  app.put(
    '/app/api/sms-number',
    { config: { role: 'admin' }, attachValidation: true, schema: { hide: true, body: SmsNumberBody } },
    async (request) => {
      await checkBody(request);
      const { number, authToken } = request.body;
      const saved = await saveSmsNumber(
        { db, tokens },
        { agencyId: request.auth.agencyId, number, ...(authToken === undefined ? {} : { authToken }) },
      );
      return ok(smsSettingsView(saved, publicUrl));
    },
  );

  app.delete(
    '/app/api/sms-number',
    { config: { role: 'admin' }, schema: { hide: true } },
    async (request) => {
      await clearSmsNumber(db, request.auth.agencyId);
      return ok(smsSettingsView(undefined, publicUrl));
    },
  );
}
