// Harborline's definition without a browser, on the cases its playbook's unit tests checked: the GL
// exposure on the basis Broker Hub rates the class on, the business and vehicle values as the portal
// takes them, underwriting answers from the submission (bands, the certificates question the canonical
// way round), the owners and the GL losses of the past 5 years with what a row lacks asked by its place,
// a loss type read from its cause, and both quote page layouts read by their anchors. (The pages
// themselves: test/e2e/playbooks/harborline.test.ts and harborline-parts.test.ts.)
import { describe, expect, it } from 'vitest';
import { validCreateBody } from '../../test/fixtures/quote-request.ts';
import { collectFields, expandAnchors } from '../agents/definition/controls/anchors.ts';
import { bandOf } from '../agents/definition/controls/bands.ts';
import { matchChoice } from '../agents/definition/questions.ts';
import { askedOf } from '../domain/carrier-definition/asks.ts';
import { flowProblems } from '../domain/carrier-definition/flow-problems.ts';
import type { FieldDefinition, QuestionDefinition } from '../domain/carrier-definition/flow-schema.ts';
import { evaluate, holds, type ValueScope } from '../domain/carrier-definition/values.ts';
import { builtInCarrier } from './built-in.ts';

const flow = builtInCarrier('harborline').flow!;
const screen = (name: string) => flow.wizard.screens[name]!;
/** The fields of a screen's one schedule of rows. */
const rowFields = (name: string) => [screen(name).rows!].flat()[0]!.fields;
const submission = (overrides: Parameters<typeof validCreateBody>[0] = {}) => validCreateBody(overrides);
const TODAY = '2026-03-01';
const scope = (s: object, line = 'wc', item?: unknown): ValueScope => ({
  submission: s as Record<string, unknown>,
  job: { line, id: 'job-1' },
  today: TODAY,
  item,
});
const fieldValue = (fields: readonly FieldDefinition[], label: string, s: ValueScope) => {
  const field = fields.find((f) => f.label === label && (!f.when || holds(f.when, s)));
  return field ? evaluate(field.value, s) : undefined;
};
const known = (label: string, s: ValueScope) => {
  const questions: readonly QuestionDefinition[] = screen('questions').questions!;
  const q = questions.find((x) => x.label === label && (!x.when || holds(x.when, s)));
  return q?.known === undefined ? undefined : evaluate(q.known, s);
};
const asked = (line: string, s: object) =>
  askedOf(flow, line, s as Record<string, unknown>, TODAY).map((a) => a.id);

describe('Harborline definition: values', () => {
  it('sends the GL exposure on the basis Broker Hub rates the class on, else as given', () => {
    const fields = screen('gl-operations').fields!;
    const sales = submission({
      input: { annualRevenue: 850_000 },
      generalLiability: { classCode: '41677', exposureBasis: 'payroll', exposure: 520_000 },
    });
    expect(fieldValue(fields, 'Exposure', scope(sales, 'gl'))).toBe('850000');
    const payroll = submission({
      input: { annualPayroll: 410_000 },
      generalLiability: { classCode: '91580', exposureBasis: 'sales', exposure: 900_000 },
    });
    expect(fieldValue(fields, 'Exposure', scope(payroll, 'gl'))).toBe('410000');
    const unlisted = submission({ generalLiability: { classCode: '16910', exposure: 650_000 } });
    expect(fieldValue(fields, 'Exposure', scope(unlisted, 'gl'))).toBe('650000');
  });

  it('expects the premium basis Broker Hub states for the class, so no exposure is rated on another', () => {
    const [basis] = screen('gl-operations').stated!;
    const onSales = submission({ generalLiability: { classCode: '41677', exposureBasis: 'payroll' } });
    expect(evaluate(basis!.value, scope(onSales, 'gl'))).toBe('Gross sales');
    const unlisted = submission({ generalLiability: { classCode: '16910', exposureBasis: 'payroll' } });
    expect(evaluate(basis!.value, scope(unlisted, 'gl'))).toBe('Payroll');
    expect(new RegExp(basis!.text).exec('Premium basis: Gross sales, rated per $1,000.')?.[1]).toBe(
      'Gross sales',
    );
  });

  it('writes the business as Broker Hub takes it: its structures, ISO dates, state codes', () => {
    const fields = screen('business').fields!;
    const trust = scope(submission({ input: { businessType: 'trust', state: 'tx' } }));
    expect(fieldValue(fields, 'Business structure', trust)).toBe('Other');
    expect(fieldValue(fields, 'State', trust)).toBe('TX');
    const llc = scope(submission({ input: { businessType: 'llc', policyStartDate: '07/01/2026' } }));
    expect(fieldValue(fields, 'Business structure', llc)).toBe('Limited liability company (LLC)');
    expect(fieldValue(fields, 'Policy effective date', llc)).toBe('2026-07-01');
  });

  it("crosswalks NCCI 9082 to Broker Hub's 9079 and writes the mod with two decimals", () => {
    const row = rowFields('wc-classes');
    const s = scope(submission(), 'wc', { state: 'tx', classCode: '9082', payroll: 860_000, employees: 12 });
    expect(fieldValue(row, 'Class code (row {n})', s)).toBe('9079');
    expect(fieldValue(row, 'State (row {n})', s)).toBe('TX');
    const fields = screen('wc-classes').fields!;
    expect(fieldValue(fields, 'Experience modification factor', scope(submission()))).toBe('0.95');
    expect(
      fieldValue(
        fields,
        'Experience modification factor',
        scope(submission({ workersComp: { experienceMod: 1 } })),
      ),
    ).toBe('1.00');
  });

  it("puts a vehicle's radius in the portal's bands and the deductible at the nearest offered", () => {
    const vehicles = screen('vehicles');
    const radius = (miles: number) =>
      fieldValue(rowFields('vehicles'), 'Radius (vehicle {n})', scope({}, 'auto', { radius: miles }));
    expect([radius(50), radius(51), radius(200), radius(201)]).toEqual([
      'local',
      'intermediate',
      'intermediate',
      'long',
    ]);
    const deductible = (collision?: number, comprehensive?: number) =>
      fieldValue(
        vehicles.fields!,
        'Comprehensive and collision deductible',
        scope(
          {
            commercialAuto: {
              vehicles: [{ collisionDeductible: collision, comprehensiveDeductible: comprehensive }],
            },
          },
          'auto',
        ),
      );
    expect(deductible(undefined, 500)).toBe('500');
    expect([deductible(undefined), deductible(2_500), deductible(2_000), deductible(750)]).toEqual([
      '1000',
      '2500',
      '2500',
      '500',
    ]);
  });
});

