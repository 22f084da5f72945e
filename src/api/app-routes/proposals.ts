// Comparing quotes in the agency app: the comparison as CSV, and the proposal PDF of the ticked quotes.
import { Type } from 'typebox';
import { notFound } from '../../errors.ts';
import { looksLikeId } from '../../ids.ts';
import type { Db } from '../../store/db.ts';
import { findQuoteRequest, listJobs } from '../../store/quote-requests.ts';
import type { ApiInstance } from '../api-instance.ts';
import { clientNameOf } from '../app-views.ts';
import { buildProposal, tickedQuoteErrors } from '../build-proposal.ts';
import { checkBody, fieldToCheck } from '../check-body.ts';
import { comparisonCsv } from '../comparison-csv.ts';
import { quoteRequestView } from '../views.ts';

const lineNames: Record<string, string> = {
  bop: 'Business owners',
  gl: 'General liability',
  wc: "Workers' compensation",
  auto: 'Commercial auto',
  umbrella: 'Umbrella',
  cyber: 'Cyber',
};
const Params = Type.Object({ id: Type.String({ maxLength: 64 }) });
const ProposalBody = Type.Object(
  { jobIds: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 100 }) },
  { additionalProperties: false },
);

export function appProposalRoutes(app: ApiInstance, options: { db: Db; publicUrl: string }) {
  const { db, publicUrl } = options;
  /** The request with its view; undefined when the agency has no such request. */
  async function find(agencyId: string, id: string) {
    const record = looksLikeId('quoteRequest', id) ? await findQuoteRequest(db, agencyId, id) : undefined;
    if (!record) return undefined;
    return { record, view: quoteRequestView(record, await listJobs(db, [record.id]), publicUrl) };
  }
  async function load(agencyId: string, id: string) {
    const found = await find(agencyId, id);
    if (!found) throw notFound(`Quote request ${id}`);
    return found;
  }

  app.get(
    '/app/api/quotes/:id/comparison.csv',
    { config: { role: 'agent' }, schema: { hide: true, params: Params } },
    async (request, reply) => {
      const { record, view } = await load(request.auth.agencyId, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="quotes-${record.externalReference.replace(/[^\w.-]+/g, '_')}.csv"`,
        )
        .send(comparisonCsv(view.results));
    },
  );

  app.post(
    '/app/api/quotes/:id/proposal',
    {
      config: { role: 'agent' },
      attachValidation: true,
      schema: { hide: true, params: Params, body: ProposalBody },
    },
    async (request, reply) => {
      const found = await find(request.auth.agencyId, request.params.id);
      // The ticked ids are checked against the request's quotes when there is such a request (else 404).
      await checkBody(request, (body, schemaErrors) => {
        const jobIds = fieldToCheck(body, schemaErrors, 'jobIds');
        const ids =
          Array.isArray(jobIds) && jobIds.every((id) => typeof id === 'string') ? jobIds : undefined;
        return found && ids ? tickedQuoteErrors(found.view.results, ids) : {};
      });
      if (!found) throw notFound(`Quote request ${request.params.id}`);
      const { record, view } = found;
      const pdf = await buildProposal({
        agencyName: request.auth.user!.agencyName,
        clientName: clientNameOf(record),
        reference: record.externalReference,
        results: view.results,
        jobIds: request.body.jobIds,
        lineNames,
        now: new Date(),
      });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="proposal-${record.externalReference.replace(/[^\w.-]+/g, '_')}.pdf"`,
        )
        .send(Buffer.from(pdf));
    },
  );
}
