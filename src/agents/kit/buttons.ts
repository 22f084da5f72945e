// The buttons a playbook presses, found by role and by what they do rather than their exact caption:
// portals rename "Next" to "Continue" or "Save and continue", "Get quote" to "Calculate premium".
// A caption the playbook knows is taken first; otherwise a caption of the same intent; two different
// buttons of one intent on a page are not guessed between.
import type { Locator } from 'playwright-core';
import { portalChanged } from '../errors.ts';
import { type ButtonIntent, captionOf, FINISHES, meansIntent, STAYS } from './button-intents.ts';
import { type ButtonRole, buttonsUnder, captionsUnder, rolesUnder } from './buttons-in-page.ts';
import { learnedContinues } from './learned-continue.ts';
import { clearLayers, coveringDialog, describeLayer, type LayerLog } from './overlays.ts';
import { evaluateIn } from './region.ts';
import { unrecorded } from './unrecorded.ts';

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
 * means the intent, else a continue caption learned for the screen `where` (learned-continue.ts), else,
 * for a page's finishing act (continue, rate, sign in, verify), the form's own
 * action whatever it says (`formAction`). Throws `portal_changed` naming the captions seen when there
 * is none or several.
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
  // A caption an admin accepted as this screen's continue action (learned from a take-over).
  if (fitting.length === 0 && intent === 'continue') {
    const learned = learnedContinues(root.page(), where).map(captionOf);
    const taught = captions.findIndex((c) => c !== '' && learned.includes(captionOf(c)));
    if (taught >= 0) return found(taught);
  }
  if (fitting.length === 0 && FINISHES.includes(intent)) {
    const action = formAction(captions, await rolesOf(root, buttons, inPage));
    if (action !== undefined) return found(action);
  }
  const seen = captions.filter(Boolean).map((c) => `"${c}"`);
  throw portalChanged(
    fitting.length === 0
      ? `${where}: no button to ${intent} (buttons seen: ${seen.join(', ') || 'none'})`
      : `${where}: several buttons could ${intent}: ${fitting.map((i) => `"${captions[i]}"`).join(', ')}`,
  );
}

/** What each of root's buttons is to its page, read as `captionsOf` reads their captions. */
function rolesOf(root: Locator, buttons: Locator, inPage: boolean): Promise<ButtonRole[]> {
  return unrecorded(root, async () => {
    if (inPage) {
      const read = await evaluateIn(root, rolesUnder, { roles: true as const });
      if (read) return read.value;
    }
    return buttons.evaluateAll(rolesUnder, { roles: true as const });
  });
}

/**
 * The button a page is finished with when no caption says so, by what it is to the page: of the
 * buttons whose caption does not say they stay (back, cancel, a draft, sign-out…: `STAYS`), the one
 * that submits the page's form, else the one drawn as the main action, else the only one. Undefined
 * when two are equally so: never guessed between.
 */
export function formAction(captions: readonly string[], roles: readonly ButtonRole[]): number | undefined {
  const going = captions.flatMap((c, i) => (c !== '' && !STAYS.test(captionOf(c)) ? [i] : []));
  const one = (of: number[]) => (of.length === 1 ? of[0] : undefined);
  const submits = going.filter((i) => roles[i]?.submits);
  if (submits.length > 0) return one(submits) ?? one(submits.filter((i) => roles[i]?.primary));
  return one(going.filter((i) => roles[i]?.primary)) ?? one(going);
}

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
 * `clickPoint`, and when the click would not land: the layers over the page taken away (a cookie
 * banner over the button, a notice dialog: overlays.ts) and the point read again.
 */
export async function clickPointClearing(
  target: Locator,
  log?: LayerLog,
): Promise<{ x: number; y: number } | undefined> {
  const point = await clickPoint(target);
  if (point || !readInPage(target)) return point;
  const cleared = await clearLayers(target.page(), log);
  return cleared.dismissed.length > 0 ? clickPoint(target) : undefined;
}

/**
 * Throws `portal_changed` with the layer's words when a dialog the kit could not take away covers the
 * page: a click through Playwright would wait its whole timeout for it.
 */
export async function refuseCovered(target: Locator, where: string): Promise<void> {
  const dialog = await coveringDialog(target.page());
  if (dialog)
    throw portalChanged(
      `${where}: the click on ${target.toString().replace(/^Locator@/, '')} would land on ${describeLayer(dialog)}`,
    );
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
 * Clicks `target` as a person does: at the point `clickPoint` finds with Playwright's mouse (after
 * taking away a layer the click would land on), else with Playwright's click (which waits for it, up to
 * `timeoutMs`, or says why not); a dialog the kit cannot take away is `portal_changed` at once.
 */
export async function clickButton(target: Locator, timeoutMs: number, log?: LayerLog): Promise<void> {
  const point = await clickPointClearing(target, log);
  if (point) return target.page().mouse.click(point.x, point.y);
  await refuseCovered(target, new URL(target.page().url()).pathname);
  await (await playwrightTarget(target)).click({ timeout: timeoutMs });
}
