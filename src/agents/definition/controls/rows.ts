// Kit control: schedule rows a portal adds one at a time (`rows:` of a screen). The rows the page has are
// counted by one control's label per row; the add button is pressed (a post-back that keeps what was
// typed) until there is one row per element of the submission's list, or the portal offers no more; a
// list longer than the portal's `max` keeps the elements its `priority` puts first. Rows beyond the
// list (an earlier attempt's) are emptied, which the portal takes as no row, or removed by the portal's
// `remove` button; rows may be counted by their fieldsets' legends where another layout shows cards.
// A list inside another's (`locations[].buildings`, row-items.ts) gives a row per inner element, and
// `first` puts the list's first element in the screen's own fields (location 1) instead of a row.
import type { FieldDefinition, ScreenDefinition } from '../../../domain/carrier-definition/flow-schema.ts';
import { rowItems } from '../../../domain/carrier-definition/row-items.ts';
import { readPath } from '../../../domain/carrier-definition/values.ts';
import { portalChanged } from '../../errors.ts';
import { buttonNamed, readInPage } from '../../kit/buttons.ts';
import { readControlInfo } from '../../kit/controls.ts';
import type { Fill } from '../../kit/fill.ts';
import { region } from '../../kit/region.ts';
import type { PlaybookContext } from '../../playbook.ts';
import type { DefinedPortal } from '../portal.ts';
import { evaluateFor, holdsFor, scopeOf } from '../scope.ts';

export type Rows = Extract<NonNullable<ScreenDefinition['rows']>, { each: string }>;

/** The elements that get a row: all (but the one `first` puts in the screen's fields), or the first `max` by `priority`. */
function itemsOf(ctx: PlaybookContext, rows: Rows): unknown[] {
  const items = rowItems(scopeOf(ctx), rows.each).slice(rows.first ? 1 : 0);
  if (rows.max === undefined || items.length <= rows.max) return items;
  const order = rows.priority?.order ?? [];
  const rank = (item: unknown) => {
    const at = order.indexOf(String(readPath(scopeOf(ctx, item), rows.priority?.path ?? '')));
    return at < 0 ? order.length : at;
  };
  return items.sort((a, b) => rank(a) - rank(b)).slice(0, rows.max);
}

const fillOf = (ctx: PlaybookContext, field: FieldDefinition, n: number, item: unknown): Fill => {
  const numbered = (text: string) => text.replaceAll('{n}', String(n));
  const value =
    item !== undefined && holdsFor(ctx, field.when, item) ? evaluateFor(ctx, field.value, item) : '';
  return {
    label: numbered(field.label),
    value: value ?? '',
    ...(field.also ? { also: field.also.map(numbered) } : {}),
    ...(field.group ? { group: numbered(field.group) } : {}),
    ...(field.byValue ? { byValue: true } : {}),
    ...(field.offered && item !== undefined ? { offered: true } : {}),
    ...(field.either ? { either: numbered(field.either) } : {}),
    ...(field.refusal && value ? { refusal: numbered(field.refusal).replaceAll('{value}', value) } : {}),
  };
};

/** The rows the page has: controls labelled by `count`, or (another layout) fieldsets by `groups`. */
async function countRows(root: ReturnType<typeof region>, rows: Rows): Promise<number> {
  // Read by the kit's page script as the fill finds the controls; Playwright's label selector where it finds none.
  const count = new RegExp(rows.count);
  const read = (await readControlInfo(root)).filter((c) => count.test(c.label)).length;
  const labelled = read > 0 ? read : await root.getByLabel(count).count();
  if (labelled > 0 || !rows.groups) return labelled;
  return root.getByRole('group', { name: new RegExp(rows.groups) }).count();
}

/**
 * Grows the schedule to the list (and, with `remove`, shrinks it) and answers the fills of every row on
 * the page; a refusal the portal answers a press with (past its maximum, in its words) is answered instead.
 */
export async function scheduleRows(
  ctx: PlaybookContext,
  portal: DefinedPortal,
  rows: Rows,
  where: string,
): Promise<Fill[] | string> {
  const { name, wizard } = portal.definition;
  const root = () => region(portal.page, wizard.root ?? 'main');
  const items = itemsOf(ctx, rows);
  // The first element's fields of the screen (location 1), numbered as no row is.
  const lead = rows.first ? rowItems(scopeOf(ctx), rows.each)[0] : undefined;
  const leading =
    lead === undefined
      ? []
      : (rows.first ?? []).flatMap((field) => {
          const fill = fillOf(ctx, field, 0, lead);
          return fill.value === '' ? [] : [fill];
        });
  let count = await countRows(root(), rows);
  if (count === 0) throw portalChanged(`${name} ${where}: no schedule rows (${rows.count})`);
  while (count < items.length || (rows.remove && count > Math.max(1, items.length))) {
    const caption = count < items.length ? rows.add : rows.remove!.replaceAll('{n}', String(count));
    const button = await buttonNamed(root(), caption, { exact: true });
    if (!readInPage(button) && (await button.count()) === 0) {
      if (count < items.length && !rows.remove) break; // the portal's maximum
      throw portalChanged(`${name} ${where}: no "${caption}" button`);
    }
    await portal.press(button);
    const refusal = (await portal.errors(wizard.errors)).join(' ');
    if (refusal) return refusal;
    const now = await countRows(root(), rows);
    if (now === count) throw portalChanged(`${name} ${where}: "${caption}" did not change the rows`);
    count = now;
  }
  return [
    ...leading,
    ...Array.from({ length: count }, (_, i) => i + 1).flatMap((n) =>
      rows.fields.map((field) => fillOf(ctx, field, n, items[n - 1])),
    ),
  ];
}
