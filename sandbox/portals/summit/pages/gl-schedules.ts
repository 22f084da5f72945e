// Liability Exposure's two grids: the Schedule of Additional Locations (each other premises with its
// class and exposure, rated in its own state) and the Loss History of the past 5 years (each listed
// loss surcharges the premium, rating.ts). Both start empty ("Add Location", "Add Loss").
import type { GlLocation, ListedLoss } from '../rating.ts';
import { glClass, PREMIUM_BASES } from '../reference.ts';
import type { FieldError, FormValues, GlLocationRow, LossRow } from '../types.ts';
import { addYears, formatUsDate, parseMoney, parseUsDate, parseWholeNumber } from '../validate.ts';
import {
  checkRowAddress,
  type Grid,
  gridEntries,
  gridKey,
  gridPostback,
  readGrid,
  renderGrid,
} from './grid.ts';

export const GL_LOCATIONS: Grid = {
  id: 'gvGLLocations',
  noun: 'Location',
  columns: [
    { id: 'txtStreet', header: 'Street Address', size: 18 },
    { id: 'txtCity', header: 'City', size: 12 },
    { id: 'txtState', header: 'State', size: 2 },
    { id: 'txtZip', header: 'ZIP Code', size: 6 },
    { id: 'txtClass', header: 'Class Code', size: 5 },
    { id: 'txtExposure', header: 'Exposure', size: 10 },
  ],
  add: { id: 'btnAddGLLocation', text: 'Add Location' },
  max: 10,
  min: 0,
  empty: 'No additional locations. Location 1 is the applicant address above.',
};

export const LOSS_TYPES = [
  'Bodily Injury',
  'Property Damage',
  'Products / Completed Operations',
  'Personal & Advertising Injury',
  'Other',
].map((text) => ({ value: text, text }));

export const LOSSES: Grid = {
  id: 'gvLosses',
  noun: 'Loss',
  columns: [
    { id: 'txtDate', header: 'Date of Loss', size: 10 },
    { id: 'ddlType', header: 'Type', options: LOSS_TYPES },
    { id: 'txtPaid', header: 'Amount Paid', size: 9 },
    { id: 'txtReserved', header: 'Amount Reserved', size: 9 },
    {
      id: 'ddlStatus',
      header: 'Status',
      options: [
        { value: 'O', text: 'Open' },
        { value: 'C', text: 'Closed' },
      ],
    },
  ],
  add: { id: 'btnAddLoss', text: 'Add Loss' },
  max: 10,
  min: 0,
  empty: 'No losses entered.',
};

const basisText = (basis: string) => PREMIUM_BASES.find((b) => b.value === basis)?.text ?? basis;

export function glSchedulesForm(
  locations?: readonly GlLocationRow[],
  losses?: readonly LossRow[],
): FormValues {
  const form: FormValues = {
    [`${GL_LOCATIONS.id}.rows`]: String(locations?.length ?? 0),
    [`${LOSSES.id}.rows`]: String(losses?.length ?? 0),
  };
  locations?.forEach((l, i) => {
    Object.assign(form, {
      [gridKey(GL_LOCATIONS, i, 'txtStreet')]: l.street,
      [gridKey(GL_LOCATIONS, i, 'txtCity')]: l.city,
      [gridKey(GL_LOCATIONS, i, 'txtState')]: l.state,
      [gridKey(GL_LOCATIONS, i, 'txtZip')]: l.zip,
      [gridKey(GL_LOCATIONS, i, 'txtClass')]: l.classCode,
      [gridKey(GL_LOCATIONS, i, 'txtExposure')]: l.exposure.toLocaleString('en-US'),
    });
  });
  losses?.forEach((l, i) => {
    Object.assign(form, {
      [gridKey(LOSSES, i, 'txtDate')]: l.date,
      [gridKey(LOSSES, i, 'ddlType')]: l.type,
      [gridKey(LOSSES, i, 'txtPaid')]: l.paid.toLocaleString('en-US'),
      [gridKey(LOSSES, i, 'txtReserved')]: l.reserved.toLocaleString('en-US'),
      [gridKey(LOSSES, i, 'ddlStatus')]: l.open ? 'O' : 'C',
    });
  });
  return form;
}

