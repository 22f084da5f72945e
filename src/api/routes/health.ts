// Liveness and readiness probes, outside /v1 and without auth. For operators (docs/operations.md), so
// they stay out of the partner document.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../store/db.ts';
import { pingStore } from '../../store/health.ts';
import { Envelope, ErrorEnvelope, errorBody, ok } from '../envelope.ts';

export function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const Status = Envelope(Type.Object({ status: Type.String() }));
  app.get(
    '/healthz',
    { schema: { hide: true, summary: 'Liveness: the process answers', response: { 200: Status } } },
    async () => ok({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        hide: true,
        summary: 'Readiness: the store answers and is migrated',
        response: { 200: Status, 503: ErrorEnvelope },
      },
    },
    async (_request, reply) => {
      try {
        await pingStore(db);
        return ok({ status: 'ready' });
      } catch {
        return reply.code(503).send(errorBody('SERVICE_UNAVAILABLE', 'The store is not reachable'));
      }
    },
  );
}
