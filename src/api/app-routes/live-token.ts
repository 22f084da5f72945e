// POST /app/api/quotes/:id/jobs/:jobId/live/token: a short-lived token for watching and controlling
// one job's page, scoped to that job and the signed-in person (docs/decisions/0031-live-view-across-nodes.md).
// Session and CSRF like every app write; another agency's job is a 404.
import { Type } from 'typebox';
import { notFound } from '../../errors.ts';
import { looksLikeId } from '../../ids.ts';
import type { Db } from '../../store/db.ts';
import { findAgencyJob } from '../../store/jobs.ts';
import type { ApiInstance } from '../api-instance.ts';
import { ok } from '../envelope.ts';
import type { ViewTokens } from '../live-relay/view-tokens.ts';

const Params = Type.Object({ id: Type.String({ maxLength: 64 }), jobId: Type.String({ maxLength: 64 }) });

export function appLiveTokenRoutes(app: ApiInstance, options: { db: Db; tokens: ViewTokens }) {
  app.post(
    '/app/api/quotes/:id/jobs/:jobId/live/token',
    { config: { role: 'agent' }, schema: { hide: true, params: Params } },
    async (request) => {
      const { id, jobId } = request.params;
      const job = looksLikeId('job', jobId)
        ? await findAgencyJob(options.db, request.auth.agencyId, id, jobId)
        : undefined;
      if (!job) throw notFound(`Job ${jobId} in quote request ${id}`);
      const { token, expiresAt } = options.tokens.signer.sign(
        { jobId: job.id, userId: request.auth.user!.id },
        options.tokens.ttlMs,
      );
      return ok({ token, expiresAt: expiresAt.toISOString() });
    },
  );
}
