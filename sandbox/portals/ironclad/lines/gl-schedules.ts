// General Liability's two schedules on the Coverage step of Ironclad Exchange: the schedule of
// locations (every premises after the Applicant's address, each with its class and exposure, one more
// per "Add another location") and the loss history (one row per loss, "Add a loss"). Rows are posted
// with the step's form; a location row left wholly empty is no row; the loss history starts empty.
// Every control is labelled "<column> (additional location <n>)" or "<column> (loss <n>)".
import { createRequire } from 'node:module';
import { STATES } from '../applicant-rules.ts';
import { type FieldErrors, type FormValues, parseAmount, selectField, textField } from '../forms.ts';
import { escapeHtml } from '../layout.ts';
import type { ExposureBasis, GlLocation, GlLoss } from '../rating.ts';

const require = createRequire(import.meta.url);
const zipcodes = require('zipcodes') as { lookup(zip: string): { state: string } | undefined };

export const MAX_LOCATIONS = 10;
export const MAX_LOSSES = 10;

const BASES: [ExposureBasis, string][] = [
  ['payroll', 'Payroll'],
  ['sales', 'Gross sales'],
  ['area', 'Area (square feet)'],
  ['units', 'Units'],
];
const INTEREST: [string, string][] = [
  ['owned', 'Owned'],
  ['leased', 'Leased'],
];
const STATUS: [string, string][] = [
  ['open', 'Open'],
  ['closed', 'Closed'],
];

const LOCATION_KEYS = ['street', 'city', 'state', 'zip', 'class', 'basis', 'exposure', 'interest', 'area'];
const LOSS_KEYS = ['date', 'description', 'paid', 'reserved', 'status'];

const clamp = (raw: string | undefined, min: number, max: number) => {
  const n = Number(raw);
  return Number.isInteger(n) ? Math.min(Math.max(n, min), max) : min;
};
export const locationRows = (values: FormValues) => clamp(values.loc_rows, 1, MAX_LOCATIONS);
export const lossRows = (values: FormValues) => clamp(values.loss_rows, 0, MAX_LOSSES);

const cell = (prefix: string, key: string, n: number) => `${prefix}_${key}_${n}`;
const filled = (values: FormValues, prefix: string, keys: string[], n: number) =>
  keys.some((key) => (values[cell(prefix, key, n)] ?? '') !== '');

function schedule(values: FormValues, errors: FieldErrors, prefix: string, noun: string, n: number) {
  const common = { values, errors };
  const name = (key: string) => cell(prefix, key, n);
  return { common, name, label: (column: string) => `${column} (${noun} ${n})` };
}

function locationRow(values: FormValues, errors: FieldErrors, n: number, count: number): string {
  const { common, name, label } = schedule(values, errors, 'loc', 'additional location', n);
  const remove =
    count > 1
      ? `<p><button type="submit" name="action" value="remove-loc-${n}" formnovalidate class="ix-button ix-button-secondary">Remove additional location ${n}</button></p>`
      : '';
  return `<fieldset class="ix-q"><legend>Additional location ${n}</legend><div class="ix-row">
${textField({ ...common, name: name('street'), label: label('Street address') })}
${textField({ ...common, name: name('city'), label: label('City') })}
${selectField({ ...common, name: name('state'), label: label('State'), options: STATES.map((s) => [s, s]), placeholder: 'Select a state' })}
${textField({ ...common, name: name('zip'), label: label('ZIP code'), inputmode: 'numeric' })}
${textField({ ...common, name: name('class'), label: label('ISO class code'), inputmode: 'numeric' })}
${selectField({ ...common, name: name('basis'), label: label('Rating basis'), options: BASES, placeholder: 'Select a basis' })}
${textField({ ...common, name: name('exposure'), label: label('Exposure'), inputmode: 'numeric' })}
${selectField({ ...common, name: name('interest'), label: label('Owned or leased'), options: INTEREST, placeholder: 'Select one' })}
${textField({ ...common, name: name('area'), label: label('Area occupied (square feet)'), inputmode: 'numeric' })}
</div>${remove}</fieldset>`;
}

