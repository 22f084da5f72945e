// The buttons a playbook presses, found by role and by what they do rather than their exact caption:
// portals rename "Next" to "Continue" or "Save and continue", "Get quote" to "Calculate premium".
// A caption the playbook knows is taken first; otherwise a caption of the same intent; two different
// buttons of one intent on a page are not guessed between.
import type { Locator } from 'playwright-core';
import { portalChanged } from '../errors.ts';
import { cleanLabel } from './labels.ts';
import { evaluateIn } from './region.ts';
import { unrecorded } from './unrecorded.ts';

export type ButtonIntent = 'continue' | 'rate' | 'sign-in' | 'verify' | 'back';

const INTENTS: Record<ButtonIntent, RegExp> = {
  continue:
    /^(next( step| page)?|continue|save (and|&) (continue|next|proceed)|proceed|go on|forward|next ?>|>|(continue|proceed|go) to review|review)$/,
  rate: /^(get (a )?quotes?|get rates?|rate( quote| it| now| this (submission|application)| submission| application)?|calculate( premium| quote| rates?)?|price (it|quote)|quote( now)?|submit for (a )?quote|get (my )?premium|get pricing|request (a )?quote)$/,
  'sign-in': /^(sign ?in|log ?in|login|log ?on|sign ?on|continue to sign in)$/,
  verify: /^(verify|submit( code)?|confirm|continue|check code|verify code)$/,
  back: /^(back|previous|< ?back|< ?previous)$/,
};

const captionOf = (name: string) =>
  cleanLabel(name)
    .toLowerCase()
    .replace(/[»›→]+/g, '>')
    .replace(/[«‹←]+/g, '<')
    .replace(/\s+>$/, ' >')
    .trim();

/** Whether a caption means `intent`. */
export function meansIntent(caption: string, intent: ButtonIntent): boolean {
  const text = captionOf(caption);
  return INTENTS[intent].test(text) || INTENTS[intent].test(text.replace(/\s*[<>]\s*/g, '').trim());
}

/** A button found by a page script: where it was read, its place among the region's buttons, its caption. */
interface ReadButton {
  root: Locator;
  buttons: Locator;
  index: number;
  caption: string;
  /** Which of the buttons with that caption it is (0: the first). */
  occurrence: number;
  /** How many buttons the read found. */
  count: number;
  /** Links, not buttons (`linkFor`). */
  role?: 'link';
}

const readButtons = new WeakMap<Locator, ReadButton>();

/** The `index`th of `buttons` (or links), as a page script read them under `root`, to press where found. */
function remember(
  root: Locator,
  buttons: Locator,
  captions: string[],
  index: number,
  role?: 'link',
): Locator {
  const button = buttons.nth(index);
  const caption = captions[index]!;
  const occurrence = captions.slice(0, index).filter((c) => c === caption).length;
  readButtons.set(button, { root, buttons, index, caption, occurrence, count: captions.length, role });
  return button;
}

/**
 * Whether a caption is `name` as Playwright's role selector matches a name: a string, the whole caption
 * (whitespace collapsed) when `exact`, else a part of it in any case; a pattern, tested on the caption.
 */
function namedBy(name: string | RegExp, exact = false): (caption: string) => boolean {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  return (c) =>
    c !== '' &&
    (typeof name !== 'string'
      ? name.test(c)
      : exact
        ? c === norm(name)
        : c.toLowerCase().includes(norm(name).toLowerCase()));
}

/**
 * The button under `root` named `name` (as Playwright's role selector matches a name, a caption that is
 * the name itself first; else the first that matches), and no other: unlike `buttonFor`, never one of
 * like intent. Under a region it is read
 * by a page script and pressed where a page script finds it; elsewhere, or where that read finds none,
 * it is Playwright's role selector, whose click waits for it (and `Navigator.press` reports a page
 * without it).
 */
export async function buttonNamed(
  root: Locator,
  name: string | RegExp,
  options: { exact?: boolean } = {},
): Promise<Locator> {
  const read = await unrecorded(root, () => evaluateIn(root, captionsUnder));
  const captions = read?.value ?? [];
  // A caption that is the name itself before one that only holds it ("Search" before "Clear search").
  const said =
    typeof name === 'string' && !options.exact ? name.replace(/\s+/g, ' ').trim().toLowerCase() : undefined;
  const whole = said ? captions.findIndex((c) => c.toLowerCase() === said) : -1;
  const index = whole >= 0 ? whole : captions.findIndex(namedBy(name, options.exact));
  if (read && index >= 0) return remember(root, root.getByRole('button'), captions, index);
  return root.getByRole('button', { name, exact: options.exact });
}

