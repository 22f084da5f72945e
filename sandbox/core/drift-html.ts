// Drift applied to a server-rendered page: parses the HTML (htmlparser2), takes out a moved field,
// shuffles the fields of each section, reshapes form fields (drift-forms.ts), rewords labels and
// button captions, renames ids, field names and classes, puts web drift's banner and notice script last in the body (drift-overlays.ts), and
// serializes it again. Deterministic: the same plan and page give the same bytes.
import { DomUtils, parseDocument } from 'htmlparser2';
import { type PortalDrift, renameToken, reworded, seededRandom, shuffled } from './drift.ts';
import {
  CONTROLS,
  type Document,
  type DriftMarkup,
  decode,
  type Element,
  elements,
  encode,
  ID_REFERENCES,
  isRow,
  type Node,
} from './drift-dom.ts';
import { addDecoy, collapseOptional, placeholderOnly, splitDate, splitPhone } from './drift-forms.ts';
import { overlayScript } from './drift-overlays.ts';

export type { DriftMarkup } from './drift-dom.ts';

function removeMovedRow(doc: Document, markup: DriftMarkup, name: string) {
  const control = elements(doc).find((el) => CONTROLS.has(el.name) && el.attribs.name === name);
  let row: Element | null = control ?? null;
  while (row && !isRow(markup, row))
    row = row.parent && 'attribs' in row.parent ? (row.parent as Element) : null;
  if (row) DomUtils.removeElement(row);
}

function reorderSections(doc: Document, markup: DriftMarkup, salt: number, path: string) {
  const parents = new Set<Element | Document>();
  for (const el of elements(doc)) if (isRow(markup, el) && el.parent) parents.add(el.parent as Element);
  let section = 0;
  for (const parent of parents) {
    const rows = parent.children.filter((c): c is Element => 'attribs' in c && isRow(markup, c as Element));
    if (rows.length < 2) continue;
    section += 1;
    let order = shuffled(seededRandom('reorder', salt, path, section), rows);
    if (order.every((row, i) => row === rows[i])) order = [...rows.slice(1), rows[0]!];
    const slots = rows.map((row) => parent.children.indexOf(row));
    slots.forEach((slot, i) => {
      parent.children[slot] = order[i]!;
    });
    parent.children.forEach((child, i) => {
      child.prev = parent.children[i - 1] ?? null;
      child.next = parent.children[i + 1] ?? null;
    });
  }
}

/** Replaces the texts of a set of elements that the plan rewords, keeping a trailing ':' or '*'. */
function rewordTexts(holders: Element[], pairs: { from: string; to: string }[]) {
  for (const holder of holders) {
    for (const node of textNodes(holder)) {
      const text = decode(node.data);
      const to = reworded(pairs, text);
      if (!to) continue;
      const lead = /^\s*/.exec(text)![0];
      const tail = /\s*[:*]*\s*$/.exec(text)![0];
      node.data = lead + encode(to) + tail;
    }
  }
}

function textNodes(root: Element): Extract<Node, { data: string }>[] {
  const out: Extract<Node, { data: string }>[] = [];
  const walk = (node: Node) => {
    if (node.type === 'text') out.push(node as Extract<Node, { data: string }>);
    else if (
      'attribs' in node &&
      !['option', 'script', 'style', 'input', 'select', 'textarea'].includes(node.name)
    )
      for (const child of node.children) walk(child);
  };
  for (const child of root.children) walk(child);
  return out;
}

function rewordLabels(doc: Document, pairs: { from: string; to: string }[]) {
  const all = elements(doc);
  const labelled = new Set(
    all.flatMap((el) => (el.attribs['aria-labelledby'] ?? '').split(/\s+/).filter(Boolean)),
  );
  rewordTexts(
    all.filter((el) => el.name === 'label' || el.name === 'legend' || labelled.has(el.attribs.id ?? '')),
    pairs,
  );
}

/** Button captions; a named submit input posts its caption, so its name is noted to map it back. */
function recaption(doc: Document, pairs: { from: string; to: string }[], submitNames: Set<string>) {
  const all = elements(doc);
  rewordTexts(
    all.filter((el) => el.name === 'button'),
    pairs,
  );
  for (const el of all) {
    if (el.name !== 'input' || !['submit', 'button'].includes(el.attribs.type ?? '')) continue;
    const to = reworded(pairs, decode(el.attribs.value ?? ''));
    if (!to) continue;
    el.attribs.value = encode(to);
    if (el.attribs.name) submitNames.add(el.attribs.name);
  }
}