describe('Harborline definition: underwriting questions', () => {
  it('answers from the submission where it can, in the bands the page offers', () => {
    const wc = submission({ workersComp: { claimsLastThreeYears: 2 } });
    expect(
      matchChoice(
        known("How many workers' compensation claims has the business had in the past 3 years?", scope(wc))!,
        ['None', '1 to 2', '3 or more'],
      ),
    ).toBe('1 to 2');
    const gl = scope(
      submission({
        input: { annualRevenue: 1_000_000 },
        generalLiability: { subcontractorCost: 300_000, claimsLastFiveYears: 0 },
      }),
      'gl',
    );
    const share = known('What share of annual revenue is paid to subcontractors?', gl)!;
    expect(matchChoice(share, ['None', 'Less than 25%', '25% to 50%', 'More than 50%'])).toBe('25% to 50%');
    expect(bandOf('12.5', ['None', 'Less than 25%'])).toBe('Less than 25%');
    expect(
      known('Has the business had any general liability claims or lawsuits in the past 5 years?', gl),
    ).toBe('No');
  });

  it('counts the drivers’ accidents only when every driver has a count', () => {
    const label = 'How many at-fault accidents have the listed drivers had in the past 3 years?';
    const drivers = (counts: (number | undefined)[]) =>
      scope({ commercialAuto: { drivers: counts.map((c) => ({ accidentsLastThreeYears: c })) } }, 'auto');
    expect(known(label, drivers([0, 1]))).toBe('1');
    expect(known(label, drivers([0, undefined]))).toBeUndefined();
  });

  it('asks the certificates question the canonical way round, or says no subcontractors are used', () => {
    const q = screen('questions').questions!.find((x) => x.id === 'gl.subcontractorsWithoutCertificates')!;
    expect(q.answer).toEqual({ Yes: 'No', No: 'Yes' });
    const none = scope(submission({ workersComp: { usesSubcontractors: false } }));
    expect(known(q.label, none)).toBe('We do not use subcontractors');
    expect(asked('wc', submission({ workersComp: { usesSubcontractors: true } }))).toContain(
      'gl.subcontractorsWithoutCertificates',
    );
  });
});

