// A person in the loop, in the store: a running job pauses (mfa_waiting or action_required, with its
// deep link and quote.action_required), the resolve operation checks and stores the code or answers
// and wakes the waiting worker, and the job runs again; a window that ends fails the job's wait.
import { afterEach, describe, expect, it } from 'vitest';
import { AgentError } from '../../src/agents/errors.ts';
import type { UnderwritingQuestion } from '../../src/agents/playbook.ts';
import { jobView } from '../../src/api/views.ts';
import { askQuestions } from '../../src/runs/ask-questions.ts';
import { pauseForPerson } from '../../src/runs/pause-for-person.ts';
import { resolveJob } from '../../src/runs/resolve-job.ts';
import { findClientAnswers, saveClientAnswer } from '../../src/store/client-answers.ts';
import { listEvents } from '../../src/store/events.ts';
import { findJob, type JobRow } from '../../src/store/jobs.ts';
import { testCodes } from '../helpers/codes.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';
import { seedRequest } from '../helpers/runs.ts';

const publicUrl = 'https://quotes.example.test';

describe(`resolving a job waiting for a person (${backend})`, () => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function runningJob() {
    t = await createTestDb();
    const { db } = t;
    const seeded = await seedRequest(db, { status: 'in_progress', jobs: [{ status: 'running' }] });
    const job = (await findJob(db, seeded.jobIds[0]!)) as JobRow;
    return { db, job, ...seeded };
  }

  it('pauses for an MFA code, refuses a malformed one, and resumes with the code typed', async () => {
    const { db, job, agencyId, requestId } = await runningJob();
    const paused = pauseForPerson(
      { db, vault: { codes: testCodes }, publicUrl, actionTimeoutMs: 60_000 },
      job,
      'AMS-1',
      {
        type: 'mfa',
        message: 'Enter the code sent to the agency phone',
      },
    );
    await expect.poll(async () => (await findJob(db, job.id))?.status).toBe('mfa_waiting');
    expect((await findJob(db, job.id))?.actionRequired).toEqual({
      type: 'mfa',
      message: 'Enter the code sent to the agency phone',
      deepLink: `${publicUrl}/app/quotes/${requestId}/jobs/${job.id}`,
    });
    const events = await listEvents(db, { agencyId, quoteRequestId: requestId });
    expect(events.map((e) => e.type)).toEqual(['quote.action_required']);
    // The window's end: stored on the job, carried by the event and the job view.
    const waitingUntil = (await findJob(db, job.id))?.waitingUntil;
    expect(Math.abs(new Date(waitingUntil!).getTime() - (Date.now() + 60_000))).toBeLessThan(15_000);
    const expiresAt = new Date(waitingUntil!).toISOString();
    expect((events[0]!.payload as { actionRequired: unknown }).actionRequired).toMatchObject({ expiresAt });
    expect(jobView((await findJob(db, job.id))!).actionRequired?.expiresAt).toBe(expiresAt);

    await expect(
      resolveJob({ db, codes: testCodes }, agencyId, requestId, job.id, { code: '12' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    await resolveJob({ db, codes: testCodes }, agencyId, requestId, job.id, { code: ' 482913 ' });
    expect(await paused).toEqual({ kind: 'mfa', code: '482913' });
    expect(await findJob(db, job.id)).toMatchObject({
      status: 'running',
      actionRequired: null,
      waitingUntil: null,
    });
  });

  it('pauses for questions and resumes with the answers, checked against the questions asked', async () => {
    const { db, job, agencyId, requestId } = await runningJob();
    const questions: UnderwritingQuestion[] = [
      { id: 'hasPool', text: 'Is there a swimming pool on the premises?', type: 'yes_no' },
      { id: 'summit-mutual:fryers', text: 'How many deep fryers?', type: 'integer' },
    ];
    const paused = pauseForPerson(
      { db, vault: { codes: testCodes }, publicUrl, actionTimeoutMs: 60_000 },
      job,
      'AMS-1',
      {
        type: 'underwriting_question',
        message: 'Summit asks 2 questions',
        questions,
      },
    );
    await expect.poll(async () => (await findJob(db, job.id))?.status).toBe('action_required');
    await expect(
      resolveJob({ db, codes: testCodes }, agencyId, requestId, job.id, {
        answers: { hasPool: true, unknown: 'x' },
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: {
        'answers.summit-mutual:fryers': ['is required (How many deep fryers?)'],
        'answers.unknown': ['is not a question this job asks (it asks: hasPool, summit-mutual:fryers)'],
      },
    });
    await resolveJob({ db, codes: testCodes }, agencyId, requestId, job.id, {
      answers: { hasPool: false, 'summit-mutual:fryers': '3' },
    });
    expect(await paused).toEqual({
      kind: 'answers',
      answers: { hasPool: false, 'summit-mutual:fryers': '3' },
      remember: true,
    });
    expect((await findJob(db, job.id))?.status).toBe('running');
  });

  it('remembers answers for the client by default, and not when the person says so; a follow-up they settle is asked alone or not at all', async () => {
    const { db, job, agencyId, requestId, clientId } = await runningJob();
    const deps = { db, vault: { codes: testCodes }, publicUrl, actionTimeoutMs: 60_000 };
    const questions: UnderwritingQuestion[] = [
      { id: 'hasPool', text: 'Is there a swimming pool on the premises?', type: 'yes_no' },
    ];
    const ask = () =>
      askQuestions(deps, {
        job,
        request: { clientId, externalReference: 'AMS-1' },
        carrierName: 'Summit Mutual',
        questions,
        reason: 'underwriting_question',
      });
    const remembered = async () => findClientAnswers(db, clientId, ['hasPool']);

    // This job only: the answer serves the job, and the client's remembered answers stay as they were.
    const once = ask();
    await expect.poll(async () => (await findJob(db, job.id))?.status).toBe('action_required');
    await resolveJob({ db, codes: testCodes }, agencyId, requestId, job.id, {
      answers: { hasPool: true },
      remember: false,
    });
    expect(await once).toEqual({ hasPool: true });
    expect(await remembered()).toEqual([]);

    // Asked again (nothing remembered), answered with the default: saved for the client.
    const again = ask();
    await expect.poll(async () => (await findJob(db, job.id))?.status).toBe('action_required');
    await resolveJob({ db, codes: testCodes }, agencyId, requestId, job.id, { answers: { hasPool: false } });
    expect(await again).toEqual({ hasPool: false });
    expect(await remembered()).toEqual([{ questionKey: 'hasPool', answer: false }]);

    // The next ask of the same question is answered from memory, without a pause.
    expect(await ask()).toEqual({ hasPool: false });
    expect((await findJob(db, job.id))?.status).toBe('running');

    // Nor does a follow-up that remembered answer closes pause the job (a No: no fence to describe).
    questions.push({
      id: 'poolFence',
      text: 'Describe the fence around the pool',
      type: 'text',
      when: { questionId: 'hasPool', answer: true },
    });
    expect(await ask()).toEqual({ hasPool: false });
    expect((await findJob(db, job.id))?.status).toBe('running');

    // One a remembered Yes opens is asked on its own, without the condition nobody is asked now.
    await saveClientAnswer(db, clientId, { key: 'hasPool', text: questions[0]!.text }, true);
    const opened = ask();
    await expect.poll(async () => (await findJob(db, job.id))?.status).toBe('action_required');
    expect((await findJob(db, job.id))?.actionRequired?.questions).toEqual([
      { id: 'poolFence', text: 'Describe the fence around the pool', type: 'text' },
    ]);
    await resolveJob({ db, codes: testCodes }, agencyId, requestId, job.id, {
      answers: { poolFence: 'Chain link, 5 ft, locked gate' },
    });
    expect(await opened).toEqual({ hasPool: true, poolFence: 'Chain link, 5 ft, locked gate' });
  });

  it('refuses to resolve a job that waits for nobody', async () => {
    const { db, job, agencyId, requestId } = await runningJob();
    await expect(
      resolveJob({ db, codes: testCodes }, agencyId, requestId, job.id, { code: '123456' }),
    ).rejects.toMatchObject({
      code: 'INVALID_STATE',
      message: 'The job is running; only a job waiting for a person can be resolved',
    });
    await expect(
      resolveJob({ db, codes: testCodes }, 'agency_other', requestId, job.id, { code: '123456' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('ends the wait with mfa_timeout when nobody answers within the window', async () => {
    const { db, job } = await runningJob();
    const paused = pauseForPerson(
      { db, vault: { codes: testCodes }, publicUrl, actionTimeoutMs: 300 },
      job,
      'AMS-1',
      {
        type: 'mfa',
        message: 'Enter the code',
      },
    );
    await expect(paused).rejects.toBeInstanceOf(AgentError);
    await expect(paused).rejects.toMatchObject({ errorType: 'mfa_timeout' });
    expect((await findJob(db, job.id))?.status).toBe('mfa_waiting');
  });
});
