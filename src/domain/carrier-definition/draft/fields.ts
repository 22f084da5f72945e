// What a control a person set by hand becomes in a draft definition: a field bound to the one submission
// value it holds (with the transform that turns ours into what was typed: a date's format, money, a limit
// pair), a field bound by an option's value, a literal (a confirmation box ticked), or, when the submission
// holds no such value, a question a person answers (canonical where the vocabulary knows its wording).
// Where the recording cannot tell (a value two of our fields hold, a choice that may encode one of ours),
// the draft says so for the operator who completes it: nothing is bound on a guess.
import { fieldsHolding } from '../../learn-from-take-over.ts';
import { recogniseQuestion } from '../../questions/vocabulary.ts';
import { slug } from './pages.ts';

/** A control's final value as the person left it. */
export interface SetControl {
  label: string;
  /** input type, `select`, `textarea`, `checkbox`, `radio`. */
  control: string;
  value: string;
  /** The chosen option's value attribute (a drop-down or a radio), when it differs from its text. */
  optionValue?: string;
  /** The options offered (a drop-down or a radio group). */
  choices?: string[];
}

export type DraftValue = string | { literal: string } | ({ from: string } & Record<string, unknown>);

export interface DraftField {
  label: string;
  value: DraftValue;
  byValue?: boolean;
}

export interface DraftQuestion {
  id: string;
  label: string;
  type: 'yes_no' | 'choice' | 'integer' | 'text';
  choices?: string[];
}

export type Drafted =
  | { kind: 'field'; field: DraftField; note?: string }
  | { kind: 'question'; question: DraftQuestion; note?: string }
  | { kind: 'skip' };

const DATE_FORMATS: [RegExp, string][] = [
  [/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'],
  [/^\d{2}\/\d{2}\/\d{4}$/, 'MM/DD/YYYY'],
  [/^\d{2}-\d{2}-\d{4}$/, 'MM-DD-YYYY'],
];

const AMOUNT = /^\$?\s?[\d,]+(\.\d+)?$/;

/** The value spec that turns the submission's `held` at `path` into `typed`. */
export function valueFor(path: string, held: string, typed: string): DraftValue {
  if (held.trim() === typed.trim()) return path;
  const date = DATE_FORMATS.find(([pattern]) => pattern.test(typed.trim()));
  if (date) return { from: path, date: date[1] };
  if (AMOUNT.test(typed.trim()))
    return typed.includes('$') ? { from: path, money: true } : { from: path, digits: true };
  return path;
}

/** `$1,000,000 / $2,000,000` held as `1000000/2000000`: the path holding that pair. */
function limitPairPath(values: ReadonlyMap<string, string>, typed: string): string[] {
  const m = /^\$?([\d,]+)\s*\/\s*\$?([\d,]+)$/.exec(typed.trim());
  if (!m) return [];
  const pair = `${m[1]!.replaceAll(',', '')}/${m[2]!.replaceAll(',', '')}`;
  return [...values].filter(([, held]) => held.replace(/\s/g, '') === pair).map(([path]) => path);
}

function questionOf(carrierId: string, set: SetControl): DraftQuestion {
  const id = recogniseQuestion(set.label) ?? `${carrierId}:${slug(set.label).replaceAll('-', '_')}`;
  const yesNo =
    set.control === 'checkbox' ||
    (set.choices?.length === 2 && set.choices.every((c) => /^(yes|no)$/i.test(c.trim())));
  if (yesNo) return { id, label: set.label, type: 'yes_no' };
  if (set.choices?.length) return { id, label: set.label, type: 'choice', choices: set.choices };
  if (/^\d+$/.test(set.value.trim())) return { id, label: set.label, type: 'integer' };
  return { id, label: set.label, type: 'text' };
}

/** What one control the person set becomes in the draft. */
export function draftControl(
  carrierId: string,
  values: ReadonlyMap<string, string>,
  set: SetControl,
): Drafted {
  if (set.control === 'checkbox') {
    if (set.value !== 'true') return { kind: 'skip' };
    // A box ticked: a yes-no question when the vocabulary knows its wording, else a confirmation.
    if (recogniseQuestion(set.label)) return { kind: 'question', question: questionOf(carrierId, set) };
    return { kind: 'field', field: { label: set.label, value: { literal: 'true' } } };
  }
  if (set.value.trim() === '') return { kind: 'skip' };
  if (set.optionValue !== undefined) {
    const byOption = fieldsHolding(values, set.optionValue);
    if (byOption.length === 1)
      return { kind: 'field', field: { label: set.label, value: byOption[0]!, byValue: true } };
  }
  const holding = fieldsHolding(values, set.value);
  const pairs = holding.length ? [] : limitPairPath(values, set.value);
  if (holding.length === 1)
    return {
      kind: 'field',
      field: { label: set.label, value: valueFor(holding[0]!, values.get(holding[0]!)!, set.value) },
    };
  if (pairs.length === 1)
    return { kind: 'field', field: { label: set.label, value: { from: pairs[0]!, limitPair: true } } };
  const candidates = holding.length > 1 ? holding : pairs;
  if (candidates.length > 1) {
    const [first] = candidates;
    return {
      kind: 'field',
      field: { label: set.label, value: valueFor(first!, values.get(first!)!, set.value) },
      note: `"${set.label}" was ${JSON.stringify(set.value)}, which ${candidates.join(' and ')} all hold: keep the one it means`,
    };
  }
  const question = questionOf(carrierId, set);
  const note =
    set.choices?.length && question.type === 'choice'
      ? `"${set.label}" was chosen as ${JSON.stringify(set.value)}, which no submission value holds: a person is asked each time unless you bind it with \`map\` (e.g. from input.businessType or input.state)`
      : undefined;
  return { kind: 'question', question, ...(note ? { note } : {}) };
}
