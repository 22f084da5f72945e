// An editable GridView of the Summit kind (the Underlying Insurance grid's idiom): one table row per
// entry, each cell's control named `<grid>$ctlNN$<column>` and labelled off screen "<Noun> N <Column>",
// an add button posting the form back with one more row, a Remove button per row. A row left wholly
// empty is no entry. Values are kept in the form as `<grid>.<row>.<column>` with the row count in
// `<grid>.rows`.
import { button, dropDown, esc, fieldId, fieldName, type Option, pressed, textBox } from '../html.ts';
import { TERRITORY, zipState } from '../reference.ts';
import type { FieldError, FormValues } from '../types.ts';

export interface GridColumn {
  id: string;
  header: string;
  /** The accessible name after "<Noun> N " (defaults to the header). */
  label?: string;
  options?: Option[];
  size?: number;
}

export interface Grid {
  id: string;
  noun: string;
  columns: GridColumn[];
  add: { id: string; text: string };
  max: number;
  /** Rows shown with nothing entered: 0 (an empty grid with its text) or 1 (one empty row). */
  min: 0 | 1;
  empty?: string;
}

const control = (grid: Grid, row: number, column: string) =>
  `${grid.id}$ctl${String(row + 2).padStart(2, '0')}$${column}`;
export const gridKey = (grid: Grid, row: number, column: string) => `${grid.id}.${row}.${column}`;
export const gridRows = (grid: Grid, form: FormValues) => Number(form[`${grid.id}.rows`] ?? grid.min);
const removeId = (grid: Grid, row: number) => `${grid.id}$ctl${String(row + 2).padStart(2, '0')}$btnRemove`;

/** The grid's posted rows into `form` (as many as the post has). */
export function readGrid(grid: Grid, body: unknown, form: FormValues): FormValues {
  const source = (body ?? {}) as Record<string, unknown>;
  let rows = 0;
  for (; rows < grid.max; rows += 1) {
    if (!Object.hasOwn(source, fieldName(control(grid, rows, grid.columns[0]!.id)))) break;
    for (const c of grid.columns) {
      const raw = source[fieldName(control(grid, rows, c.id))];
      const value = Array.isArray(raw) ? raw[0] : raw;
      form[gridKey(grid, rows, c.id)] = typeof value === 'string' ? value : '';
    }
  }
  form[`${grid.id}.rows`] = String(Math.max(rows, grid.min));
  return form;
}

/** The values of each non-empty row, with its index (a wholly empty row is no entry). */
export function gridEntries(grid: Grid, form: FormValues): { row: number; v: (c: string) => string }[] {
  const entries: { row: number; v: (c: string) => string }[] = [];
  for (let row = 0; row < gridRows(grid, form); row += 1) {
    const v = (c: string) => (form[gridKey(grid, row, c)] ?? '').trim();
    if (grid.columns.some((c) => v(c.id))) entries.push({ row, v });
  }
  return entries;
}

/** Add (one more row) or Remove (that row out): the form to show again; undefined for another button. */
export function gridPostback(grid: Grid, body: unknown, form: FormValues): FormValues | undefined {
  const rows = gridRows(grid, form);
  if (pressed(body, grid.add.id) && rows < grid.max)
    return { ...form, [`${grid.id}.rows`]: String(rows + 1) };
  for (let row = 0; row < rows; row += 1) {
    if (!pressed(body, removeId(grid, row))) continue;
    const next: FormValues = { ...form, [`${grid.id}.rows`]: String(Math.max(grid.min, rows - 1)) };
    for (let r = row; r < rows; r += 1)
      for (const c of grid.columns)
        next[gridKey(grid, r, c.id)] = r + 1 < rows ? (form[gridKey(grid, r + 1, c.id)] ?? '') : '';
    return next;
  }
  return undefined;
}

/** The GridView with its header, one row per entry (a red asterisk on a refused cell) and its buttons. */
export function renderGrid(
  grid: Grid,
  form: FormValues,
  errors: FieldError[],
  rowHeader: (row: number) => string = (row) => String(row + 1),
  extra = '',
): string {
  const rows = gridRows(grid, form);
  let body = '';
  for (let row = 0; row < rows; row += 1) {
    const cells = grid.columns
      .map((c) => {
        const id = control(grid, row, c.id);
        const value = form[gridKey(grid, row, c.id)] ?? '';
        const input = c.options ? dropDown(id, c.options, value) : textBox(id, value, { size: c.size ?? 10 });
        const bad = errors.some((e) => e.field === gridKey(grid, row, c.id))
          ? '<span class="validator">*</span>'
          : '';
        return `<td><label class="offscreen" for="${fieldId(id)}">${esc(`${grid.noun} ${row + 1} ${c.label ?? c.header}`)}</label>${input}${bad}</td>`;
      })
      .join('');
    const remove = `<input type="submit" name="${fieldName(removeId(grid, row))}" value="Remove" id="${fieldId(removeId(grid, row))}" class="button" aria-label="Remove ${esc(`${grid.noun} ${row + 1}`)}" />`;
    body += `<tr${row % 2 ? ' class="alt"' : ''}><td>${esc(rowHeader(row))}</td>${cells}<td>${remove}</td></tr>`;
  }
  const head = grid.columns.map((c) => `<th scope="col">${esc(c.header)}</th>`).join('');
  const empty =
    rows === 0 && grid.empty
      ? `<tr><td colspan="${grid.columns.length + 2}">${esc(grid.empty)}</td></tr>`
      : '';
  const add =
    rows < grid.max
      ? button(grid.add.id, grid.add.text)
      : esc(`A maximum of ${grid.max} rows can be entered in AgentLink.`);
  return `<table class="grid" id="${fieldId(grid.id)}" cellspacing="0"><tr><th scope="col">#</th>${head}<th scope="col"></th></tr>${body}${empty}</table>
<p>${add}${extra}</p>`;
}

/**
 * A row's address as AgentLink checks it (street, city, a state Summit writes, a ZIP in that state),
 * each problem through `fail` on its cell; answers the state as typed, upper case.
 */
export function checkRowAddress(
  v: (c: string) => string,
  fail: (c: string, message: string) => void,
): string {
  if (!v('txtStreet')) fail('txtStreet', 'Street Address is required.');
  if (!v('txtCity')) fail('txtCity', 'City is required.');
  const state = v('txtState').toUpperCase();
  if (!TERRITORY.has(state)) fail('txtState', 'State must be a state where Summit Mutual writes.');
  else if (zipState(v('txtZip')) !== state) fail('txtZip', `ZIP Code must be a valid ZIP Code in ${state}.`);
  return state;
}
