// Cascade Commercial's definition without a browser, on the cases its playbook's unit tests checked:
// the closest options filed (never less cover, never more retained), the business as Cascade asks it,
// the class from the submission where Cascade lists it (else the NAICS search), a loss history of none
// from the submission, the cyber answers asked in one list (PCI only after cards), the address dialog's
// rule, a full submission's locations, buildings and losses as parts (what is asked, by its place), and
// (the quote page: cascade-commercial-extract.test.ts). (The pages themselves:
// test/e2e/playbooks/cascade-commercial.test.ts and cascade-commercial-parts.test.ts.)
import { describe, expect, it } from 'vitest';
import { bakeryBody } from '../../test/fixtures/bakery.ts';
import { washingtonOffice } from '../../test/fixtures/quote-request.ts';
import { samePlace } from '../agents/definition/controls/address-dialog.ts';
import { readText, readYesNo } from '../agents/kit/answers.ts';
import { askedOf } from '../domain/carrier-definition/asks.ts';
import type { FieldDefinition } from '../domain/carrier-definition/flow-schema.ts';
import { planParts } from '../domain/carrier-definition/parts-plan.ts';
import { evaluate, holds, type ValueScope } from '../domain/carrier-definition/values.ts';
import { formatUsDate, usToday } from '../domain/quote-request/dates.ts';
import type { Submission } from '../domain/quote-request/model/submission.ts';
import { builtInCarrier } from './built-in.ts';

const flow = builtInCarrier('cascade-commercial').flow!;
const screen = (name: string) => flow.wizard.screens[name]!;
const office = () => washingtonOffice('Rainier Advisory LLC', 'CASCADE-1') as Submission;
const bakery = () => bakeryBody(new Date()) as Submission;
const scope = (s: object, line = 'gl'): ValueScope => ({
  submission: s as Record<string, unknown>,
  job: { line, id: 'job-1' },
  today: new Date().toISOString().slice(0, 10),
});
const fieldValue = (fields: readonly FieldDefinition[], label: string, s: ValueScope) => {
  const field = fields.find((f) => f.label === label && (!f.when || holds(f.when, s)));
  return field ? evaluate(field.value, s) : undefined;
};
const asked = (line: string, s: object) => askedOf(flow, line, s as Record<string, unknown>).map((a) => a.id);
const context = (submission: Submission, line: string) => (item?: unknown) => ({
  ...scope(submission, line),
  item,
});
const reader = (answers: Record<string, string>) => ({
  yesNo: (id: string) => readYesNo(answers, id),
  text: (id: string) => readText(answers, id),
});

