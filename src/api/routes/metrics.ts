// GET /metrics: Prometheus text. Process metrics from prom-client, and at scrape time the jobs and
// quote requests by state and the webhook deliveries pending, read from the store (the same on every
// node, so any API process can be scraped).
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Db } from '../../store/db.ts';

export function metricsRoutes(app: FastifyInstance, { db }: { db: Db }) {
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

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    const [jobRows, requestRows] = await Promise.all([
      db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM jobs GROUP BY status'),
      db.query<{ status: string; n: number }>(
        'SELECT status, count(*)::int AS n FROM quote_requests GROUP BY status',
      ),
    ]);
    jobs.reset();
    requests.reset();
    for (const row of jobRows) jobs.set({ status: row.status }, row.n);
    for (const row of requestRows) requests.set({ status: row.status }, row.n);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
