// Quote requests: create (POST /v1/quotes), read (GET /v1/quotes/:id), list (GET /v1/quotes).
import { Type } from 'typebox';
import type { Carrier } from '../../domain/carriers/catalog.ts';
import { unknownCarrierErrors } from '../../domain/carriers/unknown-carriers.ts';
import { mergeFieldErrors } from '../../domain/field-errors-builder.ts';
import { checkSubmission } from '../../domain/quote-request/check-submission.ts';
import { CreateQuoteRequestBody } from '../../domain/quote-request/model/create-body.ts';
import { normalizeSubmission } from '../../domain/quote-request/normalize-submission.ts';
import { requestStatuses } from '../../domain/quote-request/states.ts';
import { notFound, validationError } from '../../errors.ts';
import { looksLikeId } from '../../ids.ts';
import { createQuoteRequest } from '../../quotes/create-quote-request.ts';
import type { Db } from '../../store/db.ts';
import { findQuoteRequest, listJobs, listQuoteRequests } from '../../store/quote-requests.ts';
import type { ApiInstance } from '../api-instance.ts';
import { checkBody } from '../check-body.ts';
import { Envelope, errorResponses, ok } from '../envelope.ts';
import { ConditionalHeaders, sendConditional } from '../etag.ts';
import { sendIdempotent } from '../idempotency.ts';
import { QuoteRequestList, QuoteRequestView } from '../schemas/views.ts';
import { quoteRequestListView, quoteRequestView } from '../views.ts';

export interface QuoteRoutesOptions {
  db: Db;
  carriers: readonly Carrier[];
  publicUrl: string;
  idempotencyTtlHours: number;
  now: () => Date;
}

const IdParams = Type.Object({ id: Type.String({ maxLength: 64, description: 'quoteRequestId' }) });
const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      maxLength: 255,
      description:
        'Makes the request safe to retry: same key and body within 24 hours returns the original answer',
    }),
  ),
});

export function quoteRoutes(app: ApiInstance, options: QuoteRoutesOptions) {
  const { db, carriers, publicUrl } = options;

  async function load(agencyId: string, id: string) {
    const record = looksLikeId('quoteRequest', id) ? await findQuoteRequest(db, agencyId, id) : undefined;
    if (!record) throw notFound(`Quote request ${id}`);
    return quoteRequestView(record, await listJobs(db, [record.id]), publicUrl);
  }

  app.post(
    '/v1/quotes',
    {
      config: { scope: 'quotes:write' },
      attachValidation: true,
      schema: {
        tags: ['Quotes'],
        operationId: 'createQuoteRequest',
        summary: 'Create a quote request',
        description:
          'Validates the business and line data (every failing field reported at once), creates or matches the ' +
          'client record, runs the appetite check and stages one `standby` job per carrier per line. `warnings` ' +
          "lists, per job, what its carrier's portal will refuse or ask of this submission (a FEIN it requires, " +
          'an effective date beyond its window, a limit it does not offer…); nothing is skipped for a warning. ' +
          'Nothing is dispatched until the run is started.',
        headers: IdempotencyHeaders,
        body: CreateQuoteRequestBody,
        response: { 201: Envelope(QuoteRequestView), ...errorResponses(400, 403, 409, 413, 415, 422) },
      },
    },
    async (request, reply) =>
      sendIdempotent(
        db,
        request,
        reply,
        { operation: 'create-quote', ttlHours: options.idempotencyTtlHours },
        async () => {
          const now = options.now();
          await checkBody(request, (body) =>
            mergeFieldErrors(checkSubmission(body, now), unknownCarrierErrors(body, carriers)),
          );
          const id = await createQuoteRequest(
            { db, carriers, now },
            request.auth.agencyId,
            normalizeSubmission(request.body),
          );
          return { status: 201, body: ok(await load(request.auth.agencyId, id)) };
        },
      ),
  );

  app.get(
    '/v1/quotes/:id',
    {
      config: { scope: 'quotes:read' },
      schema: {
        tags: ['Quotes'],
        operationId: 'getQuoteRequest',
        summary: 'Get a quote request with its jobs and results',
        description:
          'While the request is `in_progress`, poll every 5 to 10 seconds (or use webhooks). Send the last `ETag` ' +
          'as `If-None-Match`: an unchanged request answers 304 with no body.',
        params: IdParams,
        headers: ConditionalHeaders,
        response: { 200: Envelope(QuoteRequestView), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) =>
      sendConditional(request, reply, ok(await load(request.auth.agencyId, request.params.id))),
  );

  app.get(
    '/v1/quotes',
    {
      config: { scope: 'quotes:read' },
      schema: {
        tags: ['Quotes'],
        operationId: 'listQuoteRequests',
        summary: 'List quote requests, newest first',
        querystring: Type.Object(
          {
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
            cursor: Type.Optional(
              Type.String({ maxLength: 64, description: '`nextCursor` of the previous page' }),
            ),
            status: Type.Optional(Type.Enum(requestStatuses)),
            externalReference: Type.Optional(Type.String({ maxLength: 200 })),
            businessName: Type.Optional(
              Type.String({
                minLength: 1,
                maxLength: 200,
                description: 'Part of the business name, any case',
                examples: ['smokehouse'],
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(QuoteRequestList), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const { query } = request;
      const limit = query.limit ?? 20;
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const records = await listQuoteRequests(db, request.auth.agencyId, {
        limit: limit + 1,
        after,
        status: query.status,
        externalReference: query.externalReference,
        businessName: query.businessName,
      });
      const page = records.slice(0, limit);
      const jobs = await listJobs(
        db,
        page.map((r) => r.id),
      );
      const last = page.at(-1);
      const nextCursor = records.length > limit && last ? encodeCursor(last.id) : null;
      return ok(quoteRequestListView(page, jobs, publicUrl, nextCursor));
    },
  );
}

const encodeCursor = (id: string) => Buffer.from(id).toString('base64url');

function decodeCursor(cursor: string): string {
  const id = Buffer.from(cursor, 'base64url').toString();
  if (!looksLikeId('quoteRequest', id))
    throw validationError({ 'querystring.cursor': ['is not a cursor from this API'] });
  return id;
}
