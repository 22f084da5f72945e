// The new-request page's two helpers (session only; nothing stored): the create body's schema, which the
// page renders its fields from, and `POST /app/api/quotes/check`, a partial body judged by create's own
// rules as it is typed (src/quotes/check-draft.ts). The request itself is made by `POST /v1/quotes`.
import type { Carrier } from '../../domain/carriers/catalog.ts';
import { CreateQuoteRequestBody } from '../../domain/quote-request/model/create-body.ts';
import { checkDraft } from '../../quotes/check-draft.ts';
import type { Db } from '../../store/db.ts';
import type { ApiInstance } from '../api-instance.ts';
import { ok } from '../envelope.ts';

export function appQuoteDraftRoutes(
  app: ApiInstance,
  options: { db: Db; carriers: readonly Carrier[]; now: () => Date },
) {
  const schema = JSON.parse(JSON.stringify(CreateQuoteRequestBody));

  app.get('/app/api/quotes/form', { config: { role: 'agent' }, schema: { hide: true } }, async () =>
    ok(schema),
  );

  app.post('/app/api/quotes/check', { config: { role: 'agent' }, schema: { hide: true } }, async (request) =>
    ok(
      await checkDraft(
        { db: options.db, carriers: options.carriers, now: options.now() },
        request.auth.agencyId,
        request.body ?? {},
      ),
    ),
  );
}
