// Form building blocks for Ironclad Exchange: labelled fields, yes/no questions, follow-up blocks and
// the error summary. Every input has a <label for>, every question group a <legend>.
import { escapeHtml } from './layout.ts';

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

interface BaseField {
  name: string;
  label: string;
  values: FormValues;
  errors: FieldErrors;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

function wrap(field: BaseField, control: string): string {
  const error = field.errors[field.name];
  const hint = field.hint
    ? `<span class="ix-hint" id="${field.name}-hint">${escapeHtml(field.hint)}</span>`
    : '';
  const message = error ? `<span class="ix-error" id="${field.name}-error">${escapeHtml(error)}</span>` : '';
  return `<div class="ix-field${error ? ' ix-invalid' : ''}">
  <label for="f-${field.name}">${escapeHtml(field.label)}</label>${hint}
  ${control}${message}
</div>`;
}

function commonAttrs(field: BaseField): string {
  const described = [
    field.hint ? `${field.name}-hint` : '',
    field.errors[field.name] ? `${field.name}-error` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [
    `id="f-${field.name}"`,
    `name="${field.name}"`,
    field.required ? 'required' : '',
    field.disabled ? 'disabled' : '',
    field.errors[field.name] ? 'aria-invalid="true"' : '',
    described ? `aria-describedby="${described}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function textField(
  field: BaseField & { type?: string; inputmode?: string; placeholder?: string },
): string {
  const extra = [
    field.inputmode ? `inputmode="${field.inputmode}"` : '',
    field.placeholder ? `placeholder="${escapeHtml(field.placeholder)}"` : '',
  ].join(' ');
  const value = escapeHtml(field.values[field.name] ?? '');
  return wrap(
    field,
    `<input type="${field.type ?? 'text'}" ${commonAttrs(field)} value="${value}" ${extra}>`,
  );
}

export function textArea(field: BaseField): string {
  return wrap(
    field,
    `<textarea ${commonAttrs(field)}>${escapeHtml(field.values[field.name] ?? '')}</textarea>`,
  );
}

export function selectField(
  field: BaseField & { options: [string, string][]; placeholder?: string },
): string {
  const current = field.values[field.name] ?? '';
  const options = [
    field.placeholder !== undefined ? `<option value="">${escapeHtml(field.placeholder)}</option>` : '',
    ...field.options.map(
      ([value, label]) =>
        `<option value="${escapeHtml(value)}"${value === current ? ' selected' : ''}>${escapeHtml(label)}</option>`,
    ),
  ].join('');
  return wrap(field, `<select ${commonAttrs(field)}>${options}</select>`);
}

/** A radio question (Yes/No by default) in a fieldset whose legend is the question text. */
export function radioQuestion(field: BaseField & { options?: [string, string][] }): string {
  const options = field.options ?? [
    ['Y', 'Yes'],
    ['N', 'No'],
  ];
  const current = field.values[field.name] ?? '';
  const error = field.errors[field.name];
  const radios = options
    .map(([value, label]) => {
      const id = `f-${field.name}-${value.toLowerCase()}`;
      const checked = value === current ? ' checked' : '';
      const attrs = `${field.required ? ' required' : ''}${field.disabled ? ' disabled' : ''}`;
      return `<span><input type="radio" id="${id}" name="${field.name}" value="${escapeHtml(value)}"${checked}${attrs}> <label for="${id}">${escapeHtml(label)}</label></span>`;
    })
    .join('');
  return `<fieldset class="ix-q${error ? ' ix-invalid' : ''}" id="q-${field.name}">
  <legend>${escapeHtml(field.label)}</legend>
  <div class="ix-options">${radios}</div>
  ${error ? `<span class="ix-error">${escapeHtml(error)}</span>` : ''}
</fieldset>`;
}

/**
 * A follow-up block, shown only when `parent` has one of `when` as its answer. `visible` is the
 * server's view (from the saved answers); the page script keeps it in step as the user answers.
 */
export function followUp(parent: string, when: string[], visible: boolean, inner: string): string {
  return `<div class="ix-followup" data-parent="${parent}" data-when="${when.join('|')}"${visible ? '' : ' hidden'}>${inner}</div>`;
}

export function errorSummary(errors: FieldErrors): string {
  const messages = Object.values(errors);
  if (messages.length === 0) return '';
  const items = messages.map((m) => `<li>${escapeHtml(m)}</li>`).join('');
  return `<div class="ix-alert ix-alert-error" role="alert"><strong>Please correct the following before you continue:</strong><ul>${items}</ul></div>`;
}

/** Reads a urlencoded body into plain strings (first value wins for repeated names). */
export function readForm(body: unknown): FormValues {
  const values: FormValues = {};
  if (!body || typeof body !== 'object') return values;
  for (const [key, raw] of Object.entries(body as Record<string, unknown>)) {
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string') values[key] = value.trim().slice(0, 4000);
  }
  return values;
}

/** Parses "1,250,000" or "$1250000" into a number; NaN when it is not a plain amount. */
export function parseAmount(raw: string | undefined): number {
  const cleaned = (raw ?? '').replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}
