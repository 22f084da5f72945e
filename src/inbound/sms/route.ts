// POST /inbound/sms/:agencyId: the SMS provider's webhook (form-encoded From, To, Body, signed with
// X-Twilio-Signature over the public URL). Outside /v1 and out of the partner document, like the health
// routes. A bad or missing signature answers 403 and is logged without the message; a signed message
// answers empty TwiML whether or not its code found a job. The text and its code are never logged.
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Carrier } from '../../domain/carriers/catalog.ts';
import type { Db } from '../../store/db.ts';
import { deliverSmsCode } from './deliver-code.ts';
import { type FormParams, verifySmsSignature } from './signature.ts';

export interface SmsRouteDeps {
  db: Db;
  carriers: readonly Carrier[];
  /** The public origin the provider posts to (PUBLIC_URL): the signed URL is this plus the path. */
  publicUrl: string;
  /** SMS_AUTH_TOKEN: one provider account's auth token for every agency; unset, every message is refused. */
  authToken: string | undefined;
}

export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

export async function smsRoutes(app: FastifyInstance, deps: SmsRouteDeps) {
  // Form bodies are accepted on this route only (the scope is encapsulated).
  await app.register(async (scope) => {
    await scope.register(formbody);
    scope.post<{ Params: { agencyId: string }; Body: FormParams }>(
      '/inbound/sms/:agencyId',
      { schema: { hide: true } },
      async (request, reply) => {
        const { agencyId } = request.params;
        const params = request.body && typeof request.body === 'object' ? request.body : {};
        const url = new URL(request.url, deps.publicUrl).toString();
        const header = request.headers['x-twilio-signature'];
        const signature = typeof header === 'string' ? header : undefined;
        if (!deps.authToken || !verifySmsSignature(deps.authToken, url, params, signature)) {
          request.log.warn(
            {
              agencyId,
              reason: !deps.authToken ? 'not_configured' : signature ? 'bad_signature' : 'no_signature',
            },
            'inbound SMS refused',
          );
          return reply.code(403).type('text/xml').send(EMPTY_TWIML);
        }
        const body = typeof params.Body === 'string' ? params.Body : '';
        const delivery = await deliverSmsCode(deps.db, deps.carriers, agencyId, body);
        request.log.info(
          delivery.delivered
            ? { agencyId, jobId: delivery.jobId, carrierId: delivery.carrierId }
            : { agencyId, reason: delivery.reason },
          delivery.delivered ? 'inbound SMS code given to its job' : 'inbound SMS code not delivered',
        );
        return reply.code(200).type('text/xml').send(EMPTY_TWIML);
      },
    );
  });
}
