// POST /v1/quotes/requirements: what the jobs a create would dispatch will need of a partial body
// (decision 0038), from the create's own rules, without a browser, a job or a stored row.
import type { Carrier } from '../../domain/carriers/catalog.ts';
import { unknownCarrierErrors } from '../../domain/carriers/unknown-carriers.ts';
import { mergeFieldErrors } from '../../domain/field-errors-builder.ts';
import { requirementsProblems } from '../../domain/requirements/create-needs.ts';
import { quoteRequirements } from '../../domain/requirements/quote-requirements.ts';
import { validationError } from '../../errors.ts';
import { credentialStatuses } from '../../store/credential-statuses.ts';
import type { Db } from '../../store/db.ts';
import type { ApiInstance } from '../api-instance.ts';
import { checkBody } from '../check-body.ts';
import { Envelope, errorResponses, ok } from '../envelope.ts';
import { QuoteRequirementsView, RequirementsBody } from '../schemas/quote-requirements.ts';

export function quoteRequirementsRoutes(
  app: ApiInstance,
  { db, carriers, now }: { db: Db; carriers: readonly Carrier[]; now: () => Date },
) {
  app.post(
    '/v1/quotes/requirements',
    {
      config: { scope: 'quotes:write' },
      attachValidation: true,
      schema: {
        tags: ['Quotes'],
        operationId: 'getQuoteRequirements',
        summary: 'What the chosen carriers will ask of this request',
        description:
          'Takes a create body as far as it is known (only `linesRequested` and `carrierIds` required) and answers, ' +
          'by the rules the create and the runs use, which jobs the create would dispatch (appetite skips with ' +
          'their reasons) and, grouped by section of the create body, the fields and the questions those jobs ' +
          'will need: the fields the create requires, those each carrier requires or asks a person for, and the ' +
          'questions of carriers quoted from their definitions, each with its conditions (`when`) and marked ' +
          '`given` when the body already answers it. Send the fields, and the questions no field answers under ' +
          '`answers` of the create, and no job pauses for what is listed. A value the create would refuse is a ' +
          '400 naming each field. Nothing is stored, no job starts.',
        body: RequirementsBody,
        response: { 200: Envelope(QuoteRequirementsView), ...errorResponses(400, 403, 413, 415) },
      },
    },
    async (request) => {
      await checkBody(request, (body) =>
        mergeFieldErrors(unknownCarrierErrors(body, carriers), requirementsProblems(body, now())),
      );
      const credentials = await credentialStatuses(db, request.auth.agencyId);
      const result = quoteRequirements({
        carriers,
        body: request.body as never,
        credential: (id) => credentials.get(id) ?? 'missing',
        now: now(),
      });
      if (!result.ok) throw validationError(result.fieldErrors);
      return ok(result.value);
    },
  );
}
