// Runs through the people in the loop and the portal's faults: an SMS code typed through the resolve
// operation, 5xx retried to success, persistent 5xx ending in portal_unavailable then retried by hand,
// cancellation, a rejected login marked invalid, and no secret anywhere the job wrote.
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cyberOnlyBody, validCreateBody } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { findSecrets } from '../helpers/secret-grep.ts';
import { getQuote, type Stack, startStack } from '../helpers/stack.ts';
import { createAndStart, type JobView, playPerson } from './support/person.ts';

const cyberBody = (reference: string, carrier: string) =>
  cyberOnlyBody({ externalReference: reference, carrierIds: [carrier] });

describe(`people in the loop and portal faults (${backend})`, () => {
  let stack: Stack;
  beforeAll(async () => {
    ({ stack } = await startStack({ concurrency: 2, traces: 'actions' }));
  }, 120_000);
  afterAll(() => stack?.close());
  afterEach(async () => {
    await fetch(`${stack.sandbox.url}/_sandbox/faults/bluebonnet`, { method: 'DELETE' });
  });

  it('passes SMS MFA with the code a person reads from the phone and types through the resolve operation', async () => {
    const id = await createAndStart(
      stack,
      validCreateBody({
        externalReference: 'MFA-1',
        carrierIds: ['summit-mutual'],
        linesRequested: ['gl'],
        businessOwners: undefined,
        workersComp: undefined,
        input: { bopCoverageLimit: undefined, deductible: undefined, propertyValue: undefined },
      }),
    );
    const run = await playPerson(stack, id, {
      onPoll: async (quote) => {
        const waiting = quote.jobs.find((j) => j.status === 'mfa_waiting');
        if (!waiting) return;
        expect(waiting.actionRequired).toMatchObject({
          type: 'mfa',
          deepLink: expect.stringContaining(`/jobs/${waiting.jobId}`),
        });
        expect((await getQuote(stack, id)).awaitingActionCount).toBe(1);
        const malformed = await stack.app.inject({
          method: 'POST',
          url: `/v1/quotes/${id}/jobs/${waiting.jobId}/resolve`,
          headers: stack.headers,
          payload: { code: '' },
        });
        expect(malformed.statusCode).toBe(400);
      },
    });
    expect(run.mfa).toContain('summit-mutual');
    expect(run.quote.status, JSON.stringify(run.quote.jobs)).toBe('completed');
    const job = run.quote.jobs[0] as JobView;
    const notWaiting = await stack.app.inject({
      method: 'POST',
      url: `/v1/quotes/${id}/jobs/${job.jobId}/resolve`,
      headers: stack.headers,
      payload: { code: '123456' },
    });
    expect(notWaiting.statusCode).toBe(409);
    expect(notWaiting.json().error.code).toBe('INVALID_STATE');
  }, 300_000);

  it('retries 5xx faults to success and counts the retries', async () => {
    await fetch(`${stack.sandbox.url}/_sandbox/faults/bluebonnet`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ failNext: 2 }),
    });
    const id = await createAndStart(stack, cyberBody('FAULT-1', 'bluebonnet'));
    const run = await playPerson(stack, id);
    const job = run.quote.jobs[0] as JobView;
    expect(job.status, JSON.stringify(job)).toBe('success');
    expect(job.retryCount).toBeGreaterThanOrEqual(1);
  }, 300_000);

  it('ends persistent 5xx in portal_unavailable, keeps a scrubbed trace, then a retry by hand succeeds', async () => {
    await fetch(`${stack.sandbox.url}/_sandbox/faults/bluebonnet`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ errorRate: 1 }),
    });
    const id = await createAndStart(stack, cyberBody('FAULT-2', 'bluebonnet'));
    const failed = await playPerson(stack, id);
    const job = failed.quote.jobs[0] as JobView;
    expect(failed.quote.status).toBe('failed');
    expect(job).toMatchObject({ status: 'failed', errorType: 'portal_unavailable', retryCount: 3 });

    const detail = (
      await stack.app.inject({
        method: 'GET',
        url: `/v1/quotes/${id}/jobs/${job.jobId}`,
        headers: stack.headers,
      })
    ).json().data;
    // Each try's trace has a name of its own (one attempt, up to four tries).
    const traces = detail.artifacts
      .filter((a: { kind: string }) => a.kind === 'trace')
      .map((a: { name: string }) => a.name);
    expect(traces.length).toBeGreaterThan(0);
    expect(new Set(traces).size).toBe(traces.length);
    for (const name of traces) expect(name).toMatch(/^trace-attempt-1-try-[1-4]\.zip$/);

    await fetch(`${stack.sandbox.url}/_sandbox/faults/bluebonnet`, { method: 'DELETE' });
    const retried = await stack.app.inject({
      method: 'POST',
      url: `/v1/quotes/${id}/jobs/${job.jobId}/retry`,
      headers: stack.headers,
    });
    expect(retried.statusCode, retried.body).toBe(202);
    expect((await getQuote(stack, id)).status).toBe('in_progress');
    const again = await playPerson(stack, id);
    expect(again.quote.status).toBe('completed');
    const events = (
      await stack.app.inject({ method: 'GET', url: `/v1/quotes/${id}/events`, headers: stack.headers })
    ).json().data.events as { type: string }[];
    expect(events.filter((e) => e.type === 'quote.failed')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'quote.completed')).toHaveLength(2);
  }, 300_000);

  it('cancels a run: running agents stop, queued jobs never start, the request ends cancelled', async () => {
    await fetch(`${stack.sandbox.url}/_sandbox/faults/bluebonnet`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: 1500 }),
    });
    const id = await createAndStart(stack, cyberBody('CANCEL-1', 'bluebonnet'));
    // Cancelled while its agent is on the (slowed) portal: its browser context is open.
    await expect.poll(() => stack.pool?.openContexts(), { timeout: 60_000, interval: 50 }).toBeGreaterThan(0);
    expect((await getQuote(stack, id)).jobs[0].status).toBe('running');
    const cancelled = await stack.app.inject({
      method: 'POST',
      url: `/v1/quotes/${id}/cancel`,
      headers: stack.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(cancelled.json().data.jobs.every((j: JobView) => j.status === 'cancelled')).toBe(true);
    const twice = await stack.app.inject({
      method: 'POST',
      url: `/v1/quotes/${id}/cancel`,
      headers: stack.headers,
    });
    expect(twice.statusCode).toBe(409);
    // The running agent stops: its browser context closes, and the request stays cancelled after.
    await expect.poll(() => stack.pool?.openContexts(), { timeout: 60_000, interval: 100 }).toBe(0);
    const after = await getQuote(stack, id);
    expect(after.status).toBe('cancelled');
    expect(after.jobs[0].status).toBe('cancelled');
  }, 120_000);

  it('marks a login the portal rejects invalid, and keeps every secret out of what the job wrote', async () => {
    await stack.vault.setCredential({
      agencyId: stack.agencyId,
      carrierId: 'ironclad-specialty',
      username: 'demo.agent',
      password: 'Wr0ng-Secret-Pass!',
    });
    const id = await createAndStart(stack, cyberBody('LOGIN-1', 'ironclad-specialty'));
    const run = await playPerson(stack, id);
    const job = run.quote.jobs[0] as JobView;
    expect(job).toMatchObject({ status: 'failed', errorType: 'login_failed' });
    const carriers = (
      await stack.app.inject({ method: 'GET', url: '/v1/carriers', headers: stack.headers })
    ).json().data.carriers as { carrierId: string; credentialStatus: string }[];
    expect(carriers.find((c) => c.carrierId === 'ironclad-specialty')!.credentialStatus).toBe('invalid');

    const secrets = ['Wr0ng-Secret-Pass!', ...stack.sandbox.portals.map((p) => p.accounts[0]!.password)];
    const rows = await stack.db.query(
      `SELECT (SELECT json_agg(j) FROM jobs j) AS jobs, (SELECT json_agg(s) FROM job_steps s) AS steps,
              (SELECT json_agg(e) FROM events e) AS events`,
    );
    const text = JSON.stringify(rows);
    for (const secret of secrets) expect(text).not.toContain(secret);
    const artifacts = await stack.db.query<{ path: string; kind: string; job_id: string }>(
      'SELECT path, kind, job_id FROM job_artifacts',
    );
    // A failed sign-in is never traced (decision 0008): the sign-in window handled the password.
    expect(artifacts.filter((a) => a.job_id === job.jobId && a.kind === 'trace')).toEqual([]);
    for (const artifact of artifacts) {
      const data = new Uint8Array(await readFile(artifact.path));
      expect(findSecrets(artifact.path, data, secrets)).toEqual([]);
    }
  }, 300_000);
});
