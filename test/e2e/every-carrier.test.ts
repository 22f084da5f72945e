// The run end to end: every sandbox carrier selected, three lines, a supermarket in Chicago.
// Skips are reported (Bluebonnet writes only in its five states), SMS codes are read from the sandbox
// phone and typed through the resolve operation (Summit, Pioneer), TOTP passes with no pause
// (Harborline), questions are answered, results arrive progressively, quote.completed fires once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack } from '../helpers/stack.ts';
import { createAndStart, type JobView, playPerson } from './support/person.ts';

function supermarket() {
  return validCreateBody({
    externalReference: 'EVERY-1',
    carrierIds: ['summit-mutual', 'harborline', 'pioneer-casualty', 'ironclad-specialty', 'bluebonnet'],
    linesRequested: ['bop', 'gl', 'wc'],
    input: {
      businessName: 'Lakeview Fresh Market LLC',
      dba: 'Lakeview Fresh Market',
      industryCode: '445110',
      industryDescription: 'Neighborhood supermarket with a deli counter',
      streetAddress: '233 S Wacker Dr',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60606',
      fein: '36-4455667',
    },
    generalLiability: {
      classCode: '18501',
      exposureBasis: 'sales',
      exposure: 2_400_000,
      limits: '1000000/2000000',
    },
    workersComp: {
      classCodes: [
        { state: 'IL', classCode: '8006', payroll: 860_000, employees: 26, description: 'Grocery store' },
      ],
      experienceMod: 0.95,
      employersLiabilityLimit: '500000/500000/500000',
      ownersIncluded: false,
    },
  });
}

describe(`every sandbox carrier, three lines (${backend})`, () => {
  let stack: Stack;
  beforeAll(async () => {
    ({ stack } = await startStack({ concurrency: 4 }));
  }, 120_000);
  afterAll(() => stack?.close());

  it('quotes progressively with people in the loop and ends with one consistent quote.completed', async () => {
    const id = await createAndStart(stack, supermarket());
    const seen = new Map<string, Set<string>>();
    const resultCounts: number[] = [];
    const run = await playPerson(stack, id, {
      timeoutMs: 420_000,
      onPoll: (quote) => {
        resultCounts.push(quote.results.length);
        for (const job of quote.jobs) {
          const states = seen.get(job.carrierId) ?? new Set<string>();
          states.add(job.status);
          seen.set(job.carrierId, states);
        }
      },
    });
    const { quote } = run;
    const jobs = quote.jobs as JobView[];
    const detail = JSON.stringify(
      jobs.map((j) => [j.carrierId, j.lineOfBusiness, j.status, j.errorType, j.errorMessage]),
    );

    expect(quote.skippedCarriers.map((s: { carrierId: string }) => s.carrierId)).toEqual(['bluebonnet']);
    expect(jobs.map((j) => `${j.carrierId}:${j.lineOfBusiness}`).sort()).toEqual([
      'harborline:gl',
      'harborline:wc',
      'ironclad-specialty:gl',
      'pioneer-casualty:bop',
      'pioneer-casualty:wc',
      'summit-mutual:bop',
      'summit-mutual:gl',
    ]);
    expect(run.mfa, detail).toEqual(expect.arrayContaining(['summit-mutual', 'pioneer-casualty']));
    expect(seen.get('harborline')!.has('mfa_waiting')).toBe(false);
    expect(run.asked.length).toBeGreaterThan(0);
    // Progressive: some poll saw part of the results before the end.
    expect(resultCounts.some((n) => n > 0 && n < quote.results.length) || quote.results.length <= 1).toBe(
      true,
    );
    expect(quote.results.length, detail).toBeGreaterThanOrEqual(5);
    expect(['completed', 'partial']).toContain(quote.status);

    const events = (
      await stack.app.inject({ method: 'GET', url: `/v1/quotes/${id}/events`, headers: stack.headers })
    ).json().data.events as { type: string; payload: { summary?: Record<string, number> } }[];
    const completed = events.filter((e) => e.type === 'quote.completed');
    expect(completed).toHaveLength(1);
    const summary = completed[0]!.payload.summary!;
    expect(summary.quotesReturned).toBe(quote.results.length);
    expect(summary.quotesReturned! + summary.failedCount! + summary.actionRequiredCount!).toBe(jobs.length);
    expect(events.filter((e) => e.type === 'job.completed')).toHaveLength(jobs.length);
  }, 600_000);
});
