// GET /v1/carriers: the carriers available to the calling agency, with appetite and credential status.
import { Type } from 'typebox';
import type { Carrier } from '../../domain/carriers/catalog.ts';
import { credentialStatuses } from '../../store/credential-statuses.ts';
import type { Db } from '../../store/db.ts';
import type { ApiInstance } from '../api-instance.ts';
import { Envelope, errorResponses, ok } from '../envelope.ts';
import { CarrierView } from '../schemas/views.ts';
import { carrierView } from '../views.ts';

export function carrierRoutes(app: ApiInstance, { db, carriers }: { db: Db; carriers: readonly Carrier[] }) {
  app.get(
    '/v1/carriers',
    {
      config: { scope: 'carriers:read' },
      schema: {
        tags: ['Carriers'],
        operationId: 'listCarriers',
        summary: 'List the carriers available to your agency',
        description:
          'Lines each carrier offers, its appetite per line, its requirements per line (fields its portal requires, ' +
          'optional fields that answer its questions so that no person is asked, ' +
          'ranges it accepts, options it offers, class codes it writes with their premium basis), and whether your agency has a portal login configured ' +
          '(`configured`), none (`missing`), one the portal rejected (`invalid`), or one the portal locked out after failed ' +
          'sign-ins (`locked`). Credentials are never returned.',
        response: {
          200: Envelope(Type.Object({ carriers: Type.Array(CarrierView) })),
          ...errorResponses(403),
        },
      },
    },
    async (request) => {
      const statuses = await credentialStatuses(db, request.auth.agencyId);
      return ok({ carriers: carriers.map((c) => carrierView(c, statuses.get(c.id) ?? 'missing')) });
    },
  );
}
