// POST /v1/quotes/requirements (decision 0038): what the chosen carriers will ask of a partial body, on the
// real API and store. The documented example (a Denver store, half its building described, on Larkspur and
// Pioneer) answered as the document says; a `when` of a carrier's requirements and of a definition's
// screen; answers given up front marking the questions; every field error named; nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  requirementsExample,
  requirementsRequestExample,
} from '../../src/api/schemas/quote-requirements-examples.ts';
import { denverGlStore, validCreateBody } from '../fixtures/quote-request.ts';
import { createTestApi, TEST_NOW, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

type Need = {
  field: string;
  given: boolean;
  createRequires: boolean;
  jobs: { carrierId: string; line: string; need: string; when?: unknown[] }[];
};
type Question = {
  id: string;
  given: boolean;
  answeredBy?: string[];
  jobs: { carrierId: string; line: string; when?: unknown[] }[];
};
type Answer = {
  jobs: {
    carrierId: string;
    line: string;
    dispatched: boolean;
    reason?: string;
    appetiteUndecided?: string[];
  }[];
  sections: { section: string; fields: Need[]; questions: Question[] }[];
  complete: boolean;
};

const fieldsOf = (a: Answer) => a.sections.flatMap((s) => s.fields);
const questionsOf = (a: Answer) => a.sections.flatMap((s) => s.questions);
const need = (a: Answer, field: string) => fieldsOf(a).find((f) => f.field === field);

describe(`what the carriers will ask (${backend})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ now: () => TEST_NOW });
  });
  afterAll(() => api.close());

  const ask = (payload: unknown) =>
    api.app.inject({
      method: 'POST',
      url: '/v1/quotes/requirements',
      headers: api.agency.headers,
      payload: payload as object,
    });
  const answer = async (payload: unknown): Promise<Answer> => {
    const res = await ask(payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('answers the documented example: appetite skips with reasons, missing fields, open questions', async () => {
    const a = await answer(requirementsRequestExample);
    expect(a).toEqual(requirementsExample);
    expect(a.jobs).toEqual([
      { carrierId: 'larkspur-mutual', line: 'gl', dispatched: true, questionsListed: true },
      { carrierId: 'larkspur-mutual', line: 'bop', dispatched: true, questionsListed: true },
      {
        carrierId: 'pioneer-casualty',
        line: 'gl',
        dispatched: false,
        reason: 'Pioneer Casualty Group does not offer GL',
      },
      { carrierId: 'pioneer-casualty', line: 'bop', dispatched: false, reason: 'Does not write BOP in CO' },
    ]);
    // The building's construction is asked by Larkspur's BOP (its year is given); the two eligibility
    // questions no field answers are asked on both of its lines.
    expect(need(a, 'businessOwners.constructionType')).toMatchObject({
      given: false,
      createRequires: false,
      jobs: [{ carrierId: 'larkspur-mutual', line: 'bop', need: 'asked' }],
    });
    expect(need(a, 'businessOwners.yearBuilt')?.given).toBe(true);
    expect(questionsOf(a).map((q) => [q.id, q.given, q.jobs.map((j) => j.line)])).toEqual([
      ['history.lossesPast3Years', false, ['gl', 'bop']],
      ['history.priorCancellation', false, ['gl', 'bop']],
    ]);
    expect(a.complete).toBe(false);
  });

  it('lists what the create requires of a body with only lines and carriers, and an undecided appetite', async () => {
    const a = await answer({
      linesRequested: ['gl'],
      carrierIds: ['larkspur-mutual'],
      input: { state: 'CO' },
    });
    const required = fieldsOf(a)
      .filter((f) => f.createRequires)
      .map((f) => f.field);
    expect(required).toEqual(
      expect.arrayContaining([
        'externalReference',
        'input.businessName',
        'input.zipCode',
        'generalLiability.classCode',
      ]),
    );
    expect(required).not.toContain('input.state');
    expect(a.jobs[0]).toMatchObject({
      dispatched: true,
      appetiteUndecided: ['input.industryCode', 'input.annualRevenue', 'input.numberOfEmployees'],
    });
    // The GL exposure goes in the box of the class's basis: which one, the body does not say yet.
    expect(need(a, 'generalLiability.exposure')?.jobs.map((j) => j.when)).toEqual([
      [{ field: 'generalLiability.exposureBasis', equals: 'sales' }],
      [{ field: 'generalLiability.exposureBasis', equals: 'payroll' }],
    ]);
  });

  it('tells a field asked only when another holds a value, and drops it once the body rules it out', async () => {
    const body = validCreateBody({ carrierIds: ['summit-mutual'], linesRequested: ['bop'] }, TEST_NOW);
    delete body.businessOwners!.buildingOwned;
    delete body.generalLiability;
    delete body.workersComp;
    const open = await answer(body);
    expect(need(open, 'businessOwners.buildingValue')).toMatchObject({
      given: false,
      needed: false,
      jobs: [
        {
          carrierId: 'summit-mutual',
          line: 'bop',
          need: 'asked',
          when: [{ field: 'businessOwners.buildingOwned', equals: true }],
        },
      ],
    });
    const tenant = await answer({
      ...body,
      businessOwners: { ...body.businessOwners, buildingOwned: false },
    });
    expect(need(tenant, 'businessOwners.buildingValue')).toBeUndefined();
  });

  it('marks questions answered up front, and is complete when nothing listed is missing', async () => {
    const store = denverGlStore('Champa Outfitters LLC', 'REQ-1');
    const before = await answer(store);
    expect(
      questionsOf(before)
        .filter((q) => !q.given)
        .map((q) => q.id),
    ).toEqual(['history.lossesPast3Years', 'history.priorCancellation']);
    const after = await answer({
      ...store,
      answers: { 'history.lossesPast3Years': 'None', 'history.priorCancellation': false },
    });
    expect(questionsOf(after).every((q) => q.given)).toBe(true);
    expect(after.complete).toBe(true);
  });

  it('the create takes the answers, shows them on the request, and names one that does not fit', async () => {
    const answers = { 'history.lossesPast3Years': 'None', 'larkspur-mutual:anything_else': 'no' };
    const create = (body: unknown) =>
      api.app.inject({
        method: 'POST',
        url: '/v1/quotes',
        headers: api.agency.headers,
        payload: body as object,
      });
    const created = await create({ ...denverGlStore('Champa Outfitters LLC', 'REQ-2'), answers });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.answers).toEqual(answers);
    const refused = await create({
      ...denverGlStore('Champa Outfitters LLC', 'REQ-3'),
      answers: { 'history.priorCancellation': 'perhaps' },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.field_errors)).toEqual(['answers["history.priorCancellation"]']);
  });

  it('names every field the create would refuse, and stores nothing', async () => {
    const res = await ask({
      linesRequested: ['gl'],
      carrierIds: ['larkspur-mutual', 'acme-nowhere'],
      input: { zipCode: '8020', wrongField: 1 },
      generalLiability: { exposure: -5 },
      answers: { 'history.lossesPast3Years': 'a dozen', 'not an id': 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field_errors).toEqual({
      'carrierIds[1]': ['unknown carrier "acme-nowhere"; GET /v1/carriers lists them'],
      'input.zipCode': ['a valid ZIP code is required (form 12345)'],
      'input.wrongField': ['is not a known field'],
      'generalLiability.exposure': ['must be greater than 0'],
      'answers["history.lossesPast3Years"]': [expect.stringMatching(/^must be one of/)],
      'answers["not an id"]': ['is not a known field'],
    });
    const missing = await ask({ carrierIds: ['larkspur-mutual'] });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.field_errors)).toEqual(['linesRequested']);
    const before = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM quote_requests');
    expect((await ask(requirementsRequestExample)).statusCode).toBe(200);
    const after = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM quote_requests');
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
