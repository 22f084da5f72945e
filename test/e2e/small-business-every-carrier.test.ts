// A complete small-business submission (an accounting office in Austin) for BOP, GL and WC with every
// sandbox carrier: the create answer carries no warning, so no job may end refusing our data
// (`portal_rejected_data`) and a person is asked only what no field could say; every job quotes.
// Harborline rates the GL class on gross sales while the submission gives payroll: the mapping sends
// annualRevenue, and the premium is the portal's formula on it. `businessType` comes as an agency
// system writes it ("LLC").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateGl, rateWc } from '../../sandbox/portals/harborline/rating.ts';
import type { Line } from '../../src/domain/lines.ts';
import { normalizeSubmission } from '../../src/domain/quote-request/normalize-submission.ts';
import { questionsAsked } from '../fixtures/carrier-questions.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack } from '../helpers/stack.ts';
import { type JobView, playPerson } from './support/person.ts';

const accountingOffice = () =>
  validCreateBody({
    externalReference: 'SMALL-1',
    carrierIds: ['summit-mutual', 'harborline', 'pioneer-casualty', 'ironclad-specialty', 'bluebonnet'],
    linesRequested: ['bop', 'gl', 'wc'],
    input: {
      businessName: 'Hill Country Accounting LLC',
      dba: 'Hill Country Accounting',
      businessType: 'LLC' as never,
      industryCode: '541211',
      industryDescription: 'Certified public accountants: tax preparation and bookkeeping',
      yearEstablished: 2009,
      streetAddress: '600 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      annualRevenue: 850_000,
      numberOfEmployees: 9,
      fullTimeEmployees: 7,
      partTimeEmployees: 2,
      annualPayroll: 520_000,
      fein: '74-3345123',
      bopCoverageLimit: '1000000/2000000',
      deductible: '1000',
      propertyValue: 120_000,
    },
    businessOwners: {
      buildingOwned: false,
      constructionType: 'masonry_non_combustible',
      yearBuilt: 2004,
      squareFeet: 2400,
      sprinklered: true,
      occupiedPercent: 100,
      roofUpdatedYear: 2015,
    },
    generalLiability: {
      classCode: '41677',
      exposureBasis: 'payroll',
      exposure: 520_000,
      limits: '1000000/2000000',
      medicalExpenseLimit: 5000,
      claimsLastFiveYears: 0,
      subcontractorCost: 0,
    },
    workersComp: {
      classCodes: [{ state: 'TX', classCode: '8810', payroll: 520_000, employees: 9 }],
      experienceMod: undefined,
      employersLiabilityLimit: '500000/500000/500000',
      ownersIncluded: false,
      usesSubcontractors: false,
      claimsLastThreeYears: 0,
    },
  });

describe(`a complete small-business submission on every carrier (${backend})`, () => {
  let stack: Stack;
  beforeAll(async () => {
    ({ stack } = await startStack({ concurrency: 4 }));
  }, 120_000);
  afterAll(() => stack?.close());

  it('carries no warning, and every dispatched job quotes', async () => {
    const created = await stack.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: stack.headers,
      payload: accountingOffice(),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.warnings).toEqual([]);
    const id: string = created.json().data.quoteRequestId;
    const started = await stack.app.inject({
      method: 'POST',
      url: `/v1/quotes/${id}/start`,
      headers: stack.headers,
    });
    expect(started.statusCode, started.body).toBe(202);
    const { quote, asked } = await playPerson(stack, id, { timeoutMs: 420_000 });
    const jobs = quote.jobs as JobView[];
    const detail = JSON.stringify(
      jobs.map((j) => [j.carrierId, j.lineOfBusiness, j.status, j.errorType, j.errorMessage]),
    );

    expect(quote.skippedCarriers.map((s: { carrierId: string }) => s.carrierId)).toEqual([
      'pioneer-casualty',
    ]);
    expect(jobs.map((j) => `${j.carrierId}:${j.lineOfBusiness}`).sort()).toEqual([
      'bluebonnet:bop',
      'harborline:gl',
      'harborline:wc',
      'ironclad-specialty:gl',
      'summit-mutual:bop',
      'summit-mutual:gl',
    ]);
    expect(
      jobs.filter((j) => j.errorType === 'portal_rejected_data'),
      detail,
    ).toEqual([]);
    expect(
      jobs.map((j) => j.status),
      detail,
    ).toEqual(jobs.map(() => 'success'));

    // Every question a person was asked is one the playbooks' question builders ask of this very body
    // (test/fixtures/carrier-questions.ts): none of those src/agents/carriers/asked-fields.test.ts
    // finds a field answers, and no missing information.
    const submission = normalizeSubmission(accountingOffice());
    const modelled = new Set(
      jobs.flatMap((j) => questionsAsked(j.carrierId, j.lineOfBusiness as Line, submission)),
    );
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.flat().filter((q) => !modelled.has(q.id))).toEqual([]);

    const result = (carrierId: string, line: string) =>
      (quote.results as { carrierId: string; lineOfBusiness: string; annualPremium: number }[]).find(
        (r) => r.carrierId === carrierId && r.lineOfBusiness === line,
      )!;
    // Harborline rates 41677 on gross sales: the formula on annualRevenue, not on the payroll given.
    const gl = rateGl({
      state: 'TX',
      classCode: '41677',
      exposure: 850_000,
      limits: '1000000/2000000',
      deductible: 0,
    });
    expect(result('harborline', 'gl').annualPremium).toBe(gl.premium);
    const wc = rateWc({
      classes: [{ state: 'TX', classCode: '8810', payroll: 520_000 }],
      experienceMod: 1,
      elLimit: '500000/500000/500000',
    });
    expect(result('harborline', 'wc').annualPremium).toBe(wc.premium);
  }, 600_000);
});
