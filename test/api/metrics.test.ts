// GET /metrics: Prometheus text with process metrics, jobs and requests by state, job effort, and each
// live worker's seats (a worker silent for a minute is left out).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countJobFigure } from '../../src/store/jobs.ts';
import { forgetWorkerSeats, reportWorkerSeats } from '../../src/store/worker-seats.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { createTestApi, TEST_NOW, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

const TOKEN = 'a-metrics-token-of-at-least-32-characters';

describe(`metrics (${backend})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ config: { metricsToken: TOKEN } });
  });
  afterAll(() => api.close());

  it('counts quote requests and jobs by state', async () => {
    const created = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: api.agency.headers,
      payload: validCreateBody({}, TEST_NOW),
    });
    const jobs = created.json().data.jobs.length;
    const res = await api.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('quoting_quote_requests{status="pending"} 1');
    expect(res.body).toContain(`quoting_jobs{status="standby"} ${jobs}`);
    expect(res.body).toContain('quoting_process_cpu_user_seconds_total');
    expect(res.body).toContain('quoting_job_effort{figure="person_prompts"} 0');
  });

  it('sums what the jobs asked of people and portals', async () => {
    const [job] = await api.db.query<{ id: string }>('SELECT id FROM jobs LIMIT 1');
    await countJobFigure(api.db, job!.id, 'person_prompts');
    await countJobFigure(api.db, job!.id, 'sign_ins');
    await countJobFigure(api.db, job!.id, 'sessions_reused');
    await countJobFigure(api.db, job!.id, 'sessions_reused');
    const res = await api.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.body).toContain('quoting_job_effort{figure="person_prompts"} 1');
    expect(res.body).toContain('quoting_job_effort{figure="sign_ins"} 1');
    expect(res.body).toContain('quoting_job_effort{figure="sessions_reused"} 2');
  });

  it("shows each live worker's seats in use, its limit and the measured stretch", async () => {
    const seats = { parked: 1, floor: 2, ceiling: 96 };
    await reportWorkerSeats(api.db, {
      workerId: 'node-a:1',
      inUse: 9,
      limit: 11,
      stretch: 1.18,
      signals: { screenshot_median_ms: 41.5, cpu_busy: 0.72 },
      ...seats,
    });
    await reportWorkerSeats(api.db, {
      workerId: 'node-b:2',
      inUse: 0,
      limit: 2,
      stretch: null,
      signals: {},
      ...seats,
    });
    // A worker gone: its last report is older than a minute.
    await reportWorkerSeats(api.db, {
      workerId: 'gone:3',
      inUse: 5,
      limit: 5,
      stretch: 3,
      signals: {},
      ...seats,
    });
    await api.db.query(
      `UPDATE worker_seats SET reported_at = now() - interval '2 minutes' WHERE worker_id = 'gone:3'`,
    );
    const scrape = async () =>
      (
        await api.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).body;
    const body = await scrape();
    expect(body).toContain('quoting_worker_seats{worker="node-a:1",figure="in_use"} 9');
    expect(body).toContain('quoting_worker_seats{worker="node-a:1",figure="limit"} 11');
    expect(body).toContain('quoting_worker_seats{worker="node-a:1",figure="parked"} 1');
    expect(body).toContain('quoting_worker_seats{worker="node-a:1",figure="ceiling"} 96');
    expect(body).toContain('quoting_worker_seat_stretch{worker="node-a:1"} 1.18');
    expect(body).toContain(
      'quoting_worker_seat_signal{worker="node-a:1",signal="screenshot_median_ms"} 41.5',
    );
    expect(body).toContain('quoting_worker_seats{worker="node-b:2",figure="limit"} 2');
    expect(body).not.toContain('quoting_worker_seat_stretch{worker="node-b:2"}');
    expect(body).not.toContain('gone:3');
    // A worker that stopped says so: its row goes.
    await forgetWorkerSeats(api.db, 'node-a:1');
    expect(await scrape()).not.toContain('node-a:1');
  });
});
