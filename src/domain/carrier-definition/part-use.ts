// Whether a carrier's flow ever asks for one element's field of a part (`locations[0].interest`) that a
// requirement declares for every element (`locations[].interest`): a schedule may leave some elements
// out (Ironclad's schedule lists only the locations a class is placed at; Pioneer's primary location's
// first building is on the main form). Judged by what the flow asks (asks.ts) with the field blank and
// with it filled from another element that has it: if nothing changes, no run asks it, so neither the
// create's warnings nor the requirements operation name it. Where no other element has a value to try,
// or the carrier has no flow, it is kept: named rather than missed.

import { askedOf } from './asks.ts';
import type { FlowDefinition } from './flow-problems.ts';

const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Blank elements of one declared field judged one by one at most (each a reading of the whole flow):
 * past this, a field some element's row asks is named for every blank element, as before this check.
 */
const ONE_BY_ONE = 4;

/** The declared path with every index as `[]` (`locations[0].buildings[1].x` → `locations[].buildings[].x`). */
const declared = (path: string) => path.replace(/\[\d+\]/g, '[]');

/** Every element's value at a declared path, with its indexed path. */
function valuesWithPaths(root: unknown, path: string): { path: string; value: unknown }[] {
  let found: { path: string; value: unknown }[] = [{ path: '', value: root }];
  for (const segment of path.split('.')) {
    const each = segment.endsWith('[]');
    const key = each ? segment.slice(0, -2) : segment;
    found = found.flatMap(({ path: at, value }) => {
      const child =
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
      const here = at ? `${at}.${key}` : key;
      if (!each) return [{ path: here, value: child }];
      return Array.isArray(child) ? child.map((item, i) => ({ path: `${here}[${i}]`, value: item })) : [];
    });
  }
  return found;
}

/** `root` with `value` at the indexed `path`: a copy, or `root` itself changed when `copy` is false. */
function withValue(
  root: Record<string, unknown>,
  path: string,
  value: unknown,
  copy = true,
): Record<string, unknown> {
  const out = copy ? structuredClone(root) : root;
  const steps = path.split('.').flatMap((segment) => {
    const [key, ...indexes] = segment.split(/\[(\d+)\]/).filter((s) => s !== '');
    return [key!, ...indexes.map(Number)];
  });
  let at: Record<string | number, unknown> = out;
  for (const step of steps.slice(0, -1)) {
    const next = at[step];
    if (typeof next !== 'object' || next === null) return out;
    at = next as Record<string | number, unknown>;
  }
  at[steps.at(-1)!] = value;
  return out;
}

/**
 * For one carrier line and submission: whether the flow asks for the blank field at `path` (an element
 * of a list). False only when filling it as another element has it changes nothing the flow asks.
 * `derive` fills what a submission's parts imply (the flat fields from the primary location:
 * derive-flat-fields.ts), so a part that reaches the flow through them counts. What the flow asks of the
 * submission as it is is read once; a declared field none of whose blank elements the flow asks (all
 * filled at once, nothing changes) is settled for all of them in one reading, and its blank elements
 * are judged one by one only up to ONE_BY_ONE (create stays cheap on a long list).
 */
export function partUse(
  flow: FlowDefinition | undefined,
  line: string,
  submission: Readonly<Record<string, unknown>>,
  derive: (s: Record<string, unknown>) => Record<string, unknown> = (s) => s,
): (path: string) => boolean {
  if (!flow) return () => true;
  const asked = (s: Readonly<Record<string, unknown>>) => JSON.stringify(askedOf(flow, line, s));
  let base: string | undefined;
  const baseline = () => {
    base ??= asked(submission);
    return base;
  };
  const groups = new Map<string, { sample: unknown; unused: boolean; many: boolean }>();
  const group = (pattern: string) => {
    let known = groups.get(pattern);
    if (!known) {
      const found = valuesWithPaths(submission, pattern);
      const sample = found.find((f) => !blank(f.value))?.value;
      const all = structuredClone(submission) as Record<string, unknown>;
      for (const f of found) if (blank(f.value)) withValue(all, f.path, sample, false);
      const blanks = found.filter((f) => blank(f.value)).length;
      known = {
        sample,
        unused: sample !== undefined && asked(derive(all)) === baseline(),
        many: blanks > ONE_BY_ONE,
      };
      groups.set(pattern, known);
    }
    return known;
  };
  return (path) => {
    if (!path.includes('[')) return true;
    const { sample, unused, many } = group(declared(path));
    if (sample === undefined) return true;
    if (unused) return false;
    if (many) return true;
    return asked(derive(withValue(submission as Record<string, unknown>, path, sample))) !== baseline();
  };
}
