// Kit control: a number matched to a choice that names a range ("None", "2", "1 to 2", "3 or more",
// "Less than 25%", "25% to 50%", "More than 50%"), for a count or a share the submission holds or a
// person gave, where the portal asks for a band (questions.ts's matchChoice falls back to it).

/** How a choice's text reads as a range ("%" dropped): value, first bound, second bound. */
const BANDS: [RegExp, (v: number, a: number, b: number) => boolean][] = [
  [/^none$/, (v) => v === 0],
  [/^(\d+(?:\.\d+)?)$/, (v, a) => v === a],
  [/^(\d+(?:\.\d+)?) to (\d+(?:\.\d+)?)$/, (v, a, b) => v >= a && v <= b],
  [/^(\d+(?:\.\d+)?) or more$/, (v, a) => v >= a],
  [/^less than (\d+(?:\.\d+)?)$/, (v, a) => v < a],
  [/^more than (\d+(?:\.\d+)?)$/, (v, a) => v > a],
];

/** The choice whose range holds `value` (a number, as text); undefined when none does or it is no number. */
export function bandOf(value: string, choices: readonly string[]): string | undefined {
  const text = value.trim().replace(/%$/, '');
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const n = Number.parseFloat(text);
  return choices.find((choice) => {
    const words = choice.trim().toLowerCase().replace(/\s*%/g, '');
    for (const [pattern, holds] of BANDS) {
      const m = pattern.exec(words);
      if (m) return holds(n, Number(m[1]), Number(m[2]));
    }
    return false;
  });
}
