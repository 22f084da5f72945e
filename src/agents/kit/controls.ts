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
import type { ControlInfo, PageControls } from './control-types.ts';
import { joinParts } from './parts.ts';
import { evaluateHandleIn, evaluateIn } from './region.ts';
import { unrecorded } from './unrecorded.ts';

export type { ControlInfo, ControlKind, PageControls } from './control-types.ts';

/** Inputs that take no typing, set as Playwright's fill sets them (their value, then input and change). */
const VALUE_SET_TYPES = ['color', 'date', 'time', 'datetime-local', 'month', 'range', 'week'];

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
