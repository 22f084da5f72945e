import { describe, expect, it } from 'vitest';
import { validCreateBody } from '../../../../test/fixtures/quote-request.ts';
import { parseQuote } from './extract.ts';
import {
  applicantValues,
  buildingFactsOf,
  buildingFills,
  coverageFills,
  exposureFills,
  limitsText,
  operationsText,
} from './mapping.ts';
import { buildingQuestionnaire, lossChoice, underwritingQuestionnaire } from './pages/answers.ts';
import { isAppetiteDecline } from './pages/flow.ts';

const submission = (overrides: Parameters<typeof validCreateBody>[0] = {}) => validCreateBody(overrides);
const fieldValue = (fills: { label: string; value: string }[], label: string) =>
  fills.find((f) => f.label === label)?.value;

describe('Summit mapping', () => {
  it('writes limits and amounts as AgentLink shows them', () => {
    expect(limitsText('1000000/2000000')).toBe('1,000,000/2,000,000');
    expect(fieldValue(coverageFills(submission()), 'Property Deductible')).toBe('$2,500');
  });

  it('sends the exposure on the basis AgentLink rates the class on, from where the submission holds it', () => {
    // 41677 is rated on payroll at Summit: a submission giving sales has its payroll in annualPayroll.
    const consultants = exposureFills(
      submission({
        input: { annualPayroll: 410_000 },
        generalLiability: { classCode: '41677', exposureBasis: 'sales', exposure: 900_000 },
      }),
    );
    expect(fieldValue(consultants, 'Premium Basis')).toBe('Payroll');
    expect(fieldValue(consultants, 'Exposure Amount')).toBe('410000');
    const restaurant = exposureFills(submission());
    expect(fieldValue(restaurant, 'Premium Basis')).toBe('Gross Sales');
    expect(fieldValue(restaurant, 'Exposure Amount')).toBe('2400000');
  });

  it('gives years in business (layout 1) and the year started (layout 2)', () => {
    const values = applicantValues(submission(), new Date('2026-03-01T12:00:00Z'), 'Corporation');
    expect(values).toMatchObject({
      yearsInBusiness: '14',
      yearStarted: '2012',
      state: 'TX',
      entity: 'Corporation',
    });
    expect(values.sales).toBe('2400000');
  });

  it('describes operations by the NAICS title when the submission has no description', () => {
    expect(operationsText(submission({ input: { industryDescription: undefined } }))).toBe(
      'Full-Service Restaurants',
    );
  });

  it('puts property value in BPP: a tenant has no building limit, an owner has buildingValue', () => {
    expect(buildingFactsOf(submission())).toMatchObject({ owner: false, buildingLimit: '0' });
    const owner = submission({ businessOwners: { buildingOwned: true, buildingValue: 1_200_000 } });
    expect(buildingFactsOf(owner)).toMatchObject({ owner: true, buildingLimit: '1200000' });
  });
});

describe('Summit questions', () => {
  it('reads loss counts given in other words', () => {
    expect(lossChoice('0')).toBe('None');
    expect(lossChoice('2')).toBe('2');
    expect(lossChoice('5')).toBe('3 or more');
    expect(() => lossChoice('several')).toThrow();
  });

  it('answers from the submission what it can', () => {
    const known = submission({ generalLiability: { claimsLastFiveYears: 0, subcontractorCost: 10_000 } });
    const questionnaire = underwritingQuestionnaire(known, 'gl', 'ref');
    expect(questionnaire.questions.map((q) => q.id)).toEqual([
      'operations.alcoholSales',
      'history.priorCancellation',
      'summit-mutual:prior_cancellation_explanation',
    ]);
    const fills = questionnaire.read({
      'operations.alcoholSales': false,
      'history.priorCancellation': true,
      'summit-mutual:prior_cancellation_explanation': 'Non-renewed: carrier left Texas',
    });
    expect(fieldValue(fills, 'Number of losses in the past 3 years')).toBe('None');
    expect(fieldValue(fills, 'Does the applicant use subcontractors?')).toBe('Yes');
    expect(fieldValue(fills, 'If yes, please explain')).toBe('Non-renewed: carrier left Texas');
  });

  it('asks the cancellation explanation as a follow-up of a Yes, and leaves the box empty after a No', () => {
    const questionnaire = underwritingQuestionnaire(submission({}), 'gl', 'ref');
    const explain = questionnaire.questions.find(
      (q) => q.id === 'summit-mutual:prior_cancellation_explanation',
    );
    expect(explain).toMatchObject({
      type: 'text',
      when: { questionId: 'history.priorCancellation', answer: true },
    });
    const fills = questionnaire.read({
      'operations.alcoholSales': false,
      'history.lossesPast3Years': 'None',
      'history.priorCancellation': false,
      'gl.usesSubcontractors': false,
    });
    expect(fieldValue(fills, 'If yes, please explain')).toBe('');
  });
});