function renameAll(doc: Document, renames: { prefix: string; alphabet: string }, classesOnly: boolean) {
  const all = elements(doc);
  const scripts = all
    .filter((el) => el.name === 'script')
    .map((el) => DomUtils.textContent(el))
    .join('\n');
  const rename = (token: string) => renameToken(renames, token);
  const renamedIds = new Set<string>();
  const names = new Set<string>();
  if (!classesOnly)
    for (const el of all) {
      const id = el.attribs.id;
      if (id && !scripts.includes(id)) renamedIds.add(id);
      if (CONTROLS.has(el.name) && el.attribs.name) names.add(el.attribs.name);
    }
  const renameIds = (value: string) =>
    value
      .split(/(\s+)/)
      .map((t) => (renamedIds.has(t) ? rename(t) : t))
      .join('');
  for (const el of all) {
    const a = el.attribs;
    if (a.class)
      a.class = a.class
        .split(/(\s+)/)
        .map((t) => (t.trim() ? rename(t) : t))
        .join('');
    if (classesOnly) continue;
    if (a.id && renamedIds.has(a.id)) a.id = rename(a.id);
    for (const attr of ID_REFERENCES) if (a[attr]) a[attr] = renameIds(a[attr]);
    if (a.href?.startsWith('#') && renamedIds.has(a.href.slice(1))) a.href = `#${rename(a.href.slice(1))}`;
    if (CONTROLS.has(el.name) && a.name) a.name = rename(a.name);
    // Script hooks that name a control (e.g. data-parent="…") follow it.
    for (const [attr, value] of Object.entries(a))
      if (attr.startsWith('data-') && names.has(value)) a[attr] = rename(value);
    if (el.name === 'style') renameStyle(el, renames);
  }
}

function renameStyle(style: Element, renames: { prefix: string; alphabet: string }) {
  for (const child of style.children)
    if (child.type === 'text') {
      const text = child as Extract<Node, { data: string }>;
      text.data = renameCss(text.data, renames, true);
    }
}

/** Class (and id) selectors of a style sheet renamed; declarations (urls, numbers) left alone. */
export function renameCss(css: string, renames: { prefix: string; alphabet: string }, ids: boolean): string {
  let out = '';
  let prelude = '';
  let inDeclarations = false;
  const flush = () => {
    if (prelude.trim().startsWith('@')) {
      out += prelude;
      prelude = '';
      return;
    }
    const selector = ids ? /([.#])(-?[_a-zA-Z][\w-]*)/g : /(\.)(-?[_a-zA-Z][\w-]*)/g;
    out += prelude.replace(selector, (_m, sign, token) => `${sign}${renameToken(renames, token)}`);
    prelude = '';
  };
  for (const ch of css) {
    if (inDeclarations) {
      out += ch;
      if (ch === '}') inDeclarations = false;
      continue;
    }
    if (ch === '{') {
      const nests = /^@(media|supports|layer|container)/.test(prelude.trim());
      flush();
      out += ch;
      if (!nests) inDeclarations = true;
    } else if (ch === '}' || ch === ';') {
      flush();
      out += ch;
    } else prelude += ch;
  }
  flush();
  return out;
}

/**
 * One page's HTML with the portal's drift applied (the same input gives the same output). The names of
 * submit inputs whose caption changed are added to `submitNames`; `now` sets the years a date offers.
 */
export function driftHtml(
  html: string,
  drift: PortalDrift,
  markup: DriftMarkup,
  path: string,
  submitNames = new Set<string>(),
  now = new Date(),
): string {
  const doc = parseDocument(html, { decodeEntities: false });
  if (!markup.clientRendered) {
    if (drift.move && markup.movedFrom?.test(path)) removeMovedRow(doc, markup, drift.move.name);
    if (drift.collapsed) collapseOptional(doc, markup, drift.collapsed);
    if (drift.reorder) reorderSections(doc, markup, drift.reorder.salt, path);
    if (drift.decoy) addDecoy(doc, markup, drift.decoy);
    if (drift.splitPhone) splitPhone(doc, drift.splitPhone.name);
    if (drift.dateSelects) splitDate(doc, drift.dateSelects, now);
    if (drift.labels.length) rewordLabels(doc, drift.labels);
    if (drift.placeholderOnly?.length)
      placeholderOnly(
        doc,
        drift.placeholderOnly.map((label) => reworded(drift.labels, label) ?? label),
      );
    if (drift.captions.length) recaption(doc, drift.captions, submitNames);
  }
  if (drift.renames) renameAll(doc, drift.renames, markup.clientRendered === true);
  const out = DomUtils.getOuterHTML(doc, { decodeEntities: false });
  // The banner's and the notice's script, last in the body, as a consent manager's tag is.
  const layers = overlayScript(drift);
  if (!layers) return out;
  const end = out.lastIndexOf('</body>');
  return end < 0 ? out + layers : out.slice(0, end) + layers + out.slice(end);
}
