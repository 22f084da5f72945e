import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Submission } from '../../domain/quote-request/model/submission.ts';
import {
  type Candidate,
  type ControlFacts,
  candidatesOf,
  PROPOSAL_MARGIN,
  PROPOSAL_THRESHOLD,
  propose,
} from './proposals.ts';

const today = new Date('2026-06-01T12:00:00Z');

const submission = {
  externalReference: 'AMS-000481',
  externalSource: 'acme-ams',
  linesRequested: ['bop', 'gl', 'wc'],
  carrierIds: ['summit-mutual'],
  input: {
    businessName: 'Lone Star Smokehouse LLC',
    dba: 'Lone Star Smokehouse',
    businessType: 'llc',
    industryCode: '722511',
    industryDescription: 'Full-service barbecue restaurant with a bar',
    yearEstablished: 2012,
    streetAddress: '600 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    annualRevenue: 2_400_000,
    numberOfEmployees: 28,
    fullTimeEmployees: 18,
    partTimeEmployees: 10,
    annualPayroll: 980_000,
    fein: '74-1234567',
    deductible: '2500',
    propertyValue: 850_000,
    policyStartDate: '06/15/2026',
    policyExpirationDate: '06/15/2027',
    contactName: 'Maria Alvarez',
    contactEmail: 'maria@lonestarsmokehouse.com',
    contactPhone: '(512) 555-0142',
    agentContactName: 'Dan Whitaker',
    agentContactEmail: 'dan@whitakerinsurance.com',
  },
} as Submission;

const candidates = candidatesOf(submission, { today });
const control = (label: string, facts: Partial<ControlFacts> = {}): ControlFacts => ({
  label,
  type: 'text',
  required: true,
  ...facts,
});
const proposeFor = (facts: ControlFacts, from: readonly Candidate[] = candidates) =>
  propose(facts, from, { today });

describe('candidatesOf', () => {
  test('offers the insured values and the years in business, not the agency contact', () => {
    const fields = candidates.map((c) => c.field);
    expect(fields).toContain('input.contactEmail');
    expect(fields).not.toContain('input.agentContactEmail');
    expect(candidates.find((c) => c.field === 'yearsInBusiness')).toMatchObject({ value: 14, kind: 'count' });
  });
});

