// Markup helpers that render controls the way ASP.NET WebForms did (ctl00$MainContent$… names,
// ctl00_MainContent_… ids, red asterisk validators), with real <label for> so agents can use labels.
import type { FieldError, FormValues } from './types.ts';

export function esc(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export const PREFIX = 'ctl00$MainContent$';
export const fieldName = (id: string) => `${PREFIX}${id}`;
export const fieldId = (id: string) => `ctl00_MainContent_${id.replaceAll('$', '_')}`;

/** Reads the posted values of the given short ids (missing ones become ''). */
export function readForm(body: unknown, ids: string[]): FormValues {
  const source = (body ?? {}) as Record<string, unknown>;
  const form: FormValues = {};
  for (const id of ids) {
    const raw = source[fieldName(id)];
    const value = Array.isArray(raw) ? raw[0] : raw;
    form[id] = typeof value === 'string' ? value : '';
  }
  return form;
}

/** True when the button with this short id submitted the form. */
export const pressed = (body: unknown, id: string) => Object.hasOwn((body ?? {}) as object, fieldName(id));

export interface Option {
  value: string;
  text: string;
}

export interface ControlOptions {
  required?: boolean;
  maxlength?: number;
  size?: number;
  hint?: string;
  errors?: FieldError[];
}

const validator = (id: string, options: ControlOptions) =>
  options.errors?.some((e) => e.field === id)
    ? `<span id="${fieldId(`val${id.slice(3)}`)}" class="validator" title="${esc(
        options.errors.find((e) => e.field === id)?.message,
      )}">*</span>`
    : '';

const reqMark = (options: ControlOptions) => (options.required ? '<span class="req">*</span>' : '');
const hint = (options: ControlOptions) =>
  options.hint ? ` <span class="hint">${esc(options.hint)}</span>` : '';

export function textBox(id: string, value: string, options: ControlOptions = {}): string {
  return (
    `<input name="${fieldName(id)}" type="text" value="${esc(value)}" id="${fieldId(id)}" class="textbox"` +
    `${options.maxlength ? ` maxlength="${options.maxlength}"` : ''}${options.size ? ` size="${options.size}"` : ''} />`
  );
}

export function dropDown(id: string, items: Option[], value: string, placeholder = '-- Select --'): string {
  const opts = [{ value: '', text: placeholder }, ...items]
    .map(
      (o) =>
        `<option${o.value === value ? ' selected="selected"' : ''} value="${esc(o.value)}">${esc(o.text)}</option>`,
    )
    .join('');
  return `<select name="${fieldName(id)}" id="${fieldId(id)}" class="dropdown">${opts}</select>`;
}

/** A label cell + control cell row of the classic two-column form table. */
export function row(label: string, id: string, control: string, options: ControlOptions = {}): string {
  return (
    `<tr><td class="lbl"><label for="${fieldId(id)}" id="${fieldId(`lbl${id.slice(3)}`)}">${esc(label)}${/[?:)]$/.test(label) ? '' : ':'}</label>${reqMark(options)}</td>` +
    `<td class="ctl">${control}${validator(id, options)}${hint(options)}</td></tr>`
  );
}

export const textRow = (label: string, id: string, form: FormValues, options: ControlOptions = {}) =>
  row(label, id, textBox(id, form[id] ?? '', options), options);

export const selectRow = (
  label: string,
  id: string,
  items: Option[],
  form: FormValues,
  options: ControlOptions = {},
) => row(label, id, dropDown(id, items, form[id] ?? ''), options);

export function textAreaRow(
  label: string,
  id: string,
  form: FormValues,
  options: ControlOptions = {},
): string {
  const control = `<textarea name="${fieldName(id)}" rows="3" cols="50" id="${fieldId(id)}" class="textarea">${esc(form[id] ?? '')}</textarea>`;
  return row(label, id, control, options);
}

/** ASP.NET RadioButtonList (a table of radios), exposed as a labelled radiogroup. */
export function radioListRow(
  label: string,
  id: string,
  items: Option[],
  form: FormValues,
  options: ControlOptions = {},
): string {
  const labelId = fieldId(`lbl${id.slice(3)}`);
  const cells = items
    .map((o, i) => {
      const itemId = `${fieldId(id)}_${i}`;
      const checked = form[id] === o.value ? ' checked="checked"' : '';
      return `<td><input id="${itemId}" type="radio" name="${fieldName(id)}" value="${esc(o.value)}"${checked} /><label for="${itemId}">${esc(o.text)}</label></td>`;
    })
    .join('');
  return (
    `<tr><td class="lbl"><span id="${labelId}">${esc(label)}</span>${reqMark(options)}</td><td class="ctl">` +
    `<table id="${fieldId(id)}" class="radiolist" role="radiogroup" aria-labelledby="${labelId}"><tr>${cells}</tr></table>` +
    `${validator(id, options)}${hint(options)}</td></tr>`
  );
}

export const YES_NO: Option[] = [
  { value: 'Y', text: 'Yes' },
  { value: 'N', text: 'No' },
];

export function button(id: string, text: string, cssClass = 'button'): string {
  return `<input type="submit" name="${fieldName(id)}" value="${esc(text)}" id="${fieldId(id)}" class="${cssClass}" />`;
}

/** The red ValidationSummary shown at the top of a page after a refused postback. */
export function validationSummary(errors: FieldError[]): string {
  if (errors.length === 0) return '';
  const items = errors.map((e) => `<li>${esc(e.message)}</li>`).join('');
  return (
    `<div id="ctl00_MainContent_vsSummary" class="validation-summary" role="alert">` +
    `Please correct the following error(s):<ul>${items}</ul></div>`
  );
}

export const money = (amount: number) => `$${amount.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
export const plain = (amount: number) => amount.toLocaleString('en-US', { maximumFractionDigits: 0 });
