// The quote.completed summary counts what the partner asked and what became of it (docs/webhooks.md,
// "summary"): a create naming five carriers, two skipped by appetite, runs five jobs; they end quoted,
// failed, timed out waiting for a person and cancelled, and the counts add up to the request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeJob, jobCounts } from '../../src/runs/complete-job.ts';
import { ensureCarrierJobQueue } from '../../src/runs/dispatch.ts';
import { moveJob } from '../../src/store/jobs.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { createTestApi, TEST_NOW, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';
import { quote } from '../helpers/runs.ts';

const allCarriers = ['summit-mutual', 'harborline', 'pioneer-casualty', 'ironclad-specialty', 'bluebonnet'];

describe(`quote.completed summary counts (${backend})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ queue: true });
    // The start queues its jobs; no worker takes them here (the test ends them itself).
    await ensureCarrierJobQueue(api.boss!);
  });
  afterAll(() => api.close());

  it('counts the carriers sent, the skipped ones, and every dispatched job once', async () => {
    const created = await api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: api.agency.headers,
      payload: validCreateBody({ carrierIds: allCarriers, externalReference: 'SUM-1' }, TEST_NOW),
    });
    expect(created.statusCode, created.body).toBe(201);
    const {
      quoteRequestId: id,
      jobs,
      skippedCarriers,
    } = created.json().data as {
      quoteRequestId: string;
      jobs: { jobId: string; carrierId: string }[];
      skippedCarriers: unknown[];
    };
    // A restaurant in TX (test/api/quotes-create.test.ts): Pioneer and Ironclad skipped, five jobs.
    expect(skippedCarriers).toHaveLength(2);
    expect(jobs).toHaveLength(5);
    const started = await api.app.inject({
      method: 'POST',
      url: `/v1/quotes/${id}/start`,
      headers: api.agency.headers,
    });
    expect(started.statusCode, started.body).toBe(202);

    const [a, b, c, d] = jobs.map((j) => j.jobId) as [string, string, string, string];
    for (const jobId of [a, b, c, d]) await moveJob(api.db, jobId, 'running');
    await api.db.transaction(async (tx) => {
      await completeJob(tx, a, id, { status: 'success', result: quote(4180) });
      await completeJob(tx, b, id, { status: 'success', result: quote(3900) });
      await completeJob(tx, c, id, {
        status: 'failed',
        errorType: 'declined_underwriting',
        errorMessage: 'Not a class we write',
      });
      await completeJob(tx, d, id, {
        status: 'failed',
        errorType: 'mfa_timeout',
        errorMessage: 'Nobody entered the MFA code before the window ended',
      });
    });
    // The fifth is still queued: the cancel ends it and the request.
    const cancelled = await api.app.inject({
      method: 'POST',
      url: `/v1/quotes/${id}/cancel`,
      headers: api.agency.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);

    const events = await api.app.inject({
      method: 'GET',
      url: `/v1/quotes/${id}/events`,
      headers: api.agency.headers,
    });
    const completed = (
      events.json().data.events as { type: string; payload: { summary: Record<string, number> } }[]
    ).filter((e) => e.type === 'quote.completed');
    expect(completed).toHaveLength(1);
    const summary = completed[0]!.payload.summary;
    expect(summary).toEqual({
      carriersRequested: 5,
      carriersSkipped: 2,
      jobsDispatched: 5,
      quotesReturned: 2,
      lowestAnnualPremium: 3900,
      failedCount: 1,
      actionRequiredCount: 1,
      cancelledCount: 1,
    });
    // The identities docs/webhooks.md states.
    const carriersWithJobs = new Set(jobs.map((j) => j.carrierId)).size;
    expect(summary.carriersRequested).toBe(summary.carriersSkipped! + carriersWithJobs);
    expect(summary.jobsDispatched).toBe(
      summary.quotesReturned! + summary.failedCount! + summary.actionRequiredCount! + summary.cancelledCount!,
    );
  });

  it('puts each ended job in exactly one count', () => {
    const counts = jobCounts([
      { status: 'success', errorType: null },
      { status: 'failed', errorType: 'portal_unavailable' },
      { status: 'failed', errorType: 'action_timeout' },
      { status: 'cancelled', errorType: 'cancelled' },
      { status: 'failed', errorType: 'mfa_timeout' },
    ]);
    expect(counts).toEqual({
      jobsDispatched: 5,
      quotesReturned: 1,
      failedCount: 1,
      actionRequiredCount: 2,
      cancelledCount: 1,
    });
  });
});
