// The README's curl walkthrough ("A first quote request, with curl"), run as written: the create body is
// read from README.md itself, sent with its Idempotency-Key, started, and a person types the SMS codes
// and answers the questions through the resolve operation. Every dispatched job ends `success`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyDates } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack } from '../helpers/stack.ts';
import { type JobView, playPerson } from './support/person.ts';
import { readmeCreateBody } from './support/readme.ts';

describe(`the README walkthrough (${backend})`, () => {
  let stack: Stack;
  beforeAll(async () => {
    ({ stack } = await startStack({ concurrency: 4 }));
  }, 120_000);
  afterAll(() => stack?.close());

  it('quotes every dispatched job, with no warning at create time', async () => {
    // `date -d '+14 days' +%m/%d/%Y`
    const body = await readmeCreateBody(policyDates(new Date()).policyStartDate);
    const carriers = await stack.app.inject({ method: 'GET', url: '/v1/carriers', headers: stack.headers });
    expect(carriers.statusCode).toBe(200);

    const created = await stack.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: { ...stack.headers, 'idempotency-key': 'AMS-481-attempt-1' },
      payload: body as object,
    });
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json().data;
    expect(request.warnings).toEqual([]);
    expect(request.skippedCarriers).toEqual([]);
    expect(request.jobs.map((j: JobView) => `${j.carrierId}:${j.lineOfBusiness}`).sort()).toEqual([
      'bluebonnet:bop',
      'summit-mutual:bop',
      'summit-mutual:gl',
    ]);

    const started = await stack.app.inject({
      method: 'POST',
      url: `/v1/quotes/${request.quoteRequestId}/start`,
      headers: stack.headers,
    });
    expect(started.statusCode, started.body).toBe(202);
    const { quote } = await playPerson(stack, request.quoteRequestId, { timeoutMs: 300_000 });
    const jobs = quote.jobs as JobView[];
    const detail = JSON.stringify(
      jobs.map((j) => [j.carrierId, j.lineOfBusiness, j.status, j.errorType, j.errorMessage]),
    );
    expect(
      jobs.map((j) => j.status),
      detail,
    ).toEqual(['success', 'success', 'success']);
    expect(quote.status).toBe('completed');
    expect(quote.results).toHaveLength(3);
    for (const result of quote.results as { annualPremium: number; quoteNumber: string }[]) {
      expect(result.annualPremium).toBeGreaterThan(0);
      expect(result.quoteNumber).not.toBe('');
    }
  }, 360_000);
});
