// What the page inventory found, asked of a person: each required control the submission left empty
// becomes one question (canonical id when the vocabulary knows its wording, else `<carrierId>:<slug>`),
// all of a page in ONE pause of type `missing_information`, and the answers come back as the values to
// type or pick on the page. A value we supplied that the portal refuses is not asked: it is the
// portal rejecting our data, told with our field's name and the portal's words.
import { questionVocabulary, recogniseQuestion } from '../domain/questions/vocabulary.ts';
import type { InventoryItem } from './kit/inventory.ts';
import type { Answer, PlaybookContext, UnderwritingQuestion } from './playbook.ts';
import { slug } from './questions.ts';

export interface MissingFill {
  label: string;
  value: string;
  control: InventoryItem['control'];
}

const isYesNo = (choices: readonly string[] | undefined) =>
  choices?.length === 2 && choices.some((c) => /^yes$/i.test(c)) && choices.some((c) => /^no$/i.test(c));

/** The question a person is asked for one empty control, in the portal's words. */
export function questionFor(carrierId: string, item: InventoryItem): UnderwritingQuestion {
  const canonical = recogniseQuestion(item.label);
  const hint = [item.hint, item.error].filter(Boolean).join(' ');
  const base = {
    id: canonical ?? `${carrierId}:${slug(item.label)}`,
    text: item.label,
    ...(hint ? { hint } : {}),
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

/** Asks a person for every empty required control of the page (one pause); empty when none. */
export async function askForMissing(
  ctx: PlaybookContext,
  carrierId: string,
  items: InventoryItem[],
): Promise<MissingFill[]> {
  const empty = items.filter((i) => i.value === '');
  if (empty.length === 0) return [];
  const questions = empty.map((item) => questionFor(carrierId, item));
  // Two controls with one meaning (a label repeated) are one question.
  const unique = questions.filter((q, i) => questions.findIndex((o) => o.id === q.id) === i);
  ctx.log('The portal requires what the submission does not hold', { labels: empty.map((i) => i.label) });
  const answers = await ctx.answerQuestions(unique, 'missing_information');
  return empty.map((item, i) => {
    const answer = answers[questions[i]!.id];
    if (answer === undefined) throw new Error(`No answer for ${questions[i]!.id}`);
    return { label: item.label, value: valueFor(item, answer), control: item.control };
  });
}

/**
 * The portal's refusal of values we supplied, naming our field where we know it (`input.fein: …`), or
 * undefined when every control it marks is one we left empty. One message tied to several controls (a
 * date's month, day and year; a table row) is told once, and names our field only when all of those
 * controls are that one field of ours.
 */
export function refusalOf(
  items: InventoryItem[],
  ourField: (label: string) => string | undefined,
): string | undefined {
  // The inventory lists a control that holds a value only when the portal marks it invalid.
  const refused = items.filter((i) => i.value !== '');
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
