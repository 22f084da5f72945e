// Form drift applied to a server-rendered page (drift-form-plan.ts): optional fields collapsed behind
// a disclosure, a decoy field beside a real one, the phone in three inputs, the date in three selects,
// and text inputs whose label is taken away, the wording kept as their placeholder. What the changed
// controls post is joined again by drift-posted.ts before the portal reads it.
import { DomUtils, parseDocument } from 'htmlparser2';
import {
  type Document,
  type DriftMarkup,
  decode,
  type Element,
  elements,
  encode,
  isRow,
} from './drift-dom.ts';
import type { DateFormat, FormDrift } from './drift-form-plan.ts';
import { normalizeText } from './drift-words.ts';

/** Elements parsed from markup, to be put in a page. */
const fragment = (html: string) =>
  parseDocument(html, { decodeEntities: false }).children.filter((n): n is Element => 'attribs' in n);

const controlNamed = (doc: Document, name: string) =>
  elements(doc).find((el) => ['input', 'select', 'textarea'].includes(el.name) && el.attribs.name === name);

const parentOf = (node: Element) =>
  node.parent && 'attribs' in node.parent ? (node.parent as Element) : null;

function rowOf(markup: DriftMarkup, control: Element | undefined): Element | null {
  let row = control ?? null;
  while (row && !isRow(markup, row)) row = parentOf(row);
  return row;
}

/** The plan's optional fields, moved together into a closed `<details>` where the first of them was. */
export function collapseOptional(
  doc: Document,
  markup: DriftMarkup,
  collapsed: NonNullable<FormDrift['collapsed']>,
) {
  const rows = [
    ...new Set(
      collapsed.fields.map((f) => rowOf(markup, controlNamed(doc, f.name))).filter((r) => r !== null),
    ),
  ];
  const first = rows[0];
  const parent = first && parentOf(first);
  if (!first || !parent) return;
  // A table row needs a table: the disclosure goes after the table and holds one of its own.
  const table = parent.name === 'tbody' ? parentOf(parent) : parent.name === 'table' ? parent : null;
  const holder = table ?? parent;
  const cls = holder.attribs.class ? ` class="${holder.attribs.class}"` : '';
  const [details] = fragment(
    `<details class="optional-group"><summary>${encode(collapsed.summary)}</summary><${holder.name}${cls}></${holder.name}></details>`,
  );
  if (table) DomUtils.append(table, details!);
  else DomUtils.prepend(first, details!);
  const inner = details!.children.filter((c): c is Element => 'attribs' in c)[1]!;
  for (const row of rows) {
    DomUtils.removeElement(row);
    DomUtils.appendChild(inner, row);
  }
}

/** Keeps only the label and the control of a cloned row (no hint, error or required mark). */
function prune(node: Element, control: Element) {
  for (const child of [...node.children]) {
    if (!('attribs' in child)) {
      DomUtils.removeElement(child);
      continue;
    }
    const el = child as Element;
    if (el === control || el.name === 'label') continue;
    const holds = DomUtils.findOne((e) => e === control || e.name === 'label', el.children) !== null;
    if (holds) prune(el, control);
    else DomUtils.removeElement(el);
  }
}

/** A copy of the real field's row, right after it, asking for the decoy (empty, optional). */
export function addDecoy(doc: Document, markup: DriftMarkup, decoy: NonNullable<FormDrift['decoy']>) {
  const control = controlNamed(doc, decoy.beside.name);
  const row = rowOf(markup, control);
  if (!control || !row) return;
  const path: number[] = [];
  for (let at: Element = control; at !== row; at = parentOf(at)!)
    path.unshift(parentOf(at)!.children.indexOf(at));
  const copy = row.cloneNode(true) as Element;
  const copied = path.reduce((el, i) => el.children[i] as Element, copy);
  prune(copy, copied);
  const id = decoy.name.replace(/_/g, '-');
  copied.attribs = Object.fromEntries(
    Object.entries(copied.attribs).filter(
      ([a]) => !['required', 'aria-invalid', 'aria-describedby', 'aria-required', 'placeholder'].includes(a),
    ),
  );
  Object.assign(copied.attribs, { id, name: decoy.name, value: '' });
  for (const label of DomUtils.findAll((e) => e.name === 'label', copy.children)) {
    label.attribs = { for: id };
    label.children = [];
    DomUtils.appendChild(label, parseDocument(encode(decoy.label), { decodeEntities: false }).children[0]!);
  }
  for (const el of [copy, ...elements(copy)])
    if (el.attribs.class)
      el.attribs.class = el.attribs.class
        .split(/\s+/)
        .filter((c) => !/error|invalid/.test(c))
        .join(' ');
  DomUtils.append(row, copy);
}

