// How drift renames a portal's tokens (ids, names, classes) and rewords its labels and captions: a
// renamed token is deterministic and reversible (the portal's server reads its form back with it), a
// reworded text is found by the plan's pairs, compared as the sandbox compares labels.
import { normalizeText } from './drift-words.ts';

/** A renamed token: deterministic, and reversible by `restoreToken`. */
export function renameToken(renames: { prefix: string; alphabet: string }, token: string): string {
  return (
    renames.prefix +
    token.replace(/[a-zA-Z]/g, (c) => {
      const lower = c.toLowerCase();
      const swapped = renames.alphabet[lower.charCodeAt(0) - 97]!;
      return c === lower ? swapped : swapped.toUpperCase();
    })
  );
}

/** The token a renamed one came from, or undefined when it was not renamed. */
export function restoreToken(
  renames: { prefix: string; alphabet: string },
  token: string,
): string | undefined {
  if (!token.startsWith(renames.prefix)) return undefined;
  return token.slice(renames.prefix.length).replace(/[a-zA-Z]/g, (c) => {
    const lower = c.toLowerCase();
    const original = String.fromCharCode(97 + renames.alphabet.indexOf(lower));
    return c === lower ? original : original.toUpperCase();
  });
}

/** The plan's new wording of a label or caption, or the text itself. */
export function reworded(pairs: { from: string; to: string }[], text: string): string | undefined {
  const key = normalizeText(text);
  return pairs.find((p) => normalizeText(p.from) === key)?.to;
}
