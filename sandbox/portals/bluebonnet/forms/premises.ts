// Additional Premises (BOP, in Building & Property): one table row per other premises of the insured,
// each with its street address and ZIP Code (AgentDesk reads the city and state from the ZIP), the
// applicant's interest (owner or tenant), its building's construction, year built, area, sprinklers and
// its building (owners only) and contents limits. The page
// always shows one row; a row left wholly empty is no premises. The hidden labels ("Additional Premises
// 1 Address") never contain the first premises' labels ("Street Address", "Year Built", …).
import { escapeHtml, parseMoney } from '../html.ts';
import type { OtherPremises } from '../rating.ts';
import { isTerritoryState, lookupZip } from '../reference.ts';
import { addButton, cell, removeButton, rowCount, type Schedule, tableCell } from './schedule.ts';
import type { CheckEnv, FormErrors, FormValues, Option } from './types.ts';
import { yesNo } from './types.ts';

export const premisesSchedule: Schedule = {
  prefix: 'prem',
  countField: 'prem_count',
  sectionId: 'property',
  columns: [
    'street',
    'zip',
    'interest',
    'construction',
    'year_built',
    'sq_ft',
    'sprinklered',
    'building',
    'contents',
  ],
  max: 10,
  noun: 'premises',
  plural: 'additional premises',
};

/** The least a premises may insure (building plus contents), as for the first premises' TIV. */
export const PREMISES_MIN_VALUE = 10_000;

export const interestOptions: Option[] = [
  { value: 'owner', label: 'Owner occupant' },
  { value: 'tenant', label: 'Tenant' },
];

const name = (row: number, column: string) => cell(premisesSchedule, row, column);
const get = (values: FormValues, row: number, column: string) => (values[name(row, column)] ?? '').trim();

/** A row with nothing typed in it: not a premises. */
const isEmptyRow = (values: FormValues, row: number) =>
  premisesSchedule.columns.every((column) => get(values, row, column) === '');

/** A row's cell: as the other schedules' (tableCell), but its message goes in the row below it. */
function premisesCell(
  column: string,
  row: number,
  values: FormValues,
  errors: FormErrors,
  options?: Option[],
) {
  const field = name(row, column);
  return tableCell(field, `Additional Premises ${row + 1} ${LABELS[column]}`, values, errors, options, true);
}

/** Each column's name in the hidden labels ("Additional Premises 1 Address"). */
const LABELS: Record<string, string> = {
  street: 'Address',
  zip: 'ZIP',
  interest: 'Interest',
  construction: 'Construction',
  year_built: 'Year of Construction',
  sq_ft: 'Area (sq ft)',
  sprinklered: 'Sprinklered',
  building: 'Building Limit',
  contents: 'Contents Limit',
};

