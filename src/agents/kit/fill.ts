// The one form filler every playbook uses. A playbook says what each field means (the labels it is
// known by, its value); the kit reads the page once (controls.ts), pairs fields with controls by what a
// person reads (labels.ts: synonyms, reordering and renamed ids do not matter), then acts through
// Playwright's own input: `fill`, `selectOption`, `check`, `setInputFiles`, a combobox typed into and
// its option clicked, a read-only date field set through its calendar. Nothing is assigned from a page
// script, so framework-controlled inputs see a person's events. Every control is read back after: a
// control that does not hold what was set is reported, never taken as filled.
import type { ElementHandle, Frame, Locator, Page } from 'playwright-core';
import { chooseFromCombobox } from './combobox.ts';
import { type ControlInfo, type ControlKind, type PageControls, readControls } from './controls.ts';
import { pickDate } from './date-picker.ts';
import { labelSimilarity, pairByLabel, SAME_FIELD } from './labels.ts';
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
 * unplaced, until no answer reveals more.
 */
export async function fillForm(root: Root, fills: readonly Fill[]): Promise<FillReport> {
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
  const set: { fill: Fill; control: ControlInfo; handle: ElementHandle<Element>; expect: string }[] = [];
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
    set.push({ fill, control, handle: outcome.handle, expect: outcome.expect });
  }
  const holds = await readBack(set.map((s) => s.handle));
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
  const before = earlier.flatMap((r) => r.controls.map((c) => r.element(c.ref)));
  const now = read.controls.map((c) => read.element(c.ref));
  const isNew = await now[0]!.evaluate((_, [old, current]) => current.map((e) => !old.includes(e)), [
    before,
    now,
  ] as const);
  return read.controls.filter((_, i) => isNew[i]);
}

/**
 * The options a drop-down or radio group offers for each field, found as `fillForm` finds them (by
 * label meaning, in one read), for a playbook that picks among what the portal offers (the nearest
 * limit) or asks a person to choose one; undefined for a field no such control fits.
 */
export async function choicesOf(root: Root, fields: readonly Field[]): Promise<(string[] | undefined)[]> {
  const read = await readControls(root);
  await read.dispose();
  const found = read.controls.filter((c) => c.choices).map((c) => ({ item: c, label: c.label }));
  const inGroup = (field: Field, control: ControlInfo) =>
    !field.group || labelSimilarity(control.group, field.group) >= SAME_FIELD;
  const { pairs } = pairByLabel(fields, labelsOf, found, inGroup);
  return fields.map((field) => pairs.find((p) => p.wanted === field)?.found.choices);
}

type SetOutcome = { handle: ElementHandle<Element>; expect: string } | { missing: true; offered?: string[] };

async function setControl(
  page: Page,
  read: PageControls,
  control: ControlInfo,
  fill: Fill,
): Promise<SetOutcome> {
  const element = read.element(control.ref);
  switch (control.kind) {
    case 'select': {
      const index = (control.choices ?? []).findIndex((text, i) =>
        fill.byValue ? control.choiceValues?.[i] === fill.value : norm(text) === norm(fill.value),
      );
      if (fill.value === '') {
        await element.selectOption({ value: '' });
        return { handle: element, expect: '' };
      }
      if (index < 0) return { missing: true };
      await element.selectOption({ value: control.choiceValues![index]! });
      return { handle: element, expect: control.choices![index]! };
    }
    case 'radio': {
      const chosen = fill.byValue
        ? await radioIndexByValue(read, control, fill.value)
        : (control.choices ?? []).findIndex((text) => norm(text) === norm(fill.value));
      if (chosen < 0) return { missing: true };
      const radio = read.element(control.optionRefs![chosen]!);
      await radio.check();
      return { handle: radio, expect: 'true' };
    }
    case 'checkbox': {
      await element.setChecked(fill.value === 'true');
      return { handle: element, expect: fill.value === 'true' ? 'true' : '' };
    }
    case 'file': {
      if (!fill.file) return { missing: true };
      await element.setInputFiles({
        name: fill.file.name,
        mimeType: fill.file.mimeType,
        buffer: fill.file.buffer,
      });
      return { handle: element, expect: fill.file.name };
    }
    case 'combobox': {
      const chosen = await chooseFromCombobox(page, element, fill.value, fill.search);
      if (!chosen.ok) return { missing: true, offered: chosen.offered };
      return { handle: element, expect: chosen.text };
    }
    case 'date': {
      if (control.readOnly) {
        await pickDate(page, element, fill.value);
        return { handle: element, expect: fill.value };
      }
      await element.fill(fill.value);
      return { handle: element, expect: fill.value };
    }
    default: {
      await element.fill(fill.value);
      return { handle: element, expect: fill.value };
    }
  }
}

async function radioIndexByValue(read: PageControls, control: ControlInfo, value: string): Promise<number> {
  const values = await Promise.all(
    (control.optionRefs ?? []).map((ref) => read.element(ref).evaluate((e) => (e as HTMLInputElement).value)),
  );
  return values.indexOf(value);
}

/**
 * What each control holds once the person has left the last one, in one script: text, a ticked box or
 * radio as 'true', a file's name. Leaving (blur) is what a person does before pressing anything: the
 * portal's change handlers run now, so the read-back sees what it made of the value, and the next
 * click does not land while it re-renders (a validation message cleared under the button).
 */
async function readBack(handles: ElementHandle<Element>[]): Promise<string[]> {
  if (handles.length === 0) return [];
  const [first] = handles;
  return first!.evaluate((anchor, elements) => {
    let active = anchor.ownerDocument.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    (active as HTMLElement | null)?.blur();
    return elements.map((e) => {
      if (e instanceof HTMLSelectElement) return e.value === '' ? '' : (e.selectedOptions[0]?.text ?? '');
      if (e instanceof HTMLInputElement && (e.type === 'checkbox' || e.type === 'radio'))
        return e.checked ? 'true' : '';
      if (e instanceof HTMLInputElement && e.type === 'file') return e.files?.[0]?.name ?? '';
      return (e as HTMLInputElement).value ?? '';
    });
  }, handles);
}