function lossRow(values: FormValues, errors: FieldErrors, n: number): string {
  const { common, name, label } = schedule(values, errors, 'loss', 'loss', n);
  return `<fieldset class="ix-q"><legend>Loss ${n}</legend><div class="ix-row">
${textField({ ...common, name: name('date'), label: label('Date of loss'), placeholder: 'YYYY-MM-DD' })}
${textField({ ...common, name: name('description'), label: label('Description or type') })}
${selectField({ ...common, name: name('status'), label: label('Status'), options: STATUS, placeholder: 'Select one' })}
${textField({ ...common, name: name('paid'), label: label('Amount paid'), inputmode: 'numeric' })}
${textField({ ...common, name: name('reserved'), label: label('Amount reserved'), inputmode: 'numeric' })}
</div><p><button type="submit" name="action" value="remove-loss-${n}" formnovalidate class="ix-button ix-button-secondary">Remove loss ${n}</button></p></fieldset>`;
}

export function renderSchedules(values: FormValues, errors: FieldErrors): string {
  const locations = locationRows(values);
  const losses = lossRows(values);
  const add = (value: string, text: string) =>
    `<p><button type="submit" name="action" value="${value}" formnovalidate class="ix-button ix-button-secondary">${escapeHtml(text)}</button></p>`;
  return `<h2>Schedule of locations</h2>
<p class="ix-hint">Location 1 is the Applicant's address above. List every other premises with its own class and exposure; leave the row empty when there is none.</p>
${errors.locations ? `<p class="ix-error" role="alert">${escapeHtml(errors.locations)}</p>` : ''}
<input type="hidden" name="loc_rows" value="${locations}">
${Array.from({ length: locations }, (_, i) => locationRow(values, errors, i + 1, locations)).join('\n')}
${locations < MAX_LOCATIONS ? add('add-loc', 'Add another location') : ''}
<h2>Loss history (past 5 years)</h2>
<p class="ix-hint">Every general liability loss of the past 5 years, open or closed. Listed losses surcharge the premium.</p>
<input type="hidden" name="loss_rows" value="${losses}">
${losses === 0 ? '<p>No losses listed.</p>' : Array.from({ length: losses }, (_, i) => lossRow(values, errors, i + 1)).join('\n')}
${losses < MAX_LOSSES ? add('add-loss', 'Add a loss') : ''}`;
}

/** Removes row `n` of a schedule, moving the rows after it up. */
function removeRow(values: FormValues, prefix: string, keys: string[], count: number, n: number) {
  const next: FormValues = { ...values };
  for (let i = n; i < count; i += 1)
    for (const key of keys) next[cell(prefix, key, i)] = values[cell(prefix, key, i + 1)] ?? '';
  for (const key of keys) delete next[cell(prefix, key, count)];
  return next;
}

/** An add or remove press: the form's new values, or undefined for another button. */
export function scheduleAction(action: string, values: FormValues): FormValues | undefined {
  const locations = locationRows(values);
  const losses = lossRows(values);
  if (action === 'add-loc') return { ...values, loc_rows: String(Math.min(locations + 1, MAX_LOCATIONS)) };
  if (action === 'add-loss') return { ...values, loss_rows: String(Math.min(losses + 1, MAX_LOSSES)) };
  const loc = /^remove-loc-(\d+)$/.exec(action);
  if (loc && locations > 1 && Number(loc[1]) <= locations)
    return {
      ...removeRow(values, 'loc', LOCATION_KEYS, locations, Number(loc[1])),
      loc_rows: String(locations - 1),
    };
  const loss = /^remove-loss-(\d+)$/.exec(action);
  if (loss && Number(loss[1]) <= losses)
    return {
      ...removeRow(values, 'loss', LOSS_KEYS, losses, Number(loss[1])),
      loss_rows: String(losses - 1),
    };
  return loc || loss ? values : undefined;
}

const isDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/** Field errors of both schedules, by control; `locations` for the whole schedule. */
export function validateSchedules(values: FormValues, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  for (let n = 1; n <= locationRows(values); n += 1) {
    if (!filled(values, 'loc', LOCATION_KEYS, n)) continue;
    const v = (key: string) => values[cell('loc', key, n)] ?? '';
    const set = (key: string, message: string) => {
      errors[cell('loc', key, n)] = `${message} for additional location ${n}`;
    };
    if (v('street').length < 3) set('street', 'Enter the street address');
    if (v('city').length < 2) set('city', 'Enter the city');
    if (!STATES.includes(v('state'))) set('state', 'Select the state');
    const place = /^\d{5}$/.test(v('zip')) ? zipcodes.lookup(v('zip')) : undefined;
    if (!place) set('zip', 'Enter a 5-digit ZIP code');
    else if (STATES.includes(v('state')) && place.state !== v('state'))
      set('zip', `ZIP code ${v('zip')} is in ${place.state}, not ${v('state')},`);
    if (!/^\d{5}$/.test(v('class'))) set('class', 'Enter a 5-digit GL class code');
    if (!BASES.some(([key]) => key === v('basis'))) set('basis', 'Select an exposure basis');
    const exposure = parseAmount(v('exposure'));
    if (!(exposure > 0)) set('exposure', 'Enter an exposure greater than zero');
    else if (v('basis') === 'units' && !Number.isInteger(exposure)) set('exposure', 'Enter whole units');
    if (!INTEREST.some(([key]) => key === v('interest'))) set('interest', 'Select owned or leased');
    if (!(parseAmount(v('area')) > 0)) set('area', 'Enter the area occupied in square feet');
  }
  const today = now.toISOString().slice(0, 10);
  for (let n = 1; n <= lossRows(values); n += 1) {
    const v = (key: string) => values[cell('loss', key, n)] ?? '';
    const set = (key: string, message: string) => {
      errors[cell('loss', key, n)] = `${message} for loss ${n}`;
    };
    if (!isDate(v('date'))) set('date', 'Enter the date of loss as YYYY-MM-DD');
    else if (v('date') > today) set('date', 'The date of loss cannot be in the future');
    if (v('description').length < 3) set('description', 'Describe the loss or its type');
    if (!(parseAmount(v('paid')) >= 0)) set('paid', 'Enter the amount paid (0 if none)');
    if (!(parseAmount(v('reserved')) >= 0)) set('reserved', 'Enter the amount reserved (0 if none)');
    if (!STATUS.some(([key]) => key === v('status'))) set('status', 'Select open or closed');
  }
  return errors;
}

/** The schedule's filled rows as the rating takes them (after validation). */
export function scheduledLocations(values: FormValues): (GlLocation & { label: string })[] {
  const rows: (GlLocation & { label: string })[] = [];
  for (let n = 1; n <= locationRows(values); n += 1) {
    if (!filled(values, 'loc', LOCATION_KEYS, n)) continue;
    const v = (key: string) => values[cell('loc', key, n)] ?? '';
    rows.push({
      label: `${v('street')}, ${v('city')}, ${v('state')} ${v('zip')}: class ${v('class')}`,
      state: v('state'),
      exposureBasis: v('basis') as ExposureBasis,
      exposure: parseAmount(v('exposure')),
    });
  }
  return rows;
}

export function scheduledLosses(values: FormValues): (GlLoss & { label: string })[] {
  return Array.from({ length: lossRows(values) }, (_, i) => {
    const v = (key: string) => values[cell('loss', key, i + 1)] ?? '';
    return {
      label: `${v('date')} ${v('description')}`,
      paid: parseAmount(v('paid')),
      reserved: parseAmount(v('reserved')),
      open: v('status') === 'open',
    };
  });
}
