// Running a quote request: start, results, one job with its step timeline and artifacts, resolve an
// action, cancel, retry a job, and the request's events.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { PgBoss } from 'pg-boss';
import { Type } from 'typebox';
import type { ArtifactStore } from '../../agents/runtime/artifacts.ts';
import { listSteps } from '../../agents/runtime/steps.ts';
import { AppError, notFound } from '../../errors.ts';
import { looksLikeId } from '../../ids.ts';
import { cancelRequest } from '../../runs/cancel-request.ts';
import { listEvents } from '../../runs/events.ts';
import type { FairUseLimits } from '../../runs/fair-use.ts';
import { resolutionErrors, resolveJob } from '../../runs/resolve-job.ts';
import { retryJob } from '../../runs/retry-job.ts';
import { startRun } from '../../runs/start-run.ts';
import type { Db } from '../../store/db.ts';
import { findAgencyJob } from '../../store/jobs.ts';
import { findQuoteRequest, listJobs } from '../../store/quote-requests.ts';
import type { CodeBox } from '../../vault/one-time-codes.ts';
import type { ApiInstance } from '../api-instance.ts';
import { checkBody } from '../check-body.ts';
import { Envelope, errorResponses, ok } from '../envelope.ts';
import { ConditionalHeaders, sendConditional } from '../etag.ts';
import { sendIdempotent } from '../idempotency.ts';
import { eventView, jobDetailView } from '../run-views.ts';
import {
  ArtifactParams,
  EventView,
  JobDetailView,
  JobParams,
  QuoteIdParams,
  ResolveBody,
  ResultsView,
} from '../schemas/runs.ts';
import { JobView, QuoteRequestView } from '../schemas/views.ts';
import { jobView, quoteRequestView } from '../views.ts';

export interface RunRoutesOptions {
  db: Db;
  boss: PgBoss | undefined;
  artifacts: ArtifactStore;
  publicUrl: string;
  idempotencyTtlHours: number;
  /** Per-agency caps on jobs in progress and runs started per minute (none when absent). */
  fairUse?: FairUseLimits;
  /** Seals a typed MFA code on its way to the worker. */
  codes: CodeBox;
}

