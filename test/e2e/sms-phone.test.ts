// SMS MFA with nobody typing: the stack's agency has an SMS number and token, the API listens on a
// loopback port, and the sandbox phone posts each code Summit texts, signed, to the API's
// /inbound/sms (signed for PUBLIC_URL, as behind a proxy). A Summit job reaches mfa_waiting and then
// finishes with no resolve call from the test: the code came by text (the client's underwriting
// answers are remembered from before, so no question pauses it either), and no quote.action_required
// went out, since no person was needed. Then the route is off (the agency's number removed) and the
// code is typed by a person: exactly one quote.action_required, then quote.action_resolved `answered`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveClientAnswer } from '../../src/store/client-answers.ts';
import { deleteSmsNumber } from '../../src/store/sms-numbers.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack, waitForQuote } from '../helpers/stack.ts';

describe(`SMS codes by themselves (${backend})`, () => {
  let stack: Stack;
  beforeAll(async () => {
    ({ stack } = await startStack({ concurrency: 1, smsPhone: true }));
  }, 120_000);
  afterAll(() => stack?.close());

  /** A Summit GL request created and started, its client's answers remembered (no question pauses it). */
  async function startSummit(reference: string): Promise<string> {
    const created = await stack.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: stack.headers,
      payload: validCreateBody({
        externalReference: reference,
        carrierIds: ['summit-mutual'],
        linesRequested: ['gl'],
        businessOwners: undefined,
        workersComp: undefined,
        input: { bopCoverageLimit: undefined, deductible: undefined, propertyValue: undefined },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().data.quoteRequestId;
    const [request] = await stack.db.query<{ client_id: string }>(
      'SELECT client_id FROM quote_requests WHERE id = $1',
      [id],
    );
    for (const [key, answer] of [
      ['operations.alcoholSales', false],
      ['history.lossesPast3Years', 'None'],
      ['history.priorCancellation', false],
      ['summit-mutual:prior_cancellation_explanation', 'None'],
      ['gl.usesSubcontractors', false],
    ] as const) {
      await saveClientAnswer(stack.db, request!.client_id, { key, text: key }, answer);
    }
    const started = await stack.app.inject({
      method: 'POST',
      url: `/v1/quotes/${id}/start`,
      headers: stack.headers,
    });
    expect(started.statusCode, started.body).toBe(202);
    return id;
  }

  /** The request's events as a partner reads them (GET /v1/quotes/:id/events: what webhooks deliver). */
  const eventsOf = async (id: string) => {
    const res = await stack.app.inject({
      method: 'GET',
      url: `/v1/quotes/${id}/events`,
      headers: stack.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.events as { type: string; payload: Record<string, unknown> }[];
  };

  it('passes Summit’s SMS MFA with the code the sandbox phone texted, and tells nobody', async () => {
    const id = await startSummit('SMS-AUTO-1');
    // No resolve from here on: only polls, as a partner would.
    const quote = await waitForQuote(stack, id, undefined, 240_000);
    expect(quote.status, JSON.stringify(quote.jobs)).toBe('completed');
    const [job] = quote.jobs as { jobId: string; status: string }[];
    expect(job!.status).toBe('success');

    // It did wait for a code (its MFA step), the code came from the phone's text well within the
    // grace (MFA_NOTIFY_GRACE_SECONDS, 30 s), and no person was told: no action event at all.
    const [mfa] = await stack.db.query<{ duration_ms: number }>(
      `SELECT duration_ms FROM job_steps WHERE job_id = $1 AND name = 'mfa'`,
      [job!.jobId],
    );
    expect(mfa, 'the job signed in with a code').toBeDefined();
    expect(mfa!.duration_ms).toBeLessThan(30_000);
    expect((await eventsOf(id)).map((e) => e.type)).toEqual(['job.completed', 'quote.completed']);
    const sent = stack.sandbox.state.inbox.list({ carrierId: 'summit-mutual' });
    expect(sent.length).toBeGreaterThanOrEqual(1);
    const posts = stack.sandbox.phone.deliveries().filter((d) => d.carrierId === 'summit-mutual');
    expect(posts.length).toBe(sent.length);
    expect(posts.every((d) => d.status === 200)).toBe(true);
    expect(stack.sms?.number).toBe('+15550100123');
    // The code was consumed: nothing of it is left in the store's resolutions.
    expect(await stack.db.query('SELECT job_id FROM job_resolutions')).toEqual([]);
  }, 300_000);

  it('with the route off, a code typed by a person: one quote.action_required, then quote.action_resolved', async () => {
    // The texts reach no agency now, and Summit asks again once its kept session is gone.
    expect(await deleteSmsNumber(stack.db, stack.agencyId)).toBe(true);
    await stack.vault.dropKeptSession(stack.agencyId, 'summit-mutual');
    const askedAfter = Date.now();
    const id = await startSummit('SMS-TYPED-1');
    const waiting = await waitForQuote(
      stack,
      id,
      (q) => q.jobs.some((j) => j.status === 'mfa_waiting'),
      240_000,
    );
    const [job] = waiting.jobs as { jobId: string }[];
    // Sent at once: nothing could bring the code by itself.
    const required = (await eventsOf(id)).filter((e) => e.type === 'quote.action_required');
    expect(required.map((e) => e.payload)).toEqual([
      expect.objectContaining({
        jobId: job!.jobId,
        actionRequired: expect.objectContaining({ type: 'mfa' }),
      }),
    ]);
    const texted = stack.sandbox.state.inbox
      .list({ carrierId: 'summit-mutual' })
      .find((m) => Date.parse(m.sentAt) >= askedAfter);
    expect(texted, 'Summit texted a code').toBeDefined();
    const resolved = await stack.app.inject({
      method: 'POST',
      url: `/v1/quotes/${id}/jobs/${job!.jobId}/resolve`,
      headers: stack.headers,
      payload: { code: texted!.code },
    });
    expect(resolved.statusCode, resolved.body).toBe(202);
    const quote = await waitForQuote(stack, id, undefined, 240_000);
    expect(quote.status, JSON.stringify(quote.jobs)).toBe('completed');
    const events = await eventsOf(id);
    expect(events.map((e) => e.type)).toEqual([
      'quote.action_required',
      'quote.action_resolved',
      'job.completed',
      'quote.completed',
    ]);
    expect(events[1]!.payload).toMatchObject({
      jobId: job!.jobId,
      carrierId: 'summit-mutual',
      lineOfBusiness: 'gl',
      resolution: 'answered',
      status: 'running',
    });
  }, 300_000);
});