describe('Summit building questions', () => {
  it('asks a person for the building facts the submission lacks, in one list', () => {
    const bare = submission({ businessOwners: undefined });
    const questionnaire = buildingQuestionnaire(bare);
    expect(questionnaire.questions.map((q) => q.id)).toEqual([
      'building.constructionType',
      'building.yearBuilt',
      'building.squareFeet',
      'building.sprinklered',
    ]);
    const facts = questionnaire.read({
      'building.constructionType': 'Frame',
      'building.yearBuilt': '1987',
      'building.squareFeet': '2400',
      'building.sprinklered': 'No',
    });
    expect(buildingFills(bare, facts)).toEqual([
      { label: "Applicant's Interest", value: 'Tenant' },
      { label: 'Business Personal Property Limit', value: '850000' },
      { label: 'Building Limit', value: '0' },
      { label: 'Construction Type', value: 'Frame' },
      { label: 'Year Built', value: '1987' },
      { label: 'Total Square Feet', value: '2400' },
      { label: 'Is the building fully sprinklered?', value: 'No' },
    ]);
  });

  it('asks nothing when the submission has every fact', () => {
    expect(buildingQuestionnaire(submission()).questions).toEqual([]);
  });
});

describe('Summit quote page', () => {
  const base = { pairs: [] as [string, string][], premiumRows: [], detailItems: [], legends: [], text: '' };

  it('reads the classic quote summary', () => {
    const quote = parseQuote({
      ...base,
      pairs: [
        ['Quote Number', 'SMQ-GL-10004817-01'],
        ['Quote Status', 'Bindable Quote'],
        ['Named Insured', 'Juniper Hollow Bakery LLC'],
        ['Proposed Effective Date', '06/01/2026'],
        ['Expiration Date', '06/01/2027'],
        ['Each Occurrence / Aggregate', '1,000,000/2,000,000'],
        ['Property Damage Deductible', 'None'],
        ['Quote Valid Through', '06/30/2026'],
      ],
      premiumRows: [['Total Annual Premium', '$7,962']],
    });
    expect(quote).toEqual({
      quoteNumber: 'SMQ-GL-10004817-01',
      annualPremium: 7962,
      quoteType: 'bindable',
      bindableMarker: 'Bindable Quote',
      namedInsured: 'Juniper Hollow Bakery LLC',
      policyStartDate: '06/01/2026',
      policyExpirationDate: '06/01/2027',
      limits: '1,000,000/2,000,000',
      deductible: 'None',
      asQuoted: { limits: '1,000,000/2,000,000', deductible: 'None' },
      quoteExpiresAt: '06/30/2026',
    });
  });

  it('reads the quote card', () => {
    const quote = parseQuote({
      ...base,
      legends: ['Quote Reference SMQ-BP-10004818-01'],
      pairs: [
        ['Total Estimated Annual Premium', '$2,937'],
        ['Insured', 'Juniper Hollow Bakery LLC (Businessowners, submission 10004818)'],
        ['Coverage Period', '06/01/2026 through 06/01/2027'],
        ['Limits', '1,000,000/2,000,000'],
      ],
      detailItems: ['Property — $2,033', 'Policy Fee — $150'],
      text: 'Status: bindable.',
    });
    expect(quote).toMatchObject({
      quoteNumber: 'SMQ-BP-10004818-01',
      annualPremium: 2937,
      quoteType: 'bindable',
      bindableMarker: 'bindable',
      namedInsured: 'Juniper Hollow Bakery LLC',
      line: 'bop',
      policyStartDate: '06/01/2026',
      policyExpirationDate: '06/01/2027',
      premiumBreakdown: [
        { label: 'Property', amount: 2033 },
        { label: 'Policy Fee', amount: 150 },
      ],
    });
  });

  it('calls a quote bindable only when the page says so', () => {
    const quote = parseQuote({
      ...base,
      pairs: [['Quote Number', 'SMQ-GL-10004817-01']],
      premiumRows: [['Total Annual Premium', '$7,962']],
    });
    expect(quote.quoteType).toBe('indication');
  });

  it('tells a changed page from a quote', () => {
    expect(() => parseQuote(base)).toThrow(/no quote number/);
  });

  it('tells appetite declines from underwriting declines', () => {
    expect(isAppetiteDecline('applicant', 'anything')).toBe(true);
    expect(isAppetiteDecline('review', 'anything')).toBe(false);
    expect(isAppetiteDecline(undefined, 'Automotive repair risks are not eligible for ...')).toBe(true);
  });
});
