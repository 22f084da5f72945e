// The agency app's sign-in: POST /app/api/session signs in, GET reads the session (with the CSRF token
// the app sends back on state-changing calls), DELETE signs out.
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '../../errors.ts';
import type { Db } from '../../store/db.ts';
import { type SessionPolicy, signIn, signOut } from '../../users/sign-in.ts';
import type { ApiInstance } from '../api-instance.ts';
import { sessionView } from '../app-views.ts';
import { checkBody } from '../check-body.ts';
import { ok } from '../envelope.ts';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../plugins/session.ts';

const SignInBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);

export interface SessionRoutesOptions {
  db: Db;
  policy: SessionPolicy;
  publicUrl: string;
}

export function appSessionRoutes(app: ApiInstance, options: SessionRoutesOptions) {
  const { db, policy } = options;
  const secure = (request: FastifyRequest) =>
    options.publicUrl.startsWith('https:') || request.protocol === 'https';

  app.post(
    '/app/api/session',
    { attachValidation: true, schema: { hide: true, body: SignInBody } },
    async (request, reply) => {
      await checkBody(request);
      // A sign-in posted from another site (login CSRF) carries its own Origin: refuse it.
      const origin = request.headers.origin;
      if (origin && new URL(origin).host !== request.headers.host) {
        throw new AppError('FORBIDDEN', 'Sign in from the app itself');
      }
      const { email, password } = request.body;
      const { token, session } = await signIn(db, policy, { email, password, address: request.ip });
      setSessionCookie(reply, token, secure(request), policy.absoluteSeconds);
      return ok(sessionView(session));
    },
  );

  app.get('/app/api/session', { config: { role: 'agent' }, schema: { hide: true } }, async (request) => {
    const user = request.auth.user!;
    return ok(sessionView({ ...user, agencyId: request.auth.agencyId }));
  });

  app.delete(
    '/app/api/session',
    { config: { role: 'agent' }, schema: { hide: true } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await signOut(db, token);
      clearSessionCookie(reply, secure(request));
      return ok({ signedOut: true });
    },
  );
}
