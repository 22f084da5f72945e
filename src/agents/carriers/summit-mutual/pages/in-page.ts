// Reads of an AgentLink page by one plain page script each, in place of a Playwright locator's count
// and read (decisions 0014 and 0016). Each finds what the locator it replaces found; where it finds
// nothing, the caller asks Playwright (its answer, or its own error, has the last word). AgentLink is
// server-rendered (no client script): the navigator has waited for the document, so these reads need
// no wait of their own.
import type { Page } from 'playwright-core';
import { unrecorded } from '../../../kit/unrecorded.ts';

/**
 * Runs in the page (self-contained): the text of the first element under the body whose text the
 * pattern matches and none of whose child elements' does (the element Playwright's `getByText` finds),
 * whitespace collapsed; null when there is none.
 */
function firstTextMatching(pattern: { source: string; flags: string }): string | null {
  const regex = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  const skip = ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'];
  const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const matches = (element: Element) => !skip.includes(element.tagName) && regex.test(textOf(element));
  for (const element of document.body.querySelectorAll('*')) {
    if (!matches(element)) continue;
    if (![...element.children].some(matches)) return textOf(element);
  }
  return null;
}

/** The text of the smallest element of the page `pattern` matches (as `getByText`), undefined for none. */
export async function textMatching(page: Page, pattern: RegExp): Promise<string | undefined> {
  const source = { source: pattern.source, flags: pattern.flags };
  return (await unrecorded(page, () => page.evaluate(firstTextMatching, source))) ?? undefined;
}

/**
 * Runs in the page (self-contained): the first alert shown (`role="alert"`, as `getByRole('alert')`
 * finds one), its text whitespace collapsed and, with `withoutTitle`, without its bold title (the text
 * whole when that leaves nothing); null when the page shows no alert.
 */
function firstAlertText(withoutTitle: boolean): string | null {
  const alert = [...document.querySelectorAll('[role="alert"]')].find(
    (e) =>
      e.closest('[aria-hidden="true"]') === null &&
      e.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions),
  );
  if (!alert) return null;
  const whole = (alert.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (!withoutTitle) return whole;
  const isTitle = (node: ChildNode) => node instanceof HTMLElement && /^(B|STRONG)$/.test(node.tagName);
  const parts = [...alert.childNodes].filter((node) => !isTitle(node)).map((node) => node.textContent);
  return parts.join(' ').replace(/\s+/g, ' ').trim() || (alert.textContent ?? '').trim();
}

/**
 * The text of the first alert the page shows (without its bold title when `withoutTitle`), read by a
 * page script; undefined when it shows none.
 */
export async function alertText(page: Page, withoutTitle = false): Promise<string | undefined> {
  return (await unrecorded(page, () => page.evaluate(firstAlertText, withoutTitle))) ?? undefined;
}
