// What the SPA keeps between screens, as single-page apps do: the reference data (loaded once per visit)
// and the submission a save just answered with (the next screen shows it without asking again).
import { api } from './api.ts';
import type { QuoteView, Reference } from './types.ts';

let reference: Promise<Reference> | undefined;

export function loadReference(): Promise<Reference> {
  if (!reference) {
    reference = api<Reference>('GET', '/api/reference');
    reference.catch(() => {
      reference = undefined;
    });
  }
  return reference;
}

let justSaved: QuoteView | undefined;

/** Hands a save's answer to the next screen. */
export function remember(view: QuoteView): void {
  justSaved = view;
}

/** The submission: the one just saved when it is this one, else from the server. */
export function loadQuote(ref: string): Promise<QuoteView> {
  const saved = justSaved;
  justSaved = undefined;
  return saved?.ref === ref ? Promise.resolve(saved) : api<QuoteView>('GET', `/api/quotes/${ref}`);
}
