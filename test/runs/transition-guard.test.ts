// Every job status change goes through the one transition table (src/domain/quote-request/
// transitions.ts), single or bulk, and so does the request's: an illegal move is refused (nothing
// returned, the row left as it was).
import { afterEach, describe, expect, it } from 'vitest';
import { findJob, moveJob, moveRequestJobs } from '../../src/store/jobs.ts';
import { moveQuoteRequest } from '../../src/store/quote-requests.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';
import { jobStatuses, requestStatus, seedRequest } from '../helpers/runs.ts';

describe(`the transition guard in the store (${backend})`, () => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('moves one job only along a legal transition', async () => {
    t = await createTestDb();
    const { db } = t;
    const { jobIds } = await seedRequest(db, {
      status: 'in_progress',
      jobs: [{ status: 'success' }, { status: 'standby' }, { status: 'queued' }],
    });
    const [success, standby, queued] = jobIds as [string, string, string];
    expect(await moveJob(db, success, 'running', { workerId: 'w1' })).toBeUndefined();
    expect(await moveJob(db, standby, 'running')).toBeUndefined();
    expect(await moveJob(db, success, 'queued')).toBeUndefined();
    expect(await findJob(db, success)).toMatchObject({ status: 'success', workerId: null });
    expect(await findJob(db, standby)).toMatchObject({ status: 'standby' });

    const moved = await moveJob(db, queued, 'running', { workerId: 'w1', attempt: 1 });
    expect(moved).toMatchObject({ id: queued, status: 'running', workerId: 'w1', attempt: 1 });
    expect(await moveJob(db, queued, 'success', { completedAt: 'now' })).toMatchObject({ status: 'success' });
    // Once ended, it stays ended: a second completion is refused.
    expect(await moveJob(db, queued, 'success')).toBeUndefined();
  });

  it('moves a request’s jobs in bulk job by job: only those whose state may go there', async () => {
    t = await createTestDb();
    const { db } = t;
    const statuses = [
      'standby',
      'queued',
      'running',
      'mfa_waiting',
      'action_required',
      'success',
      'failed',
    ] as const;
    const { requestId, jobIds } = await seedRequest(db, {
      status: 'in_progress',
      jobs: statuses.map((status) => ({ status })),
    });
    const cancelled = await moveRequestJobs(db, requestId, 'cancelled', { errorType: 'cancelled' });
    expect(cancelled.map((j) => j.id).sort()).toEqual(jobIds.slice(0, 5).sort());
    expect(await jobStatuses(db, jobIds)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
      'success',
      'failed',
    ]);
    // The ended jobs kept what they had: no error type written over a success.
    expect((await findJob(db, jobIds[5]!))?.errorType).toBeNull();
  });

  it('narrows a bulk move to the states asked for, and refuses those the table does not allow', async () => {
    t = await createTestDb();
    const { db } = t;
    const { requestId, jobIds } = await seedRequest(db, {
      status: 'pending',
      jobs: [{ status: 'standby' }, { status: 'failed' }, { status: 'success' }],
    });
    // success → queued is not a transition: asking for it moves nothing.
    expect(await moveRequestJobs(db, requestId, 'queued', {}, ['success'])).toEqual([]);
    // failed → queued is (a retry), but this move asks for standby jobs only.
    const queued = await moveRequestJobs(db, requestId, 'queued', {}, ['standby']);
    expect(queued.map((j) => j.id)).toEqual([jobIds[0]]);
    expect(await jobStatuses(db, jobIds)).toEqual(['queued', 'failed', 'success']);
  });

  it('moves a request only along a legal transition', async () => {
    t = await createTestDb();
    const { db } = t;
    const done = await seedRequest(db, { status: 'completed', jobs: [{ status: 'success' }] });
    expect(await moveQuoteRequest(db, done.requestId, 'in_progress', { completedAt: null })).toBe(false);
    expect(await moveQuoteRequest(db, done.requestId, 'cancelled', { completedAt: 'now' })).toBe(false);
    expect(await requestStatus(db, done.requestId)).toBe('completed');

    const pending = await seedRequest(db, { status: 'pending', jobs: [{ status: 'standby' }] });
    expect(await moveQuoteRequest(db, pending.requestId, 'completed', { completedAt: 'now' })).toBe(false);
    expect(await moveQuoteRequest(db, pending.requestId, 'in_progress', { startedAt: 'now' })).toBe(true);
    expect(await requestStatus(db, pending.requestId)).toBe('in_progress');
  });
});
