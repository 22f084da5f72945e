// What a control a person set by hand becomes in a draft definition: a field bound to the one submission
// value it holds (with the transform that turns ours into what was typed: a date's format, money, a limit
// pair), a field bound by an option's value, a literal (a confirmation box ticked), or, when the submission
// holds no such value, a question a person answers (canonical where the vocabulary knows its wording).
// Where the recording cannot tell (a value two of our fields hold, a choice that may encode one of ours),
// the draft says so for the operator who completes it: nothing is bound on a guess.
import { answerKey, fieldsHolding } from '../../learn-from-take-over.ts';
import { recogniseQuestion } from '../../questions/vocabulary.ts';
import { namedMaps } from '../named-lists.ts';

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
  const id = answerKey(carrierId, set.label);
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
  /** The quoted line's own object (`generalLiability.`): its values are the line's terms. */
  linePrefix?: string,
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
    // The quoted line's own value first (its exposure, its limits), where exactly one is.
    const own = linePrefix ? candidates.filter((c) => c.startsWith(linePrefix)) : [];
    const chosen = own.length === 1 ? own[0]! : candidates[0]!;
    const value = pairs.length
      ? { from: chosen, limitPair: true }
      : valueFor(chosen, values.get(chosen)!, set.value);
    return {
      kind: 'field',
      field: { label: set.label, value },
      note: `"${set.label}" was ${JSON.stringify(set.value)}, which ${candidates.join(' and ')} all hold: ${chosen} is bound${own.length === 1 ? ' (the quoted line’s own)' : ''}; keep the one it means`,
    };
  }
  const mapped = set.choices?.length ? mapFor(values, set) : undefined;
  if (mapped)
    return {
      kind: 'field',
      field: { label: set.label, value: mapped.value },
      ...(mapped.note ? { note: mapped.note } : {}),
    };
  const question = questionOf(carrierId, set);
  const note =
    set.choices?.length && question.type === 'choice'
      ? `"${set.label}" was chosen as ${JSON.stringify(set.value)}, which no submission value holds: a person is asked each time unless you bind it with \`map\` (e.g. from input.businessType or input.state)`
      : undefined;
  return { kind: 'question', question, ...(note ? { note } : {}) };
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * Whether our code `held` (`llc`, `sole_proprietorship`, `corporation`) names the option `shown`
 * ("Limited liability company", "Sole proprietor", "Corporation"): the same words, its initials, or
 * word by word the one a prefix of the other (four letters at least).
 */
export function codeNames(held: string, shown: string): boolean {
  const ours = words(held);
  const theirs = words(shown);
  if (ours.length === 0 || theirs.length === 0) return false;
  if (ours.join('') === theirs.join('')) return true;
  if (ours.length === 1 && ours[0]!.length >= 2 && ours[0] === theirs.map((w) => w[0]).join('')) return true;
  if (ours.length !== theirs.length) return false;
  return ours.every((w, i) => {
    const t = theirs[i]!;
    return w === t || (Math.min(w.length, t.length) >= 4 && (w.startsWith(t) || t.startsWith(w)));
  });
}

/**
 * A choice no submission value holds as it is, but one of our codes names: by a map the kit holds
 * (a state's name), else by its words (an entity type), as an inline map of that one code for the
 * operator to complete. Undefined when none does, or when two of our values could.
 */
function mapFor(
  values: ReadonlyMap<string, string>,
  set: SetControl,
): { value: DraftValue; note?: string } | undefined {
  const found: { value: DraftValue; note?: string }[] = [];
  for (const [path, held] of values) {
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(held)) continue;
    const named = Object.entries(namedMaps).find(
      ([, map]) => (map as Record<string, string>)[held]?.toLowerCase() === set.value.trim().toLowerCase(),
    );
    if (named) found.push({ value: { from: path, map: named[0] } });
    else if (/^[a-z][a-z0-9_]*$/.test(held) && codeNames(held, set.value))
      found.push({
        value: { from: path, map: { [held]: set.value } },
        note: `"${set.label}": ${path} "${held}" is "${set.value}"; add the portal's words for ${path}'s other values (it offers ${(set.choices ?? []).map((c) => `"${c}"`).join(', ')})`,
      });
  }
  return found.length === 1 ? found[0] : undefined;
}
