// The buttons a playbook presses, found by role and by what they do rather than their exact caption:
// portals rename "Next" to "Continue" or "Save and continue", "Get quote" to "Calculate premium".
// A caption the playbook knows is taken first; otherwise a caption of the same intent; two different
// buttons of one intent on a page are not guessed between.
import type { Locator } from 'playwright-core';
import { portalChanged } from '../errors.ts';
import { cleanLabel } from './labels.ts';

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
  const captions = (await buttons.evaluateAll((elements) =>
    elements.map((e) => {
      const shown = (e as HTMLElement).checkVisibility?.() ?? true;
      const text =
        (e as HTMLInputElement).value && e.tagName === 'INPUT'
          ? (e as HTMLInputElement).value
          : e.textContent;
      return shown ? (e.getAttribute('aria-label') ?? text ?? '').replace(/\s+/g, ' ').trim() : '';
    }),
  )) as string[];
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