export function runRoutes(app: ApiInstance, options: RunRoutesOptions) {
  const { db, publicUrl, artifacts } = options;
  const boss = () => {
    if (!options.boss) throw new Error('this process has no queue');
    return options.boss;
  };

  async function requestView(agencyId: string, id: string) {
    const record = looksLikeId('quoteRequest', id) ? await findQuoteRequest(db, agencyId, id) : undefined;
    if (!record) throw notFound(`Quote request ${id}`);
    return quoteRequestView(record, await listJobs(db, [record.id]), publicUrl);
  }

  /**
   * The job, or a 404 that says which id is wrong: the request's (none of this agency's) or the job's
   * (not one of that request's jobs), so a partner knows which of the two to fix.
   */
  async function job(agencyId: string, id: string, jobId: string) {
    const found = looksLikeId('job', jobId) ? await findAgencyJob(db, agencyId, id, jobId) : undefined;
    if (found) return found;
    const request = looksLikeId('quoteRequest', id) ? await findQuoteRequest(db, agencyId, id) : undefined;
    if (!request) throw new AppError('NOT_FOUND', `No quote request ${id} for this agency`);
    throw new AppError('NOT_FOUND', `No job ${jobId} in quote request ${id}`);
  }

  app.post(
    '/v1/quotes/:id/start',
    {
      config: { scope: 'quotes:write' },
      schema: {
        tags: ['Runs'],
        operationId: 'startRun',
        summary: 'Start the run',
        description:
          'Dispatches one agent per staged job and answers 202 with the request. Starting twice is 409 INVALID_STATE ' +
          'unless it replays the same Idempotency-Key; a request with nothing to dispatch is 409 too.',
        params: QuoteIdParams,
        response: { 202: Envelope(QuoteRequestView), ...errorResponses(403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendIdempotent(
        db,
        request,
        reply,
        { operation: 'start-quote', ttlHours: options.idempotencyTtlHours },
        async () => {
          if (!looksLikeId('quoteRequest', id)) throw notFound(`Quote request ${id}`);
          await startRun({ db, boss: boss(), limits: options.fairUse }, request.auth.agencyId, id);
          return { status: 202, body: ok(await requestView(request.auth.agencyId, id)) };
        },
      );
    },
  );

  app.get(
    '/v1/quotes/:id/results',
    {
      config: { scope: 'quotes:read' },
      schema: {
        tags: ['Runs'],
        operationId: 'getQuoteResults',
        summary: 'The results alone: one per quoted job',
        description: 'Carries an `ETag`; with `If-None-Match` an unchanged list answers 304 with no body.',
        params: QuoteIdParams,
        headers: ConditionalHeaders,
        response: { 200: Envelope(ResultsView), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const view = await requestView(request.auth.agencyId, request.params.id);
      return sendConditional(request, reply, ok({ results: view.results }));
    },
  );

  app.get(
    '/v1/quotes/:id/jobs/:jobId',
    {
      config: { scope: 'quotes:read' },
      schema: {
        tags: ['Runs'],
        operationId: 'getJob',
        summary: 'One job with its step timeline and artifacts',
        params: JobParams,
        response: { 200: Envelope(JobDetailView), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const { id, jobId } = request.params;
      const found = await job(request.auth.agencyId, id, jobId);
      const [steps, files] = await Promise.all([listSteps(db, jobId), artifacts.list(jobId)]);
      return ok(jobDetailView(found, steps, files, publicUrl));
    },
  );

  app.get(
    '/v1/quotes/:id/jobs/:jobId/artifacts/:artifactId',
    {
      config: { scope: 'quotes:read' },
      schema: {
        tags: ['Runs'],
        operationId: 'getArtifact',
        summary: 'Download an artifact (step screenshot, quote letter, trace)',
        params: ArtifactParams,
        response: {
          200: Type.Unsafe<Readable>({ description: 'The file', type: 'string', format: 'binary' }),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request, reply) => {
      const { id, jobId, artifactId } = request.params;
      await job(request.auth.agencyId, id, jobId);
      const artifact = await artifacts.find(jobId, artifactId);
      // A file gone (retention purge, a restored database without its files) is a 404, not a 500.
      const file = artifact && (await stat(artifact.path).catch(() => undefined));
      if (!artifact || !file?.isFile()) throw notFound(`Artifact ${artifactId}`);
      return reply
        .type(artifact.contentType)
        .header('content-disposition', `inline; filename="${artifact.name.replace(/"/g, '')}"`)
        .send(createReadStream(artifact.path));
    },
  );

  app.post(
    '/v1/quotes/:id/jobs/:jobId/resolve',
    {
      config: { scope: 'quotes:write' },
      attachValidation: true,
      schema: {
        tags: ['Runs'],
        operationId: 'resolveJob',
        summary: 'Resolve a job waiting for a person',
        description:
          '`{ "code": "123456" }` for a job in `mfa_waiting`; `{ "answers": { "<questionId>": value } }` for a job in ' +
          '`action_required` (its `actionRequired.questions` lists them). Answers 202 with the job as it now is: ' +
          '`running`, the waiting agent resuming within a second. 409 if the job is not waiting; 400 for a malformed ' +
          "code or answers, each named by `answers.<id>` with the question's text. Answering a `missing_information` " +
          'item with its `proposal.value` (or `proposal.runnerUp.value`) confirms that mapping: it is learned for ' +
          'your agency (GET /v1/learned-mappings) and later jobs do not ask.',
        params: JobParams,
        body: ResolveBody,
        response: { 202: Envelope(JobView), ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, jobId } = request.params;
      const { agencyId } = request.auth;
      await checkBody(request, (body) =>
        looksLikeId('job', jobId) ? resolutionErrors(db, agencyId, id, jobId, body) : {},
      );
      await job(agencyId, id, jobId);
      const { user, apiKeyId } = request.auth;
      const resolved = await resolveJob(
        { db, codes: options.codes },
        agencyId,
        id,
        jobId,
        request.body,
        user?.id ?? apiKeyId ?? undefined,
      );
      return reply.code(202).send(ok(jobView(resolved)));
    },
  );

  app.post(
    '/v1/quotes/:id/cancel',
    {
      config: { scope: 'quotes:write' },
      schema: {
        tags: ['Runs'],
        operationId: 'cancelQuoteRequest',
        summary: 'Cancel the request: queued jobs never start, running agents stop',
        params: QuoteIdParams,
        response: { 200: Envelope(QuoteRequestView), ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!looksLikeId('quoteRequest', id)) throw notFound(`Quote request ${id}`);
      await cancelRequest(db, request.auth.agencyId, id);
      return ok(await requestView(request.auth.agencyId, id));
    },
  );

  app.post(
    '/v1/quotes/:id/jobs/:jobId/retry',
    {
      config: { scope: 'quotes:write' },
      schema: {
        tags: ['Runs'],
        operationId: 'retryJob',
        summary: 'Run a failed job again',
        params: JobParams,
        response: { 202: Envelope(JobView), ...errorResponses(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, jobId } = request.params;
      await job(request.auth.agencyId, id, jobId);
      const retried = await retryJob(
        { db, boss: boss(), limits: options.fairUse },
        request.auth.agencyId,
        id,
        jobId,
      );
      return reply.code(202).send(ok(jobView(retried)));
    },
  );

  app.get(
    '/v1/quotes/:id/events',
    {
      config: { scope: 'quotes:read' },
      schema: {
        tags: ['Runs'],
        operationId: 'listQuoteEvents',
        summary: 'The events of a request, oldest first (what webhooks deliver)',
        params: QuoteIdParams,
        response: {
          200: Envelope(Type.Object({ events: Type.Array(EventView) })),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await requestView(request.auth.agencyId, id);
      const events = await listEvents(db, { agencyId: request.auth.agencyId, quoteRequestId: id });
      return ok({ events: events.map(eventView) });
    },
  );
}
