// The SMS provider's webhook (form-encoded From, To, Body, signed with X-Twilio-Signature over the
// public URL). `POST /inbound/sms` finds the agency by the number the text was sent to (`To`, set per
// agency in the app) and checks the signature with that agency's token; `POST /inbound/sms/:agencyId`
// names the agency in the path. Either falls back to SMS_AUTH_TOKEN for an agency with no token of its
// own. Outside /v1 and out of the partner document, like the health routes. A bad or missing signature
// answers 403 and is logged without the message; a signed message answers empty TwiML whether or not
// its code found a job (one that arrives before its job waits is held a while: held-codes.ts). The
// text and its code are never logged.
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Carrier } from '../../domain/carriers/catalog.ts';
import { smsNumberOf } from '../../domain/sms-number.ts';
import type { Db } from '../../store/db.ts';
import type { CodeBox } from '../../vault/one-time-codes.ts';
import { startHeldSmsCodes } from './held-codes.ts';
import { type FormParams, verifySmsSignature } from './signature.ts';
import { signingTokenForAgency, signingTokenForNumber } from './signing-token.ts';
import type { SmsTokenBox } from './sms-token-box.ts';

export interface SmsRouteDeps {
  db: Db;
  carriers: readonly Carrier[];
  /** The public origin the provider posts to (PUBLIC_URL): the signed URL is this plus the path. */
  publicUrl: string;
  /** SMS_AUTH_TOKEN: a provider account's token for every agency without one of its own. */
  authToken: string | undefined;
  /** Opens the agencies' own tokens. */
  tokens: SmsTokenBox;
  /** Seals each code on its way to its job. */
  codes: CodeBox;
  /** How long a text whose job does not wait yet is held (default two minutes). */
  holdMs?: number;
}

export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

type Refusal = 'not_configured' | 'bad_signature' | 'no_signature' | 'unknown_number';

export async function smsRoutes(app: FastifyInstance, deps: SmsRouteDeps) {
  const tokenDeps = { db: deps.db, tokens: deps.tokens, sharedToken: deps.authToken };
  const held = await startHeldSmsCodes({
    db: deps.db,
    codes: deps.codes,
    carriers: deps.carriers,
    ...(deps.holdMs === undefined ? {} : { holdMs: deps.holdMs }),
    log: (fields, message) => app.log.info(fields, message),
  });
  app.addHook('onClose', async () => held.close());

  /** Checks the signature with `token`, then gives the code to its job; answers TwiML either way. */
  async function receive(
    request: FastifyRequest,
    reply: FastifyReply,
    params: FormParams,
    target: { agencyId: string | undefined; token: string | undefined; to?: string },
  ) {
    const url = new URL(request.url, deps.publicUrl).toString();
    const header = request.headers['x-twilio-signature'];
    const signature = typeof header === 'string' ? header : undefined;
    const { agencyId, token } = target;
    let refused: Refusal | undefined;
    if (!agencyId) refused = 'unknown_number';
    else if (!token) refused = 'not_configured';
    else if (!verifySmsSignature(token, url, params, signature))
      refused = signature ? 'bad_signature' : 'no_signature';
    if (refused || !agencyId) {
      // The number the text was sent to is the agency's own, not the sender's: safe to log.
      request.log.warn(
        { agencyId, ...(target.to ? { to: target.to } : {}), reason: refused },
        'inbound SMS refused',
      );
      return reply.code(403).type('text/xml').send(EMPTY_TWIML);
    }
    const body = typeof params.Body === 'string' ? params.Body : '';
    const delivery = await held.receive(agencyId, body);
    request.log.info(
      delivery.delivered
        ? { agencyId, jobId: delivery.jobId, carrierId: delivery.carrierId }
        : { agencyId, reason: delivery.reason },
      delivery.delivered
        ? 'inbound SMS code given to its job'
        : delivery.reason === 'held'
          ? 'inbound SMS code held until its job waits'
          : 'inbound SMS code not delivered',
    );
    return reply.code(200).type('text/xml').send(EMPTY_TWIML);
  }

  const formOf = (request: FastifyRequest): FormParams =>
    request.body && typeof request.body === 'object' ? (request.body as FormParams) : {};

  // Form bodies are accepted on these routes only (the scope is encapsulated).
  await app.register(async (scope) => {
    await scope.register(formbody);
    scope.post('/inbound/sms', { schema: { hide: true } }, async (request, reply) => {
      const params = formOf(request);
      const to = smsNumberOf(params.To);
      const holder = to ? await signingTokenForNumber(tokenDeps, to) : undefined;
      return receive(request, reply, params, {
        agencyId: holder?.agencyId,
        token: holder?.token,
        ...(to ? { to } : {}),
      });
    });
    scope.post<{ Params: { agencyId: string } }>(
      '/inbound/sms/:agencyId',
      { schema: { hide: true } },
      async (request, reply) => {
        const { agencyId } = request.params;
        const token = await signingTokenForAgency(tokenDeps, agencyId);
        return receive(request, reply, formOf(request), { agencyId, token });
      },
    );
  });
}
