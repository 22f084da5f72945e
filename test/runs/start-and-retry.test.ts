// Starting a run and retrying a failed job, in the store and the real queue: jobs move through the
// transition guard (standby → queued, failed → queued), the request opens (or reopens), and one
// pg-boss message per job is queued.
import type { PgBoss } from 'pg-boss';
import { afterEach, describe, expect, it } from 'vitest';
import { startBoss } from '../../src/queue/boss.ts';
import { CARRIER_JOB_QUEUE, type CarrierJobMessage, ensureCarrierJobQueue } from '../../src/runs/dispatch.ts';
import { retryJob } from '../../src/runs/retry-job.ts';
import { startRun } from '../../src/runs/start-run.ts';
import { findJob } from '../../src/store/jobs.ts';
import { findQuoteRequest } from '../../src/store/quote-requests.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';
import { jobStatuses, requestStatus, seedRequest } from '../helpers/runs.ts';

describe(`starting a run and retrying a job (${backend})`, () => {
  let t: TestDb | undefined;
  let boss: PgBoss | undefined;
  afterEach(async () => {
    await boss?.stop({ graceful: false, timeout: 2000 });
    boss = undefined;
    await t?.close();
    t = undefined;
  });

  async function open() {
    t = await createTestDb();
    // No maintenance: nothing but these tests' sends touches the queue.
    boss = await startBoss(t.db, { supervise: false });
    await ensureCarrierJobQueue(boss);
    return { db: t.db, boss };
  }

  /** The job ids of the messages waiting in the carrier-job queue (taken off it). */
  async function queuedMessages(queue: PgBoss): Promise<string[]> {
    const jobs = await queue.fetch<CarrierJobMessage>(CARRIER_JOB_QUEUE, { batchSize: 20 });
    return jobs.map((job) => job.data.jobId).sort();
  }

  it('queues the standby jobs of a pending request, opens it, and dispatches one message per job', async () => {
    const { db, boss } = await open();
    const { agencyId, requestId, jobIds } = await seedRequest(db, {
      status: 'pending',
      jobs: [{ status: 'standby' }, { status: 'standby' }],
    });
    await startRun({ db, boss }, agencyId, requestId);
    expect(await jobStatuses(db, jobIds)).toEqual(['queued', 'queued']);
    const request = await findQuoteRequest(db, agencyId, requestId);
    expect(request).toMatchObject({ status: 'in_progress', completedAt: null });
    expect(request?.startedAt).toBeInstanceOf(Date);
    expect(await queuedMessages(boss)).toEqual([...jobIds].sort());
  });

  it('refuses to start a request twice, or one with nothing to dispatch', async () => {
    const { db, boss } = await open();
    const started = await seedRequest(db, { status: 'in_progress', jobs: [{ status: 'queued' }] });
    await expect(startRun({ db, boss }, started.agencyId, started.requestId)).rejects.toMatchObject({
      code: 'INVALID_STATE',
    });
    const empty = await seedRequest(db, { status: 'pending', jobs: [] });
    await expect(startRun({ db, boss }, empty.agencyId, empty.requestId)).rejects.toMatchObject({
      code: 'INVALID_STATE',
      message: expect.stringMatching(/^Nothing to dispatch/),
    });
    // The refusal rolled everything back: still pending, nothing queued.
    expect(await requestStatus(db, empty.requestId)).toBe('pending');
    expect(await queuedMessages(boss)).toEqual([]);
  });

  it('retries a failed job: queued again with its error cleared, the request reopened, one message', async () => {
    const { db, boss } = await open();
    const { agencyId, requestId, jobIds } = await seedRequest(db, {
      status: 'partial',
      jobs: [{ status: 'success' }, { status: 'failed' }],
    });
    const failed = jobIds[1]!;
    await db.query(
      `UPDATE jobs SET error_type = 'portal_unavailable', error_message = 'down' WHERE id = $1`,
      [failed],
    );
    const retried = await retryJob({ db, boss }, agencyId, requestId, failed);
    expect(retried).toMatchObject({ id: failed, status: 'queued', errorType: null, errorMessage: null });
    expect(await findJob(db, failed)).toMatchObject({ status: 'queued', completedAt: null, result: null });
    expect(await findQuoteRequest(db, agencyId, requestId)).toMatchObject({
      status: 'in_progress',
      completedAt: null,
    });
    expect(await queuedMessages(boss)).toEqual([failed]);
  });

  it('refuses to retry a job that did not fail, or one of a cancelled request', async () => {
    const { db, boss } = await open();
    const partial = await seedRequest(db, {
      status: 'partial',
      jobs: [{ status: 'success' }, { status: 'failed' }],
    });
    await expect(
      retryJob({ db, boss }, partial.agencyId, partial.requestId, partial.jobIds[0]!),
    ).rejects.toMatchObject({ code: 'INVALID_STATE', message: expect.stringMatching(/is success/) });
    const cancelled = await seedRequest(db, { status: 'cancelled', jobs: [{ status: 'failed' }] });
    await expect(
      retryJob({ db, boss }, cancelled.agencyId, cancelled.requestId, cancelled.jobIds[0]!),
    ).rejects.toMatchObject({ code: 'INVALID_STATE', message: 'The quote request was cancelled' });
    expect(await jobStatuses(db, [...partial.jobIds, ...cancelled.jobIds])).toEqual([
      'success',
      'failed',
      'failed',
    ]);
    expect(await requestStatus(db, partial.requestId)).toBe('partial');
    expect(await queuedMessages(boss)).toEqual([]);
  });
});