const kept = (attribs: Record<string, string>, names: string[]) =>
  names
    .filter((a) => attribs[a] !== undefined)
    .map((a) => (attribs[a] === '' ? ` ${a}` : ` ${a}="${attribs[a]}"`))
    .join('');

/** The phone input as three: area code, exchange and line (labelled by the phone's label). */
export function splitPhone(doc: Document, name: string) {
  const input = controlNamed(doc, name);
  if (input?.name !== 'input') return;
  const a = input.attribs;
  const digits = decode(a.value ?? '')
    .replace(/\D/g, '')
    .replace(/^1(?=\d{10}$)/, '');
  const id = a.id ?? name;
  const cls = a.class ? ` class="${a.class}"` : '';
  const part = (suffix: string, size: number, value: string, extra: string) =>
    `<input type="text" inputmode="numeric" name="${name}__${suffix}" maxlength="${size}" size="${size}" value="${value}"${cls}${extra}>`;
  const first = ` id="${id}"${kept(a, ['required', 'aria-invalid', 'aria-describedby'])}`;
  const replacement = fragment(
    `<span class="phone-parts">(${part('area', 3, digits.slice(0, 3), first)}) ${part('exchange', 3, digits.slice(3, 6), ` id="${id}__exchange" aria-label="Exchange"`)} &ndash; ${part('line', 4, digits.slice(6, 10), ` id="${id}__line" aria-label="Line number"`)}</span>`,
  );
  DomUtils.replaceElement(input, replacement[0]!);
}

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

/** A date as written in a portal's format: year, month and day (empty when it is not a date). */
export function dateParts(value: string, format: DateFormat): [string, string, string] {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(value.trim());
  if (format === 'iso' && iso) return [iso[1]!, iso[2]!.padStart(2, '0'), iso[3]!.padStart(2, '0')];
  if (format !== 'iso' && us) return [us[3]!, us[1]!.padStart(2, '0'), us[2]!.padStart(2, '0')];
  return ['', '', ''];
}

/** The date input as three selects (month, day, year); the years from last year to next. */
export function splitDate(doc: Document, field: { name: string; format: DateFormat }, now: Date) {
  const input = controlNamed(doc, field.name);
  if (input?.name !== 'input') return;
  const a = input.attribs;
  const [year, month, day] = dateParts(decode(a.value ?? ''), field.format);
  const thisYear = now.getFullYear();
  const years = [thisYear - 1, thisYear, thisYear + 1].map(String);
  if (year && !years.includes(year)) years.push(year);
  const id = a.id ?? field.name;
  const cls = a.class ? ` class="${a.class}"` : '';
  const select = (suffix: string, attrs: string, blank: string, options: [string, string][], value: string) =>
    `<select name="${field.name}__${suffix}"${attrs}${cls}><option value="">${blank}</option>${options
      .map(([v, t]) => `<option value="${v}"${v === value ? ' selected' : ''}>${t}</option>`)
      .join('')}</select>`;
  const two = (n: number) => String(n).padStart(2, '0');
  const replacement = fragment(
    `<span class="date-parts">${select(
      'month',
      ` id="${id}"${kept(a, ['required', 'aria-invalid', 'aria-describedby'])}`,
      'Month',
      MONTHS.map((m, i) => [two(i + 1), m]),
      month,
    )} ${select(
      'day',
      ` id="${id}__day" aria-label="Day"`,
      'Day',
      Array.from({ length: 31 }, (_, i) => [two(i + 1), String(i + 1)]),
      day,
    )} ${select(
      'year',
      ` id="${id}__year" aria-label="Year"`,
      'Year',
      years.map((y) => [y, y]),
      year,
    )}</span>`,
  );
  DomUtils.replaceElement(input, replacement[0]!);
}

/** Text inputs whose label (as `texts` now word it) is taken away, the wording kept as a placeholder. */
export function placeholderOnly(doc: Document, texts: string[]) {
  const wanted = new Map(texts.map((t) => [normalizeText(t), t]));
  const all = elements(doc);
  for (const label of all.filter((el) => el.name === 'label')) {
    const text = wanted.get(normalizeText(decode(DomUtils.textContent(label))));
    if (!text) continue;
    const id = label.attribs.for;
    const input = id
      ? all.find((el) => el.attribs.id === id)
      : (DomUtils.findOne((e) => e.name === 'input', label.children) ?? undefined);
    if (
      input?.name !== 'input' ||
      !['text', 'email', 'tel', 'number', undefined].includes(input.attribs.type)
    )
      continue;
    input.attribs.placeholder = encode(text);
    if (id) DomUtils.removeElement(label);
    else for (const node of [...label.children]) if (node.type === 'text') DomUtils.removeElement(node);
  }
}