describe('Cascade definition: values', () => {
  it('files the closest option: never less cover, never more retained', () => {
    const gl = screen('gl-coverage').fields!;
    const limits = (value: string) =>
      fieldValue(gl, 'Limits (each occurrence / aggregate)', scope({ generalLiability: { limits: value } }));
    expect(limits('1000000/2000000')).toBe('1000000/2000000');
    expect(limits('750000/1500000')).toBe('1000000/2000000');
    expect(limits('5000000/10000000')).toBe('2000000/4000000');
    const cyber = screen('cyber-coverage').fields!;
    const s = scope({ cyber: { aggregateLimit: 1_500_000, retention: 7_500 } }, 'cyber');
    expect(fieldValue(cyber, 'Aggregate limit', s)).toBe('2000000');
    expect(fieldValue(cyber, 'Retention', s)).toBe('5000');
    expect(evaluate(flow.wizard.filed!.cyber!.deductible!, s)).toBe('5000');
  });

  it('writes the business as Cascade asks it; an entity it has no word for is asked', () => {
    const fields = screen('business').fields!;
    const s = scope(office());
    expect(fieldValue(fields, 'Legal entity', s)).toBe('Limited liability company');
    expect(fieldValue(fields, 'State', s)).toBe('WA');
    const other = office();
    other.input.businessType = 'other';
    expect(fieldValue(fields, 'Legal entity', scope(other))).toBeUndefined();
    expect(asked('gl', other)).toContain('cascade-commercial:legal_entity');
    expect(asked('gl', office())).not.toContain('cascade-commercial:legal_entity');
  });

  it('takes the GL class on every line when Cascade lists it, else leaves it to the NAICS search', () => {
    const listed = office();
    expect(fieldValue(screen('bop-coverage').fields!, 'Class code', scope(listed, 'bop'))).toBe('41677');
    listed.generalLiability!.classCode = '16910';
    expect(fieldValue(screen('bop-coverage').fields!, 'Class code', scope(listed, 'bop'))).toBeUndefined();
    expect(screen('bop-coverage').fields!.find((f) => f.label === 'Class code')?.choose).toMatchObject({
      search: 'input.industryCode',
      question: { id: 'cascade-commercial:class_code' },
    });
    // GL sends its own class even unlisted: Cascade's refusal names it.
    expect(fieldValue(screen('gl-coverage').fields!, 'Class code', scope(listed))).toBe('16910');
  });

  it('knows a loss history of none from the submission, else asks the line’s losses', () => {
    const none = office();
    none.generalLiability!.claimsLastFiveYears = 0;
    expect(asked('gl', none).filter((id) => id.includes('past_3_years'))).toEqual([]);
    expect(asked('bop', office())).toEqual([
      'cascade-commercial:losses_past_3_years_bop',
      'cascade-commercial:total_incurred_past_3_years_bop',
      'cascade-commercial:open_claims_bop',
    ]);
    expect(asked('bop', { ...office(), lossFreeYears: { bop: 3 } })).toEqual([]);
  });

  it('asks the cyber answers the submission lacks in one list, PCI only after cards', () => {
    const sub = office();
    const cyber = sub.cyber!;
    delete cyber.securityControls.endpointDetection;
    delete cyber.acceptsPaymentCards;
    delete cyber.pciCompliant;
    expect(asked('cyber', sub)).toEqual([
      'cascade-commercial:edr',
      'cascade-commercial:accepts_payment_cards',
      'cascade-commercial:pci_compliant',
    ]);
    cyber.acceptsPaymentCards = false;
    expect(asked('cyber', sub)).toEqual(['cascade-commercial:edr']);
  });

  it('takes the standardized address only when it is the same place written the postal way', () => {
    expect(
      samePlace('1201 THIRD AVE STE 400 SEATTLE WA 98101-2314', '1201 Third Avenue, Seattle, WA 98101'),
    ).toBe(true);
    expect(samePlace('1201 THIRD AVE SEATTLE WA 98104-1000', '1201 Third Avenue, Seattle, WA 98101')).toBe(
      false,
    );
    expect(samePlace('1201 THIRD AVE PORTLAND OR 98101', '1201 Third Avenue, Seattle, WA 98101')).toBe(false);
  });
});

