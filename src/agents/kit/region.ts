// A region of a page (its main, its body, a form) that the kit can also reach with a plain page
// script: found by its CSS selector in one expression, without Playwright's page script (decisions 0014
// and 0016). It is an ordinary locator for everything else (clicks, waits, text). Where the selector
// does not match exactly one element, the kit falls back to the locator, which waits for it or says
// why not.
import type { Frame, JSHandle, Locator, Page } from 'playwright-core';
import { unrecorded } from './unrecorded.ts';

interface Region {
  frame: Page | Frame;
  css: string;
}

const regions = new WeakMap<Locator, Region>();

/**
 * `locator` (by default `frame.locator(css)`), known to the kit as a region a page script finds by
 * `css`. Given its own locator (a role), `css` must select the same element wherever it selects one.
 */
export function region(frame: Page | Frame, css: string, locator: Locator = frame.locator(css)): Locator {
  regions.set(locator, { frame, css });
  return locator;
}

type Root = Page | Frame | Locator;

/** Where a page script finds `root`: a page or frame is its body; a locator only if made by region(). */
const targetOf = (root: Root): Region | undefined =>
  'goto' in root ? { frame: root, css: 'body' } : regions.get(root);

/**
 * The expression that runs `fn` (self-contained, as for Playwright's evaluate) on the one element `css`
 * matches, as `{ value }` when `boxed`, and is null when the selector matches none or several. An
 * expression, not a function: Playwright evaluates it as it does its own, whatever the portal's content
 * security policy says of eval.
 */
function expression(
  css: string,
  fn: (element: Element, arg: never) => unknown,
  arg: unknown,
  boxed: boolean,
) {
  const call = `(${fn})(found[0], ${arg === undefined ? 'undefined' : JSON.stringify(arg)})`;
  // A function that answers a promise is boxed once it settles (Playwright awaits the box).
  const box = `((value) => value instanceof Promise ? value.then((v) => ({ value: v })) : { value })(${call})`;
  return `(() => {
    const found = document.querySelectorAll(${JSON.stringify(css)});
    return found.length === 1 ? ${boxed ? box : call} : null;
  })()`;
}

/**
 * `fn(element, arg)` on the element `root` stands for, by value (a promise's once it settles), in one
 * round trip; undefined when a page script cannot find exactly that element (then use the locator).
 * `arg` must be JSON.
 */
export async function evaluateIn<R, A = undefined>(
  root: Root,
  fn: (element: Element, arg: A) => R,
  arg?: A,
): Promise<{ value: Awaited<R> } | undefined> {
  const target = targetOf(root);
  if (!target) return undefined;
  const found = (await unrecorded(target.frame, () =>
    target.frame.evaluate(expression(target.css, fn as never, arg, true)),
  )) as { value: Awaited<R> } | null;
  return found ?? undefined;
}

/**
 * A handle to `fn(element, arg)` on the element `root` stands for, whose value is null in the page when
 * a page script cannot find exactly that element; no handle for a locator not made by region() (then
 * use the locator).
 */
export async function evaluateHandleIn<R, A = undefined>(
  root: Root,
  fn: (element: Element, arg: A) => R,
  arg?: A,
): Promise<JSHandle<R | null> | undefined> {
  const target = targetOf(root);
  if (!target) return undefined;
  const handle = await unrecorded(target.frame, () =>
    target.frame.evaluateHandle(expression(target.css, fn as never, arg, false)),
  );
  return handle as JSHandle<R | null>;
}

/** `root.evaluate(fn, arg)`, by one page script where root is a page, a frame or a region. */
export async function evaluateAt<R, A = undefined>(
  root: Locator,
  fn: (element: Element, arg: A) => R,
  arg?: A,
): Promise<R> {
  const found = await evaluateIn(root, fn, arg);
  return found ? found.value : (unrecorded(root, () => root.evaluate(fn as never, arg)) as Promise<R>);
}

/**
 * Runs in the page (self-contained): the text under `element` as Playwright's text selector reads it,
 * open shadow roots included and scripts, styles and templates left out, whitespace collapsed.
 */
function textUnder(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) parts.push(child.nodeValue ?? '');
      else if (child.nodeType === Node.ELEMENT_NODE) {
        const e = child as Element;
        if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(e.tagName)) continue;
        if (e.shadowRoot) walk(e.shadowRoot);
        walk(e);
      }
    }
  };
  walk(element);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * Whether `root` (a page, a frame or a region) shows text `pattern` matches, read by one page script;
 * for any other locator, whether Playwright's text selector finds it under `root`.
 */
export async function showsText(root: Root, pattern: RegExp): Promise<boolean> {
  const read = await evaluateIn(root, textUnder);
  if (read) return pattern.test(read.value);
  const locator = root as Locator;
  return unrecorded(locator, async () => (await locator.getByText(pattern).count()) > 0);
}
