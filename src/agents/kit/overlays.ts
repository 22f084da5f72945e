// Layers over a portal's pages that are not its pages (decision 0020): cookie and consent banners, notice
// and announcement dialogs, chat launchers, tours. The kit takes them away as a person does, by the
// button that accepts, acknowledges or closes them (overlays-in-page.ts reads which, by what the
// buttons do, not by a list of captions), once: a portal that remembers the choice does not show them
// again, and the kept session carries its cookie to the next job. Every page the navigator shows is
// cleared after it is ready; a click a layer would take is cleared and tried again, never waited on.
// A layer of the portal's own flow (with fields to fill, or a button that submits a form) is never
// touched, and one the kit cannot take away is evidence: what covers the page, in its words.
import type { Frame, Page } from 'playwright-core';
import { type Layer, layersOnPage } from './overlays-in-page.ts';
import { unrecorded } from './unrecorded.ts';

/**
 * What a button that takes a layer away says it does (accept, agree, allow, acknowledge, close,
 * dismiss, not now…), and what a button that leads elsewhere says (settings, preferences, details, a
 * policy, sign-out): the second are never pressed. A layer with one button left and no such word is
 * taken away by that button, whatever it says. Words of what buttons do, not a portal's captions.
 */
export const LAYER_INTENT = {
  dismiss:
    '^(accept|agree|allow|ok|okay|got it|i understand|understood|acknowledge|dismiss|close|hide|no,? thanks|not now|maybe later|later|skip)\\b|^[\u00d7\u2715\u2716x]$',
  away: '\\b(manage|settings|preferences|customi[sz]e|choices|options|learn|more info|details|policy|privacy|terms|read|sign ?out|log ?out|help|contact|chat with)\\b',
};

export interface ClearedLayers {
  /** What was taken away: its words and the button pressed. */
  dismissed: { text: string; pressed: string }[];
  /** Layers still over the page that are not the portal's flow (none dismissable, or one that stayed). */
  left: Layer[];
}

export type LayerLog = (message: string, fields?: Record<string, unknown>) => void;

/** The layers over the page (a page script, unrecorded). */
export function readLayers(frame: Page | Frame): Promise<Layer[]> {
  return unrecorded(frame, () => frame.evaluate(layersOnPage, LAYER_INTENT)).catch(() => []);
}

/**
 * Takes away every layer over the page that a button of its own dismisses (at most four, in the
 * order they lie), each with Playwright's mouse where a page script sees the click land, then reads
 * the page again. A layer still there after its button was pressed is left, and told in `left`.
 */
export async function clearLayers(page: Page, log?: LayerLog): Promise<ClearedLayers> {
  const dismissed: ClearedLayers['dismissed'] = [];
  const stayed = new Set<string>();
  for (let round = 0; round < 4; round += 1) {
    const layers = (await readLayers(page)).filter((l) => !l.flow);
    const next = layers.find((l) => l.point && !stayed.has(l.text));
    if (!next?.point || !next.dismiss) return { dismissed, left: layers };
    await page.mouse.click(next.point.x, next.point.y);
    // The layer goes when the page has drawn the click's effect: two animation frames.
    await unrecorded(page, () =>
      page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))),
      ),
    ).catch(() => undefined);
    const after = await readLayers(page);
    if (after.some((l) => l.text === next.text)) stayed.add(next.text);
    else {
      dismissed.push({ text: next.text, pressed: next.dismiss });
      log?.('Took away a layer over the page', { layer: next.text, pressed: next.dismiss });
    }
  }
  return { dismissed, left: (await readLayers(page)).filter((l) => !l.flow) };
}

/**
 * A dialog over most of the page that the kit could not take away (no button of its own dismisses it,
 * or it stayed): a click on the page under it cannot land, so it is told at once, not waited on. A
 * layer without buttons (a page busy behind a spinner) is not one: it goes by itself.
 */
export async function coveringDialog(page: Page): Promise<Layer | undefined> {
  // A layer with no button of its own is the page busy (a spinner over it): Playwright's click waits.
  return (await readLayers(page)).find(
    (l) => !l.flow && l.kind === 'dialog' && l.covers > 0.5 && l.buttons.length > 0,
  );
}

/** A layer's words for evidence: `a dialog "…" (buttons "A", "B")`. */
export function describeLayer(layer: Layer): string {
  const buttons =
    layer.buttons.length > 0 ? ` (buttons ${layer.buttons.map((b) => `"${b}"`).join(', ')})` : '';
  return `${layer.kind === 'dialog' ? 'a dialog' : `a layer over ${Math.round(layer.covers * 100)} % of the page`} "${layer.text}"${buttons}`;
}