export const readGlSchedules = (body: unknown, form: FormValues) =>
  readGrid(LOSSES, body, readGrid(GL_LOCATIONS, body, form));

export const glSchedulesPostback = (body: unknown, form: FormValues) =>
  gridPostback(GL_LOCATIONS, body, form) ?? gridPostback(LOSSES, body, form);

/** Both grids' rows, each problem named "Location N: …" / "Loss N: …" on its cell. */
export function parseGlSchedules(
  form: FormValues,
  now: Date,
): { locations: GlLocationRow[]; losses: LossRow[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const locations: GlLocationRow[] = [];
  for (const { row, v } of gridEntries(GL_LOCATIONS, form)) {
    const before = errors.length;
    const fail = (c: string, message: string) =>
      errors.push({ field: gridKey(GL_LOCATIONS, row, c), message: `Location ${row + 1}: ${message}` });
    const state = checkRowAddress(v, fail);
    const cls = glClass(v('txtClass'));
    if (!cls)
      fail(
        'txtClass',
        `Class Code ${v('txtClass')} is not available in AgentLink. See the Class Code Lookup.`,
      );
    const exposure = parseWholeNumber(v('txtExposure').replace(/^\$/, ''));
    if (!exposure)
      fail(
        'txtExposure',
        `Exposure must be a whole number greater than zero${cls ? ` (${basisText(cls.basis)})` : ''}.`,
      );
    if (errors.length > before) continue;
    locations.push({
      street: v('txtStreet'),
      city: v('txtCity'),
      state,
      zip: v('txtZip'),
      classCode: cls!.code,
      exposure: exposure!,
    });
  }
  const losses: LossRow[] = [];
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const earliest = addYears(today, -5);
  for (const { row, v } of gridEntries(LOSSES, form)) {
    const before = errors.length;
    const fail = (c: string, message: string) =>
      errors.push({ field: gridKey(LOSSES, row, c), message: `Loss ${row + 1}: ${message}` });
    const date = parseUsDate(v('txtDate'));
    if (!date) fail('txtDate', 'Date of Loss must be a date in MM/DD/YYYY format.');
    else if (date > today) fail('txtDate', 'Date of Loss cannot be in the future.');
    else if (date < earliest)
      fail(
        'txtDate',
        `Date of Loss must be within the past 5 years (on or after ${formatUsDate(earliest)}).`,
      );
    if (!LOSS_TYPES.some((t) => t.value === v('ddlType'))) fail('ddlType', 'Type is required.');
    const paid = parseMoney(v('txtPaid'));
    if (paid === undefined) fail('txtPaid', 'Amount Paid must be a whole dollar amount (0 if none).');
    const reserved = parseMoney(v('txtReserved'));
    if (reserved === undefined)
      fail('txtReserved', 'Amount Reserved must be a whole dollar amount (0 if none).');
    if (!['O', 'C'].includes(v('ddlStatus'))) fail('ddlStatus', 'Status is required.');
    if (errors.length > before) continue;
    losses.push({
      date: formatUsDate(date!),
      type: v('ddlType'),
      paid: paid!,
      reserved: reserved!,
      open: v('ddlStatus') === 'O',
    });
  }
  return { locations, losses, errors };
}

export const renderGlSchedules = (form: FormValues, errors: FieldError[]) =>
  `<h2 class="section">Schedule of Additional Locations</h2>
<p>Each other premises with its own class and exposure (on the class's premium basis, see the Class Code Lookup).</p>
${renderGrid(GL_LOCATIONS, form, errors)}
<h2 class="section">Loss History (past 5 years)</h2>
<p>List every general liability loss of the past 5 years, open or closed. Listed losses are surcharged.</p>
${renderGrid(LOSSES, form, errors)}`;

export const glLocationsForRating = (rows: readonly GlLocationRow[]): GlLocation[] =>
  rows.map((r) => {
    const cls = glClass(r.classCode)!;
    return { state: r.state, classRate: cls.rate, basis: cls.basis, exposure: r.exposure };
  });

export const lossesForRating = (rows: readonly LossRow[]): ListedLoss[] =>
  rows.map((r) => ({ paid: r.paid, reserved: r.reserved, open: r.open }));
