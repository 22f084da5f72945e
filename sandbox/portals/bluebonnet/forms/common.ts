// Sections every AgentDesk line starts with: the applicant, the location, the business operations.
import { daysBetween, parseDashDate } from '../dates.ts';
import { parseMoney } from '../html.ts';
import { lookupZip, naicsTitle, STATE_NAMES, TERRITORY_STATES } from '../reference.ts';
import type { CheckEnv, FormErrors, FormValues, Option, SectionDef } from './types.ts';

/** How far ahead AgentDesk lets an agent set the effective date. */
export const MAX_DAYS_AHEAD = 60;

export const entityOptions: Option[] = [
  { value: 'IN', label: 'Individual / Sole Proprietor' },
  { value: 'PT', label: 'Partnership' },
  { value: 'CP', label: 'Corporation' },
  { value: 'LL', label: 'Limited Liability Company' },
  { value: 'NP', label: 'Nonprofit Organization' },
  { value: 'JV', label: 'Joint Venture' },
];

export const territoryStateOptions: Option[] = TERRITORY_STATES.map((s) => ({
  value: s,
  label: STATE_NAMES[s] ?? s,
}));

const currentYear = (env: CheckEnv) => Number(env.today.slice(0, 4));

export function checkEffectiveDate(value: string, _values: FormValues, env: CheckEnv): string | undefined {
  const iso = parseDashDate(value);
  if (!iso) return 'Enter the Policy Effective Date as MM-DD-YYYY (for example 06-01-2025).';
  const ahead = daysBetween(env.today, iso);
  if (ahead < 0) return 'Policy Effective Date cannot be in the past.';
  if (ahead > MAX_DAYS_AHEAD) return `Policy Effective Date must be within ${MAX_DAYS_AHEAD} days of today.`;
  return undefined;
}

export function checkZip(value: string, values: FormValues, stateField: string): string | undefined {
  const found = lookupZip(value);
  if (!found) return `ZIP Code ${value} was not found. Enter a valid 5-digit ZIP Code.`;
  const state = values[stateField];
  if (state && found.state !== state) return `ZIP Code ${value} is in ${found.state}, not ${state}.`;
  return undefined;
}

export const applicantSection: SectionDef = {
  id: 'applicant',
  title: 'Applicant Information',
  intro: 'Enter the applicant exactly as it should appear on the policy declarations.',
  fields: [
    {
      name: 'app_insured_name',
      label: 'Applicant Legal Name',
      kind: 'text',
      size: 'long',
      check: (v) => (v.length > 120 ? 'Applicant Legal Name cannot exceed 120 characters.' : undefined),
    },
    { name: 'app_dba', label: 'Trade Name', kind: 'text', size: 'long', optional: true, hint: 'DBA, if any' },
    { name: 'app_entity', label: 'Legal Entity', kind: 'select', options: entityOptions },
    {
      name: 'app_fein',
      label: 'Tax ID (FEIN)',
      kind: 'text',
      size: 'short',
      optional: true,
      hint: 'NN-NNNNNNN; required unless Individual / Sole Proprietor',
      check: (v) => (/^\d{2}-\d{7}$/.test(v) ? undefined : 'Enter the Tax ID (FEIN) as NN-NNNNNNN.'),
    },
    {
      name: 'app_year_started',
      label: 'Year Business Started',
      kind: 'text',
      size: 'short',
      hint: 'YYYY',
      check: (v, _values, env) =>
        /^\d{4}$/.test(v) && Number(v) >= 1800 && Number(v) <= currentYear(env)
          ? undefined
          : `Year Business Started must be a year between 1800 and ${currentYear(env)}.`,
    },
    {
      name: 'app_eff_date',
      label: 'Policy Effective Date',
      kind: 'text',
      size: 'short',
      hint: 'MM-DD-YYYY',
      check: checkEffectiveDate,
    },
    { name: 'app_contact_name', label: 'Contact Name', kind: 'text' },
    {
      name: 'app_contact_phone',
      label: 'Contact Phone',
      kind: 'text',
      size: 'short',
      hint: '10 digits',
      check: (v) => (v.replace(/\D/g, '').length === 10 ? undefined : 'Contact Phone must be 10 digits.'),
    },
    {
      name: 'app_contact_email',
      label: 'Contact Email',
      kind: 'text',
      check: (v) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? undefined : 'Enter a valid Contact Email.'),
    },
  ],
  validate(values): FormErrors {
    const entity = values.app_entity ?? '';
    if (entity && entity !== 'IN' && !(values.app_fein ?? '').trim()) {
      return { app_fein: 'Tax ID (FEIN) is required for this Legal Entity.' };
    }
    return {};
  },
};

export function locationSection(title: string): SectionDef {
  return {
    id: 'location',
    title,
    intro: 'Bluebonnet General writes risks in Texas, Oklahoma, Louisiana, Arkansas and New Mexico.',
    fields: [
      { name: 'loc_street', label: 'Street Address', kind: 'text', size: 'long' },
      { name: 'loc_city', label: 'City', kind: 'text' },
      { name: 'loc_state', label: 'State', kind: 'select', options: territoryStateOptions },
      {
        name: 'loc_zip',
        label: 'ZIP Code',
        kind: 'text',
        size: 'short',
        check: (v, values) => checkZip(v, values, 'loc_state'),
      },
    ],
  };
}

const checkPositiveMoney = (label: string) => (v: string) => {
  const amount = parseMoney(v);
  if (amount === undefined) return `Enter ${label} in whole dollars.`;
  return amount > 0 ? undefined : `${label} must be greater than $0.`;
};

export const operationsSection: SectionDef = {
  id: 'operations',
  title: 'Business Operations',
  fields: [
    {
      name: 'ops_naics',
      label: 'NAICS Code',
      kind: 'text',
      size: 'short',
      hint: '6 digits (2017 NAICS)',
      check: (v) => (naicsTitle(v) ? undefined : `NAICS Code ${v} is not a valid 6-digit 2017 NAICS code.`),
    },
    { name: 'ops_description', label: 'Description of Operations', kind: 'textarea', size: 'long' },
    {
      name: 'ops_receipts',
      label: 'Annual Receipts',
      kind: 'text',
      hint: 'Gross sales, whole dollars',
      check: checkPositiveMoney('Annual Receipts'),
    },
    {
      name: 'ops_employees',
      label: 'Number of Employees',
      kind: 'text',
      size: 'short',
      check: (v) => (/^\d{1,5}$/.test(v) ? undefined : 'Enter Number of Employees as a whole number.'),
    },
    {
      name: 'ops_payroll',
      label: 'Annual Payroll',
      kind: 'text',
      optional: true,
      hint: 'Whole dollars',
      check: checkPositiveMoney('Annual Payroll'),
    },
  ],
};