/**
 * The one button under `root` for `intent`: a known caption first (exact), else the one whose caption
 * means the intent. Throws `portal_changed` naming the captions seen when there is none or several.
 * A button read in a region (region.ts) is pressed by `clickButton` where a page script finds it.
 */
export async function buttonFor(
  root: Locator,
  intent: ButtonIntent,
  known: readonly string[] = [],
  where = 'this page',
): Promise<Locator> {
  const buttons = root.getByRole('button');
  const { captions, inPage } = await captionsOf(root, buttons);
  const found = (index: number) => (inPage ? remember(root, buttons, captions, index) : buttons.nth(index));
  const exact = captions.findIndex((c) => c !== '' && known.some((k) => captionOf(k) === captionOf(c)));
  if (exact >= 0) return found(exact);
  const fitting = captions.flatMap((c, i) => (c !== '' && meansIntent(c, intent) ? [i] : []));
  const distinct = new Set(fitting.map((i) => captionOf(captions[i]!)));
  if (fitting.length >= 1 && distinct.size === 1) return found(fitting[0]!);
  const seen = captions.filter(Boolean).map((c) => `"${c}"`);
  throw portalChanged(
    fitting.length === 0
      ? `${where}: no button to ${intent} (buttons seen: ${seen.join(', ') || 'none'})`
      : `${where}: several buttons could ${intent}: ${fitting.map((i) => `"${captions[i]}"`).join(', ')}`,
  );
}

/**
 * Runs in the page (self-contained). Without `pick.index`: what a person reads on each button, its ARIA
 * label, an input's value, else its text, '' for one not shown. Given the buttons (Playwright's),
 * those; given an element, the buttons under it found as Playwright's role selector finds them: an
 * explicit role, else a button or a button-like input, open shadow roots included, none hidden from
 * assistive technology; links instead (an explicit role, else `a` or `area` with an address) where
 * `pick.role` says so. With `pick.index` (an element only): where a person clicks the button at that
 * place if it still reads that caption, is shown and enabled, scrolled into view where it is not, and
 * the click at its middle lands on it, as a point of the top page (a button in a frame: through each
 * frame of the same origin, not scaled, the point landing on the frame's element in its parent); else
 * null. With `pick.href` too: that link's address as written, if it still reads that caption; else null.
 */
