// Cancelling a request in the store: every job that may still be cancelled is (through the transition
// guard), ended ones keep their outcome, and the request ends `cancelled`, announced with
// quote.completed when it had been started.
import { afterEach, describe, expect, it } from 'vitest';
import { cancelRequest } from '../../src/runs/cancel-request.ts';
import { completeJob } from '../../src/runs/complete-job.ts';
import { listEvents } from '../../src/store/events.ts';
import { findJob } from '../../src/store/jobs.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';
import { eventTypesOf, jobStatuses, quote, requestStatus, seedRequest } from '../helpers/runs.ts';

describe(`cancelling a request (${backend})`, () => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('cancels a pending request and its standby jobs, announcing nothing', async () => {
    t = await createTestDb();
    const { db } = t;
    const { agencyId, requestId, jobIds } = await seedRequest(db, {
      status: 'pending',
      jobs: [{ status: 'standby' }, { status: 'standby' }],
    });
    await cancelRequest(db, agencyId, requestId);
    expect(await requestStatus(db, requestId)).toBe('cancelled');
    expect(await jobStatuses(db, jobIds)).toEqual(['cancelled', 'cancelled']);
    expect(await findJob(db, jobIds[0]!)).toMatchObject({
      errorType: 'cancelled',
      errorMessage: "Cancelled at the agency's request",
    });
    expect(await eventTypesOf(db, agencyId, requestId)).toEqual([]);
  });

  it('cancels the unfinished jobs of a running request, keeps the ended ones, and announces the end', async () => {
    t = await createTestDb();
    const { db } = t;
    const { agencyId, requestId, jobIds } = await seedRequest(db, {
      status: 'in_progress',
      jobs: [{ status: 'running' }, { status: 'queued' }, { status: 'running' }, { status: 'mfa_waiting' }],
    });
    const [quoted, queued, running, waiting] = jobIds as [string, string, string, string];
    await db.transaction((tx) =>
      completeJob(tx, quoted, requestId, { status: 'success', result: quote(1200) }),
    );

    await cancelRequest(db, agencyId, requestId);
    expect(await jobStatuses(db, [quoted, queued, running, waiting])).toEqual([
      'success',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(await findJob(db, quoted)).toMatchObject({ errorType: null, result: quote(1200) });
    expect(await findJob(db, waiting)).toMatchObject({ actionRequired: null, waitingUntil: null });
    expect(await requestStatus(db, requestId)).toBe('cancelled');
    const events = await listEvents(db, { agencyId, quoteRequestId: requestId });
    expect(events.map((e) => e.type)).toEqual(['job.completed', 'quote.completed']);
    expect(events[1]!.payload).toMatchObject({ status: 'cancelled', summary: { quotesReturned: 1 } });
  });

  it('refuses a request that has ended, and another agency’s request', async () => {
    t = await createTestDb();
    const { db } = t;
    const done = await seedRequest(db, { status: 'completed', jobs: [{ status: 'success' }] });
    await expect(cancelRequest(db, done.agencyId, done.requestId)).rejects.toMatchObject({
      code: 'INVALID_STATE',
      message: 'The quote request is already completed',
    });
    const other = await seedRequest(db, { status: 'pending', jobs: [{ status: 'standby' }] });
    await expect(cancelRequest(db, done.agencyId, other.requestId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await requestStatus(db, other.requestId)).toBe('pending');
    expect(await jobStatuses(db, other.jobIds)).toEqual(['standby']);
  });
});
