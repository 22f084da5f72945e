// Repeating table rows (WC class codes, vehicles, drivers): read the rows back from the DOM, add and
// remove rows while keeping what was typed, and fill an asynchronous dropdown.
import { $$, esc, optionsHtml } from '../dom.js';

/** Reads every row of `tbody` into objects keyed by each control's data-col. */
export function readRows(tbody) {
  return $$('tr[data-row]', tbody).map((tr) =>
    Object.fromEntries(
      $$('[data-col]', tr).map((el) => [el.dataset.col, el.value || el.dataset.pending || '']),
    ),
  );
}

/** One table cell holding a control labelled for screen readers and Playwright ("Payroll (row 1)"). */
export function cell(control, { id, label, key }) {
  return `<td><label class="sr-only" for="${id}">${esc(label)}</label>${control}<p class="field-error" id="${id}-error" data-error-for="${esc(key)}" hidden></p></td>`;
}

export function inputCell({ id, key, col, label, value = '', type = 'text', attrs = '' }) {
  const control = `<input id="${id}" type="${type}" data-col="${col}" data-field="${esc(key)}" value="${esc(value)}" aria-describedby="${id}-error" ${attrs}>`;
  return cell(control, { id, label, key });
}

export function selectCell({ id, key, col, label, options, value, placeholder = 'Select…', attrs = '' }) {
  const control = `<select id="${id}" data-col="${col}" data-field="${esc(key)}" aria-describedby="${id}-error" ${attrs}>${optionsHtml(options, value, placeholder)}</select>`;
  return cell(control, { id, label, key });
}

/**
 * Fills `select` from an async source. The select stays disabled ("Loading…") until the options arrive;
 * a stale answer (the parent value changed meanwhile) is dropped.
 */
export async function fillAsyncSelect(select, { load, parentValue, selected, placeholder, emptyText }) {
  select.disabled = true;
  select.innerHTML = `<option value="">${esc(parentValue ? 'Loading…' : placeholder)}</option>`;
  select.dataset.parent = String(parentValue ?? '');
  select.dataset.pending = parentValue ? (selected ?? '') : '';
  if (!parentValue) return;
  try {
    const options = await load(parentValue);
    if (select.dataset.parent !== String(parentValue)) return;
    delete select.dataset.pending;
    select.innerHTML = options.length
      ? optionsHtml(options, selected, placeholder)
      : `<option value="">${esc(emptyText)}</option>`;
    select.disabled = options.length === 0;
  } catch (error) {
    if (select.dataset.parent !== String(parentValue)) return;
    delete select.dataset.pending;
    select.innerHTML = `<option value="">${esc(error.message || 'Could not load options')}</option>`;
  }
}

/** Wires "Add …" and "Remove" buttons: both re-render the rows from what is currently typed. */
export function bindRowButtons({ tbody, addButton, blank, render, max }) {
  addButton.addEventListener('click', () => {
    const rows = readRows(tbody);
    if (rows.length >= max) return;
    rows.push(blank(rows));
    render(rows, rows.length - 1);
  });
  tbody.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-remove]');
    if (!button) return;
    const rows = readRows(tbody);
    rows.splice(Number(button.dataset.remove), 1);
    render(rows);
  });
}
