// POST /v1/quotes tells what each carrier will refuse or ask (`warnings`), dispatches every job all the
// same, and reads businessType as partners' systems write it; GET /v1/carriers publishes requirements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeCreateBody } from '../fixtures/complete-body.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { createTestApi, TEST_NOW, type TestApi } from '../helpers/api.ts';
import { backend } from '../helpers/db.ts';

type Warning = { jobId: string; carrierId: string; line: string; field: string; message: string };
type Job = { jobId: string; carrierId: string; lineOfBusiness: string; status: string };

describe(`create-time warnings and businessType spellings (${backend})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  const post = (payload: unknown) =>
    api.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: api.agency.headers,
      payload: payload as object,
    });

  it('warns that Bluebonnet requires the FEIN, against the job it concerns, and skips nothing', async () => {
    const body = completeCreateBody(
      {
        externalReference: 'WARN-1',
        carrierIds: ['summit-mutual', 'bluebonnet'],
        linesRequested: ['bop', 'gl'],
        input: { fein: undefined },
        workersComp: undefined,
      },
      TEST_NOW,
    );
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as { jobs: Job[]; warnings: Warning[] };
    expect(data.jobs.map((j) => `${j.carrierId}:${j.lineOfBusiness}`).sort()).toEqual([
      'bluebonnet:bop',
      'summit-mutual:bop',
      'summit-mutual:gl',
    ]);
    const bluebonnet = data.jobs.find((j) => j.carrierId === 'bluebonnet')!;
    expect(data.warnings).toEqual([
      {
        jobId: bluebonnet.jobId,
        carrierId: 'bluebonnet',
        line: 'bop',
        field: 'input.fein',
        message:
          'Bluebonnet General requires Tax ID (FEIN) of every legal entity but sole_proprietorship; send input.fein, or the carrier will not quote',
      },
    ]);
    // Every read shows the same list.
    const read = await api.app.inject({
      method: 'GET',
      url: `/v1/quotes/${res.json().data.quoteRequestId}`,
      headers: api.agency.headers,
    });
    expect(read.json().data.warnings).toEqual(data.warnings);
  });

  it('has no warnings for a complete submission', async () => {
    // The fixture's restaurant in Austin: every field Summit and Bluebonnet need, in their ranges, and
    // what their questions ask that a field can say.
    const res = await post(
      completeCreateBody(
        { externalReference: 'WARN-2', carrierIds: ['summit-mutual', 'bluebonnet'] },
        TEST_NOW,
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.warnings).toEqual([]);
  });

  it('stores the canonical businessType of a management system spelling', async () => {
    for (const [spelling, canonical] of [
      ['LLC', 'llc'],
      ['S Corp', 's_corporation'],
      ['Sole Proprietor', 'sole_proprietorship'],
      ['Non-Profit', 'nonprofit'],
      ['PARTNERSHIP', 'partnership'],
    ]) {
      const body = validCreateBody(
        { externalReference: `BT-${canonical}`, input: { businessType: spelling as never } },
        TEST_NOW,
      );
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(201);
      const rows = await api.db.query<{ businessType: string }>(
        `SELECT submission->'input'->>'businessType' AS "businessType" FROM quote_requests WHERE id = $1`,
        [res.json().data.quoteRequestId],
      );
      expect(rows[0]!.businessType).toBe(canonical);
    }
  });

  it('refuses an unknown businessType with a 400 listing the accepted values', async () => {
    const res = await post(
      validCreateBody(
        { externalReference: 'BT-bad', input: { businessType: 'Cooperative' as never } },
        TEST_NOW,
      ),
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json().error.field_errors as Record<string, string[]>;
    expect(errors['input.businessType']).toEqual([
      'must be one of: sole_proprietorship, partnership, limited_partnership, llc, corporation, s_corporation, joint_venture, trust, nonprofit, other (common spellings such as "LLC", "S Corp", "Sole Proprietor" or "Non-Profit" are accepted too)',
    ]);
  });

  it('publishes each carrier line requirements on GET /v1/carriers', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/v1/carriers', headers: api.agency.headers });
    expect(res.statusCode).toBe(200);
    const carriers = res.json().data.carriers as {
      carrierId: string;
      appetite: { line: string; requirements: Record<string, unknown> }[];
    }[];
    const bop = carriers.find((c) => c.carrierId === 'bluebonnet')!.appetite.find((a) => a.line === 'bop')!;
    expect(bop.requirements).toMatchObject({
      maxDaysAhead: 60,
      requiredFields: [
        { field: 'input.fein', label: 'Tax ID (FEIN)', exceptBusinessTypes: ['sole_proprietorship'] },
      ],
    });
    const gl = carriers.find((c) => c.carrierId === 'harborline')!.appetite.find((a) => a.line === 'gl')!;
    expect(gl.requirements.glClasses).toContainEqual({ code: '41677', basis: 'sales' });
    // What a person is asked without a field, and when a field answers only with one value.
    const cyber = carriers
      .find((c) => c.carrierId === 'cascade-commercial')!
      .appetite.find((a) => a.line === 'cyber')!;
    expect(cyber.requirements.asked).toContainEqual({
      field: 'cyber.securityControls.securityTraining',
      label: 'Do employees complete security awareness training every year?',
    });
    expect(cyber.requirements.asked).toContainEqual({
      field: 'cyber.pciCompliant',
      label: 'Is the business PCI DSS compliant?',
      notAskedWhen: { field: 'cyber.acceptsPaymentCards', value: false },
    });
    const ironclad = carriers
      .find((c) => c.carrierId === 'ironclad-specialty')!
      .appetite.find((a) => a.line === 'gl')!;
    expect(ironclad.requirements.asked).toContainEqual({
      field: 'generalLiability.claimsLastFiveYears',
      label: 'Any general liability claims over $25,000 in the past 3 years?',
      answersOnly: { value: 0, when: 'when there were none' },
    });
    const wc = carriers
      .find((c) => c.carrierId === 'pioneer-casualty')!
      .appetite.find((a) => a.line === 'wc')!;
    expect(wc.requirements.ranges).toContainEqual({
      field: 'workersComp.experienceMod',
      label: 'Experience Modification Factor',
      max: 1.5,
      outcome: 'referred',
    });
  });
});