describe('propose', () => {
  test.each([
    ['Workforce size', 'number', 'input.numberOfEmployees', 28],
    ['Persons employed', 'text', 'input.numberOfEmployees', 28],
    ['Electronic mail', 'text', 'input.contactEmail', 'maria@lonestarsmokehouse.com'],
    ['Time in business (years)', 'number', 'yearsInBusiness', 14],
    // A compound in one word shares meaning with its parts: a taxpayer pays tax.
    ['Taxpayer ID (employer)', 'text', 'input.fein', '74-1234567'],
  ])('"%s" (%s) is %s, confidently', (label, type, field, value) => {
    const proposal = proposeFor(control(label, { type }));
    expect(proposal).toMatchObject({ field, value, confident: true });
  });

  test('"Time in business" asking a year (YYYY) is the year established', () => {
    const proposal = proposeFor(control('Time in business (years)', { placeholder: 'YYYY' }));
    expect(proposal).toMatchObject({ field: 'input.yearEstablished', value: 2012, confident: true });
  });

  test("a box whose words name a person takes the contact's name; the applicant is the business", () => {
    expect(proposeFor(control('Whom should we call'))?.field).not.toBe('input.businessName');
    for (const label of ['Our representative at the firm', 'Person handling this request'])
      expect(proposeFor(control(label))).toMatchObject({ field: 'input.contactName' });
    expect(proposeFor(control('Applicant of record'))).toMatchObject({ field: 'input.businessName' });
    // A type is a person only in its second sense ("a strange type"): a legal form's box is no person's.
    const forms = ['Sole proprietorship', 'Limited liability company', 'Corporation'];
    const legal = [
      {
        field: 'input.businessType',
        value: 'Limited liability company',
        kind: 'text' as const,
        names: ['Legal entity'],
        choice: true,
      },
    ];
    expect(
      proposeFor(control('Type of organization', { type: 'select', options: forms }), [
        ...candidates,
        ...legal,
      ]),
    ).toMatchObject({
      field: 'input.businessType',
      confident: true,
    });
  });

  test('that a person is asked for is not enough to fill the contact: a signer or an accountant is another', () => {
    for (const label of [
      'Name of signer',
      "Name of the applicant's accountant or bookkeeper",
      'Owner',
      'Name of person signing',
    ])
      expect(proposeFor(control(label))?.confident ?? false).toBe(false);
    expect(proposeFor(control('Contact person'))).toMatchObject({
      field: 'input.contactName',
      confident: true,
    });
    // A representative is what a contact is (WordNet: a contact, as a person, is a middleman, a kind of
    // representative); an agent is another kind of representative, not our contact.
    expect(proposeFor(control('Applicant representative'))).toMatchObject({
      field: 'input.contactName',
      confident: true,
    });
    expect(proposeFor(control('Agent name'))?.confident ?? false).toBe(false);
    // Or the label says we would do with them what a contact is for: to speak to someone is, to WordNet,
    // a kind of contacting them.
    expect(proposeFor(control('Person we should speak to'))).toMatchObject({
      field: 'input.contactName',
      confident: true,
    });
  });

  test("a box named for the policyholder takes the business's name, not one of theirs named after it", () => {
    for (const label of ['Insured entity (as on the policy)', "Applicant's name", 'Applicant of record'])
      expect(proposeFor(control(label))).toMatchObject({ field: 'input.businessName', confident: true });
    for (const label of ["Insured's contact name", 'Insured with us since']) {
      const other = proposeFor(control(label));
      expect(other?.field === 'input.businessName' && other.confident).toBe(false);
    }
  });

  test('the first phrase names the field; the words after it say which', () => {
    // "Staff on payroll" is staff: the payroll, named only after it, is not what is asked.
    expect(proposeFor(control('Staff on payroll', { type: 'number' }))).toMatchObject({
      field: 'input.numberOfEmployees',
      confident: true,
    });
    // The words after "Employees" say which employees: not all of them, surely.
    const fullTime = proposeFor(control('Employees working 30+ hours/week', { type: 'number' }));
    expect(fullTime?.field === 'input.numberOfEmployees' && fullTime.confident).toBe(false);
  });

  test('a year in the singular is a point in time: never a count of years', () => {
    for (const label of ['Operating since (year)', 'Year incorporated'])
      expect(proposeFor(control(label))?.field).not.toBe('yearsInBusiness');
    expect(proposeFor(control('Years operating'))).toMatchObject({ field: 'yearsInBusiness' });
  });

  test('a label alone: "Total employees" is the number of employees', () => {
    expect(proposeFor(control('Total employees'))).toMatchObject({
      field: 'input.numberOfEmployees',
      confident: true,
    });
  });

  test('the type alone: an e-mail input labelled "Field 7" takes the e-mail', () => {
    const proposal = proposeFor(control('Field 7', { type: 'email' }));
    expect(proposal).toMatchObject({ field: 'input.contactEmail', confident: true });
    expect(proposal?.runnerUp).toBeUndefined();
  });

  test('an autocomplete token names the field whatever the label', () => {
    expect(proposeFor(control('Field 3', { autocomplete: 'shipping postal-code' }))).toMatchObject({
      field: 'input.zipCode',
      confident: true,
    });
  });

  test('a number input never takes a name; an e-mail input nothing but an e-mail', () => {
    expect(proposeFor(control('Business name', { type: 'number' }))?.field).not.toBe('input.businessName');
    expect(proposeFor(control('Business name', { type: 'email' }))?.field).toBe('input.contactEmail');
  });

  test('a maxlength is met with the form that fits: a phone as ten digits', () => {
    expect(proposeFor(control('Phone', { maxLength: 10 }))).toMatchObject({
      field: 'input.contactPhone',
      value: '5125550142',
      confident: true,
    });
    expect(proposeFor(control('Phone', { maxLength: 7 }))?.field).not.toBe('input.contactPhone');
  });

  test('a pattern the value cannot satisfy excludes it', () => {
    expect(proposeFor(control('ZIP code', { pattern: '\\d{5}-\\d{4}' }))?.field).not.toBe('input.zipCode');
    expect(proposeFor(control('ZIP code', { pattern: '\\d{5}' }))?.field).toBe('input.zipCode');
  });

  test('a year is four digits in a plausible range', () => {
    const odd = [
      { field: 'input.yearEstablished', value: 1492, kind: 'year' as const, names: ['Year established'] },
    ];
    expect(proposeFor(control('Year established'), odd)).toBeUndefined();
    expect(proposeFor(control('Year established', { maxLength: 2 }))?.field).not.toBe(
      'input.yearEstablished',
    );
  });

  test('a date input takes the ISO form of a date', () => {
    expect(proposeFor(control('Effective date', { type: 'date' }))).toMatchObject({
      field: 'input.policyStartDate',
      value: '2026-06-15',
    });
  });

  test('neighbours and section decide where a bare "Code" goes', () => {
    const alone = proposeFor(control('Code'));
    const placed = proposeFor(control('Code', { section: 'Location', neighbours: ['City', 'State'] }));
    expect(placed).toMatchObject({ field: 'input.zipCode', confident: true });
    expect(placed!.score).toBeGreaterThan(alone!.score);
    const business = proposeFor(
      control('Code', { section: 'Business information', neighbours: ['Description of operations', 'FEIN'] }),
    );
    expect(business).toMatchObject({ field: 'input.industryCode' });
  });

  test('one neighbour of another block says little (a reordered page); one on each side says more', () => {
    const alone = proposeFor(control('Workforce size', { type: 'number' }));
    const besideOne = proposeFor(
      control('Workforce size', { type: 'number', neighbours: ['Requested effective date'] }),
    );
    expect(besideOne).toMatchObject({ field: 'input.numberOfEmployees', confident: true });
    expect(besideOne!.score).toBe(alone!.score);
    const between = proposeFor(
      control('Workforce size', { type: 'number', neighbours: ['Street address', 'City'] }),
    );
    expect(between!.score).toBeLessThan(alone!.score);
  });

  test('a neighbour worded as another one than ours (a secondary phone) does not claim our field', () => {
    const phone = control('Best number to reach', {
      htmlName: 'ctl00$MainContent$txtContactPhone',
      maxLength: 14,
      neighbours: ['Person we should speak to', 'Secondary phone (optional)'],
    });
    expect(proposeFor(phone)).toMatchObject({ field: 'input.contactPhone', confident: true });
  });

  test('two fields equally good: not confident, the runner-up named', () => {
    const proposal = proposeFor(control('Name'));
    expect(proposal?.confident).toBe(false);
    expect(proposal?.runnerUp).toBeDefined();
    expect(proposal!.score - proposal!.runnerUp!.score).toBeLessThan(PROPOSAL_MARGIN);
    expect([proposal?.field, proposal?.runnerUp?.field].sort()).toEqual([
      'input.businessName',
      'input.contactName',
    ]);
  });

  test('a score below the threshold is not confident, and an optional control gets nothing', () => {
    const weak = proposeFor(control('Number of vehicles'));
    expect(weak === undefined || (weak.score < PROPOSAL_THRESHOLD && !weak.confident)).toBe(true);
    expect(proposeFor(control('Number of vehicles', { required: false }))).toBeUndefined();
  });

  test('a decoy beside the ZIP ("Mailing ZIP (if different)") is never filled from a guess', () => {
    const decoy = proposeFor(control('Mailing ZIP (if different)', { required: false, neighbours: ['ZIP'] }));
    expect(decoy?.confident ?? false).toBe(false);
    const required = proposeFor(control('Mailing ZIP (if different)', { neighbours: ['ZIP'] }));
    expect(required?.confident ?? false).toBe(false);
    expect(proposeFor(control('Prior carrier ZIP code'))?.confident ?? false).toBe(false);
    expect(proposeFor(control('Previous address'))?.confident ?? false).toBe(false);
  });

  test('an optional control with nothing fitting gets no proposal', () => {
    expect(proposeFor(control('Favourite colour', { required: false }))).toBeUndefined();
    expect(proposeFor(control('Alternate website', { required: false }))).toBeUndefined();
  });

  test('a control none of our values can take gets none', () => {
    expect(proposeFor(control('Website', { type: 'url' }))).toBeUndefined();
  });
});

