// GET /metrics: Prometheus text. Process metrics from prom-client, and at scrape time the jobs and
// quote requests by state, what the jobs asked of people and portals, and the webhook deliveries pending, read from the store (the same on every
// node, so any API process can be scraped). Scrapers send METRICS_TOKEN as a bearer token; without
// one configured /metrics answers 401 to everyone (process and business figures are not public).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { AppError } from '../../errors.ts';
import type { Db } from '../../store/db.ts';
import { jobEffortTotals, jobStatusCounts, requestStatusCounts } from '../../store/metrics.ts';
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

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request, token)) {
      throw new AppError(
        'UNAUTHORIZED',
        token
          ? 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>'
          : 'Set METRICS_TOKEN to scrape /metrics',
      );
    }
    const [jobRows, requestRows, totals] = await Promise.all([
      jobStatusCounts(db),
      requestStatusCounts(db),
      jobEffortTotals(db),
    ]);
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
