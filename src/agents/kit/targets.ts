// Which controls of a page each field's labels name, by the kit's own label matching (labels.ts, as
// fillForm pairs them): exactly one, none, or several equally. For checking a definition's targets
// against recorded pages (`carrier lint --pages`) before any job meets the page.
import type { Locator, Page } from 'playwright-core';
import { readControlInfo } from './controls.ts';
import { type Field, labelsOf } from './fill.ts';
import { labelSimilarity, pairByLabel, SAME_FIELD } from './labels.ts';

export type TargetMatch =
  | { kind: 'one'; label: string }
  | { kind: 'none' }
  | { kind: 'several'; labels: string[] };

/** Each field on its own against the controls under `root` (one read of the page). */
export async function matchTargets(root: Page | Locator, fields: readonly Field[]): Promise<TargetMatch[]> {
  const controls = await readControlInfo(root);
  const found = controls.map((c) => ({ item: c, label: c.label }));
  return fields.map((field) => {
    const inGroup = (f: Field, control: (typeof controls)[number]) =>
      !f.group || labelSimilarity(control.group, f.group) >= SAME_FIELD;
    const { pairs, ambiguous } = pairByLabel([field], labelsOf, found, inGroup);
    if (ambiguous.length > 0) return { kind: 'several', labels: ambiguous[0]!.labels };
    const pair = pairs[0];
    return pair ? { kind: 'one', label: pair.found.label } : { kind: 'none' };
  });
}
