// A schedule table of ProducerNet (Additional Locations, Owners & Officers): rows of controls posted
// with the step's form, a row added or removed by posting it ("Add another …", "Remove … n"), as the
// portal has no client script. Every control is labelled "<Column> (<noun> <n>)"; a row left wholly
// empty is no row.
import { type FormBody, field } from '../auth.ts';
import { escapeHtml, type FieldErrors, hidden, options } from '../html.ts';

export interface Column {
  key: string;
  label: string;
  /** A drop-down's choices (value, text); a text input without. */
  choices?: [string, string][];
  inputmode?: string;
}

export interface Schedule {
  /** Field-name prefix (`loc`, `own`) and the hidden count's name (`locCount`). */
  prefix: string;
  /** "additional location", "owner / officer": a control's label ends "(<noun> <n>)". */
  noun: string;
  title: string;
  /** The table's accessible name. */
  caption: string;
  add: string;
  max: number;
  columns: Column[];
}

export type ScheduleForm = Record<string, string>;

export const countOf = (s: Schedule, form: ScheduleForm) =>
  Math.min(Math.max(1, Number(form[`${s.prefix}Count`]) || 1), s.max);

export const cellId = (s: Schedule, i: number, key: string) => `${s.prefix}_${i}_${key}`;

/** The schedule's part of a posted form, rows renumbered from 0. */
export function readSchedule(s: Schedule, body: FormBody): ScheduleForm {
  const count = Math.min(Number(field(body, `${s.prefix}Count`)) || 1, s.max);
  const form: ScheduleForm = { [`${s.prefix}Count`]: String(count) };
  for (let i = 0; i < count; i++)
    for (const c of s.columns) form[cellId(s, i, c.key)] = field(body, cellId(s, i, c.key));
  return form;
}

/** The row's values by column key; undefined for a row left wholly empty. */
export function rowValues<K extends string>(
  s: Schedule,
  form: ScheduleForm,
  i: number,
): Record<K, string> | undefined {
  const row = Object.fromEntries(s.columns.map((c) => [c.key, (form[cellId(s, i, c.key)] ?? '').trim()]));
  return Object.values(row).some((v) => v !== '') ? (row as Record<K, string>) : undefined;
}

/** An add or remove press applied to the form: the new form, or the portal's refusal. */
export function applyRowAction(
  s: Schedule,
  form: ScheduleForm,
  action: string,
): { form: ScheduleForm; refusal?: string } | undefined {
  const count = countOf(s, form);
  if (action === `add-${s.prefix}`) {
    if (count >= s.max)
      return {
        form,
        refusal: `A maximum of ${s.max} rows can be entered online. Contact your Pioneer underwriter.`,
      };
    return { form: { ...form, [`${s.prefix}Count`]: String(count + 1) } };
  }
  const removed = new RegExp(`^remove-${s.prefix}-(\\d+)$`).exec(action);
  if (!removed) return undefined;
  const index = Number(removed[1]);
  if (count <= 1 || index >= count) return { form };
  const next: ScheduleForm = { ...form, [`${s.prefix}Count`]: String(count - 1) };
  for (let i = index; i < count - 1; i++)
    for (const c of s.columns) next[cellId(s, i, c.key)] = form[cellId(s, i + 1, c.key)] ?? '';
  for (const c of s.columns) delete next[cellId(s, count - 1, c.key)];
  return { form: next };
}

export function renderSchedule(s: Schedule, form: ScheduleForm, errors: FieldErrors, hint: string): string {
  const count = countOf(s, form);
  const attrs = (id: string) =>
    ` id="${id}" name="${id}"${errors[id] ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}`;
  const rows = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const cells = s.columns.map((c) => {
      const id = cellId(s, i, c.key);
      const control = c.choices
        ? `<select${attrs(id)}>${options(c.choices, form[id], '--')}</select>`
        : `<input type="text"${attrs(id)} value="${escapeHtml(form[id])}"${c.inputmode ? ` inputmode="${c.inputmode}"` : ''}>`;
      const error = errors[id];
      // Each cell its own field wrapper: a cell's message belongs to its control, not the whole row.
      return (
        `<td${error ? ' class="has-error"' : ''}><div class="field cell"><label class="sr-only" for="${id}">${escapeHtml(`${c.label} (${s.noun} ${n})`)}</label>${control}` +
        (error ? `<span class="field-error" id="${id}-error">${escapeHtml(error)}</span>` : '') +
        `</div></td>`
      );
    });
    const remove =
      count > 1
        ? `<button type="submit" class="secondary" name="action" value="remove-${s.prefix}-${i}" aria-label="Remove ${s.noun} ${n}">Remove</button>`
        : '';
    return `<tr><th scope="row">${n}</th>${cells.join('')}<td>${remove}</td></tr>`;
  }).join('');
  const head = s.columns.map((c) => `<th scope="col">${escapeHtml(c.label)}</th>`).join('');
  const tableError = errors[`${s.prefix}Rows`];
  return (
    hidden(`${s.prefix}Count`, String(count)) +
    `<div class="panel"><h2>${escapeHtml(s.title)}</h2><p class="hint">${escapeHtml(hint)}</p>` +
    (tableError ? `<p class="field-error">${escapeHtml(tableError)}</p>` : '') +
    `<div class="table-scroll"><table class="data" aria-label="${escapeHtml(s.caption)}"><thead><tr><th scope="col">#</th>${head}<th scope="col"></th></tr></thead>` +
    `<tbody>${rows}</tbody></table></div>` +
    `<p><button type="submit" class="secondary" name="action" value="add-${s.prefix}">${escapeHtml(s.add)}</button></p></div>`
  );
}
