// The parsed page drift works on (htmlparser2): its node types, entity handling, and which elements
// are one field each (the portal's row selectors).
import { DomUtils, type parseDocument } from 'htmlparser2';

export type Document = ReturnType<typeof parseDocument>;
export type Node = Document['children'][number];
export type Element = Extract<Node, { attribs: Record<string, string> }>;

/** How a portal's pages are built, for drift: which elements are one field each. */
export interface DriftMarkup {
  /** Selectors of field rows: `tag.class` or `parent.class > tag` (tag or class may be left out). */
  rows: string[];
  /** Pages where the moved field's row is taken out (matched on the path). */
  movedFrom?: RegExp;
  /** An SPA renders its own views: the server only renames the shell's classes. */
  clientRendered?: boolean;
}

export const CONTROLS = new Set(['input', 'select', 'textarea', 'button']);
export const ID_REFERENCES = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'list', 'form'];

export const decode = (text: string) =>
  text
    .replaceAll('&amp;', '&')
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');
export const encode = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function matchesSimple(el: Element | null, selector: string): boolean {
  if (!el) return false;
  const [tag, ...classes] = selector.split('.');
  if (tag && el.name !== tag) return false;
  const own = (el.attribs.class ?? '').split(/\s+/);
  return classes.every((c) => own.includes(c));
}

export function matchesRow(el: Element, selector: string): boolean {
  const [parent, self] = selector.includes('>')
    ? selector.split('>').map((s) => s.trim())
    : [undefined, selector];
  if (!matchesSimple(el, self!)) return false;
  if (!parent) return true;
  const up = el.parent && 'attribs' in el.parent ? (el.parent as Element) : null;
  // <table> rows may sit in a <tbody>.
  const holder = up?.name === 'tbody' && up.parent && 'attribs' in up.parent ? (up.parent as Element) : up;
  return matchesSimple(holder, parent);
}

export const elements = (root: Document | Element) =>
  DomUtils.findAll(() => true, root.children) as Element[];
export const isFieldControl = (el: Element) =>
  ['select', 'textarea'].includes(el.name) ||
  (el.name === 'input' &&
    !['hidden', 'submit', 'button', 'image', 'reset'].includes(el.attribs.type ?? 'text'));
/** One field of a form: a row the portal's markup names that holds a control to fill. */
export const isRow = (markup: DriftMarkup, el: Element) =>
  markup.rows.some((s) => matchesRow(el, s)) && DomUtils.findOne(isFieldControl, el.children) !== null;
