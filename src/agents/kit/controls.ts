// What a page offers to fill, read in ONE evaluated script (decision 0014): every visible
// control under a root, open shadow roots included, with what a person reads for it (its label, a radio
// group's question, the group or section it sits in), its kind, its choices, its value and whether the
// portal requires it. The read stays in the page: a control is focused through it and typed into with
// Playwright's keyboard (trusted input events, which framework-controlled inputs honour), a box or radio
// clicked with Playwright's mouse, a drop-down chosen as Playwright's selectOption chooses; a Playwright
// element handle is made only where Playwright's own action is needed (a calendar, a file, a control
// not as expected); a searching combobox is read through `evaluate` (combobox.ts). A page, a frame or
// a region (region.ts) is read with no element handle and no locator evaluated (decisions 0014, 0016).
import type { ElementHandle, Frame, JSHandle, Locator, Page } from 'playwright-core';
import { collectControls } from './collect-controls.ts';
import type { ControlPart } from './parts.ts';
import { joinParts } from './parts.ts';
import { evaluateHandleIn, evaluateIn } from './region.ts';
import { unrecorded } from './unrecorded.ts';

export type ControlKind =
  | 'text'
  | 'textarea'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'combobox'
  | 'date'
  | 'file';

/** Inputs that take no typing, set as Playwright's fill sets them (their value, then input and change). */
const VALUE_SET_TYPES = ['color', 'date', 'time', 'datetime-local', 'month', 'range', 'week'];

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

type Root = Page | Frame | Locator;

/** A read as it stays in the page: what was read, and its controls' elements in `ref` order. */
type Held = JSHandle<{ info: ControlInfo[]; elements: Element[] }>;
const held = new WeakMap<PageControls, Held>();

/**
 * The read of `root` held in the page, and what it found. A page, a frame or a region (region.ts) is
 * read by a page script; any other locator, or a region not found as one element, through Playwright.
 */
function collectUnder(root: Root, keep: boolean): Promise<{ handle: Held; info: ControlInfo[] }> {
  return unrecorded(root, () => collectHeld(root, keep));
}

async function collectHeld(root: Root, keep: boolean): Promise<{ handle: Held; info: ControlInfo[] }> {
  const direct = await evaluateHandleIn(root, collectControls, keep);
  if (direct) {
    const info = await direct.evaluate((r) => (r ? (r.info as ControlInfo[]) : null));
    if (info) return { handle: direct as unknown as Held, info };
    await direct.dispose();
  }
  const handle = (await (root as Locator).evaluateHandle(collectControls, keep)) as unknown as Held;
  return { handle, info: await handle.evaluate((r) => r.info) };
}

