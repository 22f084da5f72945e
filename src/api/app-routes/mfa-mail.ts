// The agency's address for e-mailed MFA codes in the app: read it (agents may), make it on first ask and
// replace it (admins; the old address stops receiving at once), with the carriers whose portals e-mail
// codes and the senders the service accepts them from. The codes themselves never pass here.
import type { Carrier } from '../../domain/carriers/catalog.ts';
import { AppError } from '../../errors.ts';
import {
  agencyMailAddress,
  ensureAgencyMailAddress,
  replaceAgencyMailAddress,
} from '../../inbound/email/address.ts';
import type { Db } from '../../store/db.ts';
import type { ApiInstance } from '../api-instance.ts';
import { ok } from '../envelope.ts';

export interface MfaMailSettings {
  /** INBOUND_MAIL_DOMAIN. */
  domain: string;
  /** Whether this deployment runs the SMTP server (SMTP_PORT is not 0). */
  receiving: boolean;
}

export function appMfaMailRoutes(
  app: ApiInstance,
  options: { db: Db; carriers: readonly Carrier[]; mail: MfaMailSettings | undefined },
) {
  const { db, mail } = options;
  const view = (address: string | undefined) => ({
    address: address ?? null,
    receiving: mail?.receiving ?? false,
    carriers: options.carriers
      .filter((c) => c.mfaEmailSenders?.length)
      .map((c) => ({ carrierId: c.id, name: c.name, senders: [...(c.mfaEmailSenders ?? [])] })),
  });
  const receivingDomain = () => {
    if (!mail?.receiving)
      throw new AppError('SERVICE_UNAVAILABLE', 'This deployment receives no mail (SMTP_PORT is 0)');
    return mail.domain;
  };

  app.get('/app/api/mfa-mail', { config: { role: 'agent' }, schema: { hide: true } }, async (request) =>
    ok(view(mail ? await agencyMailAddress(db, request.auth.agencyId, mail.domain) : undefined)),
  );

  app.post('/app/api/mfa-mail', { config: { role: 'admin' }, schema: { hide: true } }, async (request) =>
    ok(view(await ensureAgencyMailAddress(db, request.auth.agencyId, receivingDomain()))),
  );

  app.post(
    '/app/api/mfa-mail/replace',
    { config: { role: 'admin' }, schema: { hide: true } },
    async (request) => ok(view(await replaceAgencyMailAddress(db, request.auth.agencyId, receivingDomain()))),
  );
}
