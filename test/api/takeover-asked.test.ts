// The agent asks for a take-over (docs/decisions/0029-the-agent-asks-for-a-take-over.md), over HTTP: the
// job pauses `action_required` with `takeover`, the page, the step, the evidence and the live view's deep
// link, quote.action_required recorded; the partner's resolve is a 409 naming the deep link; a person may
// take over the waiting job's page, and the hand-back resolves the pause (the job running, quote.action_resolved
// `handed_back`); with the agency's setting off the agent's error stands, and a window that ends fails the
// job with the agent's own error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalChanged } from '../../src/agents/errors.ts';
import { askForTakeover } from '../../src/runs/ask-takeover.ts';
import { listEvents } from '../../src/store/events.ts';
import { findJob, moveJob } from '../../src/store/jobs.ts';
import { createUser } from '../../src/users/create-user.ts';
import { createTestApi, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';
import { seedRequest } from '../helpers/runs.ts';

const ADMIN = { email: 'admin@agency.test', password: 'a long admin password' };
const PAGE = 'https://portal.test/territory';

describe(`the agent asks for a take-over (${backend})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ config: { takeoverIdleMs: 5_000 } });
    await createUser(api.db, { agencyId: api.agency.agencyId, role: 'admin', ...ADMIN });
  });
  afterAll(() => api?.close());

  async function signIn() {
    const res = await api.app.inject({ method: 'POST', url: '/app/api/session', payload: ADMIN });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = `qs_session=${res.cookies.find((c) => c.name === 'qs_session')!.value}`;
    return { cookie, 'x-csrf-token': res.json().data.csrfToken as string };
  }

  async function runningJob() {
    const seeded = await seedRequest(api.db, {
      status: 'in_progress',
      jobs: [{ carrierId: 'bluebonnet', status: 'running' }],
      agencyId: api.agency.agencyId,
    });
    const job = (await findJob(api.db, seeded.jobIds[0]!))!;
    return { requestId: seeded.requestId, job };
  }

  const ask = (job: NonNullable<Awaited<ReturnType<typeof findJob>>>, actionTimeoutMs = 60_000) =>
    askForTakeover(
      { db: api.db, publicUrl: 'https://quotes.test', actionTimeoutMs, vault: api.vault },
      job,
      'EXT-1',
      {
        step: 'after business',
        evidence: 'Unexpected page "Territory confirmation"',
        error: portalChanged('Unexpected page "Territory confirmation"'),
        page: PAGE,
      },
    );

  async function statusOf(jobId: string, status: string) {
    await expect.poll(async () => (await findJob(api.db, jobId))?.status, { timeout: 5_000 }).toBe(status);
  }

  it('pauses takeover; resolve is a 409; a person takes over and the hand-back resolves it', async () => {
    const { requestId, job } = await runningJob();
    const asked = ask(job);
    await statusOf(job.id, 'action_required');
    const deepLink = `https://quotes.test/app/quotes/${requestId}/jobs/${job.id}/live`;
    const read = await api.app.inject({
      method: 'GET',
      url: `/v1/quotes/${requestId}/jobs/${job.id}`,
      headers: api.agency.headers,
    });
    expect(read.json().data.actionRequired).toMatchObject({
      type: 'takeover',
      deepLink,
      page: PAGE,
      step: 'after business',
      evidence: 'Unexpected page "Territory confirmation"',
    });
    const [required] = await listEvents(api.db, {
      agencyId: api.agency.agencyId,
      quoteRequestId: requestId,
      type: 'quote.action_required',
    });
    expect(required?.payload).toMatchObject({ actionRequired: { type: 'takeover', deepLink } });

    const resolve = await api.app.inject({
      method: 'POST',
      url: `/v1/quotes/${requestId}/jobs/${job.id}/resolve`,
      headers: api.agency.headers,
      payload: { answers: {} },
    });
    expect(resolve.statusCode, resolve.body).toBe(409);
    expect(resolve.json().error.message).toContain(deepLink);

    const session = await signIn();
    // The person's live view token of the job (docs/decisions/0031).
    const token = await api.app.inject({
      method: 'POST',
      url: `/app/api/quotes/${requestId}/jobs/${job.id}/live/token`,
      headers: session,
    });
    expect(token.statusCode, token.body).toBe(200);
    const headers = { ...session, 'x-live-token': token.json().data.token as string };
    const control = (what: string) =>
      api.app.inject({
        method: 'POST',
        url: `/app/api/quotes/${requestId}/jobs/${job.id}/control/${what}`,
        headers,
      });
    const taken = await control('take');
    expect(taken.statusCode, taken.body).toBe(200);
    const handed = await control('hand-back');
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().data.resumed).toBe(true);
    // The worker learns who held the page and since when (to audit the hold in the job's timeline).
    await expect(asked).resolves.toMatchObject({ email: ADMIN.email, since: expect.any(Date) });
    expect((await findJob(api.db, job.id))?.status).toBe('running');
    const [resolved] = await listEvents(api.db, {
      agencyId: api.agency.agencyId,
      quoteRequestId: requestId,
      type: 'quote.action_resolved',
    });
    expect(resolved?.payload).toMatchObject({ resolution: 'handed_back', status: 'running' });
  });

  it('fails with the agent’s own error when the window ends', async () => {
    const { job } = await runningJob();
    const error = await ask(job, 300).catch((e: unknown) => e);
    expect(error).toMatchObject({
      errorType: 'portal_changed',
      message:
        'Unexpected page "Territory confirmation" (a take-over was asked; nobody handed the page back before the window ended)',
    });
  });

  it('does not ask when the agency turned the setting off (the agent fails as before)', async () => {
    const headers = await signIn();
    const read = await api.app.inject({ method: 'GET', url: '/app/api/agency-settings', headers });
    expect(read.json().data).toEqual({ takeoverWhenStuck: true });
    const off = await api.app.inject({
      method: 'PUT',
      url: '/app/api/agency-settings',
      headers,
      payload: { takeoverWhenStuck: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const { job } = await runningJob();
    await expect(ask(job)).rejects.toThrow('Unexpected page "Territory confirmation"');
    expect((await findJob(api.db, job.id))?.status).toBe('running');
    await api.app.inject({
      method: 'PUT',
      url: '/app/api/agency-settings',
      headers,
      payload: { takeoverWhenStuck: true },
    });
    expect(await moveJob(api.db, job.id, 'failed')).toBeTruthy();
  });
});
