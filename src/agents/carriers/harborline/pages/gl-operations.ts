// GL step 2: "Operations & coverage". The class fixes the premium basis, which the page states under
// Exposure: an exposure given on another basis would be rated wrong, so it is refused before saving.
import type { Page } from 'playwright-core';
import type { PlaybookContext } from '../../../playbook.ts';
import type { glForm } from '../mapping.ts';
import { saveWithInventory } from './fill-gaps.ts';
import { fillFields } from './form.ts';
import { refusalOf, type StepResult } from './wizard.ts';

export class OperationsPage {
  readonly page: Page;

  readonly ctx: PlaybookContext;

  constructor(page: Page, ctx: PlaybookContext) {
    this.page = page;
    this.ctx = ctx;
  }

  async complete(form: ReturnType<typeof glForm>): Promise<StepResult> {
    const refusal = refusalOf(await fillFields(this.page, form.fields), 'Operations & coverage', (n) =>
      n.label === 'General liability class'
        ? `Harborline's general liability class list has no class ${n.value}.`
        : undefined,
    );
    if (refusal) return { rejected: refusal };
    const basis = await this.page
      .getByRole('main')
      .getByText(/^Premium basis:/)
      .textContent();
    const stated = /^Premium basis: ([^,]+),/.exec((basis ?? '').trim())?.[1];
    if (stated && stated.toLowerCase() !== form.basis.toLowerCase()) {
      const code = form.fields[0]?.value;
      return {
        rejected: `Harborline rates class ${code} on ${stated.toLowerCase()}; the submission gives its exposure as ${form.basis.toLowerCase()}.`,
      };
    }
    return saveWithInventory(this.page, this.ctx, 'Operations');
  }
}
