// Layout drift (SANDBOX_DRIFT) in the browser: the server puts this portal's part of the plan in the
// shell (#drift-plan); every view is drifted as it renders (labels and captions reworded, fields
// shuffled within their grid or panel, names and classes renamed), and the app's own look-ups go
// through `driftSelector` / `driftClass` so it keeps working; form drift (drift-forms.js) reshapes its
// fields, and a step refuses a filled decoy (`driftRefusal`). Without a plan nothing changes.
import { addDecoy, collapse, decoyRefusal, placeholderOnly, splitDate, splitPhone } from './drift-forms.js';

const plan = JSON.parse(document.getElementById('drift-plan')?.textContent || 'null');

const normalize = (text) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*[:*]+$/, '')
    .toLowerCase();
const reworded = (pairs, text) => pairs.find((p) => normalize(p.from) === normalize(text))?.to;

function rename(token) {
  const { prefix, alphabet } = plan.renames;
  return (
    prefix +
    token.replace(/[a-zA-Z]/g, (c) => {
      const lower = c.toLowerCase();
      const swapped = alphabet[lower.charCodeAt(0) - 97];
      return c === lower ? swapped : swapped.toUpperCase();
    })
  );
}

/** A class list as this portal's drifted style sheets name it. */
export const driftClass = (classes) =>
  plan?.renames
    ? classes
        .split(/(\s+)/)
        .map((t) => (t.trim() ? rename(t) : t))
        .join('')
    : classes;

/** A selector with its classes and [name="…"] values renamed as the drifted page has them. */
export const driftSelector = (selector) =>
  plan?.renames
    ? selector.replace(/(\[name="|\.)(-?[_a-zA-Z][\w-]*)/g, (_m, sign, token) => sign + rename(token))
    : selector;

/** A stable order for a row: a hash of the plan's salt and the row's first field name (FNV-1a). */
function rank(row) {
  const key = `${plan.reorder.salt}:${row.querySelector('[name]')?.getAttribute('name') ?? row.textContent}`;
  let h = 0x811c9dc5;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

function rewordTexts(elements, pairs) {
  for (const el of elements)
    for (const node of el.childNodes)
      if (node.nodeType === Node.TEXT_NODE && reworded(pairs, node.data)) {
        const lead = /^\s*/.exec(node.data)[0];
        const tail = /\s*[:*]*\s*$/.exec(node.data)[0];
        node.data = lead + reworded(pairs, node.data) + tail;
      }
}

const ROW = ':scope > div.field, :scope > fieldset.field';

/** Drifts a view's markup before it is shown. */
export function driftView(root) {
  if (!plan) return;
  if (plan.collapsed) collapse(root, plan.collapsed);
  if (plan.reorder)
    for (const parent of new Set(
      [...root.querySelectorAll('div.field, fieldset.field')].map((r) => r.parentElement),
    )) {
      const rows = [...parent.querySelectorAll(ROW)];
      if (rows.length < 2) continue;
      const slots = rows.map((row) => {
        const slot = document.createComment('');
        row.replaceWith(slot);
        return slot;
      });
      const order = [...rows].sort((a, b) => rank(a) - rank(b));
      if (order.every((row, i) => row === rows[i])) order.push(order.shift());
      slots.forEach((slot, i) => {
        slot.replaceWith(order[i]);
      });
    }
  if (plan.decoy) addDecoy(root, plan.decoy);
  if (plan.splitPhone) splitPhone(root, plan.splitPhone.name);
  if (plan.dateSelects) splitDate(root, plan.dateSelects.name);
  if (plan.labels.length) rewordTexts(root.querySelectorAll('label, legend'), plan.labels);
  if (plan.placeholderOnly?.length)
    placeholderOnly(
      root,
      plan.placeholderOnly.map((label) => reworded(plan.labels, label) ?? label),
      normalize,
    );
  if (plan.captions.length) rewordTexts(root.querySelectorAll('button'), plan.captions);
  if (plan.renames)
    for (const el of root.querySelectorAll('[class], [name]')) {
      if (el.hasAttribute('class')) el.setAttribute('class', driftClass(el.getAttribute('class')));
      if (el.hasAttribute('name')) el.setAttribute('name', rename(el.getAttribute('name')));
    }
}

/** A step's refusal of a filled decoy (form drift): `{ [its name]: message }`, else `{}`. */
export const driftRefusal = (form) => decoyRefusal(form, plan?.decoy, driftSelector);
