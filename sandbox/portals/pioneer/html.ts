// Small HTML builders for ProducerNet's forms: every control gets a <label for>, errors are tied to
// their field with aria-describedby, and every user value is escaped.

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export type FieldErrors = Record<string, string>;

interface FieldOptions {
  id: string;
  label: string;
  /** Defaults to the id. */
  name?: string;
  value?: string;
  errors?: FieldErrors;
  required?: boolean;
  hint?: string;
  className?: string;
}

const requiredMark = (required?: boolean) =>
  required ? ' <span class="req" aria-hidden="true">*</span>' : '';

function describe(o: FieldOptions) {
  const error = o.errors?.[o.name ?? o.id];
  const ids = [o.hint ? `${o.id}-hint` : '', error ? `${o.id}-error` : ''].filter(Boolean).join(' ');
  return {
    attrs: `${ids ? ` aria-describedby="${ids}"` : ''}${error ? ' aria-invalid="true"' : ''}${o.required ? ' aria-required="true"' : ''}`,
    after:
      (o.hint ? `<span class="hint" id="${o.id}-hint">${escapeHtml(o.hint)}</span>` : '') +
      (error ? `<span class="field-error" id="${o.id}-error">${escapeHtml(error)}</span>` : ''),
    invalid: Boolean(error),
  };
}

export function textField(
  o: FieldOptions & { type?: string; inputmode?: string; maxlength?: number },
): string {
  const d = describe(o);
  const extra = `${o.inputmode ? ` inputmode="${o.inputmode}"` : ''}${o.maxlength ? ` maxlength="${o.maxlength}"` : ''}`;
  return (
    `<div class="field${d.invalid ? ' has-error' : ''}${o.className ? ` ${o.className}` : ''}">` +
    `<label for="${o.id}">${escapeHtml(o.label)}${requiredMark(o.required)}</label>` +
    `<input type="${o.type ?? 'text'}" id="${o.id}" name="${o.name ?? o.id}" value="${escapeHtml(o.value)}"${extra}${d.attrs}>` +
    `${d.after}</div>`
  );
}

export function textArea(o: FieldOptions & { rows?: number }): string {
  const d = describe(o);
  return (
    `<div class="field${d.invalid ? ' has-error' : ''}">` +
    `<label for="${o.id}">${escapeHtml(o.label)}${requiredMark(o.required)}</label>` +
    `<textarea id="${o.id}" name="${o.name ?? o.id}" rows="${o.rows ?? 4}"${d.attrs}>${escapeHtml(o.value)}</textarea>` +
    `${d.after}</div>`
  );
}

export function options(choices: [string, string][], selected: string | undefined, placeholder?: string) {
  const first = placeholder === undefined ? '' : `<option value="">${escapeHtml(placeholder)}</option>`;
  return (
    first +
    choices
      .map(
        ([value, label]) =>
          `<option value="${escapeHtml(value)}"${value === selected ? ' selected' : ''}>${escapeHtml(label)}</option>`,
      )
      .join('')
  );
}

export function selectField(o: FieldOptions & { choices: [string, string][]; placeholder?: string }): string {
  const d = describe(o);
  return (
    `<div class="field${d.invalid ? ' has-error' : ''}${o.className ? ` ${o.className}` : ''}">` +
    `<label for="${o.id}">${escapeHtml(o.label)}${requiredMark(o.required)}</label>` +
    `<select id="${o.id}" name="${o.name ?? o.id}"${d.attrs}>${options(o.choices, o.value, o.placeholder)}</select>` +
    `${d.after}</div>`
  );
}

/** A yes/no (or other choice) question as a fieldset of radios: getByRole('group', { name }). */
export function radioGroup(o: FieldOptions & { choices: [string, string][] }): string {
  const name = o.name ?? o.id;
  const error = o.errors?.[name];
  const radios = o.choices
    .map(
      ([value, label], i) =>
        `<span class="radio"><input type="radio" id="${o.id}-${i}" name="${name}" value="${escapeHtml(value)}"${value === o.value ? ' checked' : ''}>` +
        `<label for="${o.id}-${i}">${escapeHtml(label)}</label></span>`,
    )
    .join('');
  return (
    `<fieldset class="question${error ? ' has-error' : ''}" id="${o.id}"${error ? ` aria-describedby="${o.id}-error"` : ''}>` +
    `<legend>${escapeHtml(o.label)}${requiredMark(o.required)}</legend><div class="radios">${radios}</div>` +
    (error ? `<span class="field-error" id="${o.id}-error">${escapeHtml(error)}</span>` : '') +
    `</fieldset>`
  );
}

export const YES_NO: [string, string][] = [
  ['Y', 'Yes'],
  ['N', 'No'],
];

export function errorSummary(
  errors: FieldErrors | undefined,
  heading = 'Please correct the following:',
): string {
  const messages = Object.values(errors ?? {});
  if (messages.length === 0) return '';
  return (
    `<div class="alert alert-error" role="alert"><strong>${escapeHtml(heading)}</strong><ul>` +
    messages.map((m) => `<li>${escapeHtml(m)}</li>`).join('') +
    `</ul></div>`
  );
}

export const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

export const money = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

/** "2026-03-01" → "03/01/2026" */
export const usDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface DateSelectsOptions {
  legend: string;
  /** Field names: `${prefix}Month`, `${prefix}Day`, `${prefix}Year`. */
  prefix: string;
  value?: { month: string; day: string; year: string };
  years: number[];
  error?: string;
  required?: boolean;
}

/** Pioneer's date entry: three selects (Month, Day, Year) in a fieldset. */
export function dateSelects(o: DateSelectsOptions): string {
  const id = o.prefix;
  const months: [string, string][] = MONTHS.map((name, i) => [String(i + 1).padStart(2, '0'), name]);
  const days: [string, string][] = Array.from({ length: 31 }, (_, i) => [
    String(i + 1).padStart(2, '0'),
    String(i + 1),
  ]);
  const years: [string, string][] = o.years.map((y) => [String(y), String(y)]);
  const select = (part: string, label: string, choices: [string, string][], value?: string) =>
    `<div class="field"><label for="${id}${part}">${label}</label>` +
    `<select id="${id}${part}" name="${id}${part}"${o.error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>` +
    `${options(choices, value, '--')}</select></div>`;
  return (
    `<fieldset class="dates${o.error ? ' has-error' : ''}"><legend>${escapeHtml(o.legend)}${requiredMark(o.required)}</legend>` +
    `<div class="selects">${select('Month', 'Month', months, o.value?.month)}${select('Day', 'Day', days, o.value?.day)}` +
    `${select('Year', 'Year', years, o.value?.year)}</div>` +
    (o.error ? `<span class="field-error" id="${id}-error">${escapeHtml(o.error)}</span>` : '') +
    `</fieldset>`
  );
}

/** "2026-03-01" → { month: '03', day: '01', year: '2026' } */
export function splitIso(iso: string | undefined) {
  if (!iso) return undefined;
  const [year = '', month = '', day = ''] = iso.split('-');
  return { month, day, year };
}
