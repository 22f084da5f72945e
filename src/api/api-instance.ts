// The Fastify instance every route is registered on. The TypeBox type provider types each route's
// params, querystring, body and headers from the schemas it declares, so handlers read them uncast.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';

export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** `app` with the TypeBox type provider: the same instance, typed. */
export const typed = (app: FastifyInstance): ApiInstance => app.withTypeProvider<TypeBoxTypeProvider>();
