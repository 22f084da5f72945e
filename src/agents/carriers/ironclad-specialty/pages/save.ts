// "Save and continue" on a wizard step: the next page, or the portal's validation messages when it
// refused a value (the page re-renders with "Please correct the following before you continue").
import { portalChanged } from '../../../errors.ts';
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
  if (invalid.length > 0) return { saved: false, messages: invalid };
  const { page } = portal;
  await portal.click(page.getByRole('button', { name: button, exact: true }));
  const next = await portal.screen();
  if (next !== step) return { saved: true, next };
  const messages = await validationErrors(page);
  if (messages.length === 0) throw portalChanged(`Ironclad ${step} page did not save and showed no error`);
  return { saved: false, messages };
}
