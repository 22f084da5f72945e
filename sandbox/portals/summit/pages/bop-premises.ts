// Location & Building's "Additional Premises" grid: every building at another premises (or a second one
// at location 1), one row each. Rows with the same address are one location: the grid numbers them
// "Loc N / Bldg M" (location 1 is the mailing address above). "Add Location" adds an empty row, "Add
// Building" a row at the last row's premises (its address copied). Each row is rated as location 1's
// building is, in its own state (rating.ts).

import { pressed } from '../html.ts';
import type { OtherBuilding } from '../rating.ts';
import { CONSTRUCTION_TYPES } from '../reference.ts';
import type { ApplicantData, FieldError, FormValues, PremisesRow } from '../types.ts';
import { parseMoney, parseWholeNumber } from '../validate.ts';
import {
  checkRowAddress,
  type Grid,
  gridEntries,
  gridKey,
  gridPostback,
  gridRows,
  readGrid,
  renderGrid,
} from './grid.ts';

const YN = [
  { value: 'Y', text: 'Yes' },
  { value: 'N', text: 'No' },
];

export const PREMISES: Grid = {
  id: 'gvPremises',
  noun: 'Premises',
  columns: [
    { id: 'txtStreet', header: 'Street Address', size: 18 },
    { id: 'txtCity', header: 'City', size: 12 },
    { id: 'txtState', header: 'State', size: 2 },
    { id: 'txtZip', header: 'ZIP Code', size: 6 },
    {
      id: 'ddlInterest',
      header: 'Interest',
      options: [
        { value: 'O', text: 'Owner' },
        { value: 'T', text: 'Tenant' },
      ],
    },
    { id: 'txtBldgLimit', header: 'Bldg Limit', size: 9 },
    { id: 'txtBPP', header: 'BPP Limit', size: 9 },
    { id: 'ddlConstruction', header: 'Construction', options: CONSTRUCTION_TYPES },
    { id: 'txtYearBuilt', header: 'Yr Built', size: 4 },
    { id: 'txtSqFt', header: 'Sq Ft', size: 6 },
    { id: 'ddlSprinklered', header: 'Sprinklered', options: YN },
  ],
  add: { id: 'btnAddLocation', text: 'Add Location' },
  max: 10,
  min: 1,
};

const ADD_BUILDING = 'btnAddBuilding';
const addressKey = (street: string, city: string, zip: string) =>
  [street, city, zip.slice(0, 5)].map((s) => s.trim().toLowerCase().replace(/\s+/g, ' ')).join('|');

/** "Loc N / Bldg M" of each row: rows at location 1's address are its buildings 2, 3, …. */
export function premisesNumbers(
  applicant: ApplicantData | undefined,
  rows: readonly { street: string; city: string; zip: string }[],
): string[] {
  const locations = new Map<string, { loc: number; buildings: number }>();
  if (applicant)
    locations.set(addressKey(applicant.address, applicant.city, applicant.zip), { loc: 1, buildings: 1 });
  return rows.map((r) => {
    if (!r.street && !r.city) return '';
    const key = addressKey(r.street, r.city, r.zip);
    const known = locations.get(key) ?? { loc: locations.size + 1, buildings: 0 };
    known.buildings += 1;
    locations.set(key, known);
    return `Loc ${known.loc} / Bldg ${known.buildings}`;
  });
}

export function premisesForm(rows: readonly PremisesRow[] | undefined): FormValues {
  const form: FormValues = { [`${PREMISES.id}.rows`]: String(Math.max(1, rows?.length ?? 0)) };
  rows?.forEach((r, i) => {
    const set = (c: string, value: string) => {
      form[gridKey(PREMISES, i, c)] = value;
    };
    set('txtStreet', r.street);
    set('txtCity', r.city);
    set('txtState', r.state);
    set('txtZip', r.zip);
    set('ddlInterest', r.interest === 'owner' ? 'O' : 'T');
    set('txtBldgLimit', r.interest === 'owner' ? r.buildingLimit.toLocaleString('en-US') : '');
    set('txtBPP', r.bppLimit.toLocaleString('en-US'));
    set('ddlConstruction', r.construction);
    set('txtYearBuilt', String(r.yearBuilt));
    set('txtSqFt', String(r.squareFeet));
    set('ddlSprinklered', r.sprinklered ? 'Y' : 'N');
  });
  return form;
}

export const readPremises = (body: unknown, form: FormValues) => readGrid(PREMISES, body, form);

