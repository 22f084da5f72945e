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

/**
 * The one button under `root` for `intent`: a known caption first (exact), else the one whose caption
 * means the intent. Throws `portal_changed` naming the captions seen when there is none or several.
 */
export async function buttonFor(
  root: Locator,
  intent: ButtonIntent,
  known: readonly string[] = [],
  where = 'this page',
): Promise<Locator> {
  const buttons = root.getByRole('button');
  const captions = await captionsOf(root, buttons);
  const exact = captions.findIndex((c) => c !== '' && known.some((k) => captionOf(k) === captionOf(c)));
  if (exact >= 0) return buttons.nth(exact);
  const fitting = captions.flatMap((c, i) => (c !== '' && meansIntent(c, intent) ? [i] : []));
  const distinct = new Set(fitting.map((i) => captionOf(captions[i]!)));
  if (fitting.length >= 1 && distinct.size === 1) return buttons.nth(fitting[0]!);
  const seen = captions.filter(Boolean).map((c) => `"${c}"`);
  throw portalChanged(
    fitting.length === 0
      ? `${where}: no button to ${intent} (buttons seen: ${seen.join(', ') || 'none'})`
      : `${where}: several buttons could ${intent}: ${fitting.map((i) => `"${captions[i]}"`).join(', ')}`,
  );
}

/**
 * Runs in the page (self-contained): what a person reads on each button, its ARIA label, an input's
 * value, else its text, '' for one not shown. Given the buttons (Playwright's), those; given an
 * element, the buttons under it found as Playwright's role selector finds them: an explicit role, else
 * a button or a button-like input, open shadow roots included, none hidden from assistive technology.
 */
function buttonCaptions(target: Element | Element[]): string[] {
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
  return buttons.map((e) => {
    const shown = (e as HTMLElement).checkVisibility?.() ?? true;
    const text =
      (e as HTMLInputElement).value && e.tagName === 'INPUT' ? (e as HTMLInputElement).value : e.textContent;
    return shown ? (e.getAttribute('aria-label') ?? text ?? '').replace(/\s+/g, ' ').trim() : '';
  });
}

/**
 * The captions of `buttons` (root's buttons by role), in their order. A region (region.ts) is read by
 * one page script, taken only when Playwright counts as many buttons; otherwise Playwright reads them.
 */
function captionsOf(root: Locator, buttons: Locator): Promise<string[]> {
  return unrecorded(root, async () => {
    const read = await evaluateIn(root, buttonCaptions);
    if (read && (await buttons.count()) === read.value.length) return read.value;
    return buttons.evaluateAll(buttonCaptions);
  });
}
