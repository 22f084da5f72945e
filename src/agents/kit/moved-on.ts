// Whether pressing a page's button moved the portal on, as a person sees it: another address, title or
// heading, or other controls. A playbook reads the portal's answer its own way (a validation summary,
// a screen id) and says "moved" when it finds no refusal; a button that did nothing (a caption the kit
// took for the page's action that is not, a script that swallowed the press) would then be taken for
// the next page, and the job would go on filling a page it already filled. The kit compares the page
// before and after, and a page that did not change is `portal_changed` with what it shows.
import type { Locator } from 'playwright-core';
import { portalChanged } from '../errors.ts';
import { evaluateAt } from './region.ts';

/** Runs in the page (self-contained): what a person sees of where they are, and the page's messages. */
function lookOf(element: Element): { look: string; messages: string[] } {
  const doc = element.ownerDocument;
  const shown = (e: Element) =>
    (e as HTMLElement).checkVisibility ? (e as HTMLElement).checkVisibility() : true;
  const text = (e: Element) => (e.textContent ?? '').replace(/\s+/g, ' ').trim();
  const headings = [...doc.querySelectorAll('h1, h2, h3, legend, [role="heading"]')].filter(shown).map(text);
  const controls = [...doc.querySelectorAll('input, select, textarea')]
    .filter((e) => shown(e) && (e as HTMLInputElement).type !== 'hidden')
    .map((e) => `${e.tagName}:${e.getAttribute('name') ?? ''}:${e.id}`);
  const messages = [...doc.querySelectorAll('[role="alert"], [aria-live="assertive"], .error, .field-error')]
    .filter(shown)
    .map(text)
    .filter(Boolean);
  return {
    look: JSON.stringify([doc.location.href, doc.title, headings, controls]),
    messages: [...new Set(messages)].slice(0, 5),
  };
}

/** How the page looks now, to compare after a press (movedOn). */
export async function pageLook(root: Locator): Promise<string> {
  return (await evaluateAt(root, lookOf)).look;
}

/** How long a page that looks the same after a press is given to change (its script still at work). */
const MOVE_WAIT_MS = 5_000;
const POLL_MS = 100;

/**
 * Resolves once the page no longer looks as `before` (usually at once); a page that still looks the
 * same after MOVE_WAIT_MS did not move on: `portal_changed`, with the page's messages as evidence.
 */
export async function movedOn(root: Locator, before: string, where: string): Promise<void> {
  const until = Date.now() + MOVE_WAIT_MS;
  for (;;) {
    // A document going away under the read is the page moving on.
    const now = await evaluateAt(root, lookOf).catch(() => undefined);
    if (!now || now.look !== before) return;
    if (Date.now() >= until) {
      const said = now.messages.length > 0 ? `; it shows: ${now.messages.join(' | ')}` : '';
      throw portalChanged(`${where}: pressing the page's button left the page as it was${said}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
