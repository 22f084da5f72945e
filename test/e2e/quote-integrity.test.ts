// Quote integrity through the whole service (API, queue, store, real Chromium, the sandbox portals):
// the same insured quoted twice with other limits and exposure on every carrier that writes GL gets two
// quotes, each at its portal's formula for its own data; a job whose portal session drops mid-form
// files exactly one submission (counted at the sandbox); a quote page that misreports fails the job
// `quote_mismatch` with the evidence in its step timeline, never a success.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rateGl as harborlineGl } from '../../sandbox/portals/harborline/rating.ts';
import { rateGl as ironcladGl } from '../../sandbox/portals/ironclad/rating.ts';
import { rateGl as summitGl } from '../../sandbox/portals/summit/rating.ts';
import { glClass } from '../../sandbox/portals/summit/reference.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack } from '../helpers/stack.ts';
import { createAndStart, type JobView, playPerson } from './support/person.ts';

const GL_CARRIERS = ['harborline', 'ironclad-specialty', 'summit-mutual'];

/** A Chicago supermarket's GL, on the given carriers, limits and gross sales. */
function glBody(reference: string, name: string, carrierIds: string[], limits: string, exposure: number) {
  return validCreateBody({
    externalReference: reference,
    carrierIds,
    linesRequested: ['gl'],
    businessOwners: undefined,
    workersComp: undefined,
    input: {
      businessName: name,
      industryCode: '445110',
      industryDescription: 'Neighborhood supermarket with a deli counter',
      streetAddress: '233 S Wacker Dr',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60606',
      fein: '36-4455667',
      bopCoverageLimit: undefined,
      deductible: undefined,
      propertyValue: undefined,
    },
    generalLiability: { classCode: '18501', exposureBasis: 'sales', exposure, limits },
  });
}

/** Each portal's documented GL formula for this risk (no deductible, no losses, no private label). */
function expectedPremium(carrierId: string, limits: string, exposure: number): number {
  if (carrierId === 'harborline')
    return harborlineGl({ state: 'IL', classCode: '18501', exposure, limits, deductible: 0 }).premium;
  if (carrierId === 'ironclad-specialty')
    return ironcladGl({
      state: 'IL',
      naics: '445110',
      exposureBasis: 'sales',
      exposure,
      limits,
      deductible: 0,
      privateLabel: false,
    }).total;
  return summitGl({
    state: 'IL',
    classRate: glClass('18501')!.rate,
    basis: 'S',
    exposure,
    occurrenceLimit: Number(limits.split('/')[0]),
    deductible: 0,
    losses: 0,
  });
}

type Result = { carrierId: string; quoteNumber: string; annualPremium: number; limits?: string };

describe(`quote integrity (${backend})`, () => {
  let stack: Stack;
  beforeAll(async () => {
    ({ stack } = await startStack({ concurrency: 3, screenshots: true }));
  }, 120_000);
  afterAll(() => stack?.close());
  afterEach(async () => {
    await fetch(`${stack.sandbox.url}/_sandbox/faults/ironclad-specialty`, { method: 'DELETE' });
  });

  const filed = async (carrierId: string, name: string) => {
    const res = await fetch(`${stack.sandbox.url}/_sandbox/submissions?carrierId=${carrierId}`);
    const { submissions } = (await res.json()) as { submissions: { applicantName: string }[] };
    return submissions.filter((s) => s.applicantName === name).length;
  };
  const jobDetail = async (id: string, jobId: string) =>
    (
      await stack.app.inject({ method: 'GET', url: `/v1/quotes/${id}/jobs/${jobId}`, headers: stack.headers })
    ).json().data as {
      steps: { name: string; outcome: string; error?: string; screenshotUrl?: string }[];
      retryCount: number;
    };

  it('quotes the same insured twice with other limits and exposure: two quotes per GL carrier, each at its formula', async () => {
    const name = 'Twice Quoted Fresh Market LLC';
    const runs = [
      { limits: '1000000/2000000', exposure: 650_000 },
      { limits: '2000000/4000000', exposure: 1_300_000 },
    ];
    const results: Result[][] = [];
    for (const [i, { limits, exposure }] of runs.entries()) {
      const id = await createAndStart(stack, glBody(`TWICE-${i}`, name, GL_CARRIERS, limits, exposure));
      const { quote } = await playPerson(stack, id, { timeoutMs: 300_000 });
      const detail = JSON.stringify(quote.jobs.map((j: JobView) => [j.carrierId, j.status, j.errorMessage]));
      expect(quote.status, detail).toBe('completed');
      results.push(quote.results as Result[]);
    }
    for (const carrierId of GL_CARRIERS) {
      const [first, second] = results.map((r) => r.find((q) => q.carrierId === carrierId)!);
      expect(second!.quoteNumber).not.toBe(first!.quoteNumber);
      for (const [i, quote] of [first!, second!].entries())
        expect(quote.annualPremium, carrierId).toBe(
          expectedPremium(carrierId, runs[i]!.limits, runs[i]!.exposure),
        );
      expect(await filed(carrierId, name)).toBe(2);
    }
  }, 600_000);

  it('files exactly one submission when the portal session drops mid-form and the job retries', async () => {
    const name = 'Dropped Session Fresh Market LLC';
    // Ironclad: sign-in lands on the dashboard, then new, post, coverage, post, underwriting: the
    // 7th view (the underwriting answers) lands on sign-in, in every session.
    await fetch(`${stack.sandbox.url}/_sandbox/faults/ironclad-specialty`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionExpiryAfterPages: 6 }),
    });
    const limits = '1000000/2000000';
    const id = await createAndStart(stack, glBody('DROP-1', name, ['ironclad-specialty'], limits, 900_000));
    const { quote } = await playPerson(stack, id, { timeoutMs: 300_000 });
    const job = quote.jobs[0] as JobView;
    expect(job.status, JSON.stringify(job)).toBe('success');
    const detail = await jobDetail(id, job.jobId);
    expect(detail.retryCount).toBeGreaterThanOrEqual(1);
    expect(detail.steps.map((s) => s.name)).toContain('open-submission');
    expect(detail.steps.filter((s) => s.name === 'new-submission')).toHaveLength(1);
    expect((quote.results as Result[])[0]!.annualPremium).toBe(
      expectedPremium('ironclad-specialty', limits, 900_000),
    );
    expect(await filed('ironclad-specialty', name)).toBe(1);
  }, 600_000);

  it('fails a quote page showing other limits as quote_mismatch, with the evidence in the timeline', async () => {
    await fetch(`${stack.sandbox.url}/_sandbox/faults/ironclad-specialty`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ quotePage: 'other-limits' }),
    });
    const id = await createAndStart(
      stack,
      glBody(
        'MISMATCH-1',
        'Misreported Fresh Market LLC',
        ['ironclad-specialty'],
        '1000000/2000000',
        900_000,
      ),
    );
    const { quote } = await playPerson(stack, id, { timeoutMs: 300_000 });
    const job = quote.jobs[0] as JobView;
    expect(job).toMatchObject({
      status: 'failed',
      errorType: 'quote_mismatch',
      errorMessage: expect.stringContaining('limits: expected 1000000/2000000, seen 2000000/4000000'),
    });
    expect(quote.results).toEqual([]);
    const verify = (await jobDetail(id, job.jobId)).steps.find((s) => s.name === 'verify-quote');
    expect(verify).toMatchObject({
      outcome: 'error',
      error: expect.stringContaining('limits: expected 1000000/2000000, seen 2000000/4000000'),
      screenshotUrl: expect.stringContaining('/artifacts/'),
    });
  }, 600_000);
});
