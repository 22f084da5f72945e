// Carrier logins in the agency app: every carrier with its login status (agents may read), and for
// admins add or replace, remove, and a check of an authenticator seed (its current code) before saving.
// Secrets go into the vault and never come back out: answers carry status only.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { totpCode } from '../../agents/totp.ts';
import type { Carrier } from '../../domain/carriers/catalog.ts';
import { notFound, validationError } from '../../errors.ts';
import { parseTotpSeed } from '../../vault/totp-seed.ts';
import type { Vault } from '../../vault/vault.ts';
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

function seedOrError(raw: string): string {
  const seed = parseTotpSeed(raw);
  if (!seed) throw validationError({ totpSeed: ['is not an otpauth://totp URI or a base32 secret'] });
  return seed;
}

export function appCarrierLoginRoutes(
  app: FastifyInstance,
  options: { vault: Vault; carriers: readonly Carrier[] },
) {
  const { vault, carriers } = options;
  const carrierOf = (id: string) => {
    const carrier = carriers.find((c) => c.id === id);
    if (!carrier) throw notFound(`Carrier ${id}`);
    return carrier;
  };

  app.get(
    '/app/api/carrier-logins',
    { config: { role: 'agent' }, schema: { hide: true } },
    async (request) => {
      const statuses = new Map(
        (await vault.listCredentialStatuses(request.auth.agencyId)).map((s) => [s.carrierId, s]),
      );
      return ok({
        carriers: carriers.map((c) => {
          const s = statuses.get(c.id);
          return {
            carrierId: c.id,
            name: c.name,
            lines: Object.keys(c.lines),
            status: s?.status ?? 'missing',
            ...(s ? { updatedAt: s.updatedAt } : {}),
            ...(s?.reason ? { reason: s.reason } : {}),
            ...(s?.lastVerifiedAt ? { lastVerifiedAt: s.lastVerifiedAt } : {}),
          };
        }),
      });
    },
  );

  app.put(
    '/app/api/carrier-logins/:carrierId',
    { config: { role: 'admin' }, schema: { hide: true, params: CarrierParams, body: LoginBody } },
    async (request) => {
      const carrier = carrierOf((request.params as { carrierId: string }).carrierId);
      const body = request.body as { username: string; password: string; totpSeed?: string };
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
      const carrier = carrierOf((request.params as { carrierId: string }).carrierId);
      if (!(await vault.deleteCredential(request.auth.agencyId, carrier.id)))
        throw notFound(`A login for ${carrier.id}`);
      return ok({ carrierId: carrier.id, status: 'missing' });
    },
  );

  // The code the seed makes right now, so the person can compare it with their authenticator app.
  app.post(
    '/app/api/totp-check',
    { config: { role: 'admin' }, schema: { hide: true, body: SeedBody } },
    async (request) =>
      ok({ currentCode: totpCode(seedOrError((request.body as { totpSeed: string }).totpSeed)) }),
  );
}