function buttonsUnder(
  target: Element | Element[],
  pick?: { index?: number; caption?: string; role?: 'link'; href?: boolean },
): string[] | string | null | Promise<{ x: number; y: number } | null> {
  let buttons: Element[];
  if (Array.isArray(target)) buttons = target;
  else {
    const all: Element[] = [];
    const walk = (node: ParentNode) => {
      for (const e of node.querySelectorAll('*')) {
        all.push(e);
        if (e.shadowRoot) walk(e.shadowRoot);
      }
    };
    walk(target);
    const isButton = (e: Element) => {
      const role = (e.getAttribute('role') ?? '').trim().split(/\s+/)[0];
      if (pick?.role === 'link')
        return role ? role === 'link' : (e.tagName === 'A' || e.tagName === 'AREA') && e.hasAttribute('href');
      if (role) return role === 'button';
      if (e.tagName === 'BUTTON') return true;
      return (
        e.tagName === 'INPUT' && ['button', 'submit', 'reset', 'image'].includes((e as HTMLInputElement).type)
      );
    };
    const hidden = (e: Element) =>
      e.closest('[aria-hidden="true"]') !== null ||
      !e.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
    buttons = all.filter((e) => isButton(e) && !hidden(e));
  }
  const captions = buttons.map((e) => {
    const shown = (e as HTMLElement).checkVisibility?.() ?? true;
    const text =
      (e as HTMLInputElement).value && e.tagName === 'INPUT' ? (e as HTMLInputElement).value : e.textContent;
    return shown ? (e.getAttribute('aria-label') ?? text ?? '').replace(/\s+/g, ' ').trim() : '';
  });
  if (pick?.index === undefined) return captions;
  const e = buttons[pick.index];
  if (pick.href) return e && captions[pick.index] === pick.caption ? e.getAttribute('href') : null;
  if (!e || captions[pick.index] !== pick.caption || pick.caption === '') return null;
  const disabled =
    (e as HTMLButtonElement).disabled === true ||
    e.closest('[aria-disabled="true"]') !== null ||
    e.closest('fieldset[disabled]') !== null;
  if (disabled) return null;
  const inFrame = window.top !== window;
  // Where a point of this document is in the top one's viewport (Playwright's mouse), through each
  // frame element's content box up to the top: null through a frame of another origin or a scaled one,
  // or, with `hits`, where the point in a parent does not land on the frame's element (covered there).
  const inTop = (x: number, y: number, hits: boolean) => {
    let view: Window = window;
    let at = { x, y };
    while (view !== view.top) {
      let owner: Element | null = null;
      try {
        owner = view.frameElement;
      } catch {
        return null;
      }
      const parent = owner?.ownerDocument.defaultView;
      if (!owner || !parent || !(owner instanceof parent.HTMLElement)) return null;
      const box = owner.getBoundingClientRect();
      if (Math.abs(box.width - owner.offsetWidth) > 1 || Math.abs(box.height - owner.offsetHeight) > 1)
        return null;
      const style = parent.getComputedStyle(owner);
      at = {
        x: at.x + box.left + owner.clientLeft + Number.parseFloat(style.paddingLeft),
        y: at.y + box.top + owner.clientTop + Number.parseFloat(style.paddingTop),
      };
      if (hits) {
        let hit = owner.ownerDocument.elementFromPoint(at.x, at.y);
        while (hit?.shadowRoot) {
          const inner = hit.shadowRoot.elementFromPoint(at.x, at.y);
          if (!inner || inner === hit) break;
          hit = inner;
        }
        if (hit !== owner) return null;
      }
      view = parent;
    }
    return { ...at, width: view.innerWidth, height: view.innerHeight };
  };
  const box = e.getBoundingClientRect();
  const from = inFrame ? inTop(box.left, box.top, false) : null;
  const to = inFrame ? inTop(box.right, box.bottom, false) : null;
  const outOfTop =
    inFrame && (!from || !to || from.x < 0 || from.y < 0 || to.x > to.width || to.y > to.height);
  if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth || outOfTop)
    e.scrollIntoView({ block: 'center', inline: 'center' });
  // As Playwright's click: the button where it was one animation frame ago (the page has drawn what the
  // last input changed), then the click at its middle landing on it. A frame that draws nothing for a
  // second (not rendered) leaves the button to Playwright.
  const frame = () =>
    new Promise<DOMRect | null>((r) => {
      const late = inFrame ? setTimeout(() => r(null), 1000) : undefined;
      requestAnimationFrame(() => {
        clearTimeout(late);
        r(e.getBoundingClientRect());
      });
    });
  return (async () => {
    let before = await frame();
    for (let tries = 0; ; tries += 1) {
      const was = before;
      const now = await frame();
      if (!was || !now) return null;
      const same = ['x', 'y', 'width', 'height'].every(
        (k) => now[k as keyof DOMRect] === was[k as keyof DOMRect],
      );
      if (same) break;
      if (tries >= 10) return null;
      before = now;
    }
    if (!before) return null;
    if (!e.isConnected || before.width < 2 || before.height < 2) return null;
    const x = before.left + before.width / 2;
    const y = before.top + before.height / 2;
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    const lands = hit !== null && (hit === e || e.contains(hit) || (e.shadowRoot?.contains(hit) ?? false));
    if (!lands) return null;
    // In a frame: the same point in the top page, landing on each frame's element on the way up.
    const top = inTop(x, y, true);
    return top ? { x: top.x, y: top.y } : null;
  })();
}

/** `buttonsUnder` without a pick's index: the captions (the same function, typed so). */
const captionsUnder = buttonsUnder as (target: Element | Element[], pick?: { role?: 'link' }) => string[];

/**
 * The captions of `buttons` (root's buttons, or links, by role), in their order: a region (region.ts)
 * read by one page script (`inPage`), else read through Playwright.
 */
