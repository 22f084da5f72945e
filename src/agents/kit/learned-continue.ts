// The continue actions an admin accepted from a take-over (docs/decisions/0030-learning-from-a-take-over.md),
// per page of a try: `buttonFor` presses a learned caption on its screen when no known caption or intent
// matches. The runtime hands the try's learned mappings over once (`useLearned`).
import type { Page } from 'playwright-core';
import { mappingKey } from '../../domain/learned-mappings.ts';
import type { LearnedMapping } from '../playbook.ts';

const byPage = new WeakMap<Page, readonly LearnedMapping[]>();

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
