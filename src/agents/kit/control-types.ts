// What a read of a page's controls gives (controls.ts): each control as a person reads it, and the
// read itself, through which a control is typed into, chosen, ticked and read back.
import type { ElementHandle } from 'playwright-core';
import type { ControlPart } from './parts.ts';

export type ControlKind =
  | 'text'
  | 'textarea'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'combobox'
  | 'date'
  | 'file';

export interface ControlInfo {
  /** Index of the control's element (a radio group: its first radio) among the read handles. */
  ref: number;
  /** Radio groups: each option's element index, in `choices` order. */
  optionRefs?: number[];
  label: string;
  kind: ControlKind;
  /** The fieldset legend, ARIA group name or section heading the control sits under. */
  group: string;
  /** The options a drop-down or radio group offers (their texts, a placeholder left out). */
  choices?: string[];
  /** Option values in `choices` order (drop-downs). */
  choiceValues?: string[];
  /** What it holds now: text, the chosen option's text, 'true' for a ticked box, '' when empty. */
  value: string;
  required: boolean;
  /** Marked invalid by the portal, or an error message tied to it. */
  invalid: boolean;
  hint?: string;
  error?: string;
  /** The control refuses typing (a read-only date field opened by its calendar button). */
  readOnly: boolean;
  /** The input type or tag, for evidence. */
  type: string;
  /** What the control says of the value it takes (its `pattern`, `maxlength`, `inputmode`). */
  pattern?: string;
  maxLength?: number;
  inputMode?: string;
  placeholder?: string;
  /** Its HTML autofill tokens (`autocomplete`). */
  autocomplete?: string;
  /** Its `name` attribute, else its id, as the portal's developers wrote it ("txtContactName"). */
  htmlName?: string;
  /** A number input's bounds. */
  min?: number;
  max?: number;
  /**
   * A value entered in parts (collect-controls.ts): boxes of a few characters each (`length`), or the
   * month, day and year drop-downs of a date (`role`, with their options). The first part is `ref`;
   * `value` is theirs together (a date as MM/DD/YYYY), and so is what `holds` reads for `ref`.
   */
  parts?: ControlPart[];
}

export interface PageControls {
  controls: ControlInfo[];
  /** The element of `ref` (see ControlInfo) as a Playwright handle, made on first use. */
  element(ref: number): Promise<ElementHandle<Element>>;
  /**
   * Types `value` into the text control of `ref` as a person does: focuses it, selects what it holds
   * and types over it (Playwright's keyboard). False, with nothing typed, when the control is no longer
   * in the page, hidden, disabled or read-only, or does not take the focus: the caller then acts
   * through Playwright's own `fill`, which waits for it or says why not. A native date, time, month,
   * week, colour or range input is set as Playwright's fill sets it: focused, its value set (trimmed),
   * then the input and change events; false, with its value as it was and no event, when it refuses
   * the value (it reads back otherwise: a date not written as an ISO date, a range's number beyond
   * its bounds).
   */
  type(ref: number, value: string): Promise<boolean>;
  /**
   * Chooses the option of value `value` in the drop-down of `ref` as Playwright's selectOption does
   * (the option selected, then the input and change events the page listens for). False, with nothing
   * chosen, when the drop-down is no longer in the page, hidden or disabled, or has no such option: the
   * caller then acts through Playwright's own selectOption, which waits for it or says why not.
   */
  choose(ref: number, value: string): Promise<boolean>;
  /**
   * Ticks or clears the checkbox or radio of `ref` as a person does: nothing when it already is as
   * wanted, else a click of Playwright's mouse on its middle once a page script has scrolled it into
   * view and seen that the click lands on it or its label. False, with nothing clicked, when that is
   * not so (covered, not laid out, disabled, in a frame): the caller then uses Playwright's setChecked.
   */
  tick(ref: number, checked: boolean): Promise<boolean>;
  /**
   * What each control of `refs` holds, in one script: text, a ticked box or radio as 'true', a file's
   * name. The focused control is left first (blur), as a person leaves it before pressing anything: the
   * portal's change handlers run now, so the read sees what the portal made of the value, and the next
   * click does not land while it re-renders (a validation message cleared under the button).
   */
  holds(refs: readonly number[]): Promise<string[]>;
  /**
   * `fn(element, arg)` (self-contained, `arg` JSON) on the element of `ref`, by one page script through
   * the read, answered by value: no element handle is made (decision 0014). Throws when the element is not in the read, or its document went away.
   */
  evaluate<R, A>(ref: number, fn: (element: Element, arg: A) => R, arg: A): Promise<Awaited<R>>;
  /** For each element of this read (by ref): whether no earlier read held it (shown or enabled since). */
  newSince(earlier: readonly PageControls[]): Promise<boolean[]>;
  dispose(): Promise<void>;
}
