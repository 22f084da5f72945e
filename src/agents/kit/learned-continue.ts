// The continue actions an admin accepted from a take-over (docs/decisions/0030-learning-from-a-take-over.md),
// per page of a try: `buttonFor` presses a learned caption on its screen when no known caption or intent
// matches. The runtime hands the try's learned mappings over once (`useLearned`). And the screen the
// wizard is stuck on (a heading no playbook page knows, nothing learned for it), so that what a person
// then does there is learned under the name the wizard reads it by.
import type { Page } from 'playwright-core';
import { mappingKey } from '../../domain/learned-mappings.ts';
import type { LearnedMapping } from '../playbook.ts';

const byPage = new WeakMap<Page, readonly LearnedMapping[]>();
const stuck = new WeakMap<Page, string>();

/** The wizard met `heading` and knows nothing of it. */
export function stuckOn(page: Page, heading: string): void {
  stuck.set(page, heading);
}

/** The screen the wizard is stuck on, if any, forgotten once read (a person's hold starts). */
export function takeStuckScreen(page: Page): string | undefined {
  const heading = stuck.get(page);
  stuck.delete(page);
  return heading;
}

export function useLearned(page: Page, learned: readonly LearnedMapping[]): void {
  byPage.set(page, learned);
}

/** The learned mappings of `screen` (by its heading, compared as mappings are) on this page's try. */
export function learnedFor(
  page: Page,
  screen: string,
  learned?: readonly LearnedMapping[],
): LearnedMapping[] {
  const key = mappingKey(screen);
  return (learned ?? byPage.get(page) ?? []).filter((m) => mappingKey(m.screen) === key);
}

/** The captions of the continue buttons learned for `screen`. */
export const learnedContinues = (page: Page, screen: string): string[] =>
  learnedFor(page, screen)
    .filter((m) => m.kind === 'continue')
    .map((m) => m.label);