/** Add Location / Add Building / Remove: the form to show again. */
export function premisesPostback(body: unknown, form: FormValues): FormValues | undefined {
  const rows = gridRows(PREMISES, form);
  if (pressed(body, ADD_BUILDING) && rows < PREMISES.max) {
    const last = rows - 1;
    const next: FormValues = { ...form, [`${PREMISES.id}.rows`]: String(rows + 1) };
    for (const c of ['txtStreet', 'txtCity', 'txtState', 'txtZip', 'ddlInterest'])
      next[gridKey(PREMISES, rows, c)] = form[gridKey(PREMISES, last, c)] ?? '';
    return next;
  }
  return gridPostback(PREMISES, body, form);
}

/** The rows, each problem named "Premises N: …" on its cell (a wholly empty row is none). */
export function parsePremises(
  form: FormValues,
  thisYear: number,
): { rows: PremisesRow[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const rows: PremisesRow[] = [];
  for (const { row, v } of gridEntries(PREMISES, form)) {
    const before = errors.length;
    const fail = (c: string, message: string) =>
      errors.push({ field: gridKey(PREMISES, row, c), message: `Premises ${row + 1}: ${message}` });
    const state = checkRowAddress(v, fail);
    const interest = v('ddlInterest');
    if (interest !== 'O' && interest !== 'T') fail('ddlInterest', 'Interest is required.');
    const building = interest === 'O' ? parseMoney(v('txtBldgLimit')) : 0;
    if (interest === 'O' && !building)
      fail('txtBldgLimit', 'Bldg Limit must be greater than $0 when the applicant owns the building.');
    const bpp = v('txtBPP') ? parseMoney(v('txtBPP')) : 0;
    if (bpp === undefined) fail('txtBPP', 'BPP Limit must be a whole dollar amount.');
    else if ((building ?? 0) + bpp === 0) fail('txtBPP', 'Enter a Bldg Limit or a BPP Limit.');
    if (!CONSTRUCTION_TYPES.some((o) => o.value === v('ddlConstruction')))
      fail('ddlConstruction', 'Construction is required.');
    const year = parseWholeNumber(v('txtYearBuilt'));
    if (year === undefined || year < 1800 || year > thisYear)
      fail('txtYearBuilt', `Yr Built must be a 4-digit year between 1800 and ${thisYear}.`);
    const area = parseWholeNumber(v('txtSqFt'));
    if (!area || area > 500_000) fail('txtSqFt', 'Sq Ft must be a whole number between 1 and 500,000.');
    if (!['Y', 'N'].includes(v('ddlSprinklered'))) fail('ddlSprinklered', 'Sprinklered is required.');
    if (errors.length > before) continue;
    rows.push({
      street: v('txtStreet'),
      city: v('txtCity'),
      state,
      zip: v('txtZip'),
      interest: interest === 'O' ? 'owner' : 'tenant',
      buildingLimit: building ?? 0,
      bppLimit: bpp ?? 0,
      construction: v('ddlConstruction'),
      yearBuilt: year ?? 0,
      squareFeet: area ?? 0,
      sprinklered: v('ddlSprinklered') === 'Y',
    });
  }
  return { rows, errors };
}

export function renderPremises(form: FormValues, errors: FieldError[], applicant?: ApplicantData): string {
  const rows = Array.from({ length: gridRows(PREMISES, form) }, (_, i) => ({
    street: (form[gridKey(PREMISES, i, 'txtStreet')] ?? '').trim(),
    city: (form[gridKey(PREMISES, i, 'txtCity')] ?? '').trim(),
    zip: (form[gridKey(PREMISES, i, 'txtZip')] ?? '').trim(),
  }));
  const numbers = premisesNumbers(applicant, rows);
  const addBuilding = ` <input type="submit" name="ctl00$MainContent$${ADD_BUILDING}" value="Add Building" id="ctl00_MainContent_${ADD_BUILDING}" class="button" />`;
  return `<h2 class="section">Additional Premises</h2>
<p>Every other location the policy covers, one row per building. A second building at a location repeats its address
(<b>Add Building</b> copies the last row's). Leave the row blank when the applicant has no other premises.</p>
${renderGrid(PREMISES, form, errors, (row) => numbers[row] || String(row + 1), gridRows(PREMISES, form) < PREMISES.max ? addBuilding : '')}`;
}

export const premisesForRating = (
  applicant: ApplicantData | undefined,
  rows: readonly PremisesRow[],
): OtherBuilding[] => {
  const numbers = premisesNumbers(applicant, rows);
  return rows.map((r, i) => ({
    label: `${numbers[i]}, ${r.street}, ${r.city}`,
    state: r.state,
    buildingLimit: r.interest === 'owner' ? r.buildingLimit : 0,
    bppLimit: r.bppLimit,
    construction: r.construction,
    sprinklered: r.sprinklered,
  }));
};
