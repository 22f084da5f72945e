// GET /metrics: Prometheus text with process metrics, jobs and requests by state, and job effort.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countJobFigure } from '../../src/store/jobs.ts';
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
});
