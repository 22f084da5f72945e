// SMS MFA with nobody typing: the stack's agency has an SMS number and token, the API listens on a
// loopback port, and the sandbox phone posts each code Summit texts, signed, to the API's
// /inbound/sms (signed for PUBLIC_URL, as behind a proxy). A Summit job reaches mfa_waiting and then
// finishes with no resolve call from the test: the code came by text (the client's underwriting
// answers are remembered from before, so no question pauses it either).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveClientAnswer } from '../../src/store/client-answers.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack, waitForQuote } from '../helpers/stack.ts';

describe(`SMS codes by themselves (${backend})`, () => {
  let stack: Stack;
  beforeAll(async () => {
    ({ stack } = await startStack({ concurrency: 1, smsPhone: true }));
  }, 120_000);
  afterAll(() => stack?.close());

  it('passes Summit’s SMS MFA with the code the sandbox phone texted to the agency’s number', async () => {
    const created = await stack.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: stack.headers,
      payload: validCreateBody({
        externalReference: 'SMS-AUTO-1',
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
    // No resolve from here on: only polls, as a partner would.
    const quote = await waitForQuote(stack, id, undefined, 240_000);
    expect(quote.status, JSON.stringify(quote.jobs)).toBe('completed');
    const [job] = quote.jobs as { jobId: string; status: string }[];
    expect(job!.status).toBe('success');

    // It did wait for a code (the action-required event), and the code came from the phone's text.
    const events = await stack.db.query<{ type: string; job_id: string }>(
      'SELECT type, job_id FROM events WHERE quote_request_id = $1 ORDER BY created_at',
      [id],
    );
    expect(events.filter((e) => e.type === 'quote.action_required').map((e) => e.job_id)).toContain(
      job!.jobId,
    );
    const sent = stack.sandbox.state.inbox.list({ carrierId: 'summit-mutual' });
    expect(sent.length).toBeGreaterThanOrEqual(1);
    const posts = stack.sandbox.phone.deliveries().filter((d) => d.carrierId === 'summit-mutual');
    expect(posts.length).toBe(sent.length);
    expect(posts.every((d) => d.status === 200)).toBe(true);
    expect(stack.sms?.number).toBe('+15550100123');
    // The code was consumed: nothing of it is left in the store's resolutions.
    expect(await stack.db.query('SELECT job_id FROM job_resolutions')).toEqual([]);
  }, 300_000);
});
