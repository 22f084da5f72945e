// What a definition's flow asks a person for one line of a submission, without a browser: the
// questions its `known` value does not answer, and the fields (not optional) whose value comes out empty,
// which the kit leaves to a person (missing information). The `asked` lists of the definition's lines
// are checked against it (src/agents/carriers/asked-fields.test.ts), as the playbooks' questionnaires are.
import type { FlowDefinition } from './flow-problems.ts';
import { applicable } from './follow-ups.ts';
import { planParts } from './parts-plan.ts';
import { rowItems } from './row-items.ts';
import { evaluate, holds, readPath, standsAside, type ValueScope } from './values.ts';

export function askedOf(
  definition: FlowDefinition,
  line: string,
  submission: Readonly<Record<string, unknown>>,
  today = new Date().toISOString().slice(0, 10),
): { id: string; label: string }[] {
  const scope = (item?: unknown): ValueScope => ({ submission, job: { line, id: 'job' }, today, item });
  const screens = definition.wizard.lines[line as keyof FlowDefinition['wizard']['lines']] ?? [];
  return screens.flatMap((name) => {
    const screen = definition.wizard.screens[name];
    if (!screen) return [];
    const fields = (screen.fields ?? []).flatMap((field) => {
      const list = field.each ? readPath(scope(), field.each) : undefined;
      const items = field.each ? (Array.isArray(list) ? list : []) : [undefined];
      return items.flatMap((item, i) => {
        if (field.when && !holds(field.when, scope(item))) return [];
        // A field found by a search (`choose`) is asked only when the search lists several.
        // A field a schedule fills instead (`unlessGiven`) is asked in the schedule's cells, if at all.
        if (field.optional || field.choose || standsAside(field.value, scope(item))) return [];
        if (evaluate(field.value, scope(item)) !== undefined) return [];
        const label = field.label.replaceAll('{n}', String(i + 1));
        return [{ id: `${definition.id}:${name}:${label}`, label }];
      });
    });
    const questions = applicable(
      (screen.questions ?? [])
        .filter((q) => !q.when || holds(q.when, scope()))
        .map((q) => ({ q, known: q.known === undefined ? undefined : evaluate(q.known, scope()) })),
    ).flatMap(({ q, known }) => (known === undefined ? [{ id: q.id, label: q.label }] : []));
    // A schedule's cell with no value for its element is asked of a person (controls/rows.ts); the
    // list's first element fills the screen's own fields with `first`.
    const schedules = screen.rows === undefined ? [] : [screen.rows].flat();
    const rows = schedules.flatMap((schedule) => {
      const all = rowItems(scope(), schedule.each);
      const gaps = (fields: typeof schedule.fields, item: unknown, place: string) =>
        fields.flatMap((field) => {
          if (field.optional || (field.when && !holds(field.when, scope(item)))) return [];
          if (evaluate(field.value, scope(item)) !== undefined) return [];
          const label = `${field.label.replaceAll('{n}', place)}`;
          return [{ id: `${definition.id}:${name}:${schedule.each}:${place}:${field.label}`, label }];
        });
      const lead = schedule.first && all.length > 0 ? gaps(schedule.first, all[0], 'first') : [];
      const items = schedule.first ? all.slice(1) : all;
      return [...lead, ...items.flatMap((item, i) => gaps(schedule.fields, item, String(i + 1)))];
    });
    // A table's row field with no value is asked by its place (controls/tables.ts).
    const tables = (screen.tables ?? []).flatMap((table) => {
      const list = readPath(scope(), table.each);
      const items = (Array.isArray(list) ? list : []).filter((item) =>
        (table.where ?? []).every((w) => evaluate(w.value, scope(item)) === String(w.equals)),
      );
      return items.flatMap((item, i) =>
        table.fields.flatMap((field) => {
          if (!field.ask || (field.when && !holds(field.when, scope(item)))) return [];
          if (evaluate(field.value, scope(item)) !== undefined) return [];
          const row = table.id.replaceAll('{n}', String(i + 1));
          return [{ id: `${definition.id}:${row}_${field.ask.id}`, label: field.ask.label }];
        }),
      );
    });
    // A part's field with no value is asked in one pause before the parts are added (controls/parts.ts).
    const parts = screen.parts
      ? planParts(scope, screen.parts, definition.id).questions.map((q) => ({ id: q.id, label: q.text }))
      : [];
    return [...fields, ...questions, ...rows, ...tables, ...parts];
  });
}
