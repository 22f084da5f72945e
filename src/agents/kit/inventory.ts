// A page's inventory: the required controls still empty after we filled it, and the controls the portal
// marks invalid, each as the portal shows it (label or question, kind, choices, its own hint and
// message). Read with the kit's one control reader (controls.ts: one script per page, open shadow roots
// included) and shared by every playbook: what a portal wants that the submission does not hold is
// asked of a person, never guessed. Portals mark "required" in their own ways; all of them are read:
// the `required` attribute, `aria-required`, a `*` in or beside the label (`.req`), and after a post the
// invalid marks (`aria-invalid`, an error message tied to the field).
import type { Frame, Locator, Page } from 'playwright-core';
import type { ControlShape } from './answer-shape.ts';
import { type ControlKind, readControlInfo } from './controls.ts';

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
}

/**
 * Visible controls under `root` that are required and empty, or that the portal marks invalid. An
 * upload is not among them: a file is never asked of a person (the playbook attaches what it has).
 */
export async function takeInventory(root: Page | Frame | Locator): Promise<InventoryItem[]> {
  const items: InventoryItem[] = [];
  for (const c of await readControlInfo(root)) {
    if (c.kind === 'file') continue;
    if (!((c.required && c.value === '') || c.invalid)) continue;
    items.push({
      label: c.label,
      control: c.kind,
      ...(c.choices ? { choices: c.choices } : {}),
      ...(c.hint ? { hint: c.hint } : {}),
      ...(c.error ? { error: c.error } : {}),
      value: c.value,
      required: c.required,
      shape: {
        type: c.type,
        ...(c.pattern ? { pattern: c.pattern } : {}),
        ...(c.maxLength !== undefined ? { maxLength: c.maxLength } : {}),
        ...(c.inputMode ? { inputMode: c.inputMode } : {}),
      },
    });
  }
  return items;
}
