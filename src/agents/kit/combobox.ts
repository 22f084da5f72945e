// A combobox that searches as you type (a class-code picker): the kit types, waits for the portal's
// answer as a person does, and clicks the option that is the value. The answer is either options in
// the list the combobox controls, or the page's live status saying none fit ("No class codes match
// …"): a portal that says so is not waited on for ten seconds, and one still searching ("Searching
// again in 2 s…", after a 429) is.
//
// In a page's own document (not a frame, not a shadow root) all of it stays in page scripts: the
// combobox read through the controls' read (controls.ts), the search typed with Playwright's keyboard
// into it once a page script focused it, the answer waited for by `waitInPage`, the option clicked with
// Playwright's mouse at a point a page script sees the click land on it. No Playwright page script
// (decisions 0014 and 0016). Elsewhere, or where a step cannot be done so (the field does
// not take the focus, the option is covered or still moving), Playwright's own fill, waitForFunction,
// locators and click do that step on, which wait or say why not.
import type { Page } from 'playwright-core';
import type { PageControls } from './controls.ts';
import { cleanLabel } from './labels.ts';
import { waitInPage } from './wait-in-page.ts';

export type ComboboxChoice = { ok: true; text: string } | { ok: false; offered: string[] };

/** How long a portal may take to list what fits what was typed. */
const ANSWER_MS = 10_000;

const norm = (text: string) => cleanLabel(text).toLowerCase();

/**
 * Types `search` (else `value`) into the combobox of `ref` in `read` and clicks the option whose text
 * equals `value`, or begins with it followed by a separator (a class code "8810 — Clerical office").
 * The list is the one the combobox controls (aria-controls), else any listbox shown. Not chosen: the
 * options offered.
 */
export async function chooseFromCombobox(
  page: Page,
  read: PageControls,
  ref: number,
  value: string,
  search?: string,
): Promise<ComboboxChoice> {
  const { listId, before, inDocument } = await read.evaluate(ref, comboboxState, undefined);
  const typed = search ?? value;
  if (!inDocument || !(await read.type(ref, typed)))
    return throughPlaywright(page, read, ref, value, typed, listId, before);
  const answered = await waitInPage(page, listAnswer, [null, listId, before] as const, {
    timeoutMs: ANSWER_MS,
    pollMs: 50,
  }).catch(() => undefined);
  if (answered !== 'options') return { ok: false, offered: [] };
  // The document gone since (a navigation): no answer, as when it goes while waited on.
  const texts = await read.evaluate(ref, optionTexts, { listId }).catch(() => undefined);
  if (!texts) return { ok: false, offered: [] };
  const index = texts.findIndex((text) => fits(text, value));
  if (index < 0) return { ok: false, offered: texts.map((t) => cleanLabel(t)) };
  const at = await read
    .evaluate(ref, optionPoint, { listId, index, text: texts[index]! })
    .catch(() => undefined);
  if (!at) return chooseInList(page, listId, value);
  await page.mouse.click(at.x, at.y);
  return { ok: true, text: cleanLabel(texts[index]!) };
}

/** Whether an option's text is `value`, or begins with it followed by a separator. */
function fits(text: string, value: string): boolean {
  const wanted = norm(value);
  const t = norm(text);
  return (
    t === wanted || t.startsWith(`${wanted} `) || t.startsWith(`${wanted}—`) || t.startsWith(`${wanted}-`)
  );
}

/** Playwright's own way: its fill, its waitForFunction, its locators and click. */
async function throughPlaywright(
  page: Page,
  read: PageControls,
  ref: number,
  value: string,
  typed: string,
  listId: string | null,
  before: string[],
): Promise<ComboboxChoice> {
  const element = await read.element(ref);
  await element.fill(typed);
  const answered = await page
    .waitForFunction(listAnswer, [element, listId, before] as const, { polling: 50, timeout: ANSWER_MS })
    .then((h) => h.jsonValue())
    .catch(() => undefined);
  if (answered !== 'options') return { ok: false, offered: [] };
  return chooseInList(page, listId, value);
}

/** The options of the list read and the one that fits clicked by Playwright's locators. */
async function chooseInList(page: Page, listId: string | null, value: string): Promise<ComboboxChoice> {
  const list = listId ? page.locator(`[id="${listId}"]`) : page.getByRole('listbox').first();
  const options = list.getByRole('option');
  const texts = await options.allTextContents();
  const index = texts.findIndex((text) => fits(text, value));
  if (index < 0) return { ok: false, offered: texts.map((t) => cleanLabel(t)) };
  await options.nth(index).click();
  return { ok: true, text: cleanLabel(texts[index]!) };
}