function captionsOf(
  root: Locator,
  buttons: Locator,
  role?: 'link',
): Promise<{ captions: string[]; inPage: boolean }> {
  return unrecorded(root, async () => {
    const read = await evaluateIn(root, captionsUnder, role ? { role } : undefined);
    if (read) return { captions: read.value, inPage: true };
    return { captions: await buttons.evaluateAll(captionsUnder), inPage: false };
  });
}

/** A link `linkFor` found: the locator to press, and its address as written (null for none). */
export interface FoundLink {
  link: Locator;
  href: string | null;
}

/**
 * The link under `root` a person finds by `name`, as Playwright's role selector matches a name (a
 * string: the whole caption when `exact`, else a part of it in any case; a pattern: tested on the
 * caption); the first where several match. In a region (region.ts) it is read by a page script and
 * pressed where a page script finds it (`clickPoint`); elsewhere, or where that read finds none (a name
 * given some other way than by text or ARIA label), by Playwright's role selector. Undefined when
 * neither finds one.
 */
export async function linkFor(
  root: Locator,
  name: string | RegExp,
  options: { exact?: boolean } = {},
): Promise<FoundLink | undefined> {
  const links = root.getByRole('link');
  const read = await unrecorded(root, () => evaluateIn(root, captionsUnder, { role: 'link' as const }));
  if (read) {
    const captions = read.value;
    const index = captions.findIndex(namedBy(name, options.exact));
    if (index >= 0) {
      const caption = captions[index]!;
      const link = remember(root, links, captions, index, 'link');
      const href = await unrecorded(root, () =>
        evaluateIn(root, buttonsUnder, { index, caption, role: 'link' as const, href: true }),
      );
      if (href && (typeof href.value === 'string' || href.value === null))
        return { link, href: href.value as string | null };
    }
  }
  const theirs = root.getByRole('link', { name, exact: options.exact }).first();
  return unrecorded(root, async () =>
    (await theirs.count()) === 0 ? undefined : { link: theirs, href: await theirs.getAttribute('href') },
  );
}

/** Whether `target` was read by a page script (`buttonFor`, `buttonNamed`, `linkFor` in a region). */
export const readInPage = (target: Locator): boolean => readButtons.has(target);

/**
 * Where a person's click on `target` lands, when it is a button `buttonFor` read in a region and a
 * page script finds it there as read (same place, same caption), shown, enabled, and a click at its
 * middle lands on it: the page is scrolled to it where needed. Undefined otherwise: then the caller
 * clicks through Playwright (`playwrightTarget`), which waits for the button or says why not.
 */
export async function clickPoint(target: Locator): Promise<{ x: number; y: number } | undefined> {
  const read = readButtons.get(target);
  if (!read) return undefined;
  // A page that goes away meanwhile (a navigation, a closed frame) is Playwright's to wait for.
  const pick = { index: read.index, caption: read.caption, role: read.role };
  const at = await evaluateIn(read.root, buttonsUnder, pick).catch(() => undefined);
  const point = at?.value;
  return point && typeof point === 'object' && !Array.isArray(point) ? point : undefined;
}

/**
 * The locator Playwright clicks for `target`. A button read by a page script is the same place among
 * Playwright's buttons when Playwright counts as many; else the one of Playwright's with its caption at
 * the same occurrence (the first, the second…), else `target` as it is.
 */
export async function playwrightTarget(target: Locator): Promise<Locator> {
  const read = readButtons.get(target);
  if (!read) return target;
  return unrecorded(read.root, async () => {
    if ((await read.buttons.count()) === read.count) return target;
    const theirs = await read.buttons.evaluateAll(captionsUnder).catch(() => [] as string[]);
    const at = theirs.flatMap((c, i) => (c === read.caption ? [i] : []))[read.occurrence];
    return at === undefined ? target : read.buttons.nth(at);
  });
}

/**
 * Clicks `target` as a person does: at the point `clickPoint` finds with Playwright's mouse, else with
 * Playwright's click (which waits for it, up to `timeoutMs`, or says why not).
 */
export async function clickButton(target: Locator, timeoutMs: number): Promise<void> {
  const point = await clickPoint(target);
  if (point) await target.page().mouse.click(point.x, point.y);
  else await (await playwrightTarget(target)).click({ timeout: timeoutMs });
}
