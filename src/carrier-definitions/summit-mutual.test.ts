// Summit Mutual's definition without a browser, on the cases its playbook's unit tests checked: limits
// and amounts as AgentLink writes them, the GL exposure on the basis Summit rates the class on, both
// applicant layouts' values, the operations by NAICS title, a tenant's and an owner's building, loss
// counts in other words, what the submission answers itself, the cancellation follow-up, the building
// facts asked in one list, both quote page layouts read by their anchors, the bindable marker, and
// appetite declines told from underwriting ones. (The pages themselves: test/e2e/playbooks/summit-mutual.test.ts.)
import { describe, expect, it } from 'vitest';
import { validCreateBody } from '../../test/fixtures/quote-request.ts';
import { collectFields, expandAnchors } from '../agents/definition/controls/anchors.ts';
import { matchChoice } from '../agents/definition/questions.ts';
import { askedOf } from '../domain/carrier-definition/asks.ts';
import type { FieldDefinition, QuestionDefinition } from '../domain/carrier-definition/flow-schema.ts';
import { evaluate, holds, type ValueScope } from '../domain/carrier-definition/values.ts';
import { builtInCarrier } from './built-in.ts';

const flow = builtInCarrier('summit-mutual').flow!;
const screen = (name: string) => flow.wizard.screens[name]!;
const submission = (overrides: Parameters<typeof validCreateBody>[0] = {}) => validCreateBody(overrides);
const scope = (s: object, line = 'bop'): ValueScope => ({
  submission: s as Record<string, unknown>,
  job: { line, id: 'job-1', reference: 'AMS-1' },
  today: '2026-03-01',
});
/** The field's value, as the interpreter fills it (the first field of that label whose `when` holds). */
const fieldValue = (fields: readonly FieldDefinition[], label: string, s: ValueScope) => {
  const field = fields.find((f) => f.label === label && (!f.when || holds(f.when, s)));
  return field ? evaluate(field.value, s) : undefined;
};
const known = (questions: readonly QuestionDefinition[], label: string, s: ValueScope) => {
  const q = questions.find((x) => x.label === label && (!x.when || holds(x.when, s)));
  return q?.known === undefined ? undefined : evaluate(q.known, s);
};
const asked = (line: string, s: object) =>
  askedOf(flow, line, s as Record<string, unknown>, '2026-03-01').map((a) => a.id);

describe('Summit definition: values', () => {
  it('writes limits and amounts as AgentLink shows them', () => {
    const coverages = screen('coverages').fields!;
    expect(fieldValue(coverages, 'Each Occurrence / Aggregate', scope(submission()))).toBe(
      '1,000,000/2,000,000',
    );
    expect(fieldValue(coverages, 'Property Deductible', scope(submission()))).toBe('$2,500');
  });

  it('sends the exposure on the basis AgentLink rates the class on, from where the submission holds it', () => {
    const fields = screen('exposure').fields!;
    // 41677 is rated on payroll at Summit: a submission giving sales has its payroll in annualPayroll.
    const consultants = scope(
      submission({
        input: { annualPayroll: 410_000 },
        generalLiability: { classCode: '41677', exposureBasis: 'sales', exposure: 900_000 },
      }),
      'gl',
    );
    expect(fieldValue(fields, 'Premium Basis', consultants)).toBe('Payroll');
    expect(fieldValue(fields, 'Exposure Amount', consultants)).toBe('410000');
    const restaurant = scope(submission(), 'gl');
    expect(fieldValue(fields, 'Premium Basis', restaurant)).toBe('Gross Sales');
    expect(fieldValue(fields, 'Exposure Amount', restaurant)).toBe('2400000');
  });

  it('gives years in business (layout 1) and the year started (layout 2), one of them either way', () => {
    const fields = screen('applicant').fields!;
    const s = scope(submission());
    expect(fieldValue(fields, 'Years in Business', s)).toBe('14');
    expect(fieldValue(fields, 'Year Business Started', s)).toBe('2012');
    expect(fields.filter((f) => f.either === 'age').map((f) => f.label)).toEqual([
      'Years in Business',
      'Year Business Started',
    ]);
    expect(fieldValue(fields, 'State', s)).toBe('TX');
    expect(fieldValue(fields, 'Entity Type', s)).toBe('Limited Liability Company');
    const sCorp = scope(submission({ input: { businessType: 's_corporation' } }));
    expect(fieldValue(fields, 'Entity Type', sCorp)).toBe('Corporation');
    expect(fieldValue(fields, 'Gross Annual Sales', s)).toBe('2400000');
  });

  it('describes operations by the NAICS title when the submission has no description', () => {
    const fields = screen('applicant').fields!;
    const bare = scope(submission({ input: { industryDescription: undefined } }));
    expect(fieldValue(fields, 'Description of Operations', bare)).toBe('Full-Service Restaurants');
  });

  it('puts property value in BPP: a tenant has no building limit, an owner has buildingValue', () => {
    const building = screen('building');
    const tenant = scope(submission());
    expect(fieldValue(building.fields!, "Applicant's Interest", tenant)).toBe('Tenant');
    expect(fieldValue(building.fields!, 'Building Limit', tenant)).toBe('0');
    expect(fieldValue(building.fields!, 'Business Personal Property Limit', tenant)).toBe('850000');
    const owner = scope(submission({ businessOwners: { buildingOwned: true, buildingValue: 1_200_000 } }));
    expect(fieldValue(building.fields!, "Applicant's Interest", owner)).toBe('Owner');
    expect(fieldValue(building.fields!, 'Building Limit', owner)).toBeUndefined();
    expect(known(building.questions!, 'Building Limit', owner)).toBe('1200000');
  });

  it('keeps its references in the remarks', () => {
    const remarks = fieldValue(
      screen('gl-underwriting').fields!,
      'Additional Underwriting Remarks',
      scope({}),
    );
    expect(remarks).toBe('Agency reference AMS-1; quoting job job-1.');
  });
});

