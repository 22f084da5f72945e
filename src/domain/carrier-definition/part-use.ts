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

/** The declared path with every index as `[]` (`locations[0].buildings[1].x` → `locations[].buildings[].x`). */
const declared = (path: string) => path.replace(/\[\d+\]/g, '[]');

function read(root: unknown, path: string): unknown[] {
  let found: unknown[] = [root];
  for (const segment of path.split('.')) {
    const each = segment.endsWith('[]');
    const key = each ? segment.slice(0, -2) : segment;
    found = found.flatMap((value) => {
      const child =
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
      return each ? (Array.isArray(child) ? child : []) : [child];
    });
  }
  return found;
}

/** A copy of `root` with `value` at the indexed `path` (every step along it present). */
function withValue(root: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(root);
  const steps = path.split('.').flatMap((segment) => {
    const [key, ...indexes] = segment.split(/\[(\d+)\]/).filter((s) => s !== '');
    return [key!, ...indexes.map(Number)];
  });
  let at: Record<string | number, unknown> = copy;
  for (const step of steps.slice(0, -1)) {
    const next = at[step];
    if (typeof next !== 'object' || next === null) return copy;
    at = next as Record<string | number, unknown>;
  }
  at[steps.at(-1)!] = value;
  return copy;
}

/**
 * Whether the flow asks for the blank field at `path` (an element of a list) on this submission: false
 * only when filling it as another element has it changes nothing the flow asks. `derive` fills what a
 * submission's parts imply (the flat fields from the primary location: derive-flat-fields.ts), so a
 * part that reaches the flow through them counts.
 */
export function flowAsksPart(
  flow: FlowDefinition | undefined,
  line: string,
  submission: Readonly<Record<string, unknown>>,
  path: string,
  derive: (s: Record<string, unknown>) => Record<string, unknown> = (s) => s,
): boolean {
  if (!flow || !path.includes('[')) return true;
  const sample = read(submission, declared(path)).find((value) => !blank(value));
  if (sample === undefined) return true;
  const asked = (s: Readonly<Record<string, unknown>>) => JSON.stringify(askedOf(flow, line, s));
  const filled = derive(withValue(submission as Record<string, unknown>, path, sample));
  return asked(submission) !== asked(filled);
}
