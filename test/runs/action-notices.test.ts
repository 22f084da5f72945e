// quote.action_required only when a person is needed, once per pause, and quote.action_resolved when a
// pause that sent one ends (src/runs/action-notices.ts): an MFA pause whose code may arrive by itself
// waits out its grace, a code that comes within it sends nothing, a later one resolves the notice; the
// deferred notice is recorded once whoever finds it due (the waiting worker, any worker's sweep).
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerShutdownError } from '../../src/agents/runtime/hand-back.ts';
import { ensureAgencyMailAddress } from '../../src/inbound/email/address.ts';
import { giveCodeToWaitingJob } from '../../src/inbound/give-code.ts';
import {
  codeMayArriveByItself,
  endPause,
  sendDueActionNotices,
  startActionNoticeSweep,
} from '../../src/runs/action-notices.ts';
import { cancelRequest } from '../../src/runs/cancel-request.ts';
import { completeJob } from '../../src/runs/complete-job.ts';
import { type PauseDeps, pauseForPerson } from '../../src/runs/pause-for-person.ts';
import { resolveJob } from '../../src/runs/resolve-job.ts';
import { openActionNotice } from '../../src/store/action-notices.ts';
import type { Db } from '../../src/store/db.ts';
import { listEvents } from '../../src/store/events.ts';
import { findJob, type JobRow, moveJob } from '../../src/store/jobs.ts';
import { upsertSmsNumber } from '../../src/store/sms-numbers.ts';
import { testCarriers } from '../helpers/api.ts';
import { testCodes } from '../helpers/codes.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';
import { seedRequest } from '../helpers/runs.ts';

const publicUrl = 'https://quotes.example.test';
const mfa = {
  type: 'mfa',
  message: 'Summit Mutual: enter the code texted to the phone ending 0199',
} as const;

