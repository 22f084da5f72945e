// Step 3, Underwriting questions: Yes/No fieldsets, selects and free text, with follow-ups the page
// script opens after an answer (filled after their parent, in one pass).
import type { Fill } from './form.ts';
import { fillForm } from './form.ts';
import type { Portal } from './portal.ts';
import { type SaveResult, saveAndContinue } from './save.ts';

export class UnderwritingPage {
  readonly portal: Portal;

  constructor(portal: Portal) {
    this.portal = portal;
  }

  async answerAndSave(fills: Fill[]): Promise<SaveResult> {
    const { invalid } = await fillForm(this.portal.page, fills, 'underwriting');
    return saveAndContinue(this.portal, invalid, 'underwriting');
  }
}
