// Completing a job and rolling its request up, in the store: the job ends once, job.completed is
// recorded, and the request reaches its terminal state (with quote.completed, and quote.failed when
// nothing was quoted) only when its last dispatched job ends.
import { afterEach, describe, expect, it } from 'vitest';
import { completeJob } from '../../src/runs/complete-job.ts';
import { listEvents } from '../../src/store/events.ts';
import { findJob } from '../../src/store/jobs.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';
import { eventTypesOf, quote, requestStatus, seedRequest } from '../helpers/runs.ts';

describe(`completing a job and rolling the request up (${backend})`, () => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('ends the job, records job.completed, and rolls the request up when the last job ends', async () => {
    t = await createTestDb();
    const { db } = t;
    const { agencyId, requestId, jobIds } = await seedRequest(db, {
      status: 'in_progress',
      // The standby job was never dispatched: it does not hold the roll-up back.
      jobs: [{ status: 'running' }, { status: 'running' }, { status: 'standby' }],
    });
    const [first, second] = jobIds as [string, string];
    const done = await db.transaction((tx) =>
      completeJob(tx, first, requestId, { status: 'success', result: quote(1800) }),
    );
    expect(done).toMatchObject({ id: first, status: 'success', workerId: null, result: quote(1800) });
    expect(await requestStatus(db, requestId)).toBe('in_progress');
    expect(await eventTypesOf(db, agencyId, requestId)).toEqual(['job.completed']);

    await db.transaction((tx) =>
      completeJob(tx, second, requestId, {
        status: 'failed',
        errorType: 'declined_appetite',
        errorMessage: 'Not a class we write',
      }),
    );
    expect(await findJob(db, second)).toMatchObject({
      status: 'failed',
      errorType: 'declined_appetite',
      errorMessage: 'Not a class we write',
    });
    expect(await requestStatus(db, requestId)).toBe('partial');
    const events = await listEvents(db, { agencyId, quoteRequestId: requestId });
    expect(events.map((e) => e.type)).toEqual(['job.completed', 'job.completed', 'quote.completed']);
    expect(events[2]!.payload).toMatchObject({
      event: 'quote.completed',
      quoteRequestId: requestId,
      status: 'partial',
      summary: {
        // The request's carrierIds as sent (test/helpers/runs.ts), none skipped.
        carriersRequested: 5,
        carriersSkipped: 0,
        jobsDispatched: 2,
        quotesReturned: 1,
        lowestAnnualPremium: 1800,
        failedCount: 1,
        actionRequiredCount: 0,
        cancelledCount: 0,
      },
    });
  });

  it('ends the request completed when every job quoted, failed with quote.failed when none did', async () => {
    t = await createTestDb();
    const { db } = t;
    const quoted = await seedRequest(db, { status: 'in_progress', jobs: [{ status: 'running' }] });
    await db.transaction((tx) =>
      completeJob(tx, quoted.jobIds[0]!, quoted.requestId, { status: 'success', result: quote(900) }),
    );
    expect(await requestStatus(db, quoted.requestId)).toBe('completed');
    expect(await eventTypesOf(db, quoted.agencyId, quoted.requestId)).toEqual([
      'job.completed',
      'quote.completed',
    ]);

    const none = await seedRequest(db, {
      status: 'in_progress',
      jobs: [{ status: 'running' }, { status: 'mfa_waiting' }],
    });
    await db.transaction((tx) =>
      completeJob(tx, none.jobIds[0]!, none.requestId, {
        status: 'failed',
        errorType: 'portal_unavailable',
        errorMessage: 'The portal answered 503',
      }),
    );
    await db.transaction((tx) =>
      completeJob(tx, none.jobIds[1]!, none.requestId, {
        status: 'failed',
        errorType: 'mfa_timeout',
        errorMessage: 'Nobody entered the MFA code before the window ended',
      }),
    );
    expect(await requestStatus(db, none.requestId)).toBe('failed');
    const events = await listEvents(db, { agencyId: none.agencyId, quoteRequestId: none.requestId });
    expect(events.map((e) => e.type)).toEqual([
      'job.completed',
      'job.completed',
      'quote.completed',
      'quote.failed',
    ]);
    expect(events[3]!.payload).toMatchObject({
      status: 'failed',
      summary: { quotesReturned: 0, lowestAnnualPremium: null, failedCount: 1, actionRequiredCount: 1 },
    });
  });

  it('completes a job once: a second completion changes and records nothing', async () => {
    t = await createTestDb();
    const { db } = t;
    const { agencyId, requestId, jobIds } = await seedRequest(db, {
      status: 'in_progress',
      jobs: [{ status: 'running' }],
    });
    const job = jobIds[0]!;
    await db.transaction((tx) => completeJob(tx, job, requestId, { status: 'success', result: quote(700) }));
    const again = await db.transaction((tx) =>
      completeJob(tx, job, requestId, { status: 'failed', errorType: 'timeout', errorMessage: 'late' }),
    );
    expect(again).toBeUndefined();
    expect(await findJob(db, job)).toMatchObject({ status: 'success', errorType: null, result: quote(700) });
    expect(await requestStatus(db, requestId)).toBe('completed');
    expect(await eventTypesOf(db, agencyId, requestId)).toEqual(['job.completed', 'quote.completed']);
  });

  it('refuses to end a job that never started (standby cannot go to success)', async () => {
    t = await createTestDb();
    const { db } = t;
    const { agencyId, requestId, jobIds } = await seedRequest(db, {
      status: 'in_progress',
      jobs: [{ status: 'standby' }, { status: 'running' }],
    });
    const refused = await db.transaction((tx) =>
      completeJob(tx, jobIds[0]!, requestId, { status: 'success', result: quote(500) }),
    );
    expect(refused).toBeUndefined();
    expect(await findJob(db, jobIds[0]!)).toMatchObject({ status: 'standby', result: null });
    expect(await requestStatus(db, requestId)).toBe('in_progress');
    expect(await eventTypesOf(db, agencyId, requestId)).toEqual([]);
  });
});
