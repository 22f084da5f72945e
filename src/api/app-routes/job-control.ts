// Taking over a running job's page and handing it back (docs/decisions/0028-take-over.md):
// POST /app/api/quotes/:id/jobs/:jobId/control/take and …/control/hand-back, for the agency's agents
// and admins, CSRF-checked like every app write. The hold is a row in the database (src/store/job-control.ts),
// so it outlives the person's connection and a reload of the app; another agency's job is a 404, a job
// another person controls a 409, as is a job no try is driving.
import { Type } from 'typebox';
import { AppError, notFound } from '../../errors.ts';
import { looksLikeId } from '../../ids.ts';
import type { Db } from '../../store/db.ts';
import { handBackControl, takeControl } from '../../store/job-control.ts';
import { findAgencyJob } from '../../store/jobs.ts';
import type { ApiInstance } from '../api-instance.ts';
import type { ControlHub } from '../control-hub.ts';
import { ok } from '../envelope.ts';

const Params = Type.Object({ id: Type.String({ maxLength: 64 }), jobId: Type.String({ maxLength: 64 }) });

export function appJobControlRoutes(app: ApiInstance, options: { db: Db; controls: ControlHub }) {
  const { db, controls } = options;
  async function load(agencyId: string, id: string, jobId: string) {
    const job = looksLikeId('job', jobId) ? await findAgencyJob(db, agencyId, id, jobId) : undefined;
    if (!job) throw notFound(`Job ${jobId} in quote request ${id}`);
    return job;
  }

  app.post(
    '/app/api/quotes/:id/jobs/:jobId/control/take',
    { config: { role: 'agent' }, schema: { hide: true, params: Params } },
    async (request) => {
      const job = await load(request.auth.agencyId, request.params.id, request.params.jobId);
      if (job.status !== 'running')
        throw new AppError(
          'INVALID_STATE',
          `Job ${job.id} is ${job.status}: only a running job's page can be taken over`,
        );
      const user = request.auth.user!;
      const result = await takeControl(db, job.id, user.id, controls.idleMs);
      if (!result.taken)
        throw new AppError(
          'INVALID_STATE',
          `${result.holder.email} controls this job's page; you can watch it`,
        );
      return ok({ control: await controls.changed(job.id) });
    },
  );

  app.post(
    '/app/api/quotes/:id/jobs/:jobId/control/hand-back',
    { config: { role: 'agent' }, schema: { hide: true, params: Params } },
    async (request) => {
      const job = await load(request.auth.agencyId, request.params.id, request.params.jobId);
      const held = await handBackControl(db, job.id, request.auth.user!.id);
      if (!held) {
        const now = await controls.changed(job.id);
        throw new AppError(
          'INVALID_STATE',
          now.holder === 'person'
            ? `${now.email} controls this job's page, not you`
            : "You do not control this job's page",
        );
      }
      return ok({ control: await controls.changed(job.id), heldSince: held.since.toISOString() });
    },
  );
}
