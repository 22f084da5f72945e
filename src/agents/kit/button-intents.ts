// What a button's caption says it does (continue, rate, sign in, verify, back) or that it stays on the
// page: the words of what buttons do, not a portal's captions. buttons.ts finds buttons by them, and a
// person's take-over is read with them (runs/learn-from-take-over.ts).
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

/**
 * What a button says when it does not press a page on: back, cancel, a draft kept, sign-out, delete,
 * clear, print, help, search, add or upload. The words of what a button does, not a portal's captions.
 */
export const STAYS =
  /\b(back|previous|prev|cancel|draft|later|exit|quit|sign ?out|log ?out|log ?off|delete|remove|discard|clear|reset|start over|print|help|search|look ?up|find|add|upload|attach|edit|download|close|view)\b|^<|^(save|store|keep)$/;

/** Intents whose button is the one a page is finished with: the form's own action when no caption says so. */
export const FINISHES: readonly ButtonIntent[] = ['continue', 'rate', 'sign-in', 'verify'];

/** A caption as intents are read in it: cleaned, lower case, arrows as < and >. */
export const captionOf = (name: string) =>
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
