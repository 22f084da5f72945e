// What a carrier's definition flow will need of one line of a partial body, without a browser: each
// screen's fields (not optional) and questions the job meets, by the interpreter's own rules (the same as
// carrier-definition/asks.ts, which a run's pauses are checked against), but with the conditions kept:
// a condition on a field the body lacks is not decided here, it is told (`when`), so a form can ask it.
import type { FlowDefinition } from '../carrier-definition/flow-problems.ts';
import type { QuestionDefinition } from '../carrier-definition/flow-schema.ts';
import { applicable } from '../carrier-definition/follow-ups.ts';
import type { Condition, Value } from '../carrier-definition/value-schema.ts';
import { pathsOf } from '../carrier-definition/value-schema.ts';
import { evaluate, holds, readPath, standsAside, type ValueScope } from '../carrier-definition/values.ts';
import type { Line } from '../lines.ts';
import { isCanonicalQuestion, questionVocabulary } from '../questions/vocabulary.ts';
import type { Scalar, When } from './types.ts';

export interface FlowField {
  field: string;
  label: string;
  given: boolean;
  /** Its conditions hold on the body as it is: the run meets it. */
  applies: boolean;
  when?: When[];
}

export interface FlowQuestion {
  id: string;
  label: string;
  text: string;
  type: QuestionDefinition['type'];
  choices?: string[];
  given: boolean;
  applies: boolean;
  answeredBy?: string[];
  when?: When[];
}

const bodyPath = (path: string) => !path.startsWith('job.') && !path.startsWith('item.');
const isEmpty = (v: unknown) => v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * A condition as the answer tells it: on the job or a row, decided (false: never met); on the body, told
 * (`when`) unless the body's value already fails it, with whether it holds on the body as it is.
 */
function judge(
  condition: Condition | undefined,
  scope: ValueScope,
): { when: When[]; applies: boolean } | false {
  if (!condition) return { when: [], applies: true };
  const applies = holds(condition, scope);
  if (!bodyPath(condition.path)) return applies ? { when: [], applies } : false;
  if (!isEmpty(readPath(scope, condition.path)) && !applies) return false;
  const { path, ...rest } = condition;
  const when = [
    { field: path, ...(rest as { equals?: Scalar | Scalar[]; not?: Scalar | Scalar[]; present?: boolean }) },
  ];
  return { when, applies };
}

const readsFrom = (value: Value) => pathsOf(value).filter(bodyPath);

export function flowNeeds(
  flow: FlowDefinition,
  line: Line,
  submission: Readonly<Record<string, unknown>>,
  today: string,
): { fields: FlowField[]; questions: FlowQuestion[] } {
  const scope = (item?: unknown): ValueScope => ({ submission, job: { line, id: 'job' }, today, item });
  const answers = (submission.answers ?? {}) as Record<string, unknown>;
  const fields: FlowField[] = [];
  const questions: FlowQuestion[] = [];
  for (const name of flow.wizard.lines[line] ?? []) {
    const screen = flow.wizard.screens[name];
    if (!screen) continue;
    for (const field of screen.fields ?? []) {
      // A field found by a search (`choose`) is asked only when the search lists several.
      if (field.optional || field.choose) continue;
      const list = field.each ? readPath(scope(), field.each) : undefined;
      const items = field.each ? (Array.isArray(list) ? list : []) : [undefined];
      items.forEach((item, i) => {
        const judged = judge(field.when, scope(item));
        // A field a schedule fills instead (`unlessGiven`): the schedule's cells are what is needed.
        if (judged === false || standsAside(field.value, scope(item))) return;
        const { when, applies } = judged;
        const read = pathsOf(field.value)[0];
        if (!read) return;
        const path = read.startsWith('item.') ? `${field.each}[${i}].${read.slice(5)}` : read;
        if (!bodyPath(path)) return;
        const label = field.label.replaceAll('{n}', String(i + 1));
        const given = evaluate(field.value, scope(item)) !== undefined;
        fields.push({ field: path, label, given, applies, ...(when.length ? { when } : {}) });
      });
    }
    const open = (screen.questions ?? []).flatMap((q) => {
      const judged = judge(q.when, scope());
      if (judged === false) return [];
      const fromBody = q.known === undefined ? undefined : evaluate(q.known, scope());
      const answered = Object.hasOwn(answers, q.id) ? String(answers[q.id]) : undefined;
      return [{ q, ...judged, known: fromBody ?? answered }];
    });
    // Follow-ups as the run keeps them: among the questions it meets, each where its question may open it.
    const met = applicable(open.filter((o) => o.applies).map(({ q, known }) => ({ q, known })));
    for (const { q, known, when, applies } of open) {
      const kept = met.find((m) => m.q === q);
      if (applies && !kept) continue;
      const follows = kept?.when ? [{ question: kept.when.questionId, answer: kept.when.answer }] : [];
      questions.push(questionOf(q, known !== undefined, applies, [...when, ...follows]));
    }
  }
  return { fields, questions };
}

function questionOf(q: QuestionDefinition, given: boolean, applies: boolean, when: When[]): FlowQuestion {
  const canonical = isCanonicalQuestion(q.id) ? questionVocabulary[q.id] : undefined;
  const choices = canonical?.choices ?? (q.choicesFromPage ? undefined : q.choices);
  const answeredBy = q.known === undefined ? [] : readsFrom(q.known);
  return {
    id: q.id,
    label: q.label,
    text: canonical?.text ?? q.text ?? q.label,
    type: canonical?.type ?? q.type,
    ...(choices ? { choices: [...choices] } : {}),
    given,
    applies,
    ...(answeredBy.length ? { answeredBy } : {}),
    ...(when.length ? { when } : {}),
  };
}
