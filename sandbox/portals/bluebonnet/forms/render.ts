// Renders AgentDesk form fields and checks them: labels tied to inputs, inline errors, required marks.
import { escapeHtml } from '../html.ts';
import { fieldsOf } from './new-requirements.ts';
import type { CheckEnv, FieldDef, FormErrors, FormValues, SectionDef } from './types.ts';

function describedBy(name: string, field: { hint?: string }, error?: string): string {
  const ids = [field.hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean);
  return ids.length ? ` aria-describedby="${ids.join(' ')}"` : '';
}

export function renderField(field: FieldDef, values: FormValues, errors: FormErrors): string {
  const value = values[field.name] ?? '';
  const error = errors[field.name];
  const invalid = error ? ' aria-invalid="true"' : '';
  const req = field.optional ? '' : '<span class="req" aria-hidden="true">*</span>';
  const hint = field.hint
    ? `<span class="hint" id="${field.name}-hint">${escapeHtml(field.hint)}</span>`
    : '';
  const err = error ? `<span class="field-error" id="${field.name}-error">${escapeHtml(error)}</span>` : '';
  const cls = `field field-${field.size ?? 'medium'}${error ? ' has-error' : ''}`;
  const aria = describedBy(field.name, field, error) + invalid;
  if (field.kind === 'radio') {
    const radios = (field.options ?? [])
      .map(
        (o) =>
          `<label class="radio"><input type="radio" name="${field.name}" id="${field.name}_${o.value}" value="${escapeHtml(o.value)}"${
            o.value === value ? ' checked' : ''
          }> ${escapeHtml(o.label)}</label>`,
      )
      .join('');
    return `<fieldset class="${cls} radio-group"${aria}><legend>${escapeHtml(field.label)}</legend>${hint}<div class="radios">${radios}</div>${err}</fieldset>`;
  }
  // The required mark sits beside the label, not in it, so the field's accessible name is the label alone.
  const label = `<span class="label-row"><label for="${field.name}">${escapeHtml(field.label)}</label>${req}</span>${hint}`;
  let control: string;
  if (field.kind === 'select') {
    const options = [{ value: '', label: '-- Select --' }, ...(field.options ?? [])]
      .map(
        (o) =>
          `<option value="${escapeHtml(o.value)}"${o.value === value ? ' selected' : ''}>${escapeHtml(o.label)}</option>`,
      )
      .join('');
    control = `<select id="${field.name}" name="${field.name}"${aria}>${options}</select>`;
  } else if (field.kind === 'textarea') {
    control = `<textarea id="${field.name}" name="${field.name}" rows="3"${aria}>${escapeHtml(value)}</textarea>`;
  } else {
    control = `<input type="text" id="${field.name}" name="${field.name}" value="${escapeHtml(value)}"${aria}>`;
  }
  return `<div class="${cls}">${label}${control}${err}</div>`;
}

/** Required-ness, option membership, then the field's own check, for every field of a section. */
export function checkFields(fields: FieldDef[], values: FormValues, env: CheckEnv): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (!value) {
      if (!field.optional) {
        if (field.kind === 'radio') errors[field.name] = `Please answer: ${field.label}`;
        else if (field.kind === 'select') errors[field.name] = `Please select ${field.label}.`;
        else errors[field.name] = `${field.label} is required.`;
      }
      continue;
    }
    if (field.options && !field.options.some((o) => o.value === value)) {
      errors[field.name] = `Please select a valid ${field.label}.`;
      continue;
    }
    const message = field.check?.(value, values, env);
    if (message) errors[field.name] = message;
  }
  return errors;
}

export function checkSection(section: SectionDef, values: FormValues, env: CheckEnv): FormErrors {
  return { ...checkFields(fieldsOf(section, env), values, env), ...section.validate?.(values, env) };
}

export function renderSectionBody(
  section: SectionDef,
  values: FormValues,
  errors: FormErrors,
  env: CheckEnv,
) {
  if (section.render) return section.render(values, errors, env);
  return `<div class="grid">${fieldsOf(section, env)
    .map((f) => renderField(f, values, errors))
    .join('')}</div>`;
}