function renderTable(values: FormValues, errors: FormErrors, constructions: Option[]): string {
  const count = rowCount(values, premisesSchedule);
  const options: Record<string, Option[]> = {
    interest: interestOptions,
    construction: constructions,
    sprinklered: yesNo,
  };
  const rows = Array.from({ length: count }, (_, r) => {
    const cells = premisesSchedule.columns
      .map((c) => premisesCell(c, r, values, errors, options[c]))
      .join('');
    // Messages in a row of their own: each tied to its control only (aria-describedby), none beside the others.
    const messages = premisesSchedule.columns
      .filter((c) => errors[name(r, c)])
      .map(
        (c) => `<span class="field-error" id="${name(r, c)}-error">${escapeHtml(errors[name(r, c)])}</span>`,
      )
      .join(' ');
    const errorRow = messages
      ? `<tr class="row-errors"><td></td><td colspan="${premisesSchedule.columns.length + 1}">${messages}</td></tr>`
      : '';
    return `<tr><th scope="row">${r + 1}</th>${cells}<td>${removeButton(premisesSchedule, r, count)}</td></tr>${errorRow}`;
  }).join('');
  const head = [
    'Address',
    'ZIP <span class="hint">city and state from the ZIP</span>',
    'Interest',
    'Construction',
    'Year of Construction',
    'Area (sq ft)',
    'Sprinklered',
    'Building Limit <span class="hint">owner occupant only</span>',
    'Contents Limit <span class="hint">business personal property</span>',
  ]
    .map((h) => `<th scope="col">${h}</th>`)
    .join('');
  return `<div class="schedule-scroll"><table class="schedule premises"><caption>Additional Premises</caption><thead><tr><th scope="col">#</th>${head}<th scope="col"><span class="sr-only">Actions</span></th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

/** The Additional Premises block under the Building & Property fields. */
export function renderPremises(values: FormValues, errors: FormErrors, constructions: Option[]): string {
  const intro =
    '<p class="section-intro">The fields above describe the premises at the Business Location. List every other premises the applicant occupies, one row each, rated at its own address; leave the row empty if there is none.</p>';
  return `<h3 class="subhead">Additional Premises</h3>${intro}${renderTable(values, errors, constructions)}${addButton(premisesSchedule)}`;
}

export function checkPremises(values: FormValues, env: CheckEnv, constructions: Option[]): FormErrors {
  const errors: FormErrors = {};
  const thisYear = Number(env.today.slice(0, 4));
  for (let r = 0; r < rowCount(values, premisesSchedule); r += 1) {
    if (isEmptyRow(values, r)) continue;
    const n = `Additional Premises ${r + 1}`;
    const v = (column: string) => get(values, r, column);
    const refuse = (column: string, message: string) => {
      errors[name(r, column)] = `${n}: ${message}`;
    };
    if (!v('street')) refuse('street', 'Address is required.');
    const found = lookupZip(v('zip'));
    if (!found) refuse('zip', `ZIP ${v('zip') || '(blank)'} was not found. Enter a valid 5-digit ZIP Code.`);
    else if (!isTerritoryState(found.state))
      refuse(
        'zip',
        `ZIP ${v('zip')} (${found.state}) is outside Bluebonnet's operating territory (TX, OK, LA, AR, NM).`,
      );
    if (!constructions.some((o) => o.value === v('construction')))
      refuse('construction', 'Please select Construction.');
    const year = Number(v('year_built'));
    if (!/^\d{4}$/.test(v('year_built')) || year < 1850 || year > thisYear)
      refuse('year_built', `Year of Construction must be a year between 1850 and ${thisYear}.`);
    const area = parseMoney(v('sq_ft'));
    if (area === undefined || area < 100 || area > 500_000)
      refuse('sq_ft', 'Area must be between 100 and 500,000 square feet.');
    if (v('sprinklered') !== 'Y' && v('sprinklered') !== 'N')
      refuse('sprinklered', 'Please select Sprinklered.');
    const owner = v('interest') === 'owner';
    if (!interestOptions.some((o) => o.value === v('interest')))
      refuse('interest', 'Please select Interest.');
    const building = owner ? parseMoney(v('building')) : 0;
    const contents = parseMoney(v('contents'));
    if (building === undefined || (owner && building <= 0))
      refuse('building', 'Enter Building Limit in whole dollars for an owner occupant.');
    if (contents === undefined) refuse('contents', 'Enter Contents Limit in whole dollars.');
    else if (building !== undefined && building + contents < PREMISES_MIN_VALUE)
      refuse('contents', 'Building Limit plus Contents Limit must be at least $10,000.');
  }
  return errors;
}

/** The premises of the rows (the wholly empty ones left out), as the rating takes them. */
export function otherPremises(values: FormValues): OtherPremises[] {
  const found: OtherPremises[] = [];
  for (let r = 0; r < rowCount(values, premisesSchedule); r += 1) {
    if (isEmptyRow(values, r)) continue;
    const v = (column: string) => get(values, r, column);
    const zip = lookupZip(v('zip'));
    found.push({
      where: `${v('street')}, ${zip?.city ?? ''}`,
      state: zip?.state ?? '',
      zip: v('zip'),
      construction: v('construction'),
      sprinklered: v('sprinklered') === 'Y' ? 'Y' : 'N',
      buildingLimit: v('interest') === 'owner' ? (parseMoney(v('building')) ?? 0) : 0,
      contentsLimit: parseMoney(v('contents')) ?? 0,
    });
  }
  return found;
}
