// What the page inventory found, asked of a person: each required control the submission left empty
// becomes one question (canonical id when the vocabulary knows its wording, else `<carrierId>:<slug>`),
// all of a page in ONE pause of type `missing_information`, and the answers come back as the values to
// type or pick on the page. A person's answer the portal refused is asked again the same way, the
// portal's words first in the question's hint (ask-again.ts decides when). A value we supplied that
// the portal refuses is not asked: it is the portal rejecting our data, told with our field's name and
// the portal's words.
import { questionVocabulary, recogniseQuestion } from '../domain/questions/vocabulary.ts';
import type { InventoryItem } from './kit/inventory.ts';
import type { Answer, PlaybookContext, Proposal, UnderwritingQuestion } from './playbook.ts';
import { slug } from './questions.ts';

export interface MissingFill {
  label: string;
  value: string;
  control: InventoryItem['control'];
  /** The question asked and the person's answer as given (for the exchange, ask-again.ts). */
  question: UnderwritingQuestion;
  answer: string;
}

/** A control to ask of a person; `refused` when asked again: the answer the portal refused and its words. */
export interface Ask {
  item: InventoryItem;
  refused?: { answer: string; words: string };
  /** Our value the kit proposes for it (place-by-value.ts), for the person to confirm in one click. */
  proposal?: Proposal;
}

const isYesNo = (choices: readonly string[] | undefined) =>
  choices?.length === 2 && choices.some((c) => /^yes$/i.test(c)) && choices.some((c) => /^no$/i.test(c));

/**
 * The question a person is asked for one control, in the portal's words; asked again, the hint opens
 * with the refused answer and the portal's message.
 */
export function questionFor(
  carrierId: string,
  item: InventoryItem,
  refused?: Ask['refused'],
  proposal?: Proposal,
): UnderwritingQuestion {
  const canonical = recogniseQuestion(item.label);
  const hint = (
    refused
      ? [
          `"${refused.answer}" was refused: ${refused.words}`,
          item.hint !== refused.words ? item.hint : undefined,
        ]
      : [item.hint, item.error]
  )
    .filter(Boolean)
    .join(' ');
  const base = {
    id: canonical ?? `${carrierId}:${slug(item.label)}`,
    text: item.label,
    ...(hint ? { hint } : {}),
    ...(proposal ? { proposal } : {}),
  };
  const offered = item.choices && item.choices.length > 0 ? item.choices : undefined;
  if (isYesNo(offered) || item.control === 'checkbox') return { ...base, type: 'yes_no' };
  if (offered) return { ...base, type: 'choice', choices: offered };
  const type = canonical ? questionVocabulary[canonical].type : 'text';
  // A canonical choice the portal asks as free text is answered as text.
  return { ...base, type: type === 'choice' || type === 'yes_no' ? 'text' : type };
}

/** The page value for a person's answer: Yes/No as the radios spell them, digits, text or a choice. */
export function valueFor(item: InventoryItem, answer: Answer): string {
  if (typeof answer === 'boolean') {
    if (item.control === 'checkbox') return String(answer);
    return item.choices?.find((c) => (answer ? /^yes$/i : /^no$/i).test(c)) ?? (answer ? 'Yes' : 'No');
  }
  return answer;
}

/** Asks a person for every control of `asks` (one pause); empty when none. */
export async function askForMissing(
  ctx: PlaybookContext,
  carrierId: string,
  asks: readonly Ask[],
): Promise<MissingFill[]> {
  if (asks.length === 0) return [];
  const questions = asks.map((a) => questionFor(carrierId, a.item, a.refused, a.proposal));
  // Two controls with one meaning (a label repeated) are one question.
  const unique = questions.filter((q, i) => questions.findIndex((o) => o.id === q.id) === i);
  const again = questions.filter((_, i) => asks[i]!.refused).map((q) => q.id);
  const why = again.length
    ? 'The portal refused an answer'
    : 'The portal requires what the submission does not hold';
  ctx.log(why, { labels: asks.map((a) => a.item.label) });
  const answers = await ctx.answerQuestions(
    unique,
    'missing_information',
    again.length ? { again } : undefined,
  );
  return asks.map(({ item }, i) => {
    const question = questions[i]!;
    const answer = answers[question.id];
    if (answer === undefined) throw new Error(`No answer for ${question.id}`);
    return {
      label: item.label,
      value: valueFor(item, answer),
      control: item.control,
      question,
      answer: String(answer),
    };
  });
}

/**
 * The portal's refusal of values we supplied, naming our field where we know it (`input.fein: …`), or
 * undefined when every control it marks is one we left empty, or one whose message an empty one shares. One message tied to several controls (a
 * date's month, day and year; a table row) is told once, and names our field only when all of those
 * controls are that one field of ours.
 */
export function refusalOf(
  items: InventoryItem[],
  ourField: (label: string) => string | undefined,
): string | undefined {
  // The inventory lists a control that holds a value only when the portal marks it invalid. A message
  // it also ties to a control left empty is about that one ("Enter the number of losses" tied to the
  // empty count and to the "No" beside it, one group's message): it asks, it does not refuse.
  const asking = new Set(items.filter((i) => i.value === '' && i.error).map((i) => i.error));
  const refused = items.filter((i) => i.value !== '' && !(i.error && asking.has(i.error)));
  if (refused.length === 0) return undefined;
  const fieldsOf = new Map<string, (string | undefined)[]>();
  for (const i of refused) {
    const words = i.error || `${i.label} was refused`;
    fieldsOf.set(words, [...(fieldsOf.get(words) ?? []), ourField(i.label)]);
  }
  return [...fieldsOf]
    .map(([words, fields]) => {
      const named = new Set(fields);
      const [field] = named;
      return named.size === 1 && field ? `${field}: ${words}` : words;
    })
    .join(' ');
}
