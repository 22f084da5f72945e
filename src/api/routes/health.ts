// Liveness and readiness probes, outside /v1 and without auth. For operators (docs/operations.md), so
// they stay out of the partner document.
import { Type } from 'typebox';
import { AppError } from '../../errors.ts';
import type { Db } from '../../store/db.ts';
import { pingStore } from '../../store/health.ts';
import { isStoreUnavailable } from '../../store/unavailable.ts';
import type { ApiInstance } from '../api-instance.ts';
import { Envelope, ErrorEnvelope, ok } from '../envelope.ts';
import { storeUnavailable } from '../error-handler.ts';

export function healthRoutes(app: ApiInstance, { db }: { db: Db }) {
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
    async () => {
      try {
        await pingStore(db);
        return ok({ status: 'ready' });
      } catch (error) {
        if (isStoreUnavailable(error)) throw storeUnavailable();
        throw new AppError('SERVICE_UNAVAILABLE', 'The store answers but is not migrated');
      }
    },
  );
}
