// A page's inventory: the required controls still empty after we filled it, and the controls the portal
// marks invalid, each as the portal shows it (label or question, kind, choices, its own hint and
// message). Read with the kit's one control reader (controls.ts: one script per page, open shadow roots
// included) and shared by every playbook: what a portal wants that the submission does not hold is
// asked of a person, never guessed. Portals mark "required" in their own ways; all of them are read:
// the `required` attribute, `aria-required`, a `*` in or beside the label (`.req`), and after a post the
// invalid marks (`aria-invalid`, an error message tied to the field, the browser's own validation) or,
// where it marks nothing, the label named in its messages.
import type { Frame, Locator, Page } from 'playwright-core';
import type { ControlShape } from './answer-shape.ts';
import { type ControlInfo, type ControlKind, readControlInfo } from './controls.ts';
import type { ControlFacts } from './proposals.ts';

export interface InventoryItem {
  /** The control's label, or the question in a radio group's legend (a trailing `*` or `:` removed). */
  label: string;
  control: Exclude<ControlKind, 'file'>;
  /** The options a drop-down or radio group offers (their texts; a placeholder left out). */
  choices?: string[];
  /** The portal's hint beside the field. */
  hint?: string;
  /** The portal's message for the field, when it shows one. */
  error?: string;
  /** What the control holds now ('' when empty; a radio group's chosen label). */
  value: string;
  required: boolean;
  /** What the control says of the value it takes: a refused answer is put in that form (answer-shape.ts). */
  shape: ControlShape;
  /** Everything the page says of it, for placing one of our values by it (place-by-value.ts). */
  facts?: ControlFacts;
}

/**
 * Visible controls under `root` that are required and empty, or that the portal marks invalid. An
 * upload is not among them: a file is never asked of a person (the playbook attaches what it has).
 */
export async function takeInventory(root: Page | Frame | Locator): Promise<InventoryItem[]> {
  const all = await readControlInfo(root);
  return all.flatMap((c, at) =>
    c.kind !== 'file' && ((c.required && c.value === '') || c.invalid) ? [itemOf(c, all, at)] : [],
  );
}

/** Visible empty controls under `root` that are not required (no upload, none read-only). */
export async function emptyOptional(root: Page | Frame | Locator): Promise<InventoryItem[]> {
  const all = await readControlInfo(root);
  return all.flatMap((c, at) =>
    c.kind !== 'file' && !c.required && !c.readOnly && c.value === '' && c.kind !== 'checkbox'
      ? [itemOf(c, all, at)]
      : [],
  );
}

/**
 * Empty controls the portal's messages name by their label though it marks none of them: a requirement
 * told only in its error summary ("Tax ID (FEIN) is required for this Legal Entity."), each with the
 * message naming it as its error. A label of fewer than four letters is not looked for.
 */
export async function namedInMessages(
  root: Page | Frame | Locator,
  messages: readonly string[],
): Promise<InventoryItem[]> {
  const said = messages.map((m) => ({ message: m, text: ` ${words(m)} ` }));
  const items: InventoryItem[] = [];
  const all = await readControlInfo(root);
  for (const [at, c] of all.entries()) {
    if (c.kind === 'file' || c.value !== '' || c.readOnly) continue;
    const label = words(c.label);
    if (label.replace(/ /g, '').length < 4) continue;
    const named = said.find((s) => s.text.includes(` ${label} `));
    if (named) items.push(itemOf(c, all, at, named.message));
  }
  return items;
}

/** Lower-case words, punctuation as spaces: how a label is found inside a message. */
export const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** What the page says of control `at` of `all`: its own words and shape, its section, its neighbours. */
export function factsOf(all: readonly ControlInfo[], at: number): ControlFacts {
  const c = all[at]!;
  return {
    label: c.label,
    // A date in three drop-downs takes a date as a date input does (the filler writes it in them).
    type:
      c.kind === 'select' || c.kind === 'textarea' ? c.kind : c.parts && c.kind === 'date' ? 'date' : c.type,
    required: c.required,
    ...(c.inputMode ? { inputMode: c.inputMode } : {}),
    ...(c.autocomplete ? { autocomplete: c.autocomplete } : {}),
    ...(c.htmlName ? { htmlName: c.htmlName } : {}),
    ...(c.pattern ? { pattern: c.pattern } : {}),
    ...(c.maxLength !== undefined ? { maxLength: c.maxLength } : {}),
    ...(c.min !== undefined ? { min: c.min } : {}),
    ...(c.max !== undefined ? { max: c.max } : {}),
    ...(c.placeholder ? { placeholder: c.placeholder } : {}),
    ...(c.hint ? { hint: c.hint } : {}),
    ...(c.group ? { section: c.group } : {}),
    ...(c.choices ? { options: c.choices } : {}),
    ...(c.parts && c.kind === 'text' ? { parts: c.parts.map((p) => p.length ?? 0) } : {}),
    neighbours: [all[at - 1]?.label, all[at + 1]?.label].filter((l): l is string => !!l),
  };
}

function itemOf(c: ControlInfo, all: readonly ControlInfo[], at: number, message?: string): InventoryItem {
  const error = c.error ?? message;
  return {
    label: c.label,
    control: c.kind as InventoryItem['control'],
    ...(c.choices ? { choices: c.choices } : {}),
    ...(c.hint ? { hint: c.hint } : {}),
    ...(error ? { error } : {}),
    value: c.value,
    required: c.required,
    shape: {
      type: c.type,
      ...(c.pattern ? { pattern: c.pattern } : {}),
      ...(c.maxLength !== undefined ? { maxLength: c.maxLength } : {}),
      ...(c.inputMode ? { inputMode: c.inputMode } : {}),
    },
    facts: factsOf(all, at),
  };
}
