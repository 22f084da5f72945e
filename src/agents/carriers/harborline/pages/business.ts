// Step 1 of every line: "Business details". On a new quote its save creates the draft.
import type { Page } from 'playwright-core';
import type { PlaybookContext } from '../../../playbook.ts';
import { saveWithInventory } from './fill-gaps.ts';
import { type FieldValue, fillFields } from './form.ts';
import { refusalOf, type StepResult } from './wizard.ts';

export class BusinessPage {
  readonly page: Page;

  readonly ctx: PlaybookContext;

  constructor(page: Page, ctx: PlaybookContext) {
    this.page = page;
    this.ctx = ctx;
  }

  async complete(fields: FieldValue[]): Promise<StepResult> {
    const refusal = refusalOf(await fillFields(this.page, fields), 'Business details');
    if (refusal) return { rejected: refusal };
    return saveWithInventory(this.page, this.ctx, 'Business details');
  }
}
