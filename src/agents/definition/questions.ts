// A screen's questions (`questions:` of a definition's screen): those the submission answers (`known`)
// filled as they are, the rest asked of a person in one call (remembered answers first, by the question's
// id), each answer put in the control as the portal takes it (Yes / No, one of its choices, the digits
// of a count; `answer:` maps what differs).
import type { QuestionDefinition } from '../../domain/carrier-definition/flow-schema.ts';
import { applicable, opened } from '../../domain/carrier-definition/follow-ups.ts';
import { AgentError } from '../errors.ts';
import type { Fill } from '../kit/fill.ts';
import type { Answer, PlaybookContext } from '../playbook.ts';
import { bandOf } from './controls/bands.ts';
import { evaluateFor, holdsFor } from './scope.ts';

export function asYesNo(given: Answer): boolean | undefined {
  if (typeof given === 'boolean') return given;
  if (/^(y|yes|true)$/i.test(given.trim())) return true;
  if (/^(n|no|false)$/i.test(given.trim())) return false;
  return undefined;
}

/**
 * A choice by its text (any case), or a count remembered from another portal's wording of the same
 * question: 0 is "None", and a count past the last number is "N or more".
 */
export function matchChoice(given: string, choices: readonly string[]): string | undefined {
  const wanted = given.trim().toLowerCase();
  const exact = choices.find((c) => c.toLowerCase() === wanted);
  // A number for a choice that names a range ("1 to 2", "Less than 25%"): controls/bands.ts.
  if (!exact && /^\d+\.\d+%?$|^\d+%$/.test(wanted)) return bandOf(wanted, choices);
  if (exact || !/^\d+\+?$/.test(wanted)) return exact;
  const count = Number.parseInt(wanted, 10);
  if (count === 0) return choices.find((c) => /^(none|0)$/i.test(c));
  return (
    choices.find((c) => c === String(count)) ??
    choices.find((c) => {
      const floor = /^(\d+) or more$/i.exec(c)?.[1];
      return floor !== undefined && count >= Number(floor);
    }) ??
    bandOf(wanted.replace(/\+$/, ''), choices)
  );
}

/** A question as asked: the definition's, or one read from the page (optional ones may be left blank). */
export type AskedQuestion = QuestionDefinition & {
  optional?: boolean;
  /** The control's own options, where a yes/no question's control offers more (kept as given). */
  controlChoices?: string[];
};

function toFill(q: AskedQuestion, given: Answer | undefined, portal: string): Fill {
  const unusable = () =>
    new AgentError('internal_error', `The answer to "${q.label}" (${q.id}) does not fit ${portal}'s control`);
  if ((given === undefined || given === '') && q.optional) return { label: q.label, value: '' };
  if (given === undefined || given === '') throw unusable();
  let value: string | undefined;
  if (q.type === 'yes_no') {
    const yes = asYesNo(given);
    value = yes === undefined ? undefined : yes ? 'Yes' : 'No';
    // What the submission knows may be one of the control's other options ("We do not use subcontractors").
    if (value === undefined && q.controlChoices?.includes(String(given)))
      return { label: q.label, value: String(given) };
  } else if (q.type === 'choice')
    value = q.choices ? matchChoice(String(given), q.choices) : String(given).trim();
  else value = String(given).trim();
  if (value === undefined) throw unusable();
  if (q.digits) value = value.replace(/\D+/g, '');
  return { label: q.label, value: q.answer?.[value] ?? value };
}

/** Fills for the screen's questions: the submission's answers, and one call to a person for the rest. */
export async function answerQuestions(
  ctx: PlaybookContext,
  questions: readonly AskedQuestion[],
  portal: string,
): Promise<Fill[]> {
  const asked = applicable(
    questions
      .filter((q) => holdsFor(ctx, q.when))
      .map((q) => ({ q, known: q.known === undefined ? undefined : evaluateFor(ctx, q.known) })),
  );
  const open = asked.filter((a) => a.known === undefined);
  const given = open.length
    ? await ctx.answerQuestions(
        open.map(({ q, when }) => ({
          id: q.id,
          text: q.text ?? q.label,
          type: q.type,
          ...(q.choices && { choices: [...q.choices] }),
          ...(when && { when }),
        })),
      )
    : {};
  const answers = {
    ...given,
    ...Object.fromEntries(asked.flatMap(({ q, known }) => (known ? [[q.id, known]] : []))),
  };
  return opened(asked, answers).map(({ q, known }) => toFill(q, known ?? given[q.id], portal));
}