describe('Summit definition: questions', () => {
  it('reads loss counts given in other words', () => {
    const choices = screen('gl-underwriting').questions!.find((q) => q.id === 'history.lossesPast3Years')!
      .choices!;
    expect(matchChoice('0', choices)).toBe('None');
    expect(matchChoice('2', choices)).toBe('2');
    expect(matchChoice('5', choices)).toBe('3 or more');
    expect(matchChoice('several', choices)).toBeUndefined();
  });

  it('answers from the submission what it can', () => {
    const s = submission({ generalLiability: { claimsLastFiveYears: 0, subcontractorCost: 10_000 } });
    expect(asked('gl', s)).toEqual([
      'operations.alcoholSales',
      'history.priorCancellation',
      'summit-mutual:prior_cancellation_explanation',
    ]);
    const questions = screen('gl-underwriting').questions!;
    expect(known(questions, 'Number of losses in the past 3 years', scope(s, 'gl'))).toBe('None');
    expect(known(questions, 'Does the applicant use subcontractors?', scope(s, 'gl'))).toBe('true');
  });

  it('asks the cancellation explanation as a follow-up of a Yes', () => {
    const explain = screen('gl-underwriting').questions!.find(
      (q) => q.id === 'summit-mutual:prior_cancellation_explanation',
    );
    expect(explain).toMatchObject({ type: 'text', follows: { question: 'history.priorCancellation' } });
    expect(explain?.follows?.answer).toBeUndefined(); // a Yes opens it
  });

  it('asks a person for the building facts the submission lacks, in one list, and nothing when it has them', () => {
    const bare = submission({ businessOwners: undefined });
    const building = (s: object) => asked('bop', s).filter((id) => id.startsWith('building.'));
    expect(building(bare)).toEqual([
      'building.constructionType',
      'building.yearBuilt',
      'building.squareFeet',
      'building.sprinklered',
    ]);
    expect(building(submission())).toEqual([]);
    expect(asked('bop', submission())).not.toContain('summit-mutual:building_limit');
  });
});

describe('Summit definition: the quote page', () => {
  const { fields } = flow.extract;
  /** A page as its anchors see it: each caption, term or selector → the text next to it. */
  const read = (page: Record<string, string>) =>
    collectFields(
      fields,
      Object.fromEntries(
        expandAnchors(fields).map(([key, a]) => [key, page[a.after ?? a.term ?? a.selector ?? ''] ?? '']),
      ),
    );

  it('reads the classic quote summary', () => {
    expect(
      read({
        'Quote Number:': 'SMQ-GL-10004817-01',
        'Named Insured:': 'Juniper Hollow Bakery LLC',
        'Proposed Effective Date:': '06/01/2026',
        'Expiration Date:': '06/01/2027',
        'Each Occurrence / Aggregate:': '1,000,000/2,000,000',
        'Property Damage Deductible:': 'None',
        'Quote Valid Through:': '06/30/2026',
        'Total Annual Premium': '$7,962',
      }),
    ).toEqual({
      quoteNumber: 'SMQ-GL-10004817-01',
      annualPremium: '$7,962',
      namedInsured: 'Juniper Hollow Bakery LLC',
      policyStartDate: '06/01/2026',
      policyExpirationDate: '06/01/2027',
      limits: '1,000,000/2,000,000',
      deductible: 'None',
      quoteExpiresAt: '06/30/2026',
    });
  });

  it('reads the quote card', () => {
    expect(
      read({
        legend: 'Quote Reference SMQ-BP-10004818-01',
        'Total Estimated Annual Premium': '$2,937',
        Insured: 'Juniper Hollow Bakery LLC (Businessowners, submission 10004818)',
        'Coverage Period': '06/01/2026 through 06/01/2027',
        Limits: '1,000,000/2,000,000',
      }),
    ).toMatchObject({
      quoteNumber: 'SMQ-BP-10004818-01',
      annualPremium: '$2,937',
      namedInsured: 'Juniper Hollow Bakery LLC',
      policyStartDate: '06/01/2026',
      policyExpirationDate: '06/01/2027',
      limits: '1,000,000/2,000,000',
    });
    const item = new RegExp(flow.extract.breakdown!.items!.pattern).exec('Property — $2,033');
    expect(item?.slice(1)).toEqual(['Property', '$2,033']);
  });

  it('calls a quote bindable only when the page says so, in either layout', () => {
    const bindable = (words: string) =>
      flow.extract.bindable!.match.some((p) => new RegExp(p, 'i').test(words));
    expect(bindable('Bindable Quote')).toBe(true);
    expect(bindable('Status: bindable. Download Quote Letter (PDF)')).toBe(true);
    expect(bindable('Quoted')).toBe(false);
    expect(bindable('Status: quoted. Download Quote Letter (PDF)')).toBe(false);
  });

  it('tells a changed page from a quote: no quote number, nothing read', () => {
    expect(read({}).quoteNumber).toBe('');
  });

  it('tells appetite declines from underwriting declines', () => {
    expect(flow.wizard.appetiteAfter).toEqual(['applicant']);
    const appetite = (message: string) =>
      flow.extract.appetite!.some((p) => new RegExp(p, 'i').test(message));
    expect(appetite('Automotive repair risks are not eligible for ...')).toBe(true);
    expect(appetite('The applicant’s loss history does not meet our underwriting guidelines.')).toBe(false);
  });
});
