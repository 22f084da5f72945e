// Comparing quotes in the agency app: the comparison as CSV, and the proposal PDF of the ticked quotes.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { notFound } from '../../errors.ts';
import { looksLikeId } from '../../ids.ts';
import { buildProposal, comparisonCsv } from '../../quotes/build-proposal.ts';
import type { Db } from '../../store/db.ts';
import { findQuoteRequest, listJobs } from '../../store/quote-requests.ts';
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

export function appProposalRoutes(app: FastifyInstance, options: { db: Db; publicUrl: string }) {
  const { db, publicUrl } = options;
  async function load(agencyId: string, id: string) {
    const record = looksLikeId('quoteRequest', id) ? await findQuoteRequest(db, agencyId, id) : undefined;
    if (!record) throw notFound(`Quote request ${id}`);
    const input = (record.submission as { input?: { businessName?: string } }).input;
    return {
      record,
      clientName: input?.businessName ?? record.externalReference,
      view: quoteRequestView(record, await listJobs(db, [record.id]), publicUrl),
    };
  }

  app.get(
    '/app/api/quotes/:id/comparison.csv',
    { config: { role: 'agent' }, schema: { hide: true, params: Params } },
    async (request, reply) => {
      const { record, view } = await load(request.auth.agencyId, (request.params as { id: string }).id);
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
    { config: { role: 'agent' }, schema: { hide: true, params: Params, body: ProposalBody } },
    async (request, reply) => {
      const { record, view, clientName } = await load(
        request.auth.agencyId,
        (request.params as { id: string }).id,
      );
      const pdf = await buildProposal({
        agencyName: request.auth.user!.agencyName,
        clientName,
        reference: record.externalReference,
        results: view.results,
        jobIds: (request.body as { jobIds: string[] }).jobIds,
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
