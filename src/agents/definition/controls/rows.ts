// Kit control: schedule rows a portal adds one at a time (`rows:` of a screen). The rows the page has are
// counted by one control's label per row; the add button is pressed (a post-back that keeps what was
// typed) until there is one row per element of the submission's list, or the portal offers no more; a
// list longer than the portal's `max` keeps the elements its `priority` puts first. Rows beyond the
// list (an earlier attempt's) are emptied, which the portal takes as no row.
import type { FieldDefinition, ScreenDefinition } from '../../../domain/carrier-definition/flow-schema.ts';
import { readPath } from '../../../domain/carrier-definition/values.ts';
import { portalChanged } from '../../errors.ts';
import { buttonNamed } from '../../kit/buttons.ts';
import type { Fill } from '../../kit/fill.ts';
import { region } from '../../kit/region.ts';
import type { PlaybookContext } from '../../playbook.ts';
import type { DefinedPortal } from '../portal.ts';
import { evaluateFor, holdsFor, scopeOf } from '../scope.ts';

type Rows = NonNullable<ScreenDefinition['rows']>;

/** The elements that get a row: all, or the first `max` by `priority`. */
function itemsOf(ctx: PlaybookContext, rows: Rows): unknown[] {
  const list = readPath(scopeOf(ctx), rows.each);
  const items: unknown[] = Array.isArray(list) ? [...list] : [];
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
  };
};

/** Grows the schedule to the list and answers the fills of every row on the page. */
export async function scheduleRows(
  ctx: PlaybookContext,
  portal: DefinedPortal,
  rows: Rows,
  where: string,
): Promise<Fill[]> {
  const { name, wizard } = portal.definition;
  const root = region(portal.page, wizard.root ?? 'main');
  const items = itemsOf(ctx, rows);
  const labels = root.getByLabel(new RegExp(rows.count));
  let count = await labels.count();
  if (count === 0) throw portalChanged(`${name} ${where}: no schedule rows (${rows.count})`);
  while (count < items.length) {
    const add = root.getByRole('button', { name: rows.add, exact: true });
    if ((await add.count()) === 0) break; // the portal's maximum
    await portal.press(add);
    const now = await labels.count();
    if (now <= count) throw portalChanged(`${name} ${where}: "${rows.add}" added no row`);
    count = now;
  }
  // Where the portal removes rows (`remove`), those beyond the list go rather than being emptied.
  while (rows.remove && count > items.length && items.length > 0) {
    await portal.press(await buttonNamed(root, rows.remove.replaceAll('{n}', String(count))));
    const now = await labels.count();
    if (now >= count) throw portalChanged(`${name} ${where}: could not remove row ${count}`);
    count = now;
  }
  return Array.from({ length: count }, (_, i) => i + 1).flatMap((n) =>
    rows.fields.map((field) => fillOf(ctx, field, n, items[n - 1])),
  );
}
