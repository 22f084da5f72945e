// A person with the keyboard only: Tab (or Shift+Tab, back to a control above) until the control holds
// the focus, then typing, arrows for a choice of a list, Space for a box, Enter for a button. The test
// finds the control it wants in the page; only keys reach it. Mouse presses are counted, to be none.
import type { Locator, Page } from 'playwright-core';

const MARK = 'data-keys-target';

/** Moves the focus to `target` with Tab, or Shift+Tab when it is above the focus, as a person would. */
export async function tabTo(page: Page, target: Locator, limit = 400): Promise<void> {
  await target.evaluate((el, mark) => el.setAttribute(mark, ''), MARK);
  try {
    for (let i = 0; i < limit; i++) {
      const where = await page.evaluate((mark) => {
        const el = document.querySelector(`[${mark}]`)!;
        const active = document.activeElement;
        if (active === el) return 'here';
        if (!active || active === document.body) return 'after';
        return active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING ? 'before' : 'after';
      }, MARK);
      if (where === 'here') return;
      await page.keyboard.press(where === 'before' ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`${target} never took the focus in ${limit} presses of Tab`);
  } finally {
    await target.evaluate((el, mark) => el.removeAttribute(mark), MARK).catch(() => undefined);
  }
}

/** Types `value` into a text or number field (what it held replaced), or picks it in a list with the arrows. */
export async function typeInto(page: Page, target: Locator, value: string): Promise<void> {
  await tabTo(page, target);
  if ((await target.evaluate((el) => el.tagName)) === 'SELECT') {
    const { at, to } = await target.evaluate(
      (el: HTMLSelectElement, v) => ({
        at: el.selectedIndex,
        to: [...el.options].findIndex((o) => o.value === v),
      }),
      value,
    );
    if (to < 0) throw new Error(`${target} has no option ${value}`);
    for (let i = at; i < to; i++) await page.keyboard.press('ArrowDown');
    for (let i = at; i > to; i--) await page.keyboard.press('ArrowUp');
    return;
  }
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
}

/** Presses a button or a link with Enter, or ticks a box with Space. */
export async function press(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  const type = await target.evaluate((el) => (el as HTMLInputElement).type);
  await page.keyboard.press(type === 'checkbox' || type === 'radio' ? 'Space' : 'Enter');
}

/** Counts mouse buttons pressed on the page (the keyboard-only person presses none). */
export async function countClicks(page: Page): Promise<() => number> {
  let clicks = 0;
  await page.exposeFunction('countMouseDown', () => {
    clicks += 1;
  });
  await page.addInitScript(() =>
    document.addEventListener(
      'mousedown',
      () => (window as unknown as { countMouseDown(): void }).countMouseDown(),
      true,
    ),
  );
  return () => clicks;
}

/**
 * Answers the carrier's question form with the keys, as a cautious person: No to a yes/no (Tab to the
 * pair, then an arrow), the first option of a list, a fitting number or text; then sends it with Enter.
 * `answer` gives the typed text for a question's words. Returns the words of the questions answered.
 */
export async function answerFormByKeys(
  page: Page,
  form: Locator,
  answer: (words: string) => string,
): Promise<string[]> {
  const asked: string[] = [];
  for (const pair of await form.locator('fieldset').all()) {
    const yes = pair.locator('input[type=radio]').first();
    if ((await yes.count()) === 0) continue;
    asked.push((await pair.locator('legend').textContent()) ?? '');
    await tabTo(page, yes);
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
  }
  for (const select of await form.locator('select').all()) {
    asked.push((await select.evaluate((el) => el.closest('label')?.textContent)) ?? '');
    const first = await select.evaluate((el: HTMLSelectElement) => el.options[1]?.value ?? '');
    if (!(await select.inputValue())) await typeInto(page, select, first);
  }
  for (const input of await form.locator('input:not([type=radio]):not([type=checkbox])').all()) {
    if (await input.inputValue()) continue;
    const words = (await input.evaluate((el) => el.closest('label')?.textContent)) ?? '';
    asked.push(words);
    await typeInto(page, input, answer(words));
  }
  await press(page, form.getByRole('button', { name: 'Send answers' }));
  return asked;
}