describe('Cascade definition: parts of a full submission', () => {
  const locations = (sub: Submission, answers = {}) => {
    const plan = planParts(context(sub, 'bop'), screen('bop-coverage').parts!, 'cascade-commercial');
    plan.complete(reader(answers));
    return plan;
  };

  it('files location 1’s first building as the step’s own and every other location by its fieldsets', () => {
    const plan = locations(bakery());
    expect(plan.questions).toEqual([]);
    const [first, further, other] = plan.parts;
    expect(first!.inner[0]).toMatchObject({
      values: { 'Business personal property limit (USD)': '150000', 'Building limit (USD)': '640000' },
    });
    expect(first!.inner[0]!.region).toBeUndefined();
    expect(further!.inner).toEqual([]);
    expect(other).toMatchObject({
      number: 2,
      region: 'location-2',
      add: 'Add another location',
      values: { 'Street address': '820 Water St', City: 'Kerrville', State: 'TX', 'ZIP code': '78028' },
    });
    expect(other!.inner).toMatchObject([
      {
        number: 1,
        region: 'location-2-building-1',
        values: {
          'Construction type': 'joisted_masonry',
          'Year built': '1985',
          Stories: '1',
          'Square footage': '1400',
          'Is the building fully sprinklered?': 'Yes',
          'Building limit (USD)': '0',
          'Business personal property limit (USD)': '80000',
        },
      },
    ]);
  });

  it("asks what a building lacks, by its place, and files the answers in the portal's spellings", () => {
    const sub = bakery();
    const building = sub.locations![1]!.buildings![0]!;
    delete building.constructionType;
    delete building.sprinklered;
    const ids = {
      construction: 'cascade-commercial:location_2_building_1_construction_type',
      sprinklered: 'cascade-commercial:location_2_building_1_sprinklered',
    };
    const plan = locations(sub, { [ids.construction]: 'Frame', [ids.sprinklered]: false });
    expect(plan.questions.map((q) => [q.id, q.text, q.type])).toEqual([
      [ids.construction, 'Location 2 (820 Water St, Kerrville), building 1: Construction type', 'choice'],
      [
        ids.sprinklered,
        'Location 2 (820 Water St, Kerrville), building 1: Is the building fully sprinklered?',
        'yes_no',
      ],
    ]);
    expect(plan.parts[2]!.inner[0]!.values).toMatchObject({
      'Construction type': 'frame',
      'Is the building fully sprinklered?': 'No',
    });
    // Listed up front as the run asks them (the requirements operation reads askedOf).
    expect(asked('bop', sub).filter((id) => id.includes('location_2'))).toEqual([
      ids.construction,
      ids.sprinklered,
    ]);
    expect(asked('bop', bakery()).filter((id) => id.includes('location_'))).toEqual([]);
  });

  it("files the business address's further buildings as location 1's, after its first", () => {
    const sub = bakery();
    sub.locations![0]!.buildings!.push({
      id: '2',
      constructionType: 'frame',
      yearBuilt: 2001,
      stories: 1,
      squareFeet: 600,
      sprinklered: false,
      businessPersonalPropertyLimit: 20_000,
    });
    const further = locations(sub).parts[1]!.inner;
    expect(further).toMatchObject([
      {
        number: 2,
        region: 'location-1-building-2',
        add: 'Add another building to location 1',
        values: {
          'Square footage': '600',
          'Building limit (USD)': '0',
          'Business personal property limit (USD)': '20000',
        },
      },
    ]);
  });

  it('has no parts for a flat v1 body, whose property value is the step’s own', () => {
    const flat = office();
    expect(locations(flat).parts.flatMap((p) => p.inner)).toEqual([]);
    const fields = screen('bop-coverage').fields!;
    expect(fieldValue(fields, 'Business personal property limit (USD)', scope(flat, 'bop'))).toBe('240000');
    expect(
      fieldValue(fields, 'Business personal property limit (USD)', scope(bakery(), 'bop')),
    ).toBeUndefined();
  });

  it("lists the line's losses of Cascade's 3 years as rows, typed by their cause, and totals them", () => {
    const sub = bakery();
    const today = usToday(new Date());
    sub.lossHistory!.push(
      {
        line: 'gl',
        dateOfLoss: formatUsDate(today - 4 * 365),
        cause: 'Fire',
        amountPaid: 1,
        status: 'closed',
      },
      {
        line: 'gl',
        dateOfLoss: formatUsDate(today - 20),
        cause: 'Burst pipe',
        amountPaid: 2_000,
        status: 'open',
      },
    );
    delete sub.lossHistory![2]!.amountReserved;
    const plan = planParts(context(sub, 'gl'), screen('gl-loss-history').parts!, 'cascade-commercial');
    expect(plan.questions.map((q) => q.id)).toEqual(['cascade-commercial:loss_2_reserved']);
    plan.complete(reader({ 'cascade-commercial:loss_2_reserved': '$1,500' }));
    expect(plan.parts.map((p) => [p.region, p.values['Type of loss'], p.values['Claim status']])).toEqual([
      ['loss-1', 'Bodily injury', 'Closed'],
      ['loss-2', 'Water damage', 'Open'],
    ]);
    expect(plan.parts[1]!.values['Amount reserved (USD)']).toBe('1500');
    expect(plan.totals()).toEqual({
      'Number of losses in the past 3 years': '2',
      'Total incurred, past 3 years (USD)': String(8_200 + 2_000 + 1_500),
      'Are any claims still open?': 'Yes',
    });
    const flat = planParts(context(office(), 'gl'), screen('gl-loss-history').parts!, 'cascade-commercial');
    expect([flat.parts, flat.totals()]).toEqual([[], {}]);
  });
});
