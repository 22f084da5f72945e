// A combobox that searches as you type (a class-code picker): the kit types, waits for the portal's
// answer as a person does, and clicks the option that is the value. The answer is either options in
// the list the combobox controls, or the page's live status saying none fit ("No class codes match
// …"): a portal that says so is not waited on for ten seconds, and one still searching ("Searching
// again in 2 s…", after a 429) is.
import type { ElementHandle, Page } from 'playwright-core';
import { cleanLabel } from './labels.ts';

export type ComboboxChoice = { ok: true; text: string } | { ok: false; offered: string[] };

/** How long a portal may take to list what fits what was typed. */
const ANSWER_MS = 10_000;

const norm = (text: string) => cleanLabel(text).toLowerCase();

/**
 * Types `search` (else `value`) into the combobox and clicks the option whose text equals `value`, or
 * begins with it followed by a separator (a class code "8810 — Clerical office"). The list is the one
 * the combobox controls (aria-controls), else any listbox shown. Not chosen: the options offered.
 */
export async function chooseFromCombobox(
  page: Page,
  element: ElementHandle<Element>,
  value: string,
  search?: string,
): Promise<ComboboxChoice> {
  const listId = await element.evaluate(
    (e) => e.getAttribute('aria-controls') ?? e.getAttribute('aria-owns'),
  );
  const before = await element.evaluate(statusTexts);
  await element.fill(search ?? value);
  const answered = await page
    .waitForFunction(
      ([combobox, id, earlier]) => {
        const root = combobox.getRootNode() as Document | ShadowRoot;
        const list = id
          ? root.querySelector(`[id="${CSS.escape(id)}"]`)
          : root.querySelector('[role="listbox"]');
        const shown = (e: Element) =>
          (e as HTMLElement).offsetParent !== null || e.getClientRects().length > 0;
        if (list && Array.from(list.querySelectorAll('[role="option"]')).some(shown)) return 'options';
        const said = Array.from(root.querySelectorAll('[role="status"], [aria-live]'))
          .map((e) => (e.textContent ?? '').trim())
          .filter((t) => t !== '' && !earlier.includes(t));
        // A status still working ("Searching…", "Loading…", "…again in 2 s") is no answer yet.
        return said.some((t) => !/search|load|wait|again|…|\.\.\./i.test(t)) ? 'status' : false;
      },
      [element, listId, before] as const,
      { polling: 50, timeout: ANSWER_MS },
    )
    .then((h) => h.jsonValue())
    .catch(() => undefined);
  if (answered !== 'options') return { ok: false, offered: [] };
  const list = listId ? page.locator(`[id="${listId}"]`) : page.getByRole('listbox').first();
  const options = list.getByRole('option');
  const texts = await options.allTextContents();
  const wanted = norm(value);
  const index = texts.findIndex((text) => {
    const t = norm(text);
    return (
      t === wanted || t.startsWith(`${wanted} `) || t.startsWith(`${wanted}—`) || t.startsWith(`${wanted}-`)
    );
  });
  if (index < 0) return { ok: false, offered: texts.map((t) => cleanLabel(t)) };
  await options.nth(index).click();
  return { ok: true, text: cleanLabel(texts[index]!) };
}

/** What the live status regions around the combobox say before anything is typed. */
function statusTexts(combobox: Element): string[] {
  const root = combobox.getRootNode() as Document | ShadowRoot;
  return Array.from(root.querySelectorAll('[role="status"], [aria-live]')).map((e) =>
    (e.textContent ?? '').trim(),
  );
}
