// The one form filler every playbook uses. A playbook says what each field means (the labels it is
// known by, its value); the kit reads the page once (controls.ts), pairs fields with controls by what a
// person reads (labels.ts: synonyms, reordering and renamed ids do not matter), then acts through
// Playwright's own input: text typed with its keyboard into the focused control, a box or radio clicked
// with its mouse where a page script sees the click land on it, a drop-down chosen as Playwright's
// `selectOption` chooses (each falling back to Playwright's `fill`, `setChecked`, `check` or
// `selectOption`, which wait for the control or say why not), `setInputFiles`, a combobox typed into
// and its option clicked, a read-only date field set through its calendar. No text is assigned from a
// page script, so framework-controlled inputs see a person's events (a native date or time input, which
// takes no typing, is set as Playwright's fill sets it: its value, then input and change events).
// Every control is read back after: a control that does not hold what was set is reported, never
// taken as filled.
import type { Frame, Locator, Page } from 'playwright-core';
import { chooseFromCombobox } from './combobox.ts';
import {
  type ControlInfo,
  type ControlKind,
  type PageControls,
  readControlInfo,
  readControls,
} from './controls.ts';
import { pickDate } from './date-picker.ts';
import { labelSimilarity, pairByLabel, SAME_FIELD } from './labels.ts';
import { clearLayers } from './overlays.ts';
import { setParts } from './parts.ts';
import { norm, settled } from './settled.ts';

export interface Fill {
  /** The control's label as this portal shows it (a trailing `*` or `:` ignored); other wordings are matched by meaning. */
  label: string;
  /** The labels other layouts of the portal show for the same field. */
  also?: readonly string[];
  /** Text to type; an option's text (its value with `byValue`); 'true'/'false' for a checkbox. */
  value: string;
  /** Only a control under this group or section (a fieldset legend, a section heading). */
  group?: string;
  /** Match a drop-down option or radio by its value attribute instead of its text. */
  byValue?: boolean;
  /** An option the carrier may simply not offer (a limit): its absence refuses our data. */
  offered?: boolean;
  /** How the carrier words its refusal when it does not offer `value` (instead of listing its options). */
  refusal?: string;
  /** For a combobox that searches as you type: what to type (a keyword) when it is not `value`. */
  search?: string;
  /** A file to attach (`value` is then its name). */
  file?: { name: string; mimeType: string; buffer: Buffer };
  /** Only these kinds of control may hold it (a date is never a drop-down). */
  kinds?: readonly ControlKind[];
  /**
   * Fields one of which a layout shows in place of the others (years in business, or the year the
   * business started) share this name: once one is set, the others are not looked for.
   */
  either?: string;
}

/** A field as it is looked for: its labels and group. */
export type Field = Pick<Fill, 'label' | 'also' | 'group'>;

/** Every label a field is known by. */
export const labelsOf = (fill: Field): readonly string[] => [fill.label, ...(fill.also ?? [])];

/** A fill's name in reports: its label, under its group when it has one. */
export const nameOf = (fill: Fill): string => (fill.group ? `${fill.group} › ${fill.label}` : fill.label);

export interface MissingOption {
  /** The fill's name (nameOf). */
  field: string;
  label: string;
  wanted: string;
  offered: string[];
  rejectable: boolean;
  /** The fill's own wording of the refusal (Fill.refusal). */
  refusal?: string;
}

export interface FillReport {
  filled: { field: string; label: string; either?: string }[];
  /** Fields no control on the page was recognised for. */
  notFound: Fill[];
  /** Fields two controls fitted equally well (nothing was filled for them). */
  ambiguous: { field: string; labels: string[] }[];
  missingOptions: MissingOption[];
  /** Controls that, read back, do not hold what was set (a framework ignoring the input, a mask). */
  unsettled: { field: string; label: string; wanted: string; holds: string }[];
}

type Root = Page | Frame | Locator;

const pageOf = (root: Root): Page => ('page' in root ? root.page() : root);

/** What a control's label and group must fit for a fill. */
function fits(fill: Fill, control: ControlInfo): boolean {
  if (fill.kinds && !fill.kinds.includes(control.kind)) return false;
  if (fill.file ? control.kind !== 'file' : control.kind === 'file') return false;
  if (fill.group && labelSimilarity(control.group, fill.group) < SAME_FIELD) return false;
  return true;
}

