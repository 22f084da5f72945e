// Kit control for reading an outcome page whose layouts differ (extract.ts): a field's anchors, one per
// layout, the first that reads something taken; several captions read as one value ("Each occurrence:
// $1,000,000 / General aggregate: $2,000,000"); a piece of a value ("2026-03-01 to 2027-03-01"); and a
// premium breakdown written as a list of "Label: amount" under a heading.
import type { Page } from 'playwright-core';
import type {
  AnchorDefinition,
  AnchorsDefinition,
  ExtractDefinition,
  ParserName,
} from '../../../domain/carrier-definition/extract-schema.ts';
import { unrecorded } from '../../kit/unrecorded.ts';

type Fields = ExtractDefinition['fields'];
const alternatives = (anchors: AnchorsDefinition | undefined): AnchorDefinition[] =>
  anchors === undefined ? [] : Array.isArray(anchors) ? anchors : [anchors];
const keyOf = (field: string, alternative: number, row?: number) =>
  `${field}~${alternative}${row === undefined ? '' : `~${row}`}`;

/** The single anchors the page is read by (each a caption of `rows` on its own), keyed by field and layout. */
export function expandAnchors(fields: Fields): [string, AnchorDefinition][] {
  return Object.entries(fields).flatMap(([field, anchors]) =>
    alternatives(anchors).flatMap((anchor, i): [string, AnchorDefinition][] =>
      anchor.rows
        ? anchor.rows.map((caption, row) => [keyOf(field, i, row), { after: caption }])
        : [[keyOf(field, i), anchor]],
    ),
  );
}

/** Each field's text: the first layout's anchor that read something, joined and cut as it says. */
export function collectFields(fields: Fields, read: Record<string, string>): Record<string, string> {
  const textOf = (field: string, anchor: AnchorDefinition, i: number) => {
    const rows = anchor.rows?.map((caption, row) => [caption, read[keyOf(field, i, row)] ?? ''] as const);
    const whole = rows
      ? rows.every(([, value]) => value)
        ? rows.map(([caption, value]) => `${caption}: ${value}`).join(' / ')
        : ''
      : (read[keyOf(field, i)] ?? '');
    const cut = anchor.split ? (whole.split(anchor.split)[(anchor.part ?? 1) - 1] ?? '').trim() : whole;
    const matched = anchor.match && cut ? new RegExp(anchor.match).exec(cut) : undefined;
    return !anchor.match ? cut : matched ? (matched[1] ?? matched[0]).trim() : '';
  };
  return Object.fromEntries(
    Object.entries(fields).map(([field, anchors]) => {
      const texts = alternatives(anchors).map((anchor, i) => textOf(field, anchor, i));
      return [field, texts.find(Boolean) ?? ''];
    }),
  );
}

/** How a field is parsed: the parser its anchors name (the first that names one). */
export const parserOf = (anchors: AnchorsDefinition | undefined): ParserName =>
  alternatives(anchors).find((a) => a.parse)?.parse ?? 'text';

/** Runs in the page: the items `selector` finds, each read as label and amount by `pattern`'s two groups. */
function itemsMatching([selector, pattern]: [string, string]): { label: string; amount: string }[] {
  const re = new RegExp(pattern);
  return [...document.querySelectorAll(selector)].flatMap((item) => {
    const match = re.exec((item.textContent ?? '').replace(/\s+/g, ' ').trim());
    return match ? [{ label: match[1]!.trim(), amount: match[2]!.trim() }] : [];
  });
}

/** A breakdown written as list items (`Property — $1,234`), read by a pattern. */
export const breakdownItems = (page: Page, items: { selector: string; pattern: string }) =>
  unrecorded(page, () => page.evaluate(itemsMatching, [items.selector, items.pattern] as [string, string]));

/** Runs in the page: the `Label: amount` items of the list after the heading whose text is `heading`. */
function listAfter(heading: string): { label: string; amount: string }[] {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const title = [...document.querySelectorAll('h1, h2, h3, h4, [role=heading]')].find(
    (h) => norm(h.textContent).toLowerCase() === heading.toLowerCase(),
  );
  const items = title?.nextElementSibling?.querySelectorAll('li') ?? [];
  return [...items].flatMap((li) => {
    const match = /^(.*):\s*([^:]*\d[^:]*)$/.exec(norm(li.textContent));
    return match ? [{ label: match[1]!.trim(), amount: match[2]!.trim() }] : [];
  });
}

/** A breakdown written as a list under `heading`. */
export const breakdownList = (page: Page, heading: string) =>
  unrecorded(page, () => page.evaluate(listAfter, heading));