describe('Harborline definition: owners and losses', () => {
  const owners = screen('wc-classes').tables![0]!;
  const losses = screen('gl-operations').tables![0]!;
  const row = (fields: readonly FieldDefinition[], item: unknown) =>
    Object.fromEntries(
      fields.flatMap((f) => {
        const s = scope({}, 'wc', item);
        return !f.when || holds(f.when, s) ? [[f.label, evaluate(f.value, s)]] : [];
      }),
    );

  it("gives an included owner's class (crosswalked) and payroll, an excluded one's none", () => {
    const included = {
      name: 'Ana Reyes',
      title: 'President',
      ownershipPercent: 60,
      workersComp: 'included',
      classCode: '9082',
      annualPay: 62_000,
    };
    expect(row(owners.fields, included)).toMatchObject({
      'Coverage (owner {n})': 'Included',
      'Class code (owner {n})': '9079',
      'Annual payroll (owner {n})': '62000',
    });
    const excluded = row(owners.fields, {
      name: 'Tomas Reyes',
      ownershipPercent: 40,
      workersComp: 'excluded',
    });
    expect(excluded['Coverage (owner {n})']).toBe('Excluded');
    expect(Object.keys(excluded)).not.toContain('Annual payroll (owner {n})');
  });

  it('lists the GL losses of the past 5 years only, and asks what a row lacks by its place', () => {
    const body = submission({
      ownersOfficers: [{ name: 'Tomas Reyes', ownershipPercent: 40, workersComp: 'excluded' }],
      lossHistory: [
        { line: 'gl', dateOfLoss: '05/01/2025', cause: 'Slip and fall', amountReserved: 0, status: 'closed' },
        {
          line: 'gl',
          dateOfLoss: '02/01/2021',
          cause: 'Fire',
          amountPaid: 1,
          amountReserved: 0,
          status: 'closed',
        },
        {
          line: 'wc',
          dateOfLoss: '05/01/2025',
          cause: 'Burn',
          amountPaid: 1,
          amountReserved: 0,
          status: 'closed',
        },
      ],
    } as never);
    expect(asked('wc', body)).toContain('harborline:owner_1_title');
    expect(asked('gl', body).filter((id) => id.includes('loss_'))).toEqual(['harborline:loss_1_paid']);
    expect(losses.place).toBe('Loss of {item.dateOfLoss}');
  });

  it('reads a loss type from the words of its cause', () => {
    const type = (cause: string) => row(losses.fields, { cause })['Type of loss (loss {n})'];
    expect(type('Customer slipped on a wet floor')).toBe('Bodily injury');
    expect(type('Water damage to a neighbour')).toBe('Property damage');
    expect(type('Defective product recalled')).toBe('Products-completed operations');
    expect(type('Defamation claim')).toBe('Personal and advertising injury');
    expect(type('Unknown')).toBe('Other');
  });
});

describe('Harborline definition: the quote page', () => {
  const read = (page: Record<string, string>) =>
    collectFields(
      flow.extract.fields,
      Object.fromEntries(
        expandAnchors(flow.extract.fields).map(([key, a]) => [key, page[a.after ?? a.selector ?? ''] ?? '']),
      ),
    );

  it('reads both layouts into the same fields', () => {
    const layout1 = read({
      'Quote number': 'HBL-GL-100004-01',
      Applicant: 'Lakefront Advisory Group LLC',
      'Annual premium': '$7,863',
      'Limit: Each occurrence / general aggregate': '$1,000,000 / $2,000,000',
      'Effective date': 'Mar 4, 2027',
    });
    const layout2 = read({
      Reference: 'HBL-GL-100004-01',
      Business: 'Lakefront Advisory Group LLC',
      'main .hero-amount': '$7,863',
      'Each occurrence / general aggregate': '$1,000,000 / $2,000,000',
      'Coverage starts': 'Mar 4, 2027',
    });
    for (const fields of [layout1, layout2])
      expect(fields).toMatchObject({
        quoteNumber: 'HBL-GL-100004-01',
        namedInsured: 'Lakefront Advisory Group LLC',
        annualPremium: '$7,863',
        limits: '$1,000,000 / $2,000,000',
        policyStartDate: 'Mar 4, 2027',
      });
  });

  it('tells a bindable quote, an indication and an appetite decline by the page’s own words', () => {
    expect(flow.extract.bindable!.match).toEqual(['^Bindable$', '^Ready to bind$']);
    expect(flow.extract.indication!.some((p) => new RegExp(p).test('Premium indication'))).toBe(true);
    expect(flow.extract.appetite!.some((p) => new RegExp(p).test("outside Harborline's appetite"))).toBe(
      true,
    );
  });
});

describe('Harborline definition: checked at load', () => {
  it('has no flow problems, and a table or statement naming no field of the submission is one', () => {
    expect(flowProblems(flow)).toEqual([]);
    const planted = structuredClone(flow);
    const gl = planted.wizard.screens['gl-operations']!;
    gl.tables![0]!.fields[1]!.value = { from: 'item.kind' };
    gl.stated![0]!.value = 'generalLiability.basis';
    expect(flowProblems(planted).map((p) => p.path)).toEqual([
      '/wizard/screens/gl-operations/tables/0/fields/1/value',
      '/wizard/screens/gl-operations/stated/0/value',
    ]);
  });
});
