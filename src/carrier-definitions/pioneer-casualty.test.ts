// Pioneer Casualty's definition without a browser, on the cases its playbook's unit tests checked: the
// layout-2 street split, the date selects and the experience mod, both layouts' labels, the umbrella's
// schedule by line, the building follow-up, loss counts in other words, and what the submission answers
// itself. (The decision page is read in the browser: test/e2e/playbooks/pioneer-casualty.test.ts.)
import { describe, expect, it } from 'vitest';
import { fullLinesBody, validCreateBody } from '../../test/fixtures/quote-request.ts';
import { matchChoice } from '../agents/definition/questions.ts';
import { askedOf } from '../domain/carrier-definition/asks.ts';
import type { FieldDefinition, QuestionDefinition } from '../domain/carrier-definition/flow-schema.ts';
import { evaluate, holds, type ValueScope } from '../domain/carrier-definition/values.ts';
import { builtInCarrier } from './built-in.ts';

const flow = builtInCarrier('pioneer-casualty').flow!;
const screen = (name: string) => flow.wizard.screens[name]!;
const scope = (submission: object, line = 'bop', item?: unknown): ValueScope => ({
  submission: submission as Record<string, unknown>,
  job: { line, id: 'job' },
  today: '2026-01-15',
  item,
});
/** The field's value for the submission, as the interpreter fills it ('' where `when` leaves it out). */
const fieldValue = (fields: readonly FieldDefinition[], label: string, s: ValueScope) => {
  const field = fields.find((f) => f.label === label && (!f.when || holds(f.when, s)));
  return field ? (evaluate(field.value, s) ?? '') : undefined;
};
const known = (questions: readonly QuestionDefinition[], label: string, s: ValueScope) => {
  const q = questions.find((x) => x.label === label && (!x.when || holds(x.when, s)));
  return q?.known === undefined ? undefined : evaluate(q.known, s);
};

describe('Pioneer definition: values', () => {
  const applicant = screen('applicant').fields!;
  const street = (address: string) =>
    ['Street Number', 'Street Name', 'Suite / Unit'].map((label) =>
      fieldValue(applicant, label, scope({ input: { streetAddress: address } })),
    );

  it('splits a street for layout 2 so ProducerNet saves the same address', () => {
    expect(street('412 Court Avenue, Suite 200')).toEqual(['412', 'Court Avenue', 'Suite 200']);
    expect(street('600 Congress Ave')).toEqual(['600', 'Congress Ave', '']);
  });

  it('formats dates for the selects and the experience mod', () => {
    const s = scope({ input: { policyStartDate: '03/01/2026' } });
    expect(['Month', 'Day', 'Year'].map((label) => fieldValue(applicant, label, s))).toEqual([
      '03',
      '01',
      '2026',
    ]);
    const mod = (experienceMod?: number) =>
      fieldValue(
        screen('wc-classes').fields!,
        'Experience Modification Factor',
        scope({ workersComp: { experienceMod } }, 'wc'),
      );
    expect(mod(0.95)).toBe('0.95');
    expect(mod(undefined)).toBe('1.00');
    expect(mod(0.875)).toBe('0.875');
  });

  it("knows each applicant field by both layouts' labels, the street whole or in parts", () => {
    const s = scope(validCreateBody());
    expect(applicant[0]).toMatchObject({ group: 'Proposed Effective Date', label: 'Month', byValue: true });
    expect(applicant.find((f) => f.label === 'Named Insured')).toMatchObject({ also: ['Insured Name'] });
    expect(fieldValue(applicant, 'Named Insured', s)).toBe('Lone Star Smokehouse LLC');
    expect(
      applicant.filter((f) => f.either === 'street').map((f) => [f.label, fieldValue(applicant, f.label, s)]),
    ).toEqual([
      ['Street Address', '600 Congress Ave'],
      ['Street Number', '600'],
      ['Street Name', 'Congress Ave'],
      ['Suite / Unit', ''],
    ]);
  });

  it('schedules the underlying policies by line, picking options by value', () => {
    const s = scope(fullLinesBody(), 'umbrella');
    const fields = screen('underlying').fields!;
    expect(fieldValue(fields, 'Umbrella Limit', s)).toBe('2000000');
    expect(fieldValue(fields, 'General Liability Limits', s)).toBe('1000000/2000000');
    expect(fieldValue(fields, 'Auto Liability Limit', s)).toBe('1000000');
    expect(known(screen('underlying').questions!, 'Number of Owned Vehicles', s)).toBe('1');
    expect(fieldValue(fields, 'Employers Liability Carrier', s)).toBe('Texas Mutual');
  });
});

describe('Pioneer definition: questions', () => {
  it('asks the replacement cost as a follow-up of ownership, and the building facts a submission lacks', () => {
    const body = validCreateBody();
    delete body.businessOwners;
    const questions = screen('bop-coverage').questions!;
    expect(questions[1]).toMatchObject({
      id: 'pioneer-casualty:building_replacement_cost',
      follows: { question: 'pioneer-casualty:building_owned' },
      digits: true,
    });
    const asked = askedOf(flow, 'bop', body as unknown as Record<string, unknown>).map((a) => a.id);
    expect(asked).toEqual(
      expect.arrayContaining([
        'pioneer-casualty:building_owned',
        'building.constructionType',
        'building.yearBuilt',
        'building.squareFeet',
        'building.sprinklered',
      ]),
    );
  });

  it('matches loss counts given in other words', () => {
    const choices = ['None', '1', '2', '3 or more'];
    expect(matchChoice('0', choices)).toBe('None');
    expect(matchChoice('2', choices)).toBe('2');
    expect(matchChoice('5', choices)).toBe('3 or more');
  });

  it('answers from the submission what it knows and asks the rest', () => {
    const body = validCreateBody({
      businessOwners: { burglarAlarm: 'central_station', occupiedPercent: 100 },
      workersComp: { claimsLastThreeYears: 4, usesSubcontractors: false, priorCarrier: 'EMC Insurance' },
    });
    const questions = screen('wc-questions').questions!;
    const wc = scope(body, 'wc');
    const bop = scope(body, 'bop');
    expect(known(questions, 'Is the premises protected by a central station burglar alarm?', bop)).toBe(
      'Yes',
    );
    expect(known(questions, 'Does the applicant lease any part of the premises to others?', bop)).toBe('No');
    expect(known(questions, 'Are there any uninsured subcontractors?', wc)).toBe('No');
    expect(
      matchChoice(known(questions, 'Number of losses in the past 3 years', wc)!, [
        'None',
        '1',
        '2',
        '3 or more',
      ]),
    ).toBe('3 or more');
    expect(known(questions, 'Current or prior carrier', wc)).toBe('EMC Insurance');
    // A BOP's losses and carrier are asked (WC claims are not property losses).
    expect(known(questions, 'Number of losses in the past 3 years', bop)).toBeUndefined();
    expect(known(questions, 'Current or prior carrier', bop)).toBeUndefined();
    expect(questions.find((q) => q.label === 'Current or prior carrier' && holds(q.when!, bop))?.id).toBe(
      'pioneer-casualty:current_carrier_bop',
    );
  });
});
