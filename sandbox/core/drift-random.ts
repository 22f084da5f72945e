// The seeded randomness drift draws its plan from: the same parts always give the same stream.
import { normalizeText } from './drift-words.ts';

/** A small, well-known seeded generator (mulberry32) over a string-hashed seed (FNV-1a, then mixed). */
export function seededRandom(...parts: (string | number)[]): () => number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('\u0000')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  let state = (h ^ (h >>> 16)) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

export function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A word table's other wordings of a text (keys compared as drift-words.ts compares them). */
export const synonymsOf = (table: Record<string, string[]>, text: string) => {
  const key = normalizeText(text);
  return Object.entries(table).find(([k]) => normalizeText(k) === key)?.[1];
};

/** The pairs of `known` whose text `preferred` rewords too replaced by `preferred`'s. */
export const overridden = (
  known: { from: string; to: string }[],
  preferred: { from: string; to: string }[],
) => [
  ...known.filter((k) => !preferred.some((u) => normalizeText(u.from) === normalizeText(k.from))),
  ...preferred,
];
