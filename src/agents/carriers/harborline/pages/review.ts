// Last step, every line: "Review & quote". "Get quote" rates the submission and opens its outcome.
import type { Page } from 'playwright-core';
import { type StepResult, saveAndContinue } from './wizard.ts';

export class ReviewPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  getQuote(): Promise<StepResult> {
    return saveAndContinue(this.page, 'Get quote');
  }
}
