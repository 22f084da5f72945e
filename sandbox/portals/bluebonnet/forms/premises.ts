// Additional Premises (BOP, in Building & Property): one table row per other premises of the insured,
// each with its street address and ZIP Code (AgentDesk reads the city and state from the ZIP), its
// building's construction, year built, area, sprinklers and its building and contents limits. The page
// always shows one row; a row left wholly empty is no premises. The hidden labels ("Additional Premises
// 1 Address") never contain the first premises' labels ("Street Address", "Year Built", …).
import { parseMoney } from '../html.ts';
import type { OtherPremises } from '../rating.ts';
import { isTerritoryState, lookupZip } from '../reference.ts';
import { addButton, cell, removeButton, rowCount, type Schedule, tableCell } from './schedule.ts';
import type { CheckEnv, FormErrors, FormValues, Option } from './types.ts';
import { yesNo } from './types.ts';

export const premisesSchedule: Schedule = {
  prefix: 'prem',
  countField: 'prem_count',
  sectionId: 'property',
  columns: ['street', 'zip', 'construction', 'year_built', 'sq_ft', 'sprinklered', 'building', 'contents'],
  max: 10,
  noun: 'premises',
  plural: 'additional premises',
};

/** The least a premises may insure (building plus contents), as for the first premises' TIV. */
export const PREMISES_MIN_VALUE = 10_000;

const name = (row: number, column: string) => cell(premisesSchedule, row, column);
const get = (values: FormValues, row: number, column: string) => (values[name(row, column)] ?? '').trim();

/** A row with nothing typed in it: not a premises. */
const isEmptyRow = (values: FormValues, row: number) =>
  premisesSchedule.columns.every((column) => get(values, row, column) === '');

function renderTable(values: FormValues, errors: FormErrors, constructions: Option[]): string {
  const count = rowCount(values, premisesSchedule);
  const rows = Array.from({ length: count }, (_, r) => {
    const n = `Additional Premises ${r + 1}`;
    return `<tr><th scope="row">${r + 1}</th>${[
      tableCell(name(r, 'street'), `${n} Address`, values, errors),
      tableCell(name(r, 'zip'), `${n} ZIP`, values, errors),
      tableCell(name(r, 'construction'), `${n} Construction`, values, errors, constructions),
      tableCell(name(r, 'year_built'), `${n} Year of Construction`, values, errors),
      tableCell(name(r, 'sq_ft'), `${n} Area (sq ft)`, values, errors),
      tableCell(name(r, 'sprinklered'), `${n} Sprinklered`, values, errors, yesNo),
      tableCell(name(r, 'building'), `${n} Building Limit`, values, errors),
      tableCell(name(r, 'contents'), `${n} Contents Limit`, values, errors),
    ].join('')}<td>${removeButton(premisesSchedule, r, count)}</td></tr>`;
  }).join('');
  const head = [
    'Address',
    'ZIP <span class="hint">city and state from the ZIP</span>',
    'Construction',
    'Year of Construction',
    'Area (sq ft)',
    'Sprinklered',
    'Building Limit <span class="hint">0 if tenant</span>',
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
    const building = parseMoney(v('building'));
    const contents = parseMoney(v('contents'));
    if (building === undefined) refuse('building', 'Enter Building Limit in whole dollars (0 if tenant).');
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
      buildingLimit: parseMoney(v('building')) ?? 0,
      contentsLimit: parseMoney(v('contents')) ?? 0,
    });
  }
  return found;
}
