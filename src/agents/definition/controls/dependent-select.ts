// Kit control: drop-downs whose options load once another field of their row is chosen (`control:
// dependent-select` on a field; the app's `loading` words). The screen's other fields are filled first;
// then, once every such drop-down has loaded what the choice calls for, these are filled. One left
// without options is the portal's answer: a failed load (the app's `down` words) means the portal is
// down; an empty list for what we chose ("No class codes for this state") is its refusal, in its words.
import type { ScreenDefinition } from '../../../domain/carrier-definition/flow-schema.ts';
import { portalUnavailable } from '../../errors.ts';
import type { Fill } from '../../kit/fill.ts';
import { waitInPage } from '../../kit/wait-in-page.ts';
import type { DefinedPortal } from '../portal.ts';
import { VIEW_TIMEOUT } from './app.ts';

/** The labels (numbered rows as `\d+`) of the screen's dependent drop-downs, as patterns. */
function dependentLabels(screen: ScreenDefinition): RegExp[] {
  const fields = [
    ...(screen.fields ?? []),
    ...(screen.rows === undefined ? [] : [screen.rows].flat()).flatMap((r) => r.fields),
    ...(screen.tables ?? []).flatMap((t) => t.fields),
  ];
  const quote = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return fields
    .filter((f) => f.control === 'dependent-select')
    .map((f) => new RegExp(`^${quote(f.label).replaceAll('\\{n\\}', '\\d+')}$`));
}

/** The screen's fills in two: those filled first, and the dependent drop-downs filled once loaded. */
export function splitDependent(screen: ScreenDefinition, fills: Fill[]): { first: Fill[]; later: Fill[] } {
  const patterns = dependentLabels(screen);
  const later = fills.filter((f) => patterns.some((p) => p.test(f.label)));
  return { first: fills.filter((f) => !later.includes(f)), later };
}

/** Runs in the page (self-contained): null while one is loading, else those left without options. */
function unloaded([root, labels, loading]: [string, string[], string]):
  | { label: string; text: string }[]
  | null {
  const byLabel = new Map<string, HTMLSelectElement>();
  for (const label of document.querySelectorAll(`${root} label`)) {
    const control = (label as HTMLLabelElement).control;
    const text = (label.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (control instanceof HTMLSelectElement) byLabel.set(text, control);
  }
  const selects = labels.map((l) => byLabel.get(l));
  const pending = (s: HTMLSelectElement | undefined) =>
    !s || (s.disabled && new RegExp(loading).test(s.options[0]?.text ?? ''));
  if (selects.some(pending)) return null;
  return selects.flatMap((s, i) =>
    s?.disabled ? [{ label: labels[i]!, text: s.options[0]?.text ?? '' }] : [],
  );
}

/** Waits for the dependent drop-downs to load; a refusal in the portal's words where one has no options. */
export async function awaitOptions(portal: DefinedPortal, labels: string[]): Promise<string | undefined> {
  if (labels.length === 0) return undefined;
  const { name, wizard } = portal.definition;
  const args: [string, string[], string] = [portal.root, labels, wizard.app?.loading ?? '^Loading'];
  let left: { label: string; text: string }[];
  try {
    left = (await waitInPage(portal.page, unloaded, args, { timeoutMs: VIEW_TIMEOUT, pollMs: 50 }))!;
  } catch (error) {
    throw portalUnavailable(`${name} did not load the options of ${labels.join(', ')}`, error);
  }
  const down = wizard.app?.down ?? [];
  const failed = left.find((u) => down.some((p) => new RegExp(p, 'i').test(u.text)));
  if (failed) throw portalUnavailable(`${name} could not load ${failed.label}: ${failed.text}`);
  return left.length > 0 ? left.map((u) => `${u.label}: ${u.text}.`).join(' ') : undefined;
}
