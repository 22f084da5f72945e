// "Save and continue" on a wizard step: the next page, or the portal's validation messages when it
// refused a value (the page re-renders with "Please correct the following before you continue").
import type { Page } from 'playwright-core';
import { refusalOf } from '../../../ask-missing.ts';
import { portalChanged } from '../../../errors.ts';
import { ourFieldOf } from '../../../our-fields.ts';
import { takeInventory } from '../../../page-inventory.ts';
import { validationErrors } from './form.ts';
import type { Portal, Screen } from './portal.ts';

export type SaveResult = { saved: true; next: Screen } | { saved: false; messages: string[] };

/**
 * `invalid`: what the browser's own constraint validation would block (the click would post
 * nothing); reported like the portal's messages.
 */
export async function saveAndContinue(
  portal: Portal,
  invalid: string[],
  step: Screen,
  button = 'Save and continue',
): Promise<SaveResult> {
  const { page } = portal;
  // Required fields the browser would block: what the submission does not hold is asked of a person.
  const blocked = invalid.length > 0 && (await portal.fillGaps?.()) ? await blockedFields(page) : invalid;
  if (blocked.length > 0) return { saved: false, messages: blocked };
  await portal.click(page.getByRole('button', { name: button, exact: true }));
  const next = await portal.screen();
  if (next !== step) return { saved: true, next };
  const messages = await validationErrors(page);
  if (messages.length === 0) throw portalChanged(`Ironclad ${step} page did not save and showed no error`);
  // Named by our field where the portal marks a value we sent.
  const refused = refusalOf(await takeInventory(page), ourFieldOf);
  return { saved: false, messages: refused ? [refused] : messages };
}

/** The fields the browser's constraint validation would block, with its message. */
async function blockedFields(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('form input, form select, form textarea'))
      .filter((c) => !(c as HTMLInputElement).checkValidity())
      .map((c) => {
        const control = c as HTMLInputElement;
        const name = control.labels?.[0]?.textContent?.trim() || control.name;
        return `${name}: ${control.validationMessage}`;
      }),
  );
}
