// Carrier logins in the agency app: every carrier with its login status and latest test (agents may
// read), and for admins add or replace, remove, "Test login" (a sign-in-only job on the portal, answered
// 202 and finished by a worker), and a check of an authenticator seed (its current code) before saving.
// Secrets go into the vault and never come back out: answers carry status only.
import type { PgBoss } from 'pg-boss';
import { Type } from 'typebox';
import { totpCode } from '../../agents/totp.ts';
import type { Carrier } from '../../domain/carriers/catalog.ts';
import { AppError, type FieldErrors, notFound, validationError } from '../../errors.ts';
import { requestLoginCheck } from '../../login-checks/request-login-check.ts';
import type { Db } from '../../store/db.ts';
import { latestLoginChecks } from '../../store/login-checks.ts';
import { parseTotpSeed } from '../../vault/totp-seed.ts';
import type { Vault } from '../../vault/vault.ts';
import type { ApiInstance } from '../api-instance.ts';
import { carrierLoginView, loginCheckView } from '../app-views.ts';
import { type BodyRules, checkBody, fieldToCheck } from '../check-body.ts';
import { ok } from '../envelope.ts';

const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 200 }),
    password: Type.String({ minLength: 1, maxLength: 500 }),
    totpSeed: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
const SeedBody = Type.Object(
  { totpSeed: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
const CarrierParams = Type.Object({ carrierId: Type.String({ maxLength: 64 }) });

const notASeed = 'is not an otpauth://totp URI or a base32 secret';

function seedOrError(raw: string): string {
  const seed = parseTotpSeed(raw);
  if (!seed) throw validationError({ totpSeed: [notASeed] });
  return seed;
}

/** The seed's rule, beyond the schema; `blankAllowed` where a blank seed means none. */
const seedRules =
  (blankAllowed: boolean): BodyRules =>
  (body, schemaErrors): FieldErrors => {
    const raw = fieldToCheck(body, schemaErrors, 'totpSeed');
    if (typeof raw !== 'string' || (blankAllowed && !raw.trim())) return {};
    return parseTotpSeed(raw) ? {} : { totpSeed: [notASeed] };
  };

export function appCarrierLoginRoutes(
  app: ApiInstance,
  options: { db: Db; vault: Vault; carriers: readonly Carrier[]; boss: PgBoss | undefined },
) {
  const { db, vault, carriers } = options;
  const carrierOf = (id: string) => {
    const carrier = carriers.find((c) => c.id === id);
    if (!carrier) throw notFound(`Carrier ${id}`);
    return carrier;
  };

  app.get(
    '/app/api/carrier-logins',
    { config: { role: 'agent' }, schema: { hide: true } },
    async (request) => {
      const { agencyId } = request.auth;
      const statuses = new Map((await vault.listCredentialStatuses(agencyId)).map((s) => [s.carrierId, s]));
      const checks = new Map((await latestLoginChecks(db, agencyId)).map((c) => [c.carrierId, c]));
      return ok({
        carriers: carriers.map((c) => carrierLoginView(c, statuses.get(c.id), checks.get(c.id))),
      });
    },
  );

  app.put(
    '/app/api/carrier-logins/:carrierId',
    {
      config: { role: 'admin' },
      attachValidation: true,
      schema: { hide: true, params: CarrierParams, body: LoginBody },
    },
    async (request) => {
      // The seed is checked for a carrier we have: for any other the answer is 404, whatever the seed.
      const known = carriers.some((c) => c.id === request.params.carrierId);
      await checkBody(request, known ? seedRules(true) : undefined);
      const carrier = carrierOf(request.params.carrierId);
      const { body } = request;
      const totpSeed = body.totpSeed?.trim() ? seedOrError(body.totpSeed) : undefined;
      const saved = await vault.setCredential({
        agencyId: request.auth.agencyId,
        carrierId: carrier.id,
        username: body.username.trim(),
        password: body.password,
        ...(totpSeed ? { totpSeed } : {}),
      });
      return ok({ carrierId: saved.carrierId, status: saved.status, updatedAt: saved.updatedAt });
    },
  );

  app.delete(
    '/app/api/carrier-logins/:carrierId',
    { config: { role: 'admin' }, schema: { hide: true, params: CarrierParams } },
    async (request) => {
      const carrier = carrierOf(request.params.carrierId);
      if (!(await vault.deleteCredential(request.auth.agencyId, carrier.id)))
        throw notFound(`A login for ${carrier.id}`);
      return ok({ carrierId: carrier.id, status: 'missing' });
    },
  );

  // "Test login": a sign-in-only job, queued for a worker; the page learns the outcome from the live
  // stream (`login` events). Asked again while one is under way, it answers that one.
  app.post(
    '/app/api/carrier-logins/:carrierId/test',
    { config: { role: 'admin' }, schema: { hide: true, params: CarrierParams } },
    async (request, reply) => {
      const carrier = carrierOf(request.params.carrierId);
      if (!options.boss)
        throw new AppError('SERVICE_UNAVAILABLE', 'This process has no queue for login tests');
      const check = await requestLoginCheck({ db, boss: options.boss }, request.auth.agencyId, carrier);
      return reply.code(202).send(ok({ carrierId: carrier.id, check: loginCheckView(check) }));
    },
  );

  // The code the seed makes right now, so the person can compare it with their authenticator app.
  app.post(
    '/app/api/totp-check',
    { config: { role: 'admin' }, attachValidation: true, schema: { hide: true, body: SeedBody } },
    async (request) => {
      await checkBody(request, seedRules(false));
      return ok({ currentCode: totpCode(seedOrError(request.body.totpSeed)) });
    },
  );
}