/** Reads the controls under `root` (a page, a frame, or a locator such as a dialog). */
export async function readControls(root: Root): Promise<PageControls> {
  const { handle, info } = await collectUnder(root, true);
  const page = 'page' in root ? root.page() : root;
  const made = new Map<number, Promise<ElementHandle<Element>>>();
  /** What each element of `refs` holds (see PageControls.holds), in one script. */
  const holdsOf = (refs: readonly number[]): Promise<string[]> => {
    return unrecorded(handle, () =>
      handle.evaluate((r, wanted) => {
        const first = r.elements[0];
        let active = first?.ownerDocument.activeElement ?? null;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        (active as HTMLElement | null)?.blur();
        return wanted.map((i) => {
          const e = r.elements[i];
          if (e instanceof HTMLSelectElement) return e.value === '' ? '' : (e.selectedOptions[0]?.text ?? '');
          if (e instanceof HTMLInputElement && (e.type === 'checkbox' || e.type === 'radio'))
            return e.checked ? 'true' : '';
          if (e instanceof HTMLInputElement && e.type === 'file') return e.files?.[0]?.name ?? '';
          return (e as HTMLInputElement | undefined)?.value ?? '';
        });
      }, refs),
    );
  };
  const read: PageControls = {
    controls: info,
    element(ref) {
      let element = made.get(ref);
      if (!element) {
        element = unrecorded(handle, () =>
          handle.evaluateHandle((r, i) => {
            const e = r.elements[i];
            if (!e) throw new Error(`no control element ${i}`);
            return e;
          }, ref),
        ) as Promise<ElementHandle<Element>>;
        made.set(ref, element);
      }
      return element;
    },
    async type(ref, value) {
      // The value enters a page script only for an input set as Playwright's fill sets it (a date, a
      // colour); anything else, a password above all, is typed by the keyboard alone.
      const kind = info.find((c) => c.ref === ref)?.type ?? '';
      const wantedInPage = VALUE_SET_TYPES.includes(kind) ? value : null;
      // Recorded in a trace: the typing that follows, not this read.
      const focused = await unrecorded(handle, () =>
        handle.evaluate(
          (r, [i, wanted]) => {
            const e = r.elements[i] as HTMLInputElement | HTMLTextAreaElement | undefined;
            // Types a person types into; a native date, time or colour input is set as Playwright's
            // fill sets it (below); a number's own input is left to Playwright's fill.
            const typed =
              e instanceof HTMLTextAreaElement ||
              ['text', 'search', 'tel', 'url', 'email'].includes(e?.type ?? '');
            const setsValue =
              e instanceof HTMLInputElement &&
              ['color', 'date', 'time', 'datetime-local', 'month', 'range', 'week'].includes(e.type);
            if (!e?.isConnected || !(typed || setsValue) || e.disabled || e.readOnly || !e.checkVisibility())
              return false;
            e.focus();
            let active = e.ownerDocument.activeElement;
            while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
            if (active !== e) return false;
            if (setsValue) {
              // As Playwright's fill: the value trimmed, set, then the input and change events. A value
              // the input refuses (it reads back otherwise: not an ISO date, a clamped range) is put back
              // as it was, with no event, for Playwright's fill to say or do what it does.
              if (wanted === null) return false;
              const before = e.value;
              const value = wanted.trim();
              e.value = value;
              if (e.value !== value) {
                e.value = before;
                return false;
              }
              e.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
              e.dispatchEvent(new Event('change', { bubbles: true }));
              return 'set' as const;
            }
            // The keyboard types into the focused frame: this one must hold the focus.
            if (!e.ownerDocument.hasFocus()) return false;
            e.select();
            return true;
          },
          [ref, wantedInPage] as const,
        ),
      );
      if (focused === 'set') return true;
      if (!focused) return false;
      if (value === '') await page.keyboard.press('Delete');
      else await page.keyboard.insertText(value);
      return true;
    },
    choose(ref, value) {
      return handle.evaluate(
        (r, [i, wanted]) => {
          const e = r.elements[i];
          if (!(e instanceof HTMLSelectElement) || !e.isConnected || e.disabled || !e.checkVisibility())
            return false;
          const option = [...e.options].find((o) => o.value === wanted);
          if (!option) return false;
          option.selected = true;
          e.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
          e.dispatchEvent(new Event('change', { bubbles: true }));
          return true;
        },
        [ref, value] as const,
      );
    },
    async tick(ref, checked) {
      // Recorded in a trace: the click that follows, not this read.
      const at = await unrecorded(handle, () =>
        handle.evaluate(
          (r, [i, wanted]) => {
            const e = r.elements[i];
            if (!(e instanceof HTMLInputElement) || !e.isConnected || e.disabled || window.top !== window)
              return null;
            if (e.checked === wanted) return 'done' as const;
            e.scrollIntoView({ block: 'center', inline: 'center' });
            const box = e.getBoundingClientRect();
            if (box.width < 2 || box.height < 2) return null;
            const x = box.left + box.width / 2;
            const y = box.top + box.height / 2;
            let hit = document.elementFromPoint(x, y);
            while (hit?.shadowRoot) {
              const inner = hit.shadowRoot.elementFromPoint(x, y);
              if (!inner || inner === hit) break;
              hit = inner;
            }
            const lands =
              hit === e || [...(e.labels ?? [])].some((label) => hit !== null && label.contains(hit));
            return lands ? { x, y } : null;
          },
          [ref, checked] as const,
        ),
      );
      if (at === null) return false;
      if (at !== 'done') await page.mouse.click(at.x, at.y);
      return true;
    },
    async holds(refs) {
      const partsOf = (ref: number) => info.find((c) => c.ref === ref)?.parts;
      const read = await holdsOf(refs.flatMap((ref) => partsOf(ref)?.map((p) => p.ref) ?? [ref]));
      let at = 0;
      return refs.map((ref) => {
        const parts = partsOf(ref);
        const from = at;
        at += parts?.length ?? 1;
        return parts ? joinParts(parts, read.slice(from, at)) : read[from]!;
      });
    },
    evaluate(ref, fn, arg) {
      // The read's handle stays the one argument; `fn` is called on its element inside (as written).
      const call = new Function(
        'r',
        'a',
        `const e = r.elements[a[0]];
        if (!e) throw new Error('no control element ' + a[0]);
        return (${fn})(e, a[1]);`,
      ) as (r: { elements: Element[] }, a: readonly [number, unknown]) => unknown;
      return unrecorded(handle, () => handle.evaluate(call as never, [ref, arg] as const)) as never;
    },
    async newSince(earlier) {
      const before = earlier.map((r) => held.get(r)).filter((h): h is Held => h !== undefined);
      return unrecorded(handle, () =>
        handle.evaluate(
          (r, olds) => r.elements.map((e) => !olds.some((o) => o.elements.includes(e))),
          before,
        ),
      );
    },
    async dispose() {
      const elements = await Promise.all([...made.values()].map((e) => e.catch(() => undefined)));
      await Promise.all([handle, ...elements].map((h) => h?.dispose().catch(() => undefined)));
    },
  };
  held.set(read, handle);
  return read;
}

/** What the controls under `root` are, with nothing kept in the page (one script, nothing to dispose). */
export async function readControlInfo(root: Root): Promise<ControlInfo[]> {
  const direct = await evaluateIn(root, collectControls, false);
  if (direct) return direct.value.info as ControlInfo[];
  return unrecorded(
    root,
    async () => (await (root as Locator).evaluate(collectControls, false)).info as ControlInfo[],
  );
}
