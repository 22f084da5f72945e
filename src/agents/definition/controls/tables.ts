// Kit control: a screen's repeating tables (`tables:`, tables-schema.ts) such as owners and officers or a
// loss history. One row per element of the list `where` keeps; what a row's field lacks is asked of a
// person in one call for the screen, as missing information by the row's place ("Loss of 03/14/2025
// (…): Amount paid"), and the answer is what is typed; the rows are made to match (the portal's add
// and remove buttons, each press read afresh as it redraws the rows); fields whose choice redraws the
// rows are filled first, one at a time; the rest are answered to fill with the screen's other fields.
import type { FieldDefinition, ScreenDefinition } from '../../../domain/carrier-definition/flow-schema.ts';
import { evaluate, readPath } from '../../../domain/carrier-definition/values.ts';
import { portalChanged } from '../../errors.ts';
import { readText } from '../../kit/answers.ts';
import { buttonNamed } from '../../kit/buttons.ts';
import { readControlInfo } from '../../kit/controls.ts';
import { type Fill, fillForm } from '../../kit/fill.ts';
import { judgeFill } from '../../kit/form-page.ts';
import { region } from '../../kit/region.ts';
import type { PlaybookContext, UnderwritingQuestion } from '../../playbook.ts';
import type { DefinedPortal } from '../portal.ts';
import { holdsFor, scopeOf } from '../scope.ts';

type Table = NonNullable<ScreenDefinition['tables']>[number];

const numbered = (template: string, n: number, item: unknown) =>
  template
    .replaceAll('{n}', String(n))
    .replace(/\{item\.([\w.]+)\}/g, (_, path: string) =>
      String(readPath({ item } as never, `item.${path}`) ?? ''),
    );

/** The elements that get a row: those every `where` keeps. */
function itemsOf(ctx: PlaybookContext, table: Table): unknown[] {
  const list = readPath(scopeOf(ctx), table.each);
  return (Array.isArray(list) ? list : []).filter((item) =>
    (table.where ?? []).every((w) => evaluate(w.value, scopeOf(ctx, item)) === String(w.equals)),
  );
}

interface Cell {
  field: FieldDefinition;
  label: string;
  value?: string;
  question?: UnderwritingQuestion;
}

/** Each row's cells: the value the submission gives, else the question that asks it. */
function cellsOf(ctx: PlaybookContext, carrier: string, table: Table, items: unknown[]): Cell[][] {
  return items.map((item, i) => {
    const n = i + 1;
    const detail = table.detail ? readPath(scopeOf(ctx, item), table.detail) : undefined;
    const place = `${numbered(table.place, n, item)}${detail ? ` (${String(detail)})` : ''}`;
    return table.fields.flatMap((field): Cell[] => {
      if (!holdsFor(ctx, field.when, item)) return [];
      const label = numbered(field.label, n, item);
      const value = evaluate(field.value, scopeOf(ctx, item));
      if (value !== undefined || !field.ask) return [{ field, label, value: value ?? '' }];
      const { id, label: column, type, choices, hint } = field.ask;
      const question: UnderwritingQuestion = {
        id: `${carrier}:${numbered(table.id, n, item)}_${id}`,
        text: `${place}: ${column}`,
        type: type === 'money' ? 'money' : type,
        ...(choices ? { choices: [...choices] } : {}),
        ...(hint ? { hint } : {}),
      };
      return [{ field, label, question }];
    });
  });
}

/** Adds or removes rows until the table has `count`; a refusal when the portal takes fewer. */
async function matchRows(portal: DefinedPortal, table: Table, count: number, where: string) {
  const { name } = portal.definition;
  if (count > table.max)
    return `${name} takes at most ${table.max} ${table.what} per submission; this one has ${count}.`;
  const root = () => region(portal.page, portal.root);
  const pattern = new RegExp(table.count);
  const rows = async () => (await readControlInfo(root())).filter((c) => pattern.test(c.label)).length;
  let shown = await rows();
  for (; shown < count; shown += 1) await portal.press(await buttonNamed(root(), table.add, { exact: true }));
  for (; shown > count; shown -= 1)
    await portal.press(
      await buttonNamed(root(), table.remove.replaceAll('{n}', String(shown)), { exact: true }),
    );
  const now = await rows();
  if (now !== count)
    throw portalChanged(`${name} ${where} shows ${now} ${table.what} rows, ${count} expected`);
  return undefined;
}

/**
 * The screen's tables: rows matched, gaps asked, the redrawing fields filled; answers the remaining
 * fills (or the portal's refusal).
 */
export async function tableFills(
  ctx: PlaybookContext,
  portal: DefinedPortal,
  screen: ScreenDefinition,
  where: string,
): Promise<Fill[] | string> {
  const tables = screen.tables ?? [];
  const { id: carrier, name } = portal.definition;
  const cells = tables.map((table) => cellsOf(ctx, carrier, table, itemsOf(ctx, table)));
  const questions = cells.flat(2).flatMap((c) => (c.question ? [c.question] : []));
  const answers = questions.length ? await ctx.answerQuestions(questions, 'missing_information') : {};
  const fills: Fill[] = [];
  for (const [t, table] of tables.entries()) {
    const refusal = await matchRows(portal, table, cells[t]!.length, where);
    if (refusal) return refusal;
    const rowFills = cells[t]!.flat().map((cell): Fill & { first: boolean } => {
      const given = cell.question ? readText(answers, cell.question.id) : cell.value!;
      const value = cell.question?.type === 'money' ? given.replace(/[$,\s]/g, '') : given;
      const first = (table.first ?? []).includes(cell.field.label);
      return {
        label: cell.label,
        value,
        first,
        ...(cell.field.byValue ? { byValue: true } : {}),
        ...(cell.field.offered ? { offered: true } : {}),
      };
    });
    // One at a time: each choice redraws the rows, so the next control is read afresh.
    for (const { first: _, ...fill } of rowFills.filter((f) => f.first))
      judgeFill(await fillForm(region(portal.page, portal.root), [fill]), where, name);
    fills.push(...rowFills.filter((f) => !f.first).map(({ first: _, ...fill }) => fill));
  }
  return fills;
}
