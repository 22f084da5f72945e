// Bearer API keys on every /v1 route: 401 without a valid, unrevoked key; 403 when the route's scope
// (route config `scope`) is not granted. The agency app's session cookie (plus CSRF token) is accepted
// instead of a key, its role mapped to scopes; `/app/api` routes (config `role`) take sessions only.
// The caller's agency is then on `request.auth`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashApiKey, type Scope } from '../../domain/api-keys.ts';
import { AppError } from '../../errors.ts';
import { findApiKeyByHash } from '../../store/agencies.ts';
import type { Db } from '../../store/db.ts';
import type { Role } from '../../store/users.ts';
import { defaultSessionPolicy, type SessionPolicy } from '../../users/sign-in.ts';
import { createAuthFailureLimiter } from './auth-failures.ts';
import { createKeyUsage } from './key-usage.ts';
import { authenticateSession, roleScopes, SESSION_COOKIE } from './session.ts';

export interface AuthContext {
  agencyId: string;
  /** null when a signed-in person calls */
  apiKeyId: string | null;
  scopes: Scope[];
  user?: { id: string; email: string; role: Role; agencyName: string; csrfToken: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /** The scope a route needs; routes without one (health, docs) are public. */
    scope?: Scope;
    /** The least role an `/app/api` route needs (session only). */
    role?: Role;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

async function authPlugin(
  app: FastifyInstance,
  options: { db: Db; keyUsageFlushMs?: number; sessionPolicy?: SessionPolicy; failuresPerMinute?: number },
) {
  const failures = createAuthFailureLimiter({ maxPerWindow: options.failuresPerMinute ?? 30 });
  app.decorateRequest('auth', null as unknown as AuthContext);
  // Reading a key is the only statement authentication runs; "last used" is written in batches.
  const usage = createKeyUsage(options.db, {
    intervalMs: options.keyUsageFlushMs ?? 10_000,
    onError: (err) => app.log.warn({ err }, 'could not record key use'),
  });
  app.addHook('onClose', () => usage.close());
  app.addHook('onRequest', async (request) => {
    const { scope, role } = request.routeOptions.config ?? {};
    if (!scope && !role) return;
    const token = bearerToken(request);
    if (role || (!token && request.cookies[SESSION_COOKIE])) {
      const policy = options.sessionPolicy ?? defaultSessionPolicy;
      const session = await authenticateSession(options.db, policy, request, { scope, role });
      request.auth = {
        agencyId: session.agencyId,
        apiKeyId: null,
        scopes: [...roleScopes[session.role]],
        user: {
          id: session.userId,
          email: session.email,
          role: session.role,
          agencyName: session.agencyName,
          csrfToken: session.csrfToken,
        },
      };
      return;
    }
    if (!scope) return;
    // Failed key authentication is limited per address before any lookup.
    const wait = failures.blockedFor(request.ip);
    if (wait !== undefined) {
      throw new AppError('RATE_LIMITED', `Too many failed authentications; retry in ${wait} seconds`, {
        headers: { 'retry-after': String(wait) },
      });
    }
    if (!token) {
      failures.fail(request.ip);
      throw new AppError('UNAUTHORIZED', 'Send your API key as Authorization: Bearer <API_KEY>');
    }
    const key = await findApiKeyByHash(options.db, hashApiKey(token));
    if (!key || key.revokedAt) {
      failures.fail(request.ip);
      throw new AppError('UNAUTHORIZED', 'The API key is not valid or has been revoked');
    }
    if (!key.scopes.includes(scope)) {
      throw new AppError('FORBIDDEN', `This API key lacks the ${scope} scope`);
    }
    request.auth = { agencyId: key.agencyId, apiKeyId: key.id, scopes: key.scopes };
    usage.record(key.id);
  });
}

export const auth = fp(authPlugin, { name: 'auth' });
