// Asking instead of failing, through the whole service: a portal that requires a question and a field
// no playbook knows (the sandbox's newRequirements switch) pauses the job as missing_information; a
// malformed answer is a 400 naming the question; the answer resumes the job to the portal's formula
// premium; the same client's next run on another carrier asking the same canonical questions does not
// pause for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateBop as rateBluebonnetBop } from '../../sandbox/portals/bluebonnet/rating.ts';
import { rateBop as rateSummitBop } from '../../sandbox/portals/summit/rating.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack } from '../helpers/stack.ts';
import { createAndStart, type JobView, playPerson, type Question } from './support/person.ts';

const body = (carrierId: string) =>
  validCreateBody({
    externalReference: 'AMS-NEW-RULES',
    carrierIds: [carrierId],
    linesRequested: ['bop'],
    generalLiability: undefined,
    workersComp: undefined,
  });

const setNewRequirements = (stack: Stack, carrierId: string) =>
  fetch(`${stack.sandbox.url}/_sandbox/faults/${carrierId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ newRequirements: true }),
  });

describe(`missing information asked of a person (${backend})`, () => {
  let stack: Stack;
  beforeAll(async () => {
    ({ stack } = await startStack({ concurrency: 2 }));
    await setNewRequirements(stack, 'bluebonnet');
    await setNewRequirements(stack, 'summit-mutual');
  }, 120_000);
  afterAll(() => stack?.close());

  it('pauses for what the portal newly requires, resumes on the answer, and remembers it for the client', async () => {
    const first = await createAndStart(stack, body('bluebonnet'));
    const missing: Question[][] = [];
    const refusals: unknown[] = [];
    const run = await playPerson(stack, first, {
      onPoll: async (quote) => {
        const job = quote.jobs.find((j) => j.actionRequired?.type === 'missing_information');
        if (!job) return;
        const questions = job.actionRequired!.questions!;
        missing.push(questions);
        if (!questions.some((q) => q.id === 'operations.ownerYearsExperience')) return;
        const bad = await stack.app.inject({
          method: 'POST',
          url: `/v1/quotes/${first}/jobs/${job.jobId}/resolve`,
          headers: stack.headers,
          payload: { answers: { 'operations.ownerYearsExperience': 'about a decade' } },
        });
        refusals.push(bad.json());
        expect(bad.statusCode).toBe(400);
      },
    });
    const job = run.quote.jobs[0] as JobView;
    expect(job.status, JSON.stringify(job)).toBe('success');
    expect(refusals[0]).toMatchObject({
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        field_errors: {
          'answers.operations.ownerYearsExperience': [
            'must be a whole number (Years of Industry Experience (owner or manager))',
          ],
        },
      },
    });
    expect(missing.flat()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: 'operations.ownerYearsExperience',
          text: 'Years of Industry Experience (owner or manager)',
          type: 'integer',
          hint: 'Whole years the owner or manager has worked in this industry',
        }),
        expect.objectContaining({ id: 'operations.writtenSafetyProgram', type: 'yes_no' }),
      ]),
    );
    const expected = rateBluebonnetBop({
      state: 'TX',
      zip: '78701',
      naics: '722511',
      annualReceipts: 2_400_000,
      totalInsuredValue: 850_000,
      construction: 'joisted_masonry',
      sprinklered: 'Y',
      limit: 'L1000',
      deductible: '2500',
    }).annualPremium;
    expect(run.quote.results[0].annualPremium).toBe(expected);

    // The same client on another carrier asking the same canonical questions: no pause for them.
    const second = await createAndStart(stack, body('summit-mutual'));
    const kinds: string[] = [];
    const again = await playPerson(stack, second, {
      onPoll: (quote) => {
        for (const j of quote.jobs) if (j.actionRequired) kinds.push(j.actionRequired.type);
      },
    });
    expect(again.quote.jobs[0].status, JSON.stringify(again.quote.jobs)).toBe('success');
    expect(kinds).not.toContain('missing_information');
    const asked = again.asked.flat().map((q) => q.id);
    expect(asked).not.toContain('operations.ownerYearsExperience');
    expect(asked).not.toContain('operations.alcoholSales');
    const summit = rateSummitBop({
      state: 'TX',
      naics: '722511',
      buildingLimit: 0,
      bppLimit: 850_000,
      construction: '2',
      sprinklered: true,
      deductible: 2500,
      occurrenceLimit: 1_000_000,
      grossSales: 2_400_000,
      losses: 0,
      terrorism: true,
    });
    expect(again.quote.results[0].annualPremium).toBe(summit.total);
  }, 400_000);
});