/**
 * Fills what the page holds of `fills`; reports the rest instead of throwing (see FillReport). A
 * follow-up the portal shows or enables only once a question is answered (a "Yes" opening "Describe…")
 * is filled too: after an answer, the controls that appeared are read and paired with the fields still
 * unplaced, until no answer reveals more. A control that does not hold what was set is set once more
 * from a fresh read, as a person whose entry vanished types it again (a portal's script still starting
 * may put back its own empty state just after the first keystrokes); what still does not hold is
 * reported.
 */
export async function fillForm(root: Root, fills: readonly Fill[]): Promise<FillReport> {
  const report = await fillOnce(root, fills);
  if (report.unsettled.length === 0) return report;
  const again = fills.filter((f) => report.unsettled.some((u) => u.field === nameOf(f)));
  const retry = await fillOnce(root, again);
  return {
    filled: [...report.filled, ...retry.filled],
    notFound: [...report.notFound, ...retry.notFound],
    ambiguous: [...report.ambiguous, ...retry.ambiguous],
    missingOptions: [...report.missingOptions, ...retry.missingOptions],
    unsettled: retry.unsettled,
  };
}

async function fillOnce(root: Root, fills: readonly Fill[]): Promise<FillReport> {
  const report: FillReport = { filled: [], notFound: [], ambiguous: [], missingOptions: [], unsettled: [] };
  if (fills.length === 0) return report;
  const reads: PageControls[] = [];
  try {
    let wanted = fills;
    for (;;) {
      const read = await readControls(root);
      const controls = reads.length === 0 ? read.controls : await appeared(read, reads);
      reads.push(read);
      const { unplaced, answered } = await fillControls(pageOf(root), read, controls, wanted, report);
      if (unplaced.length === 0 || !answered || controls.length === 0) {
        report.notFound.push(...unplaced);
        return report;
      }
      wanted = unplaced;
    }
  } finally {
    await Promise.all(reads.map((read) => read.dispose()));
  }
}

/** Kinds of control whose answer may open a follow-up. */
const ANSWERS: readonly ControlKind[] = ['radio', 'select', 'checkbox'];

/** Pairs `fills` with `controls` of one read, sets and reads back each pair, and adds to `report`. */
async function fillControls(
  page: Page,
  read: PageControls,
  controls: readonly ControlInfo[],
  fills: readonly Fill[],
  report: FillReport,
): Promise<{ unplaced: Fill[]; answered: boolean }> {
  const found = controls.map((c) => ({ item: c, label: c.label }));
  const { pairs, unpaired, ambiguous } = pairByLabel(fills, labelsOf, found, fits);
  report.ambiguous.push(...ambiguous.map((a) => ({ field: nameOf(a.wanted), labels: a.labels })));
  const set: { fill: Fill; control: ControlInfo; ref: number; expect: string }[] = [];
  for (const { wanted: fill, found: control } of pairs) {
    const outcome = await setControl(page, read, control, fill);
    if ('missing' in outcome) {
      report.missingOptions.push({
        field: nameOf(fill),
        label: control.label,
        wanted: fill.value,
        offered: control.choices ?? outcome.offered ?? [],
        rejectable: fill.offered === true,
        ...(fill.refusal ? { refusal: fill.refusal } : {}),
      });
      continue;
    }
    set.push({ fill, control, ref: outcome.ref, expect: outcome.expect });
  }
  // Read back once the person has left the last control (see PageControls.holds).
  const holds = set.length === 0 ? [] : await read.holds(set.map((s) => s.ref));
  set.forEach((s, i) => {
    if (settled(s.control.kind, s.expect, holds[i] ?? '')) {
      report.filled.push({ field: nameOf(s.fill), label: s.control.label, either: s.fill.either });
    } else {
      report.unsettled.push({
        field: nameOf(s.fill),
        label: s.control.label,
        wanted: s.expect,
        holds: holds[i] ?? '',
      });
    }
  });
  return { unplaced: unpaired, answered: set.some((s) => ANSWERS.includes(s.control.kind)) };
}

/** The controls of `read` that no earlier read held (shown or enabled since), in one script. */
async function appeared(read: PageControls, earlier: readonly PageControls[]): Promise<ControlInfo[]> {
  if (read.controls.length === 0) return [];
  const isNew = await read.newSince(earlier);
  return read.controls.filter((c) => isNew[c.ref]);
}

