// DOM helpers: escaping, rendering the main view, form fields with inline errors, toast and spinner.
import { driftClass, driftSelector, driftView } from './drift.js';

export const $ = (selector, root = document) => root.querySelector(driftSelector(selector));
export const $$ = (selector, root = document) => [...root.querySelectorAll(driftSelector(selector))];

export function esc(value) {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
}

export function renderView(html, title) {
  const main = document.getElementById('app');
  const view = document.createElement('template');
  view.innerHTML = html;
  driftView(view.content);
  main.replaceChildren(view.content);
  document.title = title ? `${title} | Harborline Broker Hub` : 'Harborline Broker Hub';
  window.scrollTo(0, 0);
  return main;
}

const describedBy = (id, hint) => `aria-describedby="${hint ? `${id}-hint ` : ''}${id}-error"`;
const hintHtml = (id, hint) => (hint ? `<p class="hint" id="${id}-hint">${hint}</p>` : '');
const errorHtml = (id, name) =>
  `<p class="field-error" id="${id}-error" data-error-for="${esc(name)}" hidden></p>`;

/** A labelled input. `hint` is trusted HTML; values are escaped. */
export function field({
  id,
  name,
  label,
  type = 'text',
  value = '',
  hint,
  attrs = '',
  srLabel = false,
  cls = '',
}) {
  return `<div class="field ${cls}">
  <label for="${id}"${srLabel ? ' class="sr-only"' : ''}>${esc(label)}</label>
  <input id="${id}" name="${esc(name)}" data-field="${esc(name)}" type="${type}" value="${esc(value)}" ${describedBy(id, hint)} ${attrs}>
  ${hintHtml(id, hint)}${errorHtml(id, name)}
</div>`;
}

export function textArea({ id, name, label, value = '', hint, attrs = '' }) {
  return `<div class="field field--wide">
  <label for="${id}">${esc(label)}</label>
  <textarea id="${id}" name="${esc(name)}" data-field="${esc(name)}" rows="4" ${describedBy(id, hint)} ${attrs}>${esc(value)}</textarea>
  ${hintHtml(id, hint)}${errorHtml(id, name)}
</div>`;
}

export function optionsHtml(options, selected, placeholder) {
  const first = placeholder === undefined ? '' : `<option value="">${esc(placeholder)}</option>`;
  return (
    first +
    options
      .map(
        (o) =>
          `<option value="${esc(o.value)}"${String(o.value) === String(selected ?? '') ? ' selected' : ''}>${esc(o.label)}</option>`,
      )
      .join('')
  );
}

export function selectField({
  id,
  name,
  label,
  options,
  value,
  placeholder = 'Select…',
  hint,
  attrs = '',
  srLabel = false,
}) {
  return `<div class="field">
  <label for="${id}"${srLabel ? ' class="sr-only"' : ''}>${esc(label)}</label>
  <select id="${id}" name="${esc(name)}" data-field="${esc(name)}" ${describedBy(id, hint)} ${attrs}>${optionsHtml(options, value, placeholder)}</select>
  ${hintHtml(id, hint)}${errorHtml(id, name)}
</div>`;
}

export function radioGroup({ id, name, legend, options, value, hint }) {
  const choices = options
    .map(
      (o, i) =>
        `<label class="choice" for="${id}-${i}"><input type="radio" id="${id}-${i}" name="${esc(name)}" value="${esc(o.value)}"${String(o.value) === String(value ?? '') ? ' checked' : ''}> ${esc(o.label)}</label>`,
    )
    .join('');
  return `<fieldset class="field radio-group" id="${id}" data-field="${esc(name)}" ${describedBy(id, hint)}>
  <legend>${esc(legend)}</legend>${hintHtml(id, hint)}<div class="choices">${choices}</div>${errorHtml(id, name)}
</fieldset>`;
}

/** Clears one field's message (the user corrected it). */
export function clearFieldError(form, key) {
  const slot = $(`[data-error-for="${CSS.escape(key)}"]`, form);
  if (slot) {
    slot.textContent = '';
    slot.hidden = true;
  }
  $(`[data-field="${CSS.escape(key)}"]`, form)?.removeAttribute('aria-invalid');
}

export function clearErrors(form) {
  for (const p of $$('[data-error-for]', form)) {
    p.textContent = '';
    p.hidden = true;
  }
  for (const el of $$('[aria-invalid]', form)) el.removeAttribute('aria-invalid');
  const summary = $('.error-summary', form);
  if (summary) summary.hidden = true;
}

/** Shows field messages inline (keys match data-field) and a summary; focuses the first invalid field. */
export function showErrors(form, fields, message = 'Please correct the highlighted fields.') {
  clearErrors(form);
  const loose = [];
  for (const [key, text] of Object.entries(fields)) {
    const slot = $(`[data-error-for="${CSS.escape(key)}"]`, form);
    if (!slot) {
      loose.push(text);
      continue;
    }
    slot.textContent = text;
    slot.hidden = false;
    $(`[data-field="${CSS.escape(key)}"]`, form)?.setAttribute('aria-invalid', 'true');
  }
  let summary = $('.error-summary', form);
  if (!summary) {
    summary = document.createElement('div');
    summary.className = driftClass('error-summary');
    summary.setAttribute('role', 'alert');
    form.prepend(summary);
  }
  summary.innerHTML = `<p><strong>${esc(message)}</strong></p>${loose.length ? `<ul>${loose.map((t) => `<li>${esc(t)}</li>`).join('')}</ul>` : ''}`;
  summary.hidden = false;
  const first = $('[aria-invalid="true"]', form);
  if (first && typeof first.focus === 'function') first.focus();
}

let toastTimer;
export function toast(message, kind = 'info', ms = 3000) {
  const el = document.getElementById('toast');
  el.textContent = message;
  el.className = driftClass(`toast toast--${kind}`);
  el.hidden = false;
  clearTimeout(toastTimer);
  if (ms > 0) {
    toastTimer = setTimeout(() => {
      el.hidden = true;
    }, ms);
  }
}

export function busy(text) {
  document.getElementById('overlay-text').textContent = text;
  document.getElementById('overlay').hidden = false;
}

export function idle() {
  document.getElementById('overlay').hidden = true;
}
