// A person's answer the portal refuses, through the whole service: the README's request without its
// FEIN, on Bluebonnet BOP only, pauses for the FEIN AgentDesk requires of an LLC. Nine bare digits are
// put in AgentDesk's NN-NNNNNNN by the agent and quote with no second ask; an answer AgentDesk still
// refuses is asked again in a second missing_information pause with AgentDesk's words in the hint, and
// the corrected answer quotes. On Ironclad, a number of years the portal refuses (its newRequirements
// switch) is asked again the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cyberOnlyBody, policyDates } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack } from '../helpers/stack.ts';
import { type JobView, playPerson, type Question } from './support/person.ts';
import { readmeCreateBody } from './support/readme.ts';

const FEIN = 'applicant.fein';

/** The README's body on Bluebonnet BOP, without `input.fein`, for its own client. */
async function withoutFein(externalReference: string): Promise<Record<string, unknown>> {
  const body = await readmeCreateBody(policyDates(new Date()).policyStartDate);
  const { fein: _fein, ...input } = body.input as Record<string, unknown>;
  const { generalLiability: _gl, ...rest } = body;
  return { ...rest, externalReference, input, carrierIds: ['bluebonnet'], linesRequested: ['bop'] };
}

interface Pause {
  message: string;
  asked?: Question;
}

/** Creates and starts the request, then plays a person who answers question `id` with `given`, in turn. */
async function run(stack: Stack, body: object, id: string, given: string[]) {
  const created = await stack.app.inject({
    method: 'POST',
    url: '/v1/quotes',
    headers: stack.headers,
    payload: body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const request = created.json().data;
  const started = await stack.app.inject({
    method: 'POST',
    url: `/v1/quotes/${request.quoteRequestId}/start`,
    headers: stack.headers,
  });
  expect(started.statusCode, started.body).toBe(202);
  const pauses: Pause[] = [];
  const answers = [...given];
  const played = await playPerson(stack, request.quoteRequestId, {
    timeoutMs: 300_000,
    answers: (questions, job) => {
      const asked = questions.find((q) => q.id === id);
      pauses.push({ message: job.actionRequired!.message, ...(asked ? { asked } : {}) });
      return asked ? { [id]: answers.shift() } : {};
    },
  });
  const job = played.quote.jobs[0] as JobView;
  expect(job.status, JSON.stringify(job)).toBe('success');
  expect(played.quote.results[0].annualPremium).toBeGreaterThan(0);
  return pauses.filter((p) => p.asked);
}

describe(`a person's answer the portal refuses is asked again (${backend})`, () => {
  let stack: Stack;
  beforeAll(async () => {
    ({ stack } = await startStack({ concurrency: 2 }));
  }, 120_000);
  afterAll(() => stack?.close());

  it('puts nine bare digits in the portal form and quotes with no second ask', async () => {
    const asked = await run(stack, await withoutFein('AMS-481-NO-FEIN-1'), FEIN, ['741234567']);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.asked).toMatchObject({ id: FEIN, text: 'Tax ID (FEIN)', type: 'text' });
    // AgentDesk's own hint and message, as it shows them beside the field.
    expect(asked[0]!.asked!.hint).toMatch(/NN-NNNNNNN/);
    expect(asked[0]!.asked!.hint).toMatch(/Tax ID \(FEIN\) is required for this Legal Entity\./);
  }, 400_000);

  it('asks again with the portal words what it still refuses, and the corrected answer quotes', async () => {
    const asked = await run(stack, await withoutFein('AMS-481-NO-FEIN-2'), FEIN, ['74-12', '74-1234567']);
    expect(asked).toHaveLength(2);
    expect(asked[1]!.message).toBe('Bluebonnet General refused an answer: its words are beside the question');
    expect(asked[1]!.asked).toMatchObject({
      id: FEIN,
      text: 'Tax ID (FEIN)',
      hint: expect.stringContaining('"74-12" was refused: Enter the Tax ID (FEIN) as NN-NNNNNNN.'),
    });
  }, 400_000);

  it('asks again on Ironclad what its portal refuses of a number a person gave', async () => {
    const faults = await fetch(`${stack.sandbox.url}/_sandbox/faults/ironclad-specialty`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ newRequirements: true }),
    });
    expect(faults.ok).toBe(true);
    const years = 'operations.ownerYearsExperience';
    const body = cyberOnlyBody({ externalReference: 'AMS-481-YEARS', carrierIds: ['ironclad-specialty'] });
    const asked = await run(stack, body, years, ['120', '12']);
    expect(asked).toHaveLength(2);
    expect(asked[1]!.asked).toMatchObject({
      id: years,
      type: 'integer',
      hint: '"120" was refused: Enter the years of industry experience as a whole number. Whole years',
    });
  }, 400_000);
});
