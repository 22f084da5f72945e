// What a definition's flow asks a person for one line of a submission, without a browser: the
// questions its `known` value does not answer, and the fields (not optional) whose value comes out empty,
// which the kit leaves to a person (missing information). The `asked` lists of the definition's lines
// are checked against it (src/agents/carriers/asked-fields.test.ts), as the playbooks' questionnaires are.
import type { FlowDefinition } from './flow-problems.ts';
import { applicable } from './follow-ups.ts';
import { evaluate, holds, readPath, type ValueScope } from './values.ts';

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
        if (field.optional || evaluate(field.value, scope(item)) !== undefined) return [];
        const label = field.label.replaceAll('{n}', String(i + 1));
        return [{ id: `${definition.id}:${name}:${label}`, label }];
      });
    });
    const questions = applicable(
      (screen.questions ?? [])
        .filter((q) => !q.when || holds(q.when, scope()))
        .map((q) => ({ q, known: q.known === undefined ? undefined : evaluate(q.known, scope()) })),
    ).flatMap(({ q, known }) => (known === undefined ? [{ id: q.id, label: q.label }] : []));
    // A table's row field with no value is asked by its place (controls/tables.ts).
    const rows = (screen.tables ?? []).flatMap((table) => {
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
    return [...fields, ...questions, ...rows];
  });
}
