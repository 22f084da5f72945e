// POST /v1/quotes/:id/jobs/:jobId/resolve answers a malformed body like every other body: one 400 with
// the schema's errors and the job's rules together; a body the schema accepts still gets 404 or 409
// when there is no such job or it waits for no one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveJob } from '../../src/store/jobs.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { createTestApi, TEST_NOW, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

describe(`resolve validation (${backend})`, () => {
  let api: TestApi;
  let quoteId: string;
  let jobIds: string[];
  beforeAll(async () => {
    api = await createTestApi({ now: () => TEST_NOW });
    ({ quoteId, jobIds } = await createRequest('RESOLVE-1'));
    expect(jobIds.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(() => api.close());

  async function createRequest(externalReference: string) {
    const created = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: api.agency.headers,
      payload: validCreateBody({ externalReference }, TEST_NOW),
    });
    const data = created.json().data as { quoteRequestId: string; jobs: { jobId: string }[] };
    return { quoteId: data.quoteRequestId, jobIds: data.jobs.map((j) => j.jobId) };
  }

  const resolve = (jobId: string, payload: unknown) =>
    api.app.inject({
      method: 'POST',
      url: `/v1/quotes/${quoteId}/jobs/${jobId}/resolve`,
      headers: api.agency.headers,
      payload: payload as object,
    });
  const waitFor = async (jobId: string, status: 'mfa_waiting' | 'action_required', patch = {}) => {
    for (const step of ['queued', 'running'] as const)
      expect(await moveJob(api.db, jobId, step)).toBeTruthy();
    expect(await moveJob(api.db, jobId, status, patch)).toBeTruthy();
  };

  it('answers schema and code errors together for a job waiting for a code', async () => {
    const jobId = jobIds[0]!;
    await waitFor(jobId, 'mfa_waiting');
    const res = await resolve(jobId, { code: 12, note: 'hi' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: '2 fields are invalid',
      field_errors: {
        code: ['must be a string', 'must be the 4 to 10 character code the portal sent'],
        note: ['is not a known field'],
      },
    });
    const ruleOnly = await resolve(jobId, { code: '12' });
    expect(ruleOnly.json().error.field_errors).toEqual({
      code: ['must be the 4 to 10 character code the portal sent'],
    });
    expect((await resolve(jobId, { code: '123456' })).statusCode).toBe(202);
  });

  it('answers schema and answer errors together for a job waiting for answers', async () => {
    const jobId = jobIds[1]!;
    const waitingUntil = new Date('2030-01-01T00:15:00.000Z');
    await waitFor(jobId, 'action_required', {
      waitingUntil,
      actionRequired: {
        type: 'underwriting_question',
        message: 'Two questions',
        deepLink: 'http://localhost/app',
        questions: [
          { id: 'years_in_business', text: 'Years in business?', type: 'integer' },
          { id: 'has_pool', text: 'Is there a pool?', type: 'yes_no' },
        ],
      },
    });
    // The job view carries the end of the window, in the job and in the request.
    const job = await api.app.inject({
      method: 'GET',
      url: `/v1/quotes/${quoteId}/jobs/${jobId}`,
      headers: api.agency.headers,
    });
    expect(job.json().data.actionRequired).toMatchObject({
      type: 'underwriting_question',
      expiresAt: '2030-01-01T00:15:00.000Z',
    });
    const request = await api.app.inject({
      method: 'GET',
      url: `/v1/quotes/${quoteId}`,
      headers: api.agency.headers,
    });
    const listed = request.json().data.jobs.find((j: { jobId: string }) => j.jobId === jobId);
    expect(listed.actionRequired.expiresAt).toBe(waitingUntil.toISOString());

    const res = await resolve(jobId, {
      answers: { has_pool: 'maybe', other: 'x' },
      code: '',
      remember: 'no',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field_errors).toEqual({
      code: ['must not be empty'],
      remember: ['must be a boolean'],
      'answers.years_in_business': ['is required (Years in business?)'],
      'answers.has_pool': [
        'must be yes or no: true/false, "yes"/"no" or "y"/"n", in any case (Is there a pool?)',
      ],
      'answers.other': ['is not a question this job asks (it asks: years_in_business, has_pool)'],
    });
  });

  it('asks a follow-up only when its condition holds: required then, ignored (even blank) otherwise', async () => {
    const created = await createRequest('RESOLVE-2');
    const [first, second, third] = created.jobIds as [string, string, string];
    const questions = [
      { id: 'history.priorCancellation', text: 'Cancelled in the past 3 years?', type: 'yes_no' },
      {
        id: 'summit-mutual:prior_cancellation_explanation',
        text: 'Please explain',
        type: 'text',
        when: { questionId: 'history.priorCancellation', answer: true },
      },
    ];
    const asking = {
      type: 'underwriting_question',
      message: 'Two',
      deepLink: 'http://localhost/app',
      questions,
    };
    const resolveOn = (jobId: string, answers: Record<string, unknown>) =>
      api.app.inject({
        method: 'POST',
        url: `/v1/quotes/${created.quoteId}/jobs/${jobId}/resolve`,
        headers: api.agency.headers,
        payload: { answers },
      });
    for (const jobId of [first, second])
      await waitFor(jobId, 'action_required', {
        waitingUntil: new Date('2030-01-01'),
        actionRequired: asking,
      });

    const yes = { 'history.priorCancellation': true };
    expect((await resolveOn(first, yes)).json().error.field_errors).toEqual({
      'answers.summit-mutual:prior_cancellation_explanation': [
        'is required because history.priorCancellation is true (Please explain)',
      ],
    });
    expect(
      (await resolveOn(first, { ...yes, 'summit-mutual:prior_cancellation_explanation': ' ' })).json().error
        .field_errors,
    ).toEqual({
      'answers.summit-mutual:prior_cancellation_explanation': [
        'must be a non-empty text of at most 2000 characters (Please explain)',
      ],
    });
    // No: the explanation is not asked, so a form's empty box for it is no error.
    const no = await resolveOn(second, {
      'history.priorCancellation': false,
      'summit-mutual:prior_cancellation_explanation': '',
    });
    expect(no.statusCode).toBe(202);
    const done = await resolveOn(first, {
      ...yes,
      'summit-mutual:prior_cancellation_explanation': 'Non-payment, 2024',
    });
    expect(done.statusCode).toBe(202);

    // A choice opens its follow-up in any case; one whose question this pause does not ask stands alone.
    await waitFor(third, 'action_required', {
      waitingUntil: new Date('2030-01-01'),
      actionRequired: {
        ...asking,
        questions: [
          { id: 'losses', text: 'Losses?', type: 'choice', choices: ['None', '1 or more'] },
          {
            id: 'lossDetails',
            text: 'Describe them',
            type: 'text',
            when: { questionId: 'losses', answer: '1 or more' },
          },
          {
            id: 'fenceDetails',
            text: 'Describe the fence',
            type: 'text',
            when: { questionId: 'hasPool', answer: true },
          },
        ],
      },
    });
    expect((await resolveOn(third, { losses: '1 OR MORE' })).json().error.field_errors).toEqual({
      'answers.lossDetails': ['is required because losses is "1 or more" (Describe them)'],
      'answers.fenceDetails': ['is required because hasPool is true (Describe the fence)'],
    });
  });

  it('answers a schema error alone for a job waiting for no one, and 409 for a valid body', async () => {
    const jobId = jobIds[2]!;
    const res = await resolve(jobId, { code: 12 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field_errors).toEqual({ code: ['must be a string'] });
    expect((await resolve(jobId, { code: '123456' })).statusCode).toBe(409);
  });

  it('answers a schema error alone for an unknown job, and 404 for a valid body', async () => {
    const unknown = 'job_00000000000000000000000000';
    expect((await resolve(unknown, { code: 12 })).json().error.field_errors).toEqual({
      code: ['must be a string'],
    });
    expect((await resolve(unknown, { code: '123456' })).statusCode).toBe(404);
    expect((await resolve('nope', { code: '123456' })).statusCode).toBe(404);
  });
});
