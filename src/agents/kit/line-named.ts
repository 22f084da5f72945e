// The line a quote page names, as our line id, for the quote verification: the id whose portal name
// the page shows ("Businessowners" and "Businessowners (BOP)" are the same), else the page's own words
// (which then fail the check), undefined when the page names no line.
import type { Line } from '../../domain/lines.ts';

const norm = (text: string) =>
  text
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

export function lineNamed(
  names: Partial<Record<Line, string>>,
  shown: string | undefined,
): string | undefined {
  if (!shown?.trim()) return undefined;
  const found = Object.entries(names).find(([, name]) => name && norm(name) === norm(shown));
  return found ? found[0] : shown.trim();
}
