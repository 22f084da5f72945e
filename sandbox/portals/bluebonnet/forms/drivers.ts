// The driver schedule: one table row per driver; dates of birth are MM-DD-YYYY like every AgentDesk date.
import { ageOn, parseDashDate } from '../dates.ts';
import { STATE_NAMES } from '../reference.ts';
import { addButton, cell, removeButton, rowCount, type Schedule, tableCell } from './schedule.ts';
import type { CheckEnv, FormErrors, FormValues, Option, SectionDef } from './types.ts';

export const driverSchedule: Schedule = {
  prefix: 'drv',
  countField: 'drv_count',
  sectionId: 'drivers',
  columns: ['first', 'last', 'dob', 'lic_state', 'lic_no'],
  max: 25,
  noun: 'driver',
};

export const licenseStateOptions: Option[] = Object.entries(STATE_NAMES).map(([value]) => ({
  value,
  label: value,
}));

const name = (row: number, column: string) => cell(driverSchedule, row, column);

function renderTable(values: FormValues, errors: FormErrors): string {
  const count = rowCount(values, driverSchedule);
  const rows = Array.from({ length: count }, (_, r) => {
    const n = `Driver ${r + 1}`;
    return `<tr><th scope="row">${r + 1}</th>${[
      tableCell(name(r, 'first'), `${n} First Name`, values, errors),
      tableCell(name(r, 'last'), `${n} Last Name`, values, errors),
      tableCell(name(r, 'dob'), `${n} Date of Birth`, values, errors),
      tableCell(name(r, 'lic_state'), `${n} License State`, values, errors, licenseStateOptions),
      tableCell(name(r, 'lic_no'), `${n} License Number`, values, errors),
    ].join('')}<td>${removeButton(driverSchedule, r, count)}</td></tr>`;
  }).join('');
  return `<table class="schedule"><caption>Drivers</caption><thead><tr><th scope="col">#</th><th scope="col">First Name</th><th scope="col">Last Name</th><th scope="col">Date of Birth <span class="hint">MM-DD-YYYY</span></th><th scope="col">License State</th><th scope="col">License Number</th><th scope="col"><span class="sr-only">Actions</span></th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** Each driver's age on the effective date (drivers with a bad date are left out). */
export function driverAges(values: FormValues, effectiveIso: string): number[] {
  const ages: number[] = [];
  for (let r = 0; r < rowCount(values, driverSchedule); r += 1) {
    const dob = parseDashDate(values[name(r, 'dob')] ?? '');
    if (dob) ages.push(ageOn(dob, effectiveIso));
  }
  return ages;
}

export function checkDrivers(values: FormValues, env: CheckEnv): FormErrors {
  const errors: FormErrors = {};
  const effective = parseDashDate(values.app_eff_date ?? '') ?? env.today;
  for (let r = 0; r < rowCount(values, driverSchedule); r += 1) {
    const n = `Driver ${r + 1}`;
    const get = (column: string) => (values[name(r, column)] ?? '').trim();
    if (!get('first')) errors[name(r, 'first')] = `${n}: First Name is required.`;
    if (!get('last')) errors[name(r, 'last')] = `${n}: Last Name is required.`;
    const dob = parseDashDate(get('dob'));
    if (!dob) errors[name(r, 'dob')] = `${n}: Enter Date of Birth as MM-DD-YYYY.`;
    else if (ageOn(dob, effective) < 18)
      errors[name(r, 'dob')] = `${n}: Drivers must be at least 18 years old.`;
    else if (ageOn(dob, effective) > 99) errors[name(r, 'dob')] = `${n}: Check the Date of Birth.`;
    if (!STATE_NAMES[get('lic_state')]) errors[name(r, 'lic_state')] = `${n}: Please select License State.`;
    if (!/^[A-Za-z0-9-]{4,20}$/.test(get('lic_no')))
      errors[name(r, 'lic_no')] = `${n}: License Number must be 4 to 20 letters or digits.`;
  }
  return errors;
}

/** Drivers licensed outside the territory, as "First Last (CA)". */
export function outOfTerritoryDrivers(values: FormValues, territory: readonly string[]): string[] {
  const found: string[] = [];
  for (let r = 0; r < rowCount(values, driverSchedule); r += 1) {
    const state = values[name(r, 'lic_state')] ?? '';
    if (state && !territory.includes(state))
      found.push(`${values[name(r, 'first')] ?? ''} ${values[name(r, 'last')] ?? ''} (${state})`.trim());
  }
  return found;
}

export const driversSection: SectionDef = {
  id: 'drivers',
  title: 'Driver Schedule',
  intro: 'List everyone who will drive a scheduled vehicle, including owners.',
  fields: [],
  render: (values, errors) => renderTable(values, errors) + addButton(driverSchedule),
  validate: checkDrivers,
};
