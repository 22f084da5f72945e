// The vehicle schedule: a table on layout 1, one card per vehicle on layout 2 ("VIN #", "Model year").
import { isTerritoryState, lookupZip } from '../reference.ts';
import { renderField } from './render.ts';
import { addButton, cell, removeButton, rowCount, type Schedule, tableCell } from './schedule.ts';
import type { CheckEnv, FormErrors, FormValues, Option, SectionDef } from './types.ts';

export const vehicleSchedule: Schedule = {
  prefix: 'veh',
  countField: 'veh_count',
  sectionId: 'vehicles',
  columns: ['year', 'make', 'model', 'vin', 'zip', 'use', 'radius'],
  max: 25,
  noun: 'vehicle',
};

export const useOptions: Option[] = [
  { value: 'service', label: 'Service' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'retail', label: 'Retail' },
];

export const radiusOptions: Option[] = [
  { value: 'local', label: 'Local (0-50 miles)' },
  { value: 'intermediate', label: 'Intermediate (51-200 miles)' },
  { value: 'long', label: 'Long distance (over 200 miles)' },
];

/** 17 characters, letters and digits, never I, O or Q. The check digit (position 9) is not enforced. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

const name = (row: number, column: string) => cell(vehicleSchedule, row, column);

function renderTable(values: FormValues, errors: FormErrors): string {
  const count = rowCount(values, vehicleSchedule);
  const rows = Array.from({ length: count }, (_, r) => {
    const n = `Vehicle ${r + 1}`;
    return `<tr><th scope="row">${r + 1}</th>${[
      tableCell(name(r, 'year'), `${n} Year`, values, errors),
      tableCell(name(r, 'make'), `${n} Make`, values, errors),
      tableCell(name(r, 'model'), `${n} Model`, values, errors),
      tableCell(name(r, 'vin'), `${n} Vehicle Identification Number`, values, errors),
      tableCell(name(r, 'zip'), `${n} Garaging ZIP`, values, errors),
      tableCell(name(r, 'use'), `${n} Use`, values, errors, useOptions),
      tableCell(name(r, 'radius'), `${n} Radius`, values, errors, radiusOptions),
    ].join('')}<td>${removeButton(vehicleSchedule, r, count)}</td></tr>`;
  }).join('');
  return `<table class="schedule"><caption>Scheduled vehicles</caption><thead><tr><th scope="col">#</th><th scope="col">Year</th><th scope="col">Make</th><th scope="col">Model</th><th scope="col">Vehicle Identification Number</th><th scope="col">Garaging ZIP</th><th scope="col">Use</th><th scope="col">Radius</th><th scope="col"><span class="sr-only">Actions</span></th></tr></thead><tbody>${rows}</tbody></table>`;
}

function renderCards(values: FormValues, errors: FormErrors): string {
  const count = rowCount(values, vehicleSchedule);
  const cards = Array.from({ length: count }, (_, r) => {
    const fields = [
      renderField({ name: name(r, 'vin'), label: 'VIN #', kind: 'text', size: 'long' }, values, errors),
      renderField(
        { name: name(r, 'year'), label: 'Model year', kind: 'text', size: 'short' },
        values,
        errors,
      ),
      renderField({ name: name(r, 'make'), label: 'Make', kind: 'text' }, values, errors),
      renderField({ name: name(r, 'model'), label: 'Model', kind: 'text' }, values, errors),
      renderField(
        { name: name(r, 'use'), label: 'Use', kind: 'select', options: useOptions },
        values,
        errors,
      ),
      renderField(
        { name: name(r, 'radius'), label: 'Radius', kind: 'select', options: radiusOptions },
        values,
        errors,
      ),
      renderField(
        { name: name(r, 'zip'), label: 'Garaging ZIP', kind: 'text', size: 'short' },
        values,
        errors,
      ),
    ].join('');
    return `<fieldset class="vehicle-card"><legend>Vehicle ${r + 1}</legend><div class="grid">${fields}</div>${removeButton(vehicleSchedule, r, count)}</fieldset>`;
  }).join('');
  return `<div class="vehicle-cards">${cards}</div>`;
}

export function checkVehicles(values: FormValues, env: CheckEnv): FormErrors {
  const errors: FormErrors = {};
  const effectiveYear = Number((values.app_eff_date ?? '').slice(-4)) || Number(env.today.slice(0, 4));
  const seen = new Map<string, number>();
  for (let r = 0; r < rowCount(values, vehicleSchedule); r += 1) {
    const n = `Vehicle ${r + 1}`;
    const get = (column: string) => (values[name(r, column)] ?? '').trim();
    const year = get('year');
    if (!/^\d{4}$/.test(year) || Number(year) < 1981 || Number(year) > effectiveYear + 1)
      errors[name(r, 'year')] = `${n}: Year must be between 1981 and ${effectiveYear + 1}.`;
    if (!get('make')) errors[name(r, 'make')] = `${n}: Make is required.`;
    if (!get('model')) errors[name(r, 'model')] = `${n}: Model is required.`;
    const vin = get('vin').toUpperCase();
    if (!VIN_PATTERN.test(vin))
      errors[name(r, 'vin')] =
        `${n}: VIN must be 17 characters, letters and numbers only, and cannot contain I, O or Q.`;
    else if (seen.has(vin)) errors[name(r, 'vin')] = `${n}: VIN duplicates vehicle ${seen.get(vin)}.`;
    else seen.set(vin, r + 1);
    const zip = get('zip');
    const found = lookupZip(zip);
    if (!found) errors[name(r, 'zip')] = `${n}: Garaging ZIP ${zip || '(blank)'} was not found.`;
    else if (!isTerritoryState(found.state))
      errors[name(r, 'zip')] =
        `${n}: Garaging ZIP ${zip} (${found.state}) is outside Bluebonnet's operating territory (TX, OK, LA, AR, NM).`;
    if (!useOptions.some((o) => o.value === get('use'))) errors[name(r, 'use')] = `${n}: Please select Use.`;
    if (!radiusOptions.some((o) => o.value === get('radius')))
      errors[name(r, 'radius')] = `${n}: Please select Radius.`;
  }
  return errors;
}

export const vehiclesSection: SectionDef = {
  id: 'vehicles',
  title: 'Vehicle Schedule',
  intro: 'List every owned power unit. Trailers are not rated on AgentDesk.',
  fields: [],
  render: (values, errors, env) =>
    (env.layoutVersion === 2 ? renderCards(values, errors) : renderTable(values, errors)) +
    addButton(vehicleSchedule),
  validate: checkVehicles,
};
