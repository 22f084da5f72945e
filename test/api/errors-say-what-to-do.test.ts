// Errors that say what to do: one message per cause, naming the fix (the field meant, the setting, the
// condition that makes a field required, the question by its text), a resolve that answers with the
// job as it now is, and a 404 in a job route that says which id is wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnderwritingQuestion } from '../../src/agents/playbook.ts';
import { moveJob } from '../../src/store/jobs.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { createTestApi, TEST_NOW, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

const loopbackSetting =
  '(accepted only when the service runs with WEBHOOK_ALLOW_LOOPBACK=true, in development)';

describe(`errors that say what to do (${backend})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ now: () => TEST_NOW, webhookAllowLoopback: false });
  });
  afterAll(() => api.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    api.app.inject({ method, url, headers: api.agency.headers, payload: payload as object | undefined });

  async function createRequest(externalReference: string) {
    const created = await call('POST', '/v1/quotes', validCreateBody({ externalReference }, TEST_NOW));
    expect(created.statusCode).toBe(201);
    const data = created.json().data as { quoteRequestId: string; jobs: { jobId: string }[] };
    return { quoteId: data.quoteRequestId, jobIds: data.jobs.map((j) => j.jobId) };
  }

  async function waitForAnswers(jobId: string, questions: UnderwritingQuestion[]) {
    for (const step of ['queued', 'running'] as const)
      expect(await moveJob(api.db, jobId, step)).toBeTruthy();
    const actionRequired = {
      type: 'underwriting_question' as const,
      message: 'Questions',
      deepLink: 'http://x/app',
      questions,
    };
    expect(
      await moveJob(api.db, jobId, 'action_required', {
        actionRequired,
        waitingUntil: new Date('2030-01-01'),
      }),
    ).toBeTruthy();
  }

  it('names the known field an unknown one most likely meant, and only when one is close', async () => {
    const body = validCreateBody({ externalReference: 'ERR-1' }, TEST_NOW) as unknown as {
      input: Record<string, unknown>;
      [key: string]: unknown;
    };
    body.input.numberOfEmployes = body.input.numberOfEmployees;
    delete body.input.numberOfEmployees;
    body.input.zipcode = '78701';
    body.input.favouriteColor = 'teal';
    body.linesRequestd = ['bop'];
    const res = await call('POST', '/v1/quotes', body);
    expect(res.statusCode).toBe(400);
    const errors = res.json().error.field_errors;
    expect(errors['input.numberOfEmployes']).toEqual([
      'is not a known field: did you mean `numberOfEmployees`?',
    ]);
    expect(errors['input.zipcode']).toEqual(['is not a known field: did you mean `zipCode`?']);
    expect(errors.linesRequestd).toEqual(['is not a known field: did you mean `linesRequested`?']);
    expect(errors['input.favouriteColor']).toEqual(['is not a known field']);
    // One cause, one message: the field meant is not also reported missing.
    expect(errors).not.toHaveProperty(['input.numberOfEmployees']);
    expect(errors).not.toHaveProperty(['linesRequested']);
    expect(Object.keys(errors)).toHaveLength(4);
  });

  it('says which requested line makes a field required', async () => {
    const res = await call(
      'POST',
      '/v1/quotes',
      validCreateBody(
        {
          externalReference: 'ERR-2',
          input: { fein: undefined, deductible: undefined },
          workersComp: undefined,
        },
        TEST_NOW,
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field_errors).toEqual({
      workersComp: ['is required because linesRequested includes wc'],
      'input.fein': ['is required because linesRequested includes wc'],
      'input.deductible': ['is required because linesRequested includes bop'],
    });
  });

  it('refuses a loopback receiver once, naming the setting that decides it', async () => {
    for (const url of ['http://127.0.0.1:4610/hooks', 'https://127.0.0.1/hooks']) {
      const res = await call('POST', '/v1/webhooks', { url, events: ['job.completed'] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.field_errors).toEqual({
        url: [`must not point to a loopback address ${loopbackSetting}`],
      });
    }
    const named = await call('POST', '/v1/webhooks', {
      url: 'http://localhost:4610/',
      events: ['job.completed'],
    });
    expect(named.json().error.field_errors.url).toEqual([`must not point to localhost ${loopbackSetting}`]);
  });

  it('quotes the question a resolve leaves out, takes yes/no spellings, and names the id meant', async () => {
    const { quoteId, jobIds } = await createRequest('ERR-3');
    const jobId = jobIds[0]!;
    await waitForAnswers(jobId, [
      { id: 'years_in_business', text: 'Years in business?', type: 'integer' },
      { id: 'has_pool', text: 'Is there a pool?', type: 'yes_no' },
      {
        id: 'pool_fence',
        text: 'Describe the fence around the pool',
        type: 'text',
        when: { questionId: 'has_pool', answer: true },
      },
    ]);
    const resolve = (answers: Record<string, unknown>) =>
      call('POST', `/v1/quotes/${quoteId}/jobs/${jobId}/resolve`, { answers });

    const missing = await resolve({ has_pool: 'YES', has_pol: 'no' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field_errors).toEqual({
      'answers.years_in_business': ['is required (Years in business?)'],
      'answers.pool_fence': ['is required because has_pool is true (Describe the fence around the pool)'],
      'answers.has_pol': ['is not a question this job asks: did you mean `has_pool`?'],
    });
    const far = await resolve({ years_in_business: 3, has_pool: 'maybe', sprinklers: true });
    expect(far.json().error.field_errors).toEqual({
      'answers.has_pool': [
        'must be yes or no: true/false, "yes"/"no" or "y"/"n", in any case (Is there a pool?)',
      ],
      'answers.sprinklers': [
        'is not a question this job asks (it asks: years_in_business, has_pool, pool_fence)',
      ],
    });

    // "n" is no: the follow-up is not asked, and the job goes on at once.
    const done = await resolve({ years_in_business: '12', has_pool: 'n' });
    expect(done.statusCode).toBe(202);
    expect(done.json().data).toMatchObject({ jobId, status: 'running' });
    expect(done.json().data.actionRequired).toBeUndefined();
    const read = await call('GET', `/v1/quotes/${quoteId}/jobs/${jobId}`);
    expect(read.json().data.status).toBe('running');
    const again = await resolve({ years_in_business: '12', has_pool: 'n' });
    expect(again.statusCode).toBe(409);
  });

  it('answers an MFA code with the job running again', async () => {
    const { quoteId, jobIds } = await createRequest('ERR-4');
    const jobId = jobIds[0]!;
    for (const step of ['queued', 'running', 'mfa_waiting'] as const)
      expect(await moveJob(api.db, jobId, step)).toBeTruthy();
    const res = await call('POST', `/v1/quotes/${quoteId}/jobs/${jobId}/resolve`, { code: '482913' });
    expect(res.statusCode).toBe(202);
    expect(res.json().data.status).toBe('running');
  });

  it('says whether the request id or the job id of a job route is wrong', async () => {
    const { quoteId, jobIds } = await createRequest('ERR-5');
    const jobId = jobIds[0]!;
    const other = await createRequest('ERR-6');
    const wrongRequest = 'qr_00000000000000000000000000';
    const wrongJob = 'job_00000000000000000000000000';
    const cases: [string, 'GET' | 'POST', string, unknown?][] = [
      ['job', 'GET', `/v1/quotes/${wrongRequest}/jobs/${jobId}`],
      ['resolve', 'POST', `/v1/quotes/${wrongRequest}/jobs/${jobId}/resolve`, { code: '123456' }],
      ['retry', 'POST', `/v1/quotes/${wrongRequest}/jobs/${jobId}/retry`],
      [
        'artifact',
        'GET',
        `/v1/quotes/${wrongRequest}/jobs/${jobId}/artifacts/art_00000000000000000000000000`,
      ],
    ];
    for (const [what, method, url, payload] of cases) {
      const res = await call(method, url, payload);
      expect(res.statusCode, what).toBe(404);
      expect(res.json().error, what).toMatchObject({
        code: 'NOT_FOUND',
        message: `No quote request ${wrongRequest} for this agency`,
      });
    }
    // Another agency's request reads exactly as one that does not exist.
    const stranger = await api.addAgency();
    const theirs = await api.app.inject({
      method: 'GET',
      url: `/v1/quotes/${quoteId}/jobs/${jobId}`,
      headers: stranger.headers,
    });
    expect(theirs.json().error.message).toBe(`No quote request ${quoteId} for this agency`);

    for (const wrong of [wrongJob, other.jobIds[0]!]) {
      const res = await call('GET', `/v1/quotes/${quoteId}/jobs/${wrong}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(`No job ${wrong} in quote request ${quoteId}`);
      const resolve = await call('POST', `/v1/quotes/${quoteId}/jobs/${wrong}/resolve`, { code: '123456' });
      expect(resolve.json().error.message).toBe(`No job ${wrong} in quote request ${quoteId}`);
    }
  });
});