/**
 * Runs in the page (self-contained): the list the combobox controls, what the live status regions
 * around it say before anything is typed, and whether it is in its page's own document (not in a
 * frame or a shadow root), where a page script of the page finds what it finds.
 */
function comboboxState(combobox: Element): { listId: string | null; before: string[]; inDocument: boolean } {
  const root = combobox.getRootNode() as Document | ShadowRoot;
  return {
    listId: combobox.getAttribute('aria-controls') ?? combobox.getAttribute('aria-owns'),
    before: Array.from(root.querySelectorAll('[role="status"], [aria-live]')).map((e) =>
      (e.textContent ?? '').trim(),
    ),
    inDocument: root === combobox.ownerDocument && window.top === window,
  };
}

/**
 * Runs in the page (self-contained): whether the portal has answered what was typed: 'options' when
 * the list (by `id`, else the first listbox) shows options, 'status' when a live status says something
 * new (`earlier`: what they said before) that is not still working. The combobox's root is searched,
 * the document when no combobox is given.
 */
function listAnswer([combobox, id, earlier]: readonly [Element | null, string | null, readonly string[]]):
  | 'options'
  | 'status'
  | false {
  const root = (combobox ? combobox.getRootNode() : document) as Document | ShadowRoot;
  const list = id ? root.querySelector(`[id="${CSS.escape(id)}"]`) : root.querySelector('[role="listbox"]');
  const shown = (e: Element) => (e as HTMLElement).offsetParent !== null || e.getClientRects().length > 0;
  if (list && Array.from(list.querySelectorAll('[role="option"]')).some(shown)) return 'options';
  const said = Array.from(root.querySelectorAll('[role="status"], [aria-live]'))
    .map((e) => (e.textContent ?? '').trim())
    .filter((t) => t !== '' && !earlier.includes(t));
  // A status still working ("Searching…", "Loading…", "…again in 2 s") is no answer yet.
  return said.some((t) => !/search|load|wait|again|…|\.\.\./i.test(t)) ? 'status' : false;
}

/**
 * Runs in the page (self-contained). Without `pick.index`: the text of each option the list (by
 * `listId`, else the first listbox, in the combobox's root) shows, as Playwright's role selector
 * finds them (explicit role, none hidden from assistive technology) and reads their text. With it:
 * where a person clicks that option if it still reads `pick.text`, scrolled into view where it is not,
 * once it stays in place for an animation frame and a click at its middle lands on it; else null.
 */
function optionsOf(
  combobox: Element,
  pick: { listId: string | null; index?: number; text?: string },
): string[] | Promise<{ x: number; y: number } | null> {
  const root = combobox.getRootNode() as Document | ShadowRoot;
  const list = pick.listId
    ? root.querySelector(`[id="${CSS.escape(pick.listId)}"]`)
    : root.querySelector('[role="listbox"]');
  const options = Array.from(list?.querySelectorAll('[role="option"]') ?? []).filter(
    (e) =>
      e.closest('[aria-hidden="true"]') === null &&
      e.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions),
  );
  const texts = options.map((e) => e.textContent ?? '');
  if (pick.index === undefined) return texts;
  const option = options[pick.index];
  if (!option || texts[pick.index] !== pick.text) return Promise.resolve(null);
  const box = option.getBoundingClientRect();
  if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth)
    option.scrollIntoView({ block: 'center', inline: 'center' });
  // As Playwright's click: where the option was one animation frame ago, the same now; a page that draws
  // nothing for a second leaves the option to Playwright.
  const frame = () =>
    new Promise<DOMRect | null>((resolve) => {
      const late = setTimeout(() => resolve(null), 1000);
      requestAnimationFrame(() => {
        clearTimeout(late);
        resolve(option.getBoundingClientRect());
      });
    });
  return (async () => {
    let before = await frame();
    for (let tries = 0; ; tries += 1) {
      const now = await frame();
      if (!before || !now) return null;
      const same = (['x', 'y', 'width', 'height'] as const).every((k) => now[k] === before![k]);
      if (same) break;
      if (tries >= 10) return null;
      before = now;
    }
    if (!option.isConnected || before.width < 2 || before.height < 2) return null;
    const x = before.left + before.width / 2;
    const y = before.top + before.height / 2;
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return hit !== null && (hit === option || option.contains(hit)) ? { x, y } : null;
  })();
}

/** `optionsOf` without a pick's index: the options' texts (the same function, typed so). */
const optionTexts = optionsOf as (combobox: Element, pick: { listId: string | null }) => string[];

/** `optionsOf` with a pick's index: where to click the option (the same function, typed so). */
const optionPoint = optionsOf as (
  combobox: Element,
  pick: { listId: string | null; index: number; text: string },
) => Promise<{ x: number; y: number } | null>;