describe(`action notices: quote.action_required when a person is needed (${backend})`, () => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function runningJob(options: { smsRoute?: boolean; jobs?: number } = {}) {
    t = await createTestDb();
    const { db } = t;
    const seeded = await seedRequest(db, {
      status: 'in_progress',
      jobs: Array.from({ length: options.jobs ?? 1 }, () => ({ status: 'running' as const })),
    });
    if (options.smsRoute)
      await upsertSmsNumber(db, { agencyId: seeded.agencyId, number: '+15550100123', sealedToken: null });
    const job = (await findJob(db, seeded.jobIds[0]!)) as JobRow;
    return { db, job, ...seeded };
  }

  const depsOf = (db: Db, graceMs: number, shutdown?: AbortSignal): PauseDeps => ({
    db,
    vault: { codes: testCodes },
    publicUrl,
    actionTimeoutMs: 60_000,
    mfaNotifyGraceMs: graceMs,
    carriers: testCarriers,
    ...(shutdown ? { shutdown } : {}),
  });

  const payloads = async (db: Db, agencyId: string, requestId: string, type: string) =>
    (await listEvents(db, { agencyId, quoteRequestId: requestId, type })).map((e) => e.payload);

  it('sends at once when no inbound route exists, then action_resolved `answered` with the job running', async () => {
    const { db, job, agencyId, requestId } = await runningJob();
    const paused = pauseForPerson(depsOf(db, 30_000), job, 'AMS-1', mfa);
    await expect.poll(async () => (await findJob(db, job.id))?.status).toBe('mfa_waiting');
    expect(await payloads(db, agencyId, requestId, 'quote.action_required')).toHaveLength(1);
    await resolveJob({ db, codes: testCodes }, agencyId, requestId, job.id, { code: '482913' });
    expect(await paused).toEqual({ kind: 'mfa', code: '482913' });
    const resolved = await payloads(db, agencyId, requestId, 'quote.action_resolved');
    expect(resolved).toEqual([
      expect.objectContaining({
        jobId: job.id,
        carrierId: job.carrierId,
        lineOfBusiness: job.lineOfBusiness,
        resolution: 'answered',
        status: 'running',
      }),
    ]);
  });

  it('sends nothing for an MFA pause whose code arrives by itself within the grace', async () => {
    const { db, job, agencyId, requestId } = await runningJob({ smsRoute: true });
    const paused = pauseForPerson(depsOf(db, 60_000), job, 'AMS-1', mfa);
    // The job shows it waits at once (the app shows it), with no event.
    await expect.poll(async () => (await findJob(db, job.id))?.status).toBe('mfa_waiting');
    const delivery = await giveCodeToWaitingJob(
      { db, codes: testCodes },
      { agencyId, code: '551204', via: 'sms', fits: () => true },
    );
    expect(delivery).toMatchObject({ delivered: true, jobId: job.id });
    expect(await paused).toEqual({ kind: 'mfa', code: '551204', via: 'sms' });
    expect((await findJob(db, job.id))?.status).toBe('running');
    // Past any due time: the sweep finds nothing to send.
    expect(await sendDueActionNotices(db)).toBe(0);
    const types = (await listEvents(db, { agencyId, quoteRequestId: requestId })).map((e) => e.type);
    expect(types).toEqual([]);
  });

  it('sends once after the grace when no code came, then action_resolved `code_received` when it does', async () => {
    const { db, job, agencyId, requestId } = await runningJob({ smsRoute: true });
    const paused = pauseForPerson(depsOf(db, 300), job, 'AMS-1', mfa);
    await expect
      .poll(async () => (await payloads(db, agencyId, requestId, 'quote.action_required')).length, {
        timeout: 10_000,
      })
      .toBe(1);
    const [sent] = await payloads(db, agencyId, requestId, 'quote.action_required');
    expect(sent).toMatchObject({ jobId: job.id, actionRequired: { type: 'mfa', message: mfa.message } });
    // Another node's sweep finds it sent already.
    expect(await sendDueActionNotices(db)).toBe(0);
    await giveCodeToWaitingJob(
      { db, codes: testCodes },
      { agencyId, code: '551204', via: 'sms', fits: () => true },
    );
    expect(await paused).toMatchObject({ kind: 'mfa', via: 'sms' });
    expect(await payloads(db, agencyId, requestId, 'quote.action_resolved')).toEqual([
      expect.objectContaining({ jobId: job.id, resolution: 'code_received', status: 'running' }),
    ]);
    expect(await payloads(db, agencyId, requestId, 'quote.action_required')).toHaveLength(1);
  });

  it('knows when a code can arrive by itself: any carrier with an SMS number, e-mailing carriers with a code address', async () => {
    const { db, agencyId } = await runningJob();
    const may = (carrierId: string) =>
      codeMayArriveByItself(db, { agencyId, carrierId }, { carriers: testCarriers });
    expect([await may('summit-mutual'), await may('ironclad-specialty')]).toEqual([false, false]);
    await ensureAgencyMailAddress(db, agencyId, 'codes.localhost');
    expect([await may('summit-mutual'), await may('ironclad-specialty')]).toEqual([false, true]);
    await upsertSmsNumber(db, { agencyId, number: '+15550100123', sealedToken: null });
    expect([await may('summit-mutual'), await may('ironclad-specialty')]).toEqual([true, true]);
  });

  it('sends questions at once, whatever the routes', async () => {
    const { db, job, agencyId, requestId } = await runningJob({ smsRoute: true });
    const paused = pauseForPerson(depsOf(db, 60_000), job, 'AMS-1', {
      type: 'underwriting_question',
      message: 'Summit asks 1 question',
      questions: [{ id: 'hasPool', text: 'Is there a swimming pool?', type: 'yes_no' }],
    });
    await expect.poll(async () => (await findJob(db, job.id))?.status).toBe('action_required');
    expect(await payloads(db, agencyId, requestId, 'quote.action_required')).toHaveLength(1);
    await resolveJob({ db, codes: testCodes }, agencyId, requestId, job.id, { answers: { hasPool: false } });
    await paused;
    expect(await payloads(db, agencyId, requestId, 'quote.action_resolved')).toEqual([
      expect.objectContaining({ resolution: 'answered' }),
    ]);
  });

  it('a worker stopping in the grace: the notice goes out once when due, by any sweep; the next attempt ends it', async () => {
    const { db, job, agencyId, requestId } = await runningJob({ smsRoute: true });
    const stop = new AbortController();
    const paused = pauseForPerson(depsOf(db, 400, stop.signal), job, 'AMS-1', mfa);
    await expect.poll(async () => (await findJob(db, job.id))?.status).toBe('mfa_waiting');
    stop.abort();
    await expect(paused).rejects.toBeInstanceOf(WorkerShutdownError);
    // Still waiting in the store, its worker gone: sweeps (two at a time, as two nodes) send it once
    // when due (or the stopping worker's own timer did, before its wait ended).
    await expect
      .poll(
        async () => {
          await Promise.all([sendDueActionNotices(db), sendDueActionNotices(db)]);
          return (await payloads(db, agencyId, requestId, 'quote.action_required')).length;
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    expect(await sendDueActionNotices(db)).toBe(0);
    expect(await payloads(db, agencyId, requestId, 'quote.action_required')).toHaveLength(1);
    // Another worker takes the job over (execute-job.ts): that pause is over.
    await db.transaction(async (tx) => {
      const moved = await moveJob(tx, job.id, 'running', { actionRequired: null, waitingUntil: null });
      await endPause(tx, moved!, 'restarted');
    });
    expect(await payloads(db, agencyId, requestId, 'quote.action_resolved')).toEqual([
      expect.objectContaining({ resolution: 'restarted', status: 'running' }),
    ]);
  });

  it('a worker process sweep sends a due notice of a job nobody holds', async () => {
    const { db, job, agencyId, requestId } = await runningJob();
    await moveJob(db, job.id, 'mfa_waiting', {
      actionRequired: { type: 'mfa', message: mfa.message, deepLink: 'x' },
    });
    await openActionNotice(db, job.id, 1);
    const sweep = startActionNoticeSweep(db, 50, () => undefined);
    try {
      await expect
        .poll(async () => (await payloads(db, agencyId, requestId, 'quote.action_required')).length)
        .toBe(1);
    } finally {
      sweep.stop();
    }
    const [sent] = await payloads(db, agencyId, requestId, 'quote.action_required');
    expect(sent).toMatchObject({ jobId: job.id, actionRequired: { type: 'mfa', deepLink: 'x' } });
  });

  it('a window that ends or a cancel resolves a sent notice; a deferred one not yet due sends nothing', async () => {
    const { db, agencyId, requestId, jobIds } = await runningJob({ jobs: 3 });
    const [timedOut, notified, deferred] = jobIds as [string, string, string];
    for (const id of jobIds) await moveJob(db, id, 'mfa_waiting', { waitingUntil: new Date() });
    await openActionNotice(db, timedOut);
    await openActionNotice(db, notified);
    await openActionNotice(db, deferred, 60_000);
    // Three claims of a due notice at once (nodes' sweeps, the waiting worker): one records it.
    const {
      jobIds: [due],
    } = await seedRequest(db, { status: 'in_progress', jobs: [{ status: 'running' }], agencyId });
    await moveJob(db, due!, 'mfa_waiting', { waitingUntil: new Date() });
    await openActionNotice(db, due!, 1);
    await expect
      .poll(
        async () =>
          (await db.query('SELECT 1 FROM jobs WHERE id = $1 AND action_notice_due_at <= now()', [due]))
            .length,
      )
      .toBe(1);
    const claims = await Promise.all([
      sendDueActionNotices(db),
      sendDueActionNotices(db, due),
      sendDueActionNotices(db),
    ]);
    expect(claims.reduce((a, b) => a + b)).toBe(1);
    await db.transaction((tx) =>
      completeJob(tx, timedOut, requestId, {
        status: 'failed',
        errorType: 'mfa_timeout',
        errorMessage: 'Nobody entered the MFA code before the window ended',
      }),
    );
    await cancelRequest(db, agencyId, requestId);
    const resolved = await payloads(db, agencyId, requestId, 'quote.action_resolved');
    expect(resolved.map((p) => [p.jobId, p.resolution, p.status])).toEqual([
      [timedOut, 'timed_out', 'failed'],
      [notified, 'cancelled', 'cancelled'],
    ]);
    expect(await sendDueActionNotices(db)).toBe(0);
    // The pause's end comes before the request's.
    const types = (await listEvents(db, { agencyId, quoteRequestId: requestId })).map((e) => e.type);
    expect(types.indexOf('quote.completed')).toBeGreaterThan(types.lastIndexOf('quote.action_resolved'));
  });
});