/** How the scorer fares on a held-out list: each control's field (null: none of ours) reached or not. */
function heldOut(name: string) {
  const file = new URL(`../../../test/fixtures/${name}`, import.meta.url);
  const { controls } = JSON.parse(readFileSync(file, 'utf8')) as {
    controls: { label: string; type: string; options?: string[]; field: string | null }[];
  };
  const outcomes = controls.map((c) => {
    const p = proposeFor(control(c.label, { type: c.type, ...(c.options ? { options: c.options } : {}) }));
    if (c.field === null) return p?.confident ? 'wrong' : 'left';
    if (p?.field === c.field) return p.confident ? 'confident' : 'unconfident';
    return p?.confident ? 'wrong' : 'missed';
  });
  const count = (o: string) => outcomes.filter((x) => x === o).length;
  const tally = {
    confident: count('confident'),
    unconfident: count('unconfident'),
    missed: count('missed'),
    wrong: count('wrong'),
    left: count('left'),
  };
  console.info(name, controls.length, tally);
  return tally;
}

describe('held-out wordings (test/fixtures/held-out-labels*.json, written before tuning)', () => {
  test('the first list: most reach their field confidently, and few reach a wrong one confidently', () => {
    const tally = heldOut('held-out-labels.json');
    // Measured at the last change to the scorer (decision 0019, "Later"): a fall is a regression.
    expect(tally.confident).toBeGreaterThanOrEqual(16);
    expect(tally.wrong).toBeLessThanOrEqual(1);
  });

  test('the second list, written by someone who never saw the scorer or its words (2026-11-29)', () => {
    const tally = heldOut('held-out-labels-2.json');
    // Measured when it was written (55 of 71 fields confidently right; 6 of 89 confidently wrong, all on
    // controls whose words name one of our fields and then say it is another: "Fax #", "State of
    // incorporation", "Parent company name"): a fall is a regression (decision 0019, "Later").
    expect(tally.confident).toBeGreaterThanOrEqual(55);
    expect(tally.wrong).toBeLessThanOrEqual(6);
  });
});
