// Session sign-in for the agency app: the HTTP-only cookie, CSRF on every state-changing request, and
// a user's role mapped to the partner API's scopes so the app calls the same routes as partners.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Scope, scopes } from '../../domain/api-keys.ts';
import { AppError } from '../../errors.ts';
import type { Db } from '../../store/db.ts';
import type { Role, SessionRecord } from '../../store/users.ts';
import { readSession, type SessionPolicy } from '../../users/sign-in.ts';

export const SESSION_COOKIE = 'qs_session';
export const CSRF_HEADER = 'x-csrf-token';

export const roleScopes: Record<Role, readonly Scope[]> = {
  admin: scopes,
  // Agents see learned mappings (and proposals) read-only; admins accept, reject and withdraw them.
  agent: ['quotes:read', 'quotes:write', 'carriers:read', 'mappings:read'],
};

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string | undefined, b: string): boolean {
  if (typeof a !== 'string') return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The signed-in session behind a request, CSRF-checked for state-changing methods; throws 401/403. */
export async function authenticateSession(
  db: Db,
  policy: SessionPolicy,
  request: FastifyRequest,
  need: { scope?: Scope; role?: Role },
): Promise<SessionRecord> {
  const token = request.cookies[SESSION_COOKIE];
  const session = token ? await readSession(db, policy, token) : undefined;
  if (!session)
    throw new AppError('UNAUTHORIZED', 'Sign in, or send your API key as Authorization: Bearer <API_KEY>');
  if (
    !safeMethods.has(request.method) &&
    !sameToken(request.headers[CSRF_HEADER] as string, session.csrfToken)
  ) {
    throw new AppError(
      'FORBIDDEN',
      `This request needs the session's CSRF token in the ${CSRF_HEADER} header`,
    );
  }
  if (need.scope && !roleScopes[session.role].includes(need.scope)) {
    throw new AppError('FORBIDDEN', `Your role (${session.role}) cannot do this; ask an admin`);
  }
  if (need.role === 'admin' && session.role !== 'admin') {
    throw new AppError('FORBIDDEN', `Your role (${session.role}) cannot do this; ask an admin`);
  }
  return session;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean, maxAgeSeconds: number) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
