// The known name a mistyped one most likely meant, for messages that name the fix ("did you mean
// `numberOfEmployees`?"). Edit distance comes from fastest-levenshtein; case is ignored, since
// `zipcode` for `zipCode` is the commonest slip.
import { distance } from 'fastest-levenshtein';

/**
 * The name of `known` closest to `name`, or undefined when none is close enough to be a typo: at most a
 * third of the longer name's letters differ (at least one), so `x_color` suggests nothing.
 */
export function closestName(name: string, known: readonly string[]): string | undefined {
  const wanted = name.toLowerCase();
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    const d = distance(wanted, candidate.toLowerCase());
    const allowed = Math.max(1, Math.floor(Math.max(wanted.length, candidate.length) / 3));
    if (d <= allowed && (!best || d < best.distance)) best = { name: candidate, distance: d };
  }
  return best?.name;
}
