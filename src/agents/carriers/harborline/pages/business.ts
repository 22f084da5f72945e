// Step 1 of every line: "Business details". On a new quote its save creates the draft.
import type { Page } from 'playwright-core';
import { type FieldValue, fillFields } from './form.ts';
import { refusalOf, type StepResult, saveAndContinue } from './wizard.ts';

export class BusinessPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async complete(fields: FieldValue[]): Promise<StepResult> {
    const refusal = refusalOf(await fillFields(this.page, fields), 'Business details');
    if (refusal) return { rejected: refusal };
    return saveAndContinue(this.page);
  }
}
