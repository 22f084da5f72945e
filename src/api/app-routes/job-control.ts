// Taking over a running job's page and handing it back (docs/decisions/0028-take-over.md):
// POST /app/api/quotes/:id/jobs/:jobId/control/take, …/control/hand-back and …/control/input (the
// holder's batched mouse, wheel and key events, each batch refreshing the hold), for the agency's agents
// and admins, CSRF-checked like every app write. The hold is a row in the database (src/store/job-control.ts),
// so it outlives the person's connection and a reload of the app; another agency's job is a 404, a job
// another person controls a 409, as is a job no try is driving. Each needs the person's live view token
// of the job too (`x-live-token`, docs/decisions/0031-live-view-across-nodes.md).
import { Type } from 'typebox';
import type { InputResult, LiveFrameSource } from '../../agents/runtime/live-pages.ts';
import { AppError, notFound } from '../../errors.ts';
import { looksLikeId } from '../../ids.ts';
import { handBackPage, mayTakeOver } from '../../runs/ask-takeover.ts';
import type { Db } from '../../store/db.ts';
import { takeControl, touchControl } from '../../store/job-control.ts';
import { findAgencyJob } from '../../store/jobs.ts';
import type { ApiInstance } from '../api-instance.ts';
import type { ControlHub } from '../control-hub.ts';
import { ok } from '../envelope.ts';
import { requireViewToken, VIEW_TOKEN_HEADER, type ViewTokens } from '../live-relay/view-tokens.ts';

const Params = Type.Object({ id: Type.String({ maxLength: 64 }), jobId: Type.String({ maxLength: 64 }) });
const At = {
  x: Type.Number({ minimum: 0, maximum: 10_000 }),
  y: Type.Number({ minimum: 0, maximum: 10_000 }),
};
const Short = Type.String({ maxLength: 32 });
const InputBody = Type.Object(
  {
    events: Type.Array(
      Type.Union([
        Type.Object({
          type: Type.Literal('mouse'),
          action: Type.Union([
            Type.Literal('move'),
            Type.Literal('down'),
            Type.Literal('up'),
            Type.Literal('click'),
          ]),
          ...At,
          button: Type.Optional(
            Type.Union([Type.Literal('left'), Type.Literal('middle'), Type.Literal('right')]),
          ),
          clickCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
        }),
        Type.Object({
          type: Type.Literal('wheel'),
          ...At,
          deltaX: Type.Number({ minimum: -10_000, maximum: 10_000 }),
          deltaY: Type.Number({ minimum: -10_000, maximum: 10_000 }),
        }),
        Type.Object({
          type: Type.Literal('key'),
          action: Type.Union([Type.Literal('down'), Type.Literal('up')]),
          key: Short,
          code: Short,
          text: Type.Optional(Type.String({ maxLength: 4 })),
          modifiers: Type.Optional(Type.Integer({ minimum: 0, maximum: 15 })),
        }),
        Type.Object({ type: Type.Literal('text'), text: Type.String({ minLength: 1, maxLength: 10_000 }) }),
      ]),
      { minItems: 1, maxItems: 200 },
    ),
  },
  { additionalProperties: false },
);

const refusals: Record<Exclude<InputResult, 'sent'>, string> = {
  'not-running': "No try is driving this job's page here",
  hidden: 'The page is at sign-in or its code, which are never taken over',
  'agent-busy': 'The agent is finishing its step; input is taken once it waits for you',
  'no-frame': 'No frame of the page has been shown yet to map the input through',
};

export function appJobControlRoutes(
  app: ApiInstance,
  options: { db: Db; controls: ControlHub; frames?: LiveFrameSource; tokens: ViewTokens },
) {
  const { db, controls } = options;
  async function load(
    request: { auth: { agencyId: string; user?: { id: string } }; headers: Record<string, unknown> },
    id: string,
    jobId: string,
  ) {
    const { agencyId } = request.auth;
    const job = looksLikeId('job', jobId) ? await findAgencyJob(db, agencyId, id, jobId) : undefined;
    if (!job) throw notFound(`Job ${jobId} in quote request ${id}`);
    requireViewToken(options.tokens, request.headers[VIEW_TOKEN_HEADER], job.id, request.auth.user!.id);
    return job;
  }

  app.post(
    '/app/api/quotes/:id/jobs/:jobId/control/take',
    { config: { role: 'agent' }, schema: { hide: true, params: Params } },
    async (request) => {
      const job = await load(request, request.params.id, request.params.jobId);
      if (!mayTakeOver(job))
        throw new AppError(
          'INVALID_STATE',
          `Job ${job.id} is ${job.status}: only a running job's page, or one the agent asks a person to take over, can be taken over`,
        );
      if ((await options.frames?.stateOf?.(job.id))?.hidden)
        throw new AppError('INVALID_STATE', 'The page is at sign-in or its code, which are never taken over');
      const user = request.auth.user!;
      const result = await takeControl(db, job.id, user.id, controls.idleMs);
      if (!result.taken)
        throw new AppError(
          'INVALID_STATE',
          `${result.holder.email} controls this job's page; you can watch it`,
        );
      return ok({ control: await controls.announce(job.id) });
    },
  );

  app.post(
    '/app/api/quotes/:id/jobs/:jobId/control/input',
    { config: { role: 'agent' }, schema: { hide: true, params: Params, body: InputBody } },
    async (request) => {
      const job = await load(request, request.params.id, request.params.jobId);
      // View-only for everyone but the holder; the holder's input keeps the hold from expiring.
      if (!(await touchControl(db, job.id, request.auth.user!.id, controls.idleMs)))
        throw new AppError('FORBIDDEN', "You do not control this job's page: take over first");
      const result = options.frames?.input
        ? await options.frames.input(job.id, request.body.events)
        : 'not-running';
      if (result !== 'sent') throw new AppError('INVALID_STATE', refusals[result]);
      return ok({ sent: request.body.events.length });
    },
  );

  app.post(
    '/app/api/quotes/:id/jobs/:jobId/control/hand-back',
    { config: { role: 'agent' }, schema: { hide: true, params: Params } },
    async (request) => {
      const job = await load(request, request.params.id, request.params.jobId);
      // A take-over the agent asked for is resolved by this hand-back (decision 0029).
      const held = await handBackPage(db, job, request.auth.user!);
      if (!held) {
        const now = await controls.changed(job.id);
        throw new AppError(
          'INVALID_STATE',
          now.holder === 'person'
            ? `${now.email} controls this job's page, not you`
            : "You do not control this job's page",
        );
      }
      return ok({
        control: await controls.announce(job.id),
        heldSince: held.since.toISOString(),
        resumed: held.resolved,
      });
    },
  );
}
