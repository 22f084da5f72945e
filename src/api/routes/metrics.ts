// GET /metrics: Prometheus text. Process metrics from prom-client, and at scrape time the jobs and
// quote requests by state, what the jobs asked of people and portals, and each live worker's seats (in
// use, parked, the limit it measured its way to, its floor and ceiling, the stretch and the signals
// behind it: docs/decisions/0036-adaptive-seats.md), read from the store (the same on every
// node, so any API process can be scraped). Scrapers send METRICS_TOKEN as a bearer token; without
// one configured /metrics answers 401 to everyone (process and business figures are not public).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { AppError } from '../../errors.ts';
import type { Db } from '../../store/db.ts';
import { jobEffortTotals, jobStatusCounts, requestStatusCounts } from '../../store/metrics.ts';
import { liveWorkerSeats } from '../../store/worker-seats.ts';
import { bearerToken } from '../plugins/auth.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

function authorized(request: FastifyRequest, token: string | undefined): boolean {
  const sent = bearerToken(request);
  return token !== undefined && sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

export function metricsRoutes(app: FastifyInstance, { db, token }: { db: Db; token?: string }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'quoting_' });
  const jobs = new Gauge({
    name: 'quoting_jobs',
    help: 'Carrier jobs by status',
    labelNames: ['status'],
    registers: [registry],
  });
  const requests = new Gauge({
    name: 'quoting_quote_requests',
    help: 'Quote requests by status',
    labelNames: ['status'],
    registers: [registry],
  });

  const effort = new Gauge({
    name: 'quoting_job_effort',
    help: 'What every carrier job so far asked: prompts to a person, portal sign-ins, kept portal sessions reused',
    labelNames: ['figure'],
    registers: [registry],
  });

  const workerSeats = new Gauge({
    name: 'quoting_worker_seats',
    help: "Each worker's seats: in_use (jobs driving a browser), parked, limit (what its measurements allow now), floor, ceiling",
    labelNames: ['worker', 'figure'],
    registers: [registry],
  });
  const workerStretch = new Gauge({
    name: 'quoting_worker_seat_stretch',
    help: "Each worker's measured stretch: its page actions' time over their unloaded baseline (1: unloaded)",
    labelNames: ['worker'],
    registers: [registry],
  });
  const workerSignals = new Gauge({
    name: 'quoting_worker_seat_signal',
    help: 'What each worker measured over its last report: event loop delay, cores busy, CPU pressure, page action medians and baselines',
    labelNames: ['worker', 'signal'],
    registers: [registry],
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request, token)) {
      throw new AppError(
        'UNAUTHORIZED',
        token
          ? 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>'
          : 'Set METRICS_TOKEN to scrape /metrics',
      );
    }
    const [jobRows, requestRows, totals, workers] = await Promise.all([
      jobStatusCounts(db),
      requestStatusCounts(db),
      jobEffortTotals(db),
      liveWorkerSeats(db),
    ]);
    workerSeats.reset();
    workerStretch.reset();
    workerSignals.reset();
    for (const w of workers) {
      const worker = w.workerId;
      for (const figure of ['inUse', 'parked', 'limit', 'floor', 'ceiling'] as const)
        workerSeats.set({ worker, figure: figure === 'inUse' ? 'in_use' : figure }, w[figure]);
      if (w.stretch !== null) workerStretch.set({ worker }, w.stretch);
      for (const [signal, value] of Object.entries(w.signals)) workerSignals.set({ worker, signal }, value);
    }
    effort.set({ figure: 'person_prompts' }, totals.personPrompts);
    effort.set({ figure: 'sign_ins' }, totals.signIns);
    effort.set({ figure: 'sessions_reused' }, totals.sessionsReused);
    jobs.reset();
    requests.reset();
    for (const row of jobRows) jobs.set({ status: row.status }, row.n);
    for (const row of requestRows) requests.set({ status: row.status }, row.n);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