/**
 * The options a drop-down or radio group offers for each field, found as `fillForm` finds them (by
 * label meaning, in one read), for a playbook that picks among what the portal offers (the nearest
 * limit) or asks a person to choose one; undefined for a field no such control fits.
 */
export async function choicesOf(root: Root, fields: readonly Field[]): Promise<(string[] | undefined)[]> {
  const controls = await readControlInfo(root);
  const found = controls.filter((c) => c.choices).map((c) => ({ item: c, label: c.label }));
  const inGroup = (field: Field, control: ControlInfo) =>
    !field.group || labelSimilarity(control.group, field.group) >= SAME_FIELD;
  const { pairs } = pairByLabel(fields, labelsOf, found, inGroup);
  return fields.map((field) => pairs.find((p) => p.wanted === field)?.found.choices);
}

export type SetOutcome = { ref: number; expect: string } | { missing: true; offered?: string[] };

async function setControl(
  page: Page,
  read: PageControls,
  control: ControlInfo,
  fill: Fill,
): Promise<SetOutcome> {
  const ref = control.ref;
  const element = () => read.element(ref);
  if (control.parts) return setParts(read, control, control.parts, fill.value);
  switch (control.kind) {
    case 'select': {
      const index = (control.choices ?? []).findIndex((text, i) =>
        fill.byValue ? control.choiceValues?.[i] === fill.value : norm(text) === norm(fill.value),
      );
      if (fill.value === '') {
        if (!(await read.choose(ref, ''))) await (await element()).selectOption({ value: '' });
        return { ref, expect: '' };
      }
      if (index < 0) return { missing: true };
      const value = control.choiceValues![index]!;
      if (!(await read.choose(ref, value))) await (await element()).selectOption({ value });
      return { ref, expect: control.choices![index]! };
    }
    case 'radio': {
      const chosen = fill.byValue
        ? await radioIndexByValue(read, control, fill.value)
        : (control.choices ?? []).findIndex((text) => norm(text) === norm(fill.value));
      if (chosen < 0) return { missing: true };
      const option = control.optionRefs![chosen]!;
      if (!(await tick(page, read, option, true))) await (await read.element(option)).check();
      return { ref: option, expect: 'true' };
    }
    case 'checkbox': {
      const checked = fill.value === 'true';
      if (!(await tick(page, read, ref, checked))) await (await element()).setChecked(checked);
      return { ref, expect: checked ? 'true' : '' };
    }
    case 'file': {
      if (!fill.file) return { missing: true };
      await (await element()).setInputFiles({
        name: fill.file.name,
        mimeType: fill.file.mimeType,
        buffer: fill.file.buffer,
      });
      return { ref, expect: fill.file.name };
    }
    case 'combobox': {
      const chosen = await chooseFromCombobox(page, read, ref, fill.value, fill.search);
      if (!chosen.ok) return { missing: true, offered: chosen.offered };
      return { ref, expect: chosen.text };
    }
    case 'date': {
      if (control.readOnly) {
        await pickDate(page, await element(), fill.value);
        return { ref, expect: fill.value };
      }
      if (!(await read.type(ref, fill.value))) await (await element()).fill(fill.value);
      return { ref, expect: fill.value };
    }
    default: {
      if (!(await read.type(ref, fill.value))) await (await element()).fill(fill.value);
      return { ref, expect: fill.value };
    }
  }
}

/**
 * A box or radio ticked by the mouse (`PageControls.tick`); when the click would not land (a banner or
 * a notice over it), the layers over the page are taken away (overlays.ts) and it is tried once more.
 */
async function tick(page: Page, read: PageControls, ref: number, checked: boolean): Promise<boolean> {
  if (await read.tick(ref, checked)) return true;
  return (await clearLayers(page)).dismissed.length > 0 && read.tick(ref, checked);
}

async function radioIndexByValue(read: PageControls, control: ControlInfo, value: string): Promise<number> {
  const values = await Promise.all(
    (control.optionRefs ?? []).map(async (ref) =>
      (await read.element(ref)).evaluate((e) => (e as HTMLInputElement).value),
    ),
  );
  return values.indexOf(value);
}
