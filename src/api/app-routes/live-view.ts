// GET /app/api/quotes/:id/jobs/:jobId/live: the job's page as the agent drives it, as server-sent events
// (docs/decisions/0027-live-view.md). `state` carries whether a try is driving the page here, its step,
// whether that step is hidden (sign-in, its code) and who controls the page (`control`, once read;
// docs/decisions/0028-take-over.md); `frame` carries one JPEG as base64. Another agency's job is a 404,
// as on every route; the session must bring a live view token of the job and the person (`?token=`,
// docs/decisions/0031-live-view-across-nodes.md). Nothing sent is kept.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { LiveFrameSource, LiveState } from '../../agents/runtime/live-pages.ts';
import { AppError } from '../../errors.ts';
import { looksLikeId } from '../../ids.ts';
import type { Db } from '../../store/db.ts';
import { findAgencyJob } from '../../store/jobs.ts';
import type { ControlHub, ControlView } from '../control-hub.ts';
import { requireViewToken, type ViewTokens } from '../live-relay/view-tokens.ts';

/** A watcher further behind than this is sent no frames until it catches up (the agent never waits). */
const MAX_BUFFERED_BYTES = 512 * 1024;

const NOWHERE: LiveFrameSource = {
  watch(_jobId, listener) {
    listener({ type: 'state', state: { running: false, step: null, hidden: false, paused: false } });
    return () => undefined;
  },
};

/**
 * Streams a job's live view to one watcher on `res` (headers already sent) until it closes. Used by the
 * route and by `npm run bench -- live`.
 */
export function streamLive(
  res: ServerResponse,
  frames: LiveFrameSource,
  jobId: string,
  controls?: ControlHub,
): void {
  let state: LiveState | undefined;
  let control: ControlView | undefined;
  const tellState = () => {
    if (state)
      res.write(`event: state\ndata: ${JSON.stringify(control ? { ...state, control } : state)}\n\n`);
  };
  const stop = frames.watch(jobId, (event) => {
    if (event.type === 'state') {
      // The try ended: its page's hold went with it (run-try.ts clears it); read it again.
      if (state?.running && !event.state.running) void controls?.changed(jobId).catch(() => undefined);
      state = event.state;
      tellState();
    } else if (res.writableLength < MAX_BUFFERED_BYTES) res.write(`event: frame\ndata: ${event.jpeg}\n\n`);
  });
  const unwatch = controls?.watch(jobId, (view) => {
    control = view;
    tellState();
  });
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 25_000);
  res.on('close', () => {
    clearInterval(keepAlive);
    stop();
    unwatch?.();
  });
}

export function appLiveViewRoutes(
  app: FastifyInstance,
  options: { db: Db; frames?: LiveFrameSource; controls?: ControlHub; tokens: ViewTokens },
) {
  const { db } = options;
  // A process without the browser (ROLE=api) has no frames of its own.
  const frames = options.frames ?? NOWHERE;
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.get<{ Params: { id: string; jobId: string }; Querystring: { token?: string } }>(
    '/app/api/quotes/:id/jobs/:jobId/live',
    { config: { role: 'agent' }, schema: { hide: true } },
    async (request, reply) => {
      const { id, jobId } = request.params;
      const job = looksLikeId('job', jobId)
        ? await findAgencyJob(db, request.auth.agencyId, id, jobId)
        : undefined;
      if (!job) throw new AppError('NOT_FOUND', `No job ${jobId} in quote request ${id}`);
      requireViewToken(options.tokens, request.query.token, job.id, request.auth.user!.id);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-request-id': request.id,
      });
      streamLive(res, frames, job.id, options.controls);
      const end = () => res.end();
      open.add(end);
      res.on('close', () => open.delete(end));
    },
  );
}
